/**
 * A real game server against a stub node that answers in the shapes the real ones send, read from
 * their source: hive-engine/hivesmartcontracts (plugins/JsonRPCServer.js behind jayson, which
 * answers a refusal with HTTP 200 and `error: { code, message }`; libs/Database.js
 * getTransactionInfo: null until processed, the array form with `transactionIndex` for a Hive
 * transaction of several operations; payload and logs as JSON strings; contracts/nft.js and
 * tokens.js events) and hived (condenser_api.broadcast_transaction refusing a signature that does
 * not meet the account's active authority with error -32000 and the fc exception in `data`).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { cryptoUtils, PrivateKey, Signature, type Transaction } from '@hiveio/dhive';
import { burnValue, cardByIde, cardKind } from '@hueso/contract';
import type { FastifyInstance } from 'fastify';
import { fromHueso } from '../amounts';
import { buildApp, contextOf } from '../app';
import type { AppContext } from '../context';
import { findDeposit } from '../plugins/funds/depositsRepository';
import { findUserByName, getUser } from '../players/usersRepository';
import { jsonRpc } from './reader';

const CHAIN_ID = 'hueso-local';
const NFT = 'NFTHUESO';
/** Hive Engine's rpcConfig.maxLimit (config.example.json). */
const MAX_LIMIT = 1000;

type Row = Record<string, unknown>;
interface Authority {
  weight_threshold: number;
  account_auths: [string, number][];
  key_auths: [string, number][];
}
/** One sidechain action of a Hive transaction, with what the contract logged. */
interface Action {
  sender: string;
  contract: string;
  action: string;
  payload: Row;
  logs: { events?: { contract: string; event: string; data: Row }[]; errors?: string[] };
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const hiveTime = (ms: number) => new Date(ms).toISOString().slice(0, 19);
const authority = (key: PrivateKey): Authority => ({
  weight_threshold: 1,
  account_auths: [],
  key_auths: [[key.createPublic().toString(), 1]],
});

/** Whether a row matches a Hive Engine query of equalities (dotted paths) and `$in`. */
function matches(row: Row, query: Row): boolean {
  return Object.entries(query).every(([path, want]) => {
    const value = path.split('.').reduce<unknown>((v, k) => (v as Row | undefined)?.[k], row);
    if (want !== null && typeof want === 'object' && '$in' in want)
      return (want as { $in: unknown[] }).$in.includes(value);
    return value === want;
  });
}

class StubNode {
  url = '';
  private server: Server | undefined;
  readonly blocks: Row[] = [];
  /** Processed sidechain transaction id -> its block and its index there (the transactions table). */
  private readonly transactions = new Map<string, { blockNumber: number; index: number }>();
  readonly tables = new Map<string, Row[]>();
  readonly accounts = new Map<string, { active: Authority; owner: Authority; posting: Authority }>();
  /** The params of every `find` the node received. */
  readonly finds: Row[] = [];
  /** Hive transactions the node accepted (its mempool: nothing here is processed by itself). */
  readonly accepted: Row[] = [];
  readonly refusals: Row[] = [];
  /** config.rpcConfig.disabledMethods.blockchain: Hive Engine's example configuration lists getBlockRangeInfo. */
  disabledMethods: string[] = [];

  constructor() {
    this.addBlock([]);
    this.tables.set('tokens/tokens', [
      {
        _id: 1,
        issuer: 'hueso.tokens',
        symbol: 'HUESO',
        name: 'HUESO',
        precision: 3,
        maxSupply: '1000000000.000',
      },
    ]);
  }

  addAccount(name: string, active: PrivateKey): void {
    const other = authority(PrivateKey.fromSeed(hex(32)));
    this.accounts.set(name, { active: authority(active), owner: other, posting: other });
  }

