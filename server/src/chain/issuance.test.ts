/**
 * Issuance on the local chain, read with sscjs as a stream reader or explorer would: the seeded
 * world's balances and cards, a pack opening and a crafting are issue transactions of the token
 * account, each in a block; only the issuer may issue, with the node's checks and texts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import SSC from 'sscjs';
import { testServer, type TestServer } from '../test/helpers';
import { streamBlocks, units } from '../test/sscjs';
import { CATALOGUE } from '../plugins/cards/catalogue';
import type { BlockTransaction } from './blocks';
import { createToken, execute, type ChainEvent, type Logs } from './ledger';

let s: TestServer;
let ssc: SSC;
beforeAll(async () => {
  s = await testServer({ random: () => 0 });
  ssc = new SSC(`${s.base}/chain`);
});
afterAll(() => s.close());

const SYMBOL = 'NFTHUESO';
const ISSUER = 'hueso.tokens';

const logsOf = (tx: BlockTransaction) => JSON.parse(tx.logs) as Logs;
const eventsOf = (tx: BlockTransaction, event: string): ChainEvent[] =>
  (logsOf(tx).events ?? []).filter((e) => e.event === event);

/** A sidechain action signed by the dev wallet with the account's active key. */
function customJson(account: string, contractName: string, contractAction: string, contractPayload: unknown) {
  return s.call('POST', '/chain/dev/customJson', {
    body: {
      account,
      id: 'ssc-mainnet-hive',
      key: 'Active',
      json: JSON.stringify({ contractName, contractAction, contractPayload }),
    },
  });
}

/** An action of the issuer, made on the ledger as the platform's backend does with its keys. */
function asIssuer(contract: string, action: string, payload: Record<string, unknown>, signed = true) {
  return execute(
    s.ctx.db,
    { sender: ISSUER, contract, action, payload, isSignedWithActiveKey: signed },
    s.now(),
  ).logs;
}

const card = (to: string, ide: number, extra: Record<string, unknown> = {}) => ({
  symbol: SYMBOL,
  to,
  feeSymbol: 'HUESO',
  properties: { ID: String(ide), POWER: 10, EDITION: 900 + ide, ...extra },
});

const nftSupplyOf = async (client: SSC) =>
  (await client.findOne('nft', 'nfts', { symbol: SYMBOL })).supply as number;
const nftSupply = () => nftSupplyOf(ssc);

describe('the seeded world', () => {
  it('is issued in blocks from block 1: every balance and card has its issue transaction', async () => {
    const latest = await ssc.getLatestBlockInfo();
    expect(latest).not.toBeNull();
    const blocks = await streamBlocks(ssc, 1, latest.blockNumber);
    expect(blocks.map((b) => b.blockNumber)).toEqual(
      Array.from({ length: latest.blockNumber }, (_, i) => i + 1),
    );
    const all = blocks.map((b) => b.transactions[0]!);
    expect(all.every((t) => !logsOf(t).errors)).toBe(true);
    // The issuer's issues, then the seeded sell orders, each signed by its seller.
    const txs = all.filter((t) => t.sender === ISSUER);
    const sells = all.filter((t) => t.sender !== ISSUER);
    expect(new Set(txs.map((t) => `${t.contract}.${t.action}`))).toEqual(
      new Set(['tokens.issue', 'nft.issueMultiple']),
    );
    expect(new Set(sells.map((t) => `${t.contract}.${t.action}`))).toEqual(new Set(['nftmarket.sell']));

    // Each token's supply is what its issue transactions created, and is in the balances.
    const tokens = (await ssc.find('tokens', 'tokens', {}))!;
    for (const token of tokens) {
      const issued = txs
        .flatMap((t) => eventsOf(t, 'transferFromContract'))
        .filter((e) => e.data.symbol === token.symbol)
        .reduce((sum, e) => sum + units(e.data.quantity as string, token.precision), 0n);
      expect(issued).toBe(units(token.supply, token.precision));
      const balances = (await ssc.find('tokens', 'balances', { symbol: token.symbol }, 1000))!;
      const held = balances.reduce((sum, b) => sum + units(b.balance, token.precision), 0n);
      expect(held).toBe(issued);
    }

    // Every card instance is the one its issue event describes, at most ten to a transaction.
    const issues = txs.flatMap((t) => eventsOf(t, 'issue'));
    expect(Math.max(...txs.map((t) => eventsOf(t, 'issue').length))).toBe(10);
    const instances: { _id: number; account: string; properties: Record<string, unknown> }[] = [];
    for (let offset = 0; ; offset += 1000) {
      const page = (await ssc.find('nft', `${SYMBOL}instances`, {}, 1000, offset))!;
      instances.push(...page);
      if (page.length < 1000) break;
    }
    expect(issues).toHaveLength(instances.length);
    expect(await nftSupply()).toBe(instances.length);
    const byId = new Map(issues.map((e) => [e.data.id, e.data]));
    for (const instance of instances) {
      expect(byId.get(instance._id)).toMatchObject({
        from: ISSUER,
        symbol: SYMBOL,
        properties: instance.properties,
      });
    }
    // Every order of the sell book is a sell transaction of a card issued to its seller.
    const book = (await ssc.find('nftmarket', `${SYMBOL}sellBook`, {}, 1000))!;
    expect(sells).toHaveLength(book.length);
    for (const order of book) {
      expect(byId.get(Number(order.nftId))).toMatchObject({ to: order.account });
      const sell = sells.find((t) => eventsOf(t, 'sellOrder')[0]?.data.nftId === order.nftId);
      expect(sell?.sender).toBe(order.account);
    }
  });
});

