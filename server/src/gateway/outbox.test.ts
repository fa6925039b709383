/**
 * The outbox against a chain whose answers the test decides: a stub reader and signer for the
 * state machine (exactly once, reversals, a node down, a restart), and a stub HTTP node for the
 * proof reads (null first, then the processed transaction, in the node's string and array forms).
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { resolveConfig } from '../config';
import { Holdings } from './holdings';
import type { AppContext } from '../context';
import { openDatabase, type Db } from '../db';
import { addItems, countItem } from '../players/itemsRepository';
import { createUser, getUser } from '../players/usersRepository';
import {
  drive,
  getOperation,
  operationState,
  processedProof,
  registerResult,
  reserve,
  resumeAll,
  sameAmount,
  type ReserveInput,
} from './outbox';
import { HttpChainReader } from './reader';
import {
  ChainUnavailable,
  type ChainReader,
  type ChainSigner,
  type ChainTransaction,
  type TransactionStatus,
} from './types';

/** A chain whose next answers the test sets; it counts broadcasts. */
class StubChain {
  answer: TransactionStatus = { state: 'pending' };
  down = false;
  refuseBroadcast: string | undefined;
  broadcasts = 0;
  reader: ChainReader = {
    transactionInfo: async () => {
      if (this.down) throw new ChainUnavailable('node down');
      return this.answer;
    },
    find: async () => [],
    findOne: async () => null,
    getAccounts: async () => [],
    tokenPrecision: async () => 3,
    status: async () => ({ chainId: 'hueso-local', lastBlockNumber: 1 }),
  };
  signer: ChainSigner = {
    sign: async () => {
      throw new Error('the test reserves pre-signed transactions');
    },
    broadcast: async () => {
      if (this.down) throw new ChainUnavailable('node down');
      if (this.refuseBroadcast) throw new Error(this.refuseBroadcast);
      this.broadcasts++;
    },
  };
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function context(stub: StubChain, dbPath = ':memory:'): AppContext {
  const config = resolveConfig({ dbPath, now: Date.now }, {});
  return {
    db: openDatabase(dbPath),
    config,
    chain: {
      reader: stub.reader,
      signer: stub.signer,
      sync: async () => {},
      holdings: new Holdings(stub.reader, 'NFTHUESO'),
    },
    settleDuePayouts: () => 0,
  };
}

let txCounter = 0;
function issueReservation(
  db: Db,
  userId: number,
  cards: number,
  expiresAt = Date.now() + 600_000,
): ReserveInput {
  const txid = (++txCounter).toString(16).padStart(40, 'a');
  const instances = Array.from({ length: cards }, (_, i) => ({
    symbol: 'NFTHUESO',
    to: 'demo',
    feeSymbol: 'BEE',
    properties: { ID: String(i + 1), POWER: 10, EDITION: 1 },
  }));
  return {
    kind: 'issue_cards',
    userId,
    operation: {
      account: 'hueso.tokens',
      contractName: 'nft',
      contractAction: 'issueMultiple',
      contractPayload: { instances },
    },
    signed: { id: txid, transaction: { operations: [] }, expiresAt },
    reversal: { itemsPerCard: { nombre: 'General Pack', cantidad: 1 } },
    details: {
      purpose: 'test-opening',
      base: 'http://game',
      to: 'demo',
      cards: instances.map((_, i) => ({ ide: i + 1, brillante: false })),
    },
  };
}

function processed(txid: string, logs: ChainTransaction['logs']): TransactionStatus {
  return {
    state: 'processed',
    transactions: [
      {
        transactionId: txid,
        blockNumber: 7,
        sender: 'hueso.tokens',
        contract: 'nft',
        action: 'issueMultiple',
        payload: {},
        logs,
        timestamp: 0,
      },
    ],
  };
}

const issueEvent = (ide: number, id: number) => ({
  contract: 'nft',
  event: 'issue',
  data: { to: 'demo', symbol: 'NFTHUESO', id, properties: { ID: String(ide), POWER: 10, EDITION: 1 } },
});

registerResult('test-opening', async (_ctx, _row, issued) => ({ ids: issued.map((c) => c.nftId) }));
registerResult('test-withdraw', async (_ctx, row) => ({ transactionId: row.txId }));

/** A player holding 5 packs, 3 of them reserved by an issue of 3 cards (taken as a route does). */
function openingOfThree(ctx: AppContext, expiresAt?: number) {
  const userId = createUser(ctx.db, { nombre: 'demo', password_hash: null }, 0);
  addItems(ctx.db, userId, 'General Pack', 2);
  const input = issueReservation(ctx.db, userId, 3, expiresAt);
  const id = ctx.db.transaction(() => reserve(ctx.db, input, 0))();
  return { userId, id, txid: input.signed.id };
}

describe('outbox', () => {
  it('broadcasts, waits while the chain has not processed it, then finishes once with the answer', async () => {
    const stub = new StubChain();
    const ctx = context(stub);
    const { userId, id, txid } = openingOfThree(ctx);
    const first = await drive(ctx, id, { waitMs: 50 });
    expect(first.status).toBe('broadcast');
    expect(operationState(ctx.db, id, userId)).toEqual({
      id,
      kind: 'issue_cards',
      status: 'pending',
      transactionId: txid,
    });

    stub.answer = processed(txid, { events: [issueEvent(1, 11), issueEvent(2, 12), issueEvent(3, 13)] });
    const [a, b] = await Promise.all([drive(ctx, id, { waitMs: 1000 }), drive(ctx, id, { waitMs: 1000 })]);
    expect(a.status).toBe('done');
    expect(b.status).toBe('done');
    expect(operationState(ctx.db, id, userId)).toEqual({
      id,
      kind: 'issue_cards',
      status: 'done',
      transactionId: txid,
      result: { ids: [11, 12, 13] },
    });
    expect(countItem(ctx.db, userId, 'General Pack')).toBe(2);
  });

  it('sends a broadcast transaction again when it resumes it, in case the node lost it', async () => {
    const stub = new StubChain();
    const ctx = context(stub);
    const { id } = openingOfThree(ctx);
    await drive(ctx, id, { waitMs: 0 });
    expect(stub.broadcasts).toBe(1);
    // Refused now (as a node that has it in a block may say): the operation stays as it is.
    stub.refuseBroadcast = 'condenser_api.broadcast_transaction: something the node says';
    await resumeAll(ctx);
    expect(getOperation(ctx.db, id)?.status).toBe('broadcast');
    stub.refuseBroadcast = undefined;
    await resumeAll(ctx);
    expect(stub.broadcasts).toBe(2);
  });

  it('reverses a refused issue exactly once however many drivers race', async () => {
    const stub = new StubChain();
    const ctx = context(stub);
    const { userId, id, txid } = openingOfThree(ctx);
    stub.answer = processed(txid, { errors: ['not allowed to issue tokens'] });
    await Promise.all([drive(ctx, id, { waitMs: 0 }), drive(ctx, id, { waitMs: 0 }), resumeAll(ctx)]);
    await resumeAll(ctx);
    expect(countItem(ctx.db, userId, 'General Pack')).toBe(5);
    expect(operationState(ctx.db, id, userId)).toMatchObject({
      status: 'reversed',
      error: 'The chain refused it: not allowed to issue tokens',
    });
  });

  it('keeps the cards the chain issued and gives back the packs of the ones it refused', async () => {
    const stub = new StubChain();
    const ctx = context(stub);
    const { userId, id, txid } = openingOfThree(ctx);
    stub.answer = processed(txid, { errors: ['fee too low'], events: [issueEvent(2, 21)] });
    const row = await drive(ctx, id, { waitMs: 0 });
    expect(row.status).toBe('done');
    expect(row.result).toEqual({ ids: [21] });
    expect(row.error).toBe('The chain refused it: fee too low');
    expect(countItem(ctx.db, userId, 'General Pack')).toBe(4);
  });

  it('leaves an operation as it is while the node is down and completes it once the node is back', async () => {
    const stub = new StubChain();
    const ctx = context(stub);
    const { userId, id, txid } = openingOfThree(ctx);
    stub.down = true;
    await expect(drive(ctx, id, { waitMs: 0 })).rejects.toBeInstanceOf(ChainUnavailable);
    await resumeAll(ctx);
    expect(getOperation(ctx.db, id)?.status).toBe('signed');

    stub.down = false;
    stub.answer = processed(txid, { events: [issueEvent(1, 1), issueEvent(2, 2), issueEvent(3, 3)] });
    await resumeAll(ctx);
    expect(operationState(ctx.db, id, userId)?.status).toBe('done');
    expect(countItem(ctx.db, userId, 'General Pack')).toBe(2);
  });

  it('gives back an operation the chain never saw once it has expired', async () => {
    const stub = new StubChain();
    const ctx = context(stub);
    const { userId, id } = openingOfThree(ctx, Date.now() - 120_000);
    stub.refuseBroadcast = 'condenser_api.broadcast_transaction: transaction expired';
    await resumeAll(ctx);
    expect(operationState(ctx.db, id, userId)).toMatchObject({
      status: 'reversed',
      error: 'The transaction expired before the chain processed it',
    });
    expect(countItem(ctx.db, userId, 'General Pack')).toBe(5);
  });

  it('reverses at once a transaction the node refuses before it expires', async () => {
    const stub = new StubChain();
    const ctx = context(stub);
    const { userId, id } = openingOfThree(ctx);
    stub.refuseBroadcast = 'condenser_api.broadcast_transaction: missing required active authority';
    const row = await drive(ctx, id, { waitMs: 5000 });
    expect(row.status).toBe('reversed');
    expect(row.error).toContain('missing required active authority');
    expect(countItem(ctx.db, userId, 'General Pack')).toBe(5);
  });

  it('restores a withdrawal the chain refused, and finishes one it processed, after a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    dirs.push(dir);
    const file = join(dir, 'game.db');
    const stub = new StubChain();
    const first = context(stub, file);
    const userId = createUser(first.db, { nombre: 'demo', password_hash: null }, 0);
    const withdraw = (n: number): ReserveInput => ({
      kind: 'withdraw',
      userId,
      operation: {
        account: 'hueso.tokens',
        contractName: 'tokens',
        contractAction: 'transfer',
        contractPayload: { symbol: 'HUESO', to: 'demo', quantity: '12.500', memo: 'Withdraw' },
      },
      signed: { id: String(n).repeat(40).slice(0, 40), transaction: {}, expiresAt: Date.now() + 600_000 },
      reversal: { dineroReal: 12_500 },
      details: {
        purpose: 'test-withdraw',
        base: '',
        transfer: { to: 'demo', symbol: 'HUESO', quantity: '12.500' },
      },
    });
    const refused = reserve(first.db, withdraw(1), 0);
    const accepted = reserve(first.db, withdraw(2), 0);
    first.db.close();

    // A new server on the same file, after the chain processed both.
    const second = context(stub, file);
    const transfer = (quantity: string) => ({
      contract: 'tokens',
      event: 'transfer',
      data: { from: 'hueso.tokens', to: 'demo', symbol: 'HUESO', quantity },
    });
    stub.answer = processed('1'.repeat(40), { errors: ['overdrawn balance'] });
    await drive(second, refused, { waitMs: 0 });
    stub.answer = processed('2'.repeat(40), { events: [transfer('12.50000000')] });
    await resumeAll(second);
    expect(getUser(second.db, userId).dinero_real).toBe(12_500);
    expect(operationState(second.db, refused, userId)?.status).toBe('reversed');
    expect(operationState(second.db, accepted, userId)).toMatchObject({
      status: 'done',
      result: { transactionId: '2'.repeat(40) },
    });
    expect(operationState(second.db, accepted, userId + 1)).toBeUndefined();
    second.db.close();
  });

  it('compares amounts as numbers, not as texts', () => {
    expect(sameAmount('12.500', '12.50000000')).toBe(true);
    expect(sameAmount('012.5', '12.5')).toBe(true);
    expect(sameAmount('12.5', '12.05')).toBe(false);
  });
});