  /** A sidechain block processing one Hive transaction: `<id>` alone, `<id>-0`, `<id>-1`, … for several. */
  process(hiveTxId: string, actions: Action[]): number {
    return this.addBlock(
      actions.map((a, i) => ({
        refHiveBlockNumber: 90_000_000 + this.blocks.length,
        transactionId: actions.length > 1 ? `${hiveTxId}-${i}` : hiveTxId,
        sender: a.sender,
        contract: a.contract,
        action: a.action,
        payload: JSON.stringify({ ...a.payload, isSignedWithActiveKey: true }),
        executedCodeHash: hex(32),
        hash: hex(32),
        databaseHash: hex(32),
        logs: JSON.stringify(a.logs),
      })),
    );
  }

  private addBlock(transactions: Row[]): number {
    const blockNumber = this.blocks.length;
    transactions.forEach((tx, index) =>
      this.transactions.set(tx.transactionId as string, { blockNumber, index }),
    );
    this.blocks.push({
      _id: blockNumber,
      blockNumber,
      refHiveBlockNumber: 90_000_000 + blockNumber,
      refHiveBlockId: hex(20),
      prevRefHiveBlockId: hex(20),
      previousHash: hex(32),
      previousDatabaseHash: hex(32),
      timestamp: hiveTime(Date.now()),
      transactions,
      virtualTransactions: [],
      hash: hex(32),
      databaseHash: hex(32),
      merkleRoot: hex(32),
      round: null,
      roundHash: '',
      witness: '',
      signingKey: '',
      roundSignature: '',
    });
    return blockNumber;
  }

  /** libs/Database.js getTransactionInfo. */
  private transactionInfo(txid: string): unknown {
    let single = true;
    let found = this.transactions.get(txid);
    if (!found && txid.length === 40) {
      single = false;
      found = this.transactions.get(`${txid}-0`);
    }
    if (!found) return null;
    const { blockNumber, index } = found;
    const block = this.blocks[blockNumber]!;
    const txs = block.transactions as Row[];
    if (single) return { blockNumber, ...txs[index] };
    return txs
      .filter((t) => (t.transactionId as string).startsWith(`${txid}-`))
      .map((t) => ({ blockNumber, transactionIndex: Number((t.transactionId as string).slice(41)), ...t }))
      .sort((a, b) => a.transactionIndex - b.transactionIndex);
  }

  /** condenser_api.broadcast_transaction: the signatures must meet each signer's active authority. */
  private broadcast(tx: Row): { error: Row } | { result: Row } {
    const digest = cryptoUtils.transactionDigest(tx as unknown as Transaction);
    const keys = new Set(
      (tx.signatures as string[]).map((s) => Signature.fromString(s).recover(digest).toString()),
    );
    for (const [, op] of tx.operations as [string, { required_auths: string[] }][])
      for (const name of op.required_auths) {
        const account = this.accounts.get(name);
        const weight = (account?.active.key_auths ?? []).reduce((w, [k, n]) => w + (keys.has(k) ? n : 0), 0);
        if (account && weight >= account.active.weight_threshold) continue;
        const error = {
          code: -32000,
          message: `missing required active authority: Missing Active Authority ${name}`,
          data: {
            code: 3010000,
            name: 'tx_missing_active_auth',
            message: 'missing required active authority',
            stack: [
              {
                context: {
                  level: 'error',
                  file: 'transaction_util.hpp',
                  line: 57,
                  method: 'verify_authority',
                  hostname: '',
                  timestamp: hiveTime(Date.now()),
                },
                format: 'Missing Active Authority ${id}',
                data: { id: name, auth: account?.active, owner: account?.owner },
              },
            ],
          },
        };
        this.refusals.push(error);
        return { error };
      }
    this.accepted.push(tx);
    return { result: {} };
  }

  private contracts(method: string, params: Row): { result: unknown } | { error: Row } {
    const rows = this.tables.get(`${params.contract as string}/${params.table as string}`) ?? [];
    if (method === 'findOne') return { result: rows.find((r) => matches(r, params.query as Row)) ?? null };
    if (method !== 'find') return { error: { code: -32601, message: 'Method not found' } };
    this.finds.push(params);
    const limit = (params.limit as number | undefined) || MAX_LIMIT;
    const offset = (params.offset as number | undefined) || 0;
    if (limit > MAX_LIMIT)
      return { error: { code: 400, message: `limit is too high, maximum limit is ${MAX_LIMIT}` } };
    const found = rows.filter((r) => matches(r, params.query as Row));
    return { result: found.slice(offset, offset + limit) };
  }