describe('issuing while the game runs', () => {
  it("streams a pack opening's cards in one issue transaction of the token account", async () => {
    const token = await s.login();
    const before = await ssc.getLatestBlockInfo();
    const opened = await s.call('POST', '/api/abrirPack', {
      token,
      body: { pack: 'General Pack', user: 'demo', cantidad: 3 },
    });
    expect(opened.status).toBe(200);
    const [block] = await streamBlocks(ssc, before.blockNumber + 1, before.blockNumber + 1);
    const tx = block!.transactions[0]!;
    expect(tx).toMatchObject({ sender: ISSUER, contract: 'nft', action: 'issueMultiple' });
    expect(JSON.parse(tx.payload)).toMatchObject({ isSignedWithActiveKey: true });
    const issues = eventsOf(tx, 'issue');
    const ides = (opened.body.cartas as { item: string }[]).map(
      ({ item }) => CATALOGUE.find((c) => c.id === item)!.ide,
    );
    expect(issues.map((e) => e.data.properties)).toEqual(
      ides.map((ide) => expect.objectContaining({ ID: String(ide), POWER: expect.any(Number) })),
    );
    for (const { data } of issues) {
      expect(data).toMatchObject({
        from: ISSUER,
        fromType: 'user',
        to: 'demo',
        toType: 'user',
        symbol: SYMBOL,
      });
      expect(await ssc.findOne('nft', `${SYMBOL}instances`, { _id: data.id })).toMatchObject({
        account: 'demo',
        properties: data.properties,
      });
    }
    expect(await ssc.getTransactionInfo(String(tx.transactionId))).toEqual({
      blockNumber: block!.blockNumber,
      ...tx,
    });
  });

  it("records a crafting's burn, then the new card's issue, in consecutive blocks", async () => {
    const token = await s.login();
    const before = await ssc.getLatestBlockInfo();
    const res = await s.call('POST', '/api/crafting', { token, body: { cartas: [{ ide: 1, cantidad: 5 }] } });
    expect(res.status).toBe(200);
    const [burnBlock, issueBlock] = await streamBlocks(ssc, before.blockNumber + 1, before.blockNumber + 2);
    const burn = burnBlock!.transactions[0]!;
    const issue = issueBlock!.transactions[0]!;
    expect([burn, issue].map((t) => [t.sender, `${t.contract}.${t.action}`])).toEqual([
      ['demo', 'nft.burn'],
      [ISSUER, 'nft.issueMultiple'],
    ]);
    expect(eventsOf(burn, 'burn')).toHaveLength(5);
    expect(eventsOf(issue, 'issue').map((e) => e.data)).toEqual([
      expect.objectContaining({
        to: 'demo',
        id: Number(res.body.carta.nftId),
        properties: expect.objectContaining({ ID: String(res.body.carta.ide) }),
      }),
    ]);
    expect(issueBlock!.previousHash).toBe(burnBlock!.hash);
  });
});