describe('proofs read from a node that has not processed them yet', () => {
  let server: Server;
  let url: string;
  let answers: unknown[];
  beforeEach(async () => {
    answers = [];
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const { method } = JSON.parse(body) as { method: string };
        const result =
          method === 'getBlockInfo'
            ? { blockNumber: 9, timestamp: '2026-01-15T12:00:00', transactions: [] }
            : answers.length > 1
              ? answers.shift()
              : answers[0];
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: result ?? null }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  const proofContext = (proofWaitMs: number): AppContext => {
    const reader = new HttpChainReader({ hiveEngineRpc: url, hiveRpc: `${url}/hive` });
    const config = Object.assign(resolveConfig({ dbPath: ':memory:' }, {}), { proofWaitMs });
    return {
      db: openDatabase(':memory:'),
      config,
      chain: {
        reader,
        signer: new StubChain().signer,
        sync: async () => {},
        holdings: new Holdings(reader, 'NFTHUESO'),
      },
      settleDuePayouts: () => 0,
    };
  };

  it('answers undefined while the node answers null past the wait', async () => {
    answers = [null];
    expect(await processedProof(proofContext(300), 'f'.repeat(40))).toBeUndefined();
  });

  it('waits through null answers for the processed multi-operation transaction, payload and logs as strings', async () => {
    const txid = 'e'.repeat(40);
    const sub = (i: number, contract: string, action: string, logs: object) => ({
      blockNumber: 9,
      transactionIndex: i,
      transactionId: `${txid}-${i}`,
      sender: 'demo',
      contract,
      action,
      payload: JSON.stringify({ memo: 'Deposit' }),
      logs: JSON.stringify(logs),
    });
    answers = [
      null,
      null,
      [
        sub(0, 'nft', 'burn', { events: [] }),
        sub(1, 'tokens', 'transfer', {
          events: [{ contract: 'tokens', event: 'transfer', data: { to: 'hueso.tokens', quantity: '1' } }],
        }),
      ],
    ];
    const txs = await processedProof(proofContext(5000), txid);
    expect(txs?.map((t) => [t.transactionId, t.contract, t.action])).toEqual([
      [`${txid}-0`, 'nft', 'burn'],
      [`${txid}-1`, 'tokens', 'transfer'],
    ]);
    expect(txs?.[1]?.payload).toEqual({ memo: 'Deposit' });
    expect(txs?.[1]?.logs.events?.[0]?.data.to).toBe('hueso.tokens');
  });
});