  private blockchain(method: string, params: Row): { result: unknown } | { error: Row } {
    const last = this.blocks.length - 1;
    if (this.disabledMethods.includes(method) && method !== 'getStatus')
      return { error: { code: 400, message: `method blockchain.${method} is disabled` } };
    switch (method) {
      case 'getStatus':
        return {
          result: {
            lastBlockNumber: last,
            lastBlockRefHiveBlockNumber: this.blocks[last]!.refHiveBlockNumber,
            lastHash: this.blocks[last]!.hash,
            SSCnodeVersion: '1.9.4',
            chainId: CHAIN_ID,
            disabledMethods: { blockchain: this.disabledMethods, contracts: [] },
            lightNode: false,
          },
        };
      case 'getLatestBlockInfo':
        return { result: this.blocks[last] };
      case 'getBlockInfo':
        return { result: this.blocks[params.blockNumber as number] ?? null };
      case 'getBlockRangeInfo': {
        const { startBlockNumber: start, count } = params as { startBlockNumber: number; count: number };
        if (count > 1000) return { error: { code: 400, message: 'count can not be over 1000' } };
        // Database.getBlockRangeInfo: _id from startBlockNumber, below startBlockNumber + count.
        return { result: this.blocks.slice(Math.max(0, start), Math.max(0, start + count)) };
      }
      case 'getTransactionInfo':
        return { result: this.transactionInfo(params.txid as string) };
      default:
        return { error: { code: -32601, message: 'Method not found' } };
    }
  }