describe('who may issue', () => {
  it('refuses a player issuing cards or tokens on chain, as the node does, and changes nothing', async () => {
    const supply = await nftSupply();
    const hueso = (await ssc.findOne('tokens', 'tokens', { symbol: 'HUESO' })).supply;
    const cards = await customJson('demo', 'nft', 'issueMultiple', { instances: [card('demo', 1)] });
    const one = await customJson('demo', 'nft', 'issue', card('demo', 1));
    const tokens = await customJson('demo', 'tokens', 'issue', {
      to: 'demo',
      symbol: 'HUESO',
      quantity: '1',
    });
    // Whatever local-only field it sends: a mainnet client's BEE fee, a contract, locks, soulBound.
    const others = [
      { feeSymbol: 'BEE' },
      { toType: 'contract' },
      { soulBound: true },
      { lockTokens: { HUESO: '1' } },
      { lockNfts: ['1'] },
    ];
    const variants = [];
    for (const extra of others)
      variants.push(await customJson('demo', 'nft', 'issue', { ...card('demo', 1), ...extra }));
    for (const res of [cards, one, tokens, ...variants]) {
      expect(res.body.success).toBe(true);
      const info = await ssc.getTransactionInfo(res.body.result.id);
      expect(logsOf(info)).toEqual({ errors: ['not allowed to issue tokens'] });
    }
    expect(await nftSupply()).toBe(supply);
    expect((await ssc.findOne('tokens', 'tokens', { symbol: 'HUESO' })).supply).toBe(hueso);
  });

  it('never signs for the issuer with the dev wallet', async () => {
    const res = await customJson(ISSUER, 'nft', 'issueMultiple', { instances: [card('demo', 1)] });
    expect(res).toMatchObject({
      status: 403,
      body: { error: `The dev wallet never signs for the platform account ${ISSUER}` },
    });
  });
});

describe("the issuer's actions", () => {
  it('issues each instance of issueMultiple on its own: valid ones are issued, the others logged', async () => {
    const supply = await nftSupply();
    const logs = asIssuer('nft', 'issueMultiple', {
      instances: [
        card('rookie', 7, { BRILLANTE: true }),
        card('rookie', 8, { COLOUR: 'red' }),
        card('not a name', 9),
        card('rookie', 10, { POWER: 'strong' }),
        card('rookie', 10, { POWER: '' }), // BigNumber('') is NaN on the node
        card('rookie', 10, { EDITION: '  ' }),
        { ...card('rookie', 11), feeSymbol: 'BEE' },
        card('rookie', 12, { POWER: '25' }),
        card('rookie', 13, { BRILLANTE: false }),
      ],
    });
    expect(Object.keys(logs)).toEqual(['errors', 'events']); // the node's key order in the logs text
    expect(logs.errors).toEqual([
      'data property must exist',
      'invalid to',
      'data property type mismatch: expected number but got string for property POWER',
      'data property type mismatch: expected number but got string for property POWER',
      'data property type mismatch: expected number but got string for property EDITION',
      'invalid params',
    ]);
    expect(logs.events!.map((e) => [e.event, e.data.to, e.data.properties])).toEqual([
      ['issue', 'rookie', { ID: '7', POWER: 10, EDITION: 907, BRILLANTE: true }],
      ['issue', 'rookie', { ID: '12', POWER: 25, EDITION: 912 }], // a number given as text is a number
      ['issue', 'rookie', { ID: '13', POWER: 10, EDITION: 913, BRILLANTE: false }],
    ]);
    expect(await nftSupply()).toBe(supply + 3);
    // Each row holds the properties its issue event names, BRILLANTE false included.
    for (const event of logs.events!) {
      const row = await ssc.findOne('nft', `${SYMBOL}instances`, { _id: event.data.id });
      expect(row.properties).toEqual(event.data.properties);
    }
    const shiny = await ssc.findOne('nft', `${SYMBOL}instances`, { _id: logs.events![0]!.data.id });
    expect(shiny).toMatchObject({ account: 'rookie', properties: { ID: '7', BRILLANTE: true } });
  });

  it("applies the node's limits: ten instances an action, the active key, the card's own fields", async () => {
    const supply = await nftSupply();
    expect(
      asIssuer('nft', 'issueMultiple', { instances: Array.from({ length: 11 }, () => card('rookie', 1)) }),
    ).toEqual({ errors: ['cannot issue more than 10 NFT instances at once'] });
    expect(asIssuer('nft', 'issueMultiple', { instances: [card('rookie', 1)] }, false)).toEqual({
      errors: ['you must use a custom_json signed with your active key'],
    });
    expect(asIssuer('nft', 'issue', { ...card('rookie', 1), symbol: 'OTHER' })).toEqual({
      errors: ['symbol does not exist'],
    });
    expect(asIssuer('nft', 'issue', { ...card('rookie', 1), soulBound: true })).toEqual({
      errors: [
        'the local chain issues to user accounts only, with no locked tokens or NFTs and not soul bound',
      ],
    });
    // The local fee table is { HUESO: '0' }: another fee symbol is not in it, as on the node.
    expect(asIssuer('nft', 'issue', { ...card('rookie', 1), feeSymbol: 'BEE' })).toEqual({
      errors: ['invalid params'],
    });
    expect(asIssuer('nft', 'issue', { symbol: SYMBOL, to: 'rookie', feeSymbol: 'HUESO' })).toEqual({
      errors: ['the local chain issues cards with ID (a card number), POWER and EDITION (whole numbers)'],
    });
    expect(await nftSupply()).toBe(supply);
  });

  it('issues tokens into a balance with a transferFromContract event, and refuses bad amounts', async () => {
    const before = await ssc.findOne('tokens', 'balances', { account: 'rookie', symbol: 'KOD' });
    expect(before).toBeNull();
    expect(asIssuer('tokens', 'issue', { to: 'rookie', symbol: 'KOD', quantity: '12.5' })).toEqual({
      events: [
        {
          contract: 'tokens',
          event: 'transferFromContract',
          data: { from: 'tokens', to: 'rookie', symbol: 'KOD', quantity: '12.500' },
        },
      ],
    });
    expect(await ssc.findOne('tokens', 'balances', { account: 'rookie', symbol: 'KOD' })).toMatchObject({
      balance: '12.500',
    });
    const refused = (payload: Record<string, unknown>) => asIssuer('tokens', 'issue', payload).errors;
    expect(refused({ to: 'rookie', symbol: 'KOD', quantity: '1.0001' })).toEqual([
      'symbol precision mismatch',
    ]);
    expect(refused({ to: 'rookie', symbol: 'KOD', quantity: '0' })).toEqual(['must issue positive quantity']);
    expect(refused({ to: 'rookie', symbol: 'KOD', quantity: '-1' })).toEqual([
      'must issue positive quantity',
    ]);
    expect(refused({ to: 'rookie', symbol: 'KOD', quantity: '-0.5' })).toEqual([
      'must issue positive quantity',
    ]);
    expect(refused({ to: 'rookie', symbol: 'NOPE', quantity: '1' })).toEqual(['symbol does not exist']);
    expect(refused({ to: 'Not Valid', symbol: 'KOD', quantity: '1' })).toEqual(['invalid to']);
    expect(refused({ to: 'rookie', symbol: 'KOD', quantity: '9007199254740991' })).toEqual([
      'quantity exceeds available supply',
    ]);
    expect(refused({ to: 'rookie', symbol: 'KOD', quantity: 5 })).toEqual(['invalid params']);
    expect(await ssc.findOne('tokens', 'balances', { account: 'rookie', symbol: 'KOD' })).toMatchObject({
      balance: '12.500',
    });
  });
});