  private hive(method: string, params: unknown[]): { result: unknown } | { error: Row } {
    const head = this.blocks.length + 80_000_000;
    switch (method) {
      case 'condenser_api.get_accounts':
        return {
          result: (params[0] as string[])
            .filter((name) => this.accounts.has(name))
            .map((name) => ({ id: 1, name, ...this.accounts.get(name), memo_key: '', json_metadata: '' })),
        };
      case 'condenser_api.get_dynamic_global_properties':
        return {
          result: {
            head_block_number: head,
            head_block_id: head.toString(16).padStart(8, '0') + hex(16),
            time: hiveTime(Date.now()),
            current_witness: 'witness',
            last_irreversible_block_num: head - 20,
          },
        };
      case 'condenser_api.broadcast_transaction':
        return this.broadcast(params[0] as Row);
      default:
        return { error: { code: -32601, message: `Could not find method ${method}` } };
    }
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      req.on('end', () => {
        const { id, method, params } = JSON.parse(text) as { id: number; method: string; params: never };
        const answer =
          req.url === '/contracts'
            ? this.contracts(method, params)
            : req.url === '/blockchain'
              ? this.blockchain(method, params)
              : req.url === '/hive'
                ? this.hive(method, params)
                : undefined;
        if (!answer) {
          res.writeHead(404).end();
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ jsonrpc: '2.0', id, ...answer }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()));
  }
}

let node: StubNode;
let app: FastifyInstance;
let ctx: AppContext;
let base: string;
let token: string;
let platform: Record<string, PrivateKey>;

beforeEach(async () => {
  node = new StubNode();
  await node.start();
  platform = { 'hueso.tokens': PrivateKey.fromSeed(hex(32)), 'hueso.deposit': PrivateKey.fromSeed(hex(32)) };
  for (const [name, key] of Object.entries(platform)) node.addAccount(name, key);
  node.addAccount('demo', PrivateKey.fromSeed(hex(32)));
  await startGame();
});

/** A fresh game server (in memory, demo world seeded) against the stub node, with demo's session. */
async function startGame(): Promise<void> {
  app = buildApp({
    dbPath: ':memory:',
    seed: true,
    hiveEngineRpc: node.url,
    hiveRpc: `${node.url}/hive`,
    platformKeys: Object.fromEntries(Object.entries(platform).map(([name, key]) => [name, key.toString()])),
    proofWaitMs: 200,
    chainWaitMs: 2_000,
    followIntervalMs: 3_600_000,
    loginAttemptsPerMinute: 10_000,
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  ctx = contextOf(app);
  token = '';
  token = (await post('/api/loginPass', { user: 'demo', password: 'demo1234' })).body.token;
}

afterEach(async () => {
  await app.close();
  await node.close();
});

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read reply fields freely
  body: any;
}

async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
  const res = await fetch(base + path, {
    method,
    headers: { ...(token ? { token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json() };
}
const post = (path: string, body: unknown) => call('POST', path, body);
/** The body the album posts for a burn of these instances. */
const burnBody = (proofTx: string, instances: { _id: number; ide: number }[]) => ({
  proofTx,
  nfts: instances.map(({ _id, ide }) => ({
    id: cardByIde(ide)!.id,
    ide,
    rareza: cardByIde(ide)!.rareza,
    cantidad: 1,
    instanceIds: [String(_id)],
  })),
});
const demo = () => getUser(ctx.db, findUserByName(ctx.db, 'demo')!.id);

describe('a game server against a node answering as the real ones do', () => {
  it('keeps a pending deposit pending, then credits it once from the array form', async () => {
    const txid = hex(20);
    const before = demo().dinero_real;

    for (let i = 0; i < 2; i++) {
      const pending = await post('/api/deposit', { id: txid });
      expect(pending).toEqual({ status: 202, body: { pending: true, transactionId: txid } });
      expect(demo().dinero_real).toBe(before);
      expect(findDeposit(ctx.db, txid)).toBeUndefined();
    }

    // The player's Hive transaction held two operations: a stake, then the deposit.
    node.process(txid, [
      {
        sender: 'demo',
        contract: 'tokens',
        action: 'stake',
        payload: { to: 'demo', symbol: 'HUESO', quantity: '1.000' },
        logs: {
          events: [
            {
              contract: 'tokens',
              event: 'stake',
              data: { account: 'demo', symbol: 'HUESO', quantity: '1.000' },
            },
          ],
        },
      },
      {
        sender: 'demo',
        contract: 'tokens',
        action: 'transfer',
        payload: { symbol: 'HUESO', to: 'hueso.deposit', quantity: '25.500', memo: 'Deposit' },
        logs: {
          events: [
            {
              contract: 'tokens',
              event: 'transfer',
              data: { from: 'demo', to: 'hueso.deposit', symbol: 'HUESO', quantity: '25.500' },
            },
          ],
        },
      },
    ]);
    const credited = await post('/api/deposit', { id: txid });
    expect(credited.status).toBe(200);
    expect(credited.body.ok).toBe(true);
    expect(demo().dinero_real).toBe(before + 25_500);
    // Recorded under the transfer's own sub-transaction id (the stake is <txid>-0).
    expect(findDeposit(ctx.db, `${txid}-1`)).toEqual({ refundTx: null });
    expect(findDeposit(ctx.db, txid)).toBeUndefined();

    const again = await post('/api/deposit', { id: txid });
    expect(again).toEqual({ status: 409, body: { error: 'Transaction already used' } });
    expect(demo().dinero_real).toBe(before + 25_500);
  });

  it('credits the deposit of a Hive transaction whose first operation pays someone else', async () => {
    const txid = hex(20);
    const before = demo().dinero_real;
    const transfer = (to: string, quantity: string, memo: string): Action => ({
      sender: 'demo',
      contract: 'tokens',
      action: 'transfer',
      payload: { symbol: 'HUESO', to, quantity, memo },
      logs: {
        events: [
          { contract: 'tokens', event: 'transfer', data: { from: 'demo', to, symbol: 'HUESO', quantity } },
        ],
      },
    });
    node.process(txid, [transfer('rival', '3.000', 'thanks'), transfer('hueso.deposit', '7.000', 'Deposit')]);
    const credited = await post('/api/deposit', { id: txid });
    expect(credited.status).toBe(200);
    expect(demo().dinero_real).toBe(before + 7_000);
    expect((await post('/api/deposit', { id: txid })).status).toBe(409);
    expect(demo().dinero_real).toBe(before + 7_000);
  });

  it('keeps a pending burn proof pending, then credits the nft contract’s burn events once', async () => {
    const txid = hex(20);
    // Instances 101 (G001, common) and 102 (E001, common), burned: kept with account 'null'.
    const burned = [
      { _id: 101, ide: 1 },
      { _id: 102, ide: 25 },
    ];
    node.tables.set(
      `nft/${NFT}instances`,
      burned.map(({ _id, ide }) => ({
        _id,
        account: 'null',
        ownedBy: 'u',
        previousAccount: 'demo',
        previousOwnedBy: 'u',
        lockedTokens: {},
        properties: { ID: String(ide), POWER: 5, EDITION: 1 },
      })),
    );
    const body = burnBody(txid, burned);
    const before = demo().dinero;
    const claimed = () => ctx.db.prepare('SELECT COUNT(*) AS n FROM burn_claims').get() as { n: number };

    for (let i = 0; i < 2; i++) {
      expect(await post('/api/burn-nft', body)).toEqual({
        status: 202,
        body: { pending: true, transactionId: txid },
      });
      expect(demo().dinero).toBe(before);
      expect(claimed().n).toBe(0);
    }

    // Two operations: a payment to another player, then the burn.
    node.process(txid, [
      {
        sender: 'demo',
        contract: 'tokens',
        action: 'transfer',
        payload: { symbol: 'HUESO', to: 'rival', quantity: '1.000', memo: '' },
        logs: {
          events: [
            {
              contract: 'tokens',
              event: 'transfer',
              data: { from: 'demo', to: 'rival', symbol: 'HUESO', quantity: '1.000' },
            },
          ],
        },
      },
      {
        sender: 'demo',
        contract: 'nft',
        action: 'burn',
        payload: { nfts: [{ symbol: NFT, ids: ['101', '102'] }] },
        logs: {
          events: burned.map(({ _id }) => ({
            contract: 'nft',
            event: 'burn',
            data: {
              account: 'demo',
              ownedBy: 'u',
              unlockedTokens: {},
              unlockedNfts: [],
              symbol: NFT,
              id: String(_id),
            },
          })),
        },
      },
    ]);
    const units = fromHueso(
      burned.reduce(
        (sum, { ide }) => sum + burnValue(cardKind(cardByIde(ide)!.id), cardByIde(ide)!.rareza),
        0,
      ),
    );
    expect(units).toBeGreaterThan(0);
    const credited = await post('/api/burn-nft', body);
    expect(credited.status).toBe(200);
    expect(credited.body).toMatchObject({ ok: true, quemados: 2, proofTx: txid });
    expect(demo().dinero).toBe(before + units);
    expect(claimed().n).toBe(1);

    const again = await post('/api/burn-nft', body);
    expect(again.status).toBe(409);
    expect(demo().dinero).toBe(before + units);
    expect(node.finds.length).toBeGreaterThan(0);
    expect(node.finds.every((f) => (f.limit as number) <= MAX_LIMIT)).toBe(true);
  });

  it('follows a node that disables getBlockRangeInfo, as Hive Engine’s example configuration does', async () => {
    await app.close();
    node.disabledMethods = ['getBlockRangeInfo'];
    const properties = { ID: '1', POWER: 5, EDITION: 1 };
    node.process(hex(20), [
      {
        sender: 'hueso.tokens',
        contract: 'nft',
        action: 'issue',
        payload: { symbol: NFT, to: 'demo', feeSymbol: 'BEE', properties },
        logs: {
          events: [
            {
              contract: 'nft',
              event: 'issue',
              data: {
                from: 'hueso.tokens',
                fromType: 'u',
                to: 'demo',
                toType: 'u',
                symbol: NFT,
                lockedTokens: {},
                lockedNfts: [],
                properties,
                id: 7,
              },
            },
          ],
        },
      },
    ]);
    const txid = hex(20);
    node.process(txid, [
      {
        sender: 'demo',
        contract: 'nft',
        action: 'burn',
        payload: { nfts: [{ symbol: NFT, ids: ['7'] }] },
        logs: {
          events: [
            {
              contract: 'nft',
              event: 'burn',
              data: {
                account: 'demo',
                ownedBy: 'u',
                unlockedTokens: {},
                unlockedNfts: [],
                symbol: NFT,
                id: '7',
              },
            },
          ],
        },
      },
    ]);
    node.tables.set(`nft/${NFT}instances`, [
      {
        _id: 7,
        account: 'null',
        ownedBy: 'u',
        previousAccount: 'demo',
        properties,
      },
    ]);
    await startGame();
    const history = await call('GET', '/api/burn-nft/history');
    expect(history.status).toBe(200);
    const hueso = burnValue('general', cardByIde(1)!.rareza);
    expect(history.body.burns).toEqual([
      expect.objectContaining({ proofTx: txid, cards: 1, hueso, state: 'unclaimed' }),
    ]);
    expect((await post('/api/burn-nft', burnBody(txid, [{ _id: 7, ide: 1 }]))).status).toBe(200);
  });

  it('pages its finds at the node’s limit, which refuses more with its own error', async () => {
    const rows = Array.from({ length: 2345 }, (_, i) => ({
      _id: i + 1,
      account: 'pager',
      ownedBy: 'u',
      lockedTokens: {},
      properties: { ID: '1', POWER: 5, EDITION: i + 1 },
    }));
    node.tables.set(`nft/${NFT}instances`, rows);
    // An account no request has read yet: its cards come from the node, page by page.
    node.finds.length = 0;
    expect(await ctx.chain.holdings.of('pager')).toHaveLength(2345);
    expect(node.finds.map((f) => [f.limit, f.offset])).toEqual([
      [1000, 0],
      [1000, 1000],
      [1000, 2000],
    ]);

    // What the node answers a larger page, as the server's JSON-RPC client surfaces it.
    const raw = await fetch(`${node.url}/contracts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'find',
        params: { contract: 'nft', table: `${NFT}instances`, query: {}, limit: 1001 },
      }),
    });
    expect(raw.status).toBe(200);
    expect(await raw.json()).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: 400, message: 'limit is too high, maximum limit is 1000' },
    });
    await expect(
      jsonRpc(`${node.url}/contracts`, 'find', {
        contract: 'nft',
        table: `${NFT}instances`,
        query: {},
        limit: 1001,
      }),
    ).rejects.toThrow('find: limit is too high, maximum limit is 1000');
  });

  it('gives back a withdrawal whose signature the Hive node refuses, with its error', async () => {
    const before = demo();
    expect(before.dinero_real).toBeGreaterThan(0);
    // The token account's active key was changed on chain: the server's key no longer signs for it.
    node.addAccount('hueso.tokens', PrivateKey.fromSeed(hex(32)));

    const res = await call('GET', '/api/retiro');
    expect(res).toEqual({
      status: 502,
      body: {
        error:
          'The chain node refused the transaction: condenser_api.broadcast_transaction: missing required ' +
          'active authority: Missing Active Authority hueso.tokens. Nothing was taken from you.',
      },
    });
    expect(node.refusals).toHaveLength(1);
    expect(node.accepted).toHaveLength(0);
    expect(demo().dinero_real).toBe(before.dinero_real);
    expect(demo().dinero).toBe(before.dinero);
    const row = ctx.db.prepare('SELECT kind, status, error FROM outbox').all();
    expect(row).toEqual([
      {
        kind: 'withdraw',
        status: 'reversed',
        error:
          'The chain node refused the transaction: condenser_api.broadcast_transaction: missing required ' +
          'active authority: Missing Active Authority hueso.tokens',
      },
    ]);
  });
});