describe('a database made before cards were issued on chain', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'hueso-issue-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gets the card NFT defined at start, so its players open packs into issued cards', async () => {
    const dbPath = join(dir, 'world.db');
    const first = await testServer({ dbPath });
    await first.close();
    const older = new Database(dbPath);
    older.exec('DROP TABLE chain_nfts');
    older.close();

    const upgraded = await testServer({ dbPath });
    try {
      const token = await upgraded.login();
      const res = await upgraded.call('POST', '/api/abrirPack', {
        token,
        body: { pack: 'General Pack', user: 'demo', cantidad: 1 },
      });
      expect(res.status).toBe(200);
      const latest = new SSC(`${upgraded.base}/chain`);
      const tx = (await latest.getLatestBlockInfo()).transactions[0] as BlockTransaction;
      expect(tx).toMatchObject({ sender: ISSUER, action: 'issueMultiple' });
      expect(eventsOf(tx, 'issue')).toHaveLength(1);
    } finally {
      await upgraded.close();
    }
  });
});

describe('a database seeded with another token account', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'hueso-issuer-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('takes the configured token account as the only issuer: the old one can no longer issue', async () => {
    const dbPath = join(dir, 'world.db');
    const first = await testServer({ dbPath, tokenAccount: ISSUER });
    await first.close();

    const NEW = 'hueso.mint';
    const moved = await testServer({ dbPath, tokenAccount: NEW });
    try {
      const chain = new SSC(`${moved.base}/chain`);
      // The old issuer is no platform account any more, so the dev wallet signs for it.
      const send = async (contractName: string, contractAction: string, contractPayload: unknown) => {
        const res = await moved.call('POST', '/chain/dev/customJson', {
          body: {
            account: ISSUER,
            id: 'ssc-mainnet-hive',
            key: 'Active',
            json: JSON.stringify({ contractName, contractAction, contractPayload }),
          },
        });
        expect(res.status).toBe(200);
        return JSON.parse((await chain.getTransactionInfo(res.body.result.id)).logs) as Logs;
      };
      const supplyBefore = await nftSupplyOf(chain);
      expect(
        await send('nft', 'issue', {
          symbol: SYMBOL,
          to: ISSUER,
          feeSymbol: 'HUESO',
          properties: { ID: '1', POWER: 10, EDITION: 1 },
        }),
      ).toEqual({ errors: ['not allowed to issue tokens'] });
      expect(await send('tokens', 'issue', { to: ISSUER, symbol: 'HUESO', quantity: '1000' })).toEqual({
        errors: ['not allowed to issue tokens'],
      });
      expect(await nftSupplyOf(chain)).toBe(supplyBefore);

      // The configured account issues both, and the definitions name it alone.
      const asNew = (contract: string, action: string, payload: Record<string, unknown>) =>
        execute(
          moved.ctx.db,
          { sender: NEW, contract, action, payload, isSignedWithActiveKey: true },
          moved.now(),
        ).logs;
      expect(asNew('nft', 'issue', card('rookie', 1)).errors).toBeUndefined();
      expect(
        asNew('tokens', 'issue', { to: 'rookie', symbol: 'HUESO', quantity: '1' }).errors,
      ).toBeUndefined();
      expect(await nftSupplyOf(chain)).toBe(supplyBefore + 1);

      const nft = await chain.findOne('nft', 'nfts', { symbol: SYMBOL });
      expect(nft).toMatchObject({ issuer: NEW, authorizedIssuingAccounts: [NEW] });
      expect(
        moved.ctx.db.prepare('SELECT issuer, authorized_issuing_accounts FROM chain_nfts').all(),
      ).toEqual([{ issuer: NEW, authorized_issuing_accounts: JSON.stringify([NEW]) }]);
      const tokens = await chain.find('tokens', 'tokens', {});
      expect(tokens!.map((t: { issuer: string }) => t.issuer)).toEqual(tokens!.map(() => NEW));
      expect(tokens!.length).toBeGreaterThan(0);
    } finally {
      await moved.close();
    }
  });
});

describe('the token cap', () => {
  it('is maxSupply: SWAP.HIVE issues up to maxSupply − supply and not one unit more', async () => {
    const own = await testServer();
    try {
      const chain = new SSC(`${own.base}/chain`);
      const issue = (quantity: string) =>
        execute(
          own.ctx.db,
          {
            sender: ISSUER,
            contract: 'tokens',
            action: 'issue',
            payload: { to: 'rookie', symbol: 'SWAP.HIVE', quantity },
            isSignedWithActiveKey: true,
          },
          own.now(),
        ).logs;
      const before = await chain.findOne('tokens', 'tokens', { symbol: 'SWAP.HIVE' });
      expect(before).toMatchObject({ precision: 8, maxSupply: '90071992.54740991' });
      const headroom = units(before.maxSupply, 8) - units(before.supply, 8);
      const asQuantity = (u: bigint) => `${u / 10n ** 8n}.${String(u % 10n ** 8n).padStart(8, '0')}`;
      expect(issue(asQuantity(headroom + 1n)).errors).toEqual(['quantity exceeds available supply']);
      expect(issue(asQuantity(headroom)).errors).toBeUndefined();
      const after = await chain.findOne('tokens', 'tokens', { symbol: 'SWAP.HIVE' });
      expect(after.supply).toBe(after.maxSupply);
      expect(issue('0.00000001').errors).toEqual(['quantity exceeds available supply']);
    } finally {
      await own.close();
    }
  });
});

describe('a token never issued', () => {
  it("shows supply '0' as tokens.create stores it, then its supply at its precision once issued", async () => {
    const own = await testServer();
    try {
      const chain = new SSC(`${own.base}/chain`);
      createToken(own.ctx.db, { symbol: 'FRESH', name: 'Fresh', precision: 3, issuer: ISSUER });
      expect(await chain.findOne('tokens', 'tokens', { symbol: 'FRESH' })).toMatchObject({
        supply: '0',
        circulatingSupply: '0',
        maxSupply: '9007199254740.991',
      });
      const logs = execute(
        own.ctx.db,
        {
          sender: ISSUER,
          contract: 'tokens',
          action: 'issue',
          payload: { to: 'rookie', symbol: 'FRESH', quantity: '2' },
          isSignedWithActiveKey: true,
        },
        own.now(),
      ).logs;
      expect(logs.errors).toBeUndefined();
      expect(await chain.findOne('tokens', 'tokens', { symbol: 'FRESH' })).toMatchObject({
        supply: '2.000',
        circulatingSupply: '2.000',
      });
    } finally {
      await own.close();
    }
  });
});
