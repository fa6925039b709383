/**
 * Issuance on the local chain, read with sscjs as a stream reader or explorer would: genesis's
 * balances and cards are issue transactions of the token account, each in a block, paying the
 * NFT fees in BEE; only the issuer may issue, with the node's checks and texts.
 */
import { cryptoUtils } from '@hiveio/dhive';
import SSC from 'sscjs';
import { platformKey, signedAction, testNode, type TestNode } from '../test/helpers';
import { streamBlocks, units } from '../test/sscjs';
import type { BlockTransaction } from './blocks';
import { createToken, execute, type ChainEvent, type Logs } from './ledger';

let s: TestNode;
let ssc: SSC;
beforeAll(async () => {
  s = await testNode();
  ssc = new SSC(s.url);
});
afterAll(() => s.close());

const SYMBOL = 'NFTHUESO';
const ISSUER = 'hueso.tokens';

const logsOf = (tx: BlockTransaction) => JSON.parse(tx.logs) as Logs;
const eventsOf = (tx: BlockTransaction, event: string): ChainEvent[] =>
  (logsOf(tx).events ?? []).filter((e) => e.event === event);

/** A sidechain action signed by the dev wallet with the account's active key. */
function customJson(account: string, contractName: string, contractAction: string, contractPayload: unknown) {
  return s.call('POST', '/dev/customJson', {
    body: {
      account,
      id: 'ssc-hueso-local',
      key: 'Active',
      json: JSON.stringify({ contractName, contractAction, contractPayload }),
    },
  });
}

/** An action of the issuer, run on the ledger directly (its signed path is tested below). */
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
  feeSymbol: 'BEE',
  properties: { ID: String(ide), POWER: 10, EDITION: 900 + ide, ...extra },
});

const nftSupplyOf = async (client: SSC) =>
  (await client.findOne('nft', 'nfts', { symbol: SYMBOL })).supply as number;
const nftSupply = () => nftSupplyOf(ssc);

describe('genesis', () => {
  it('is issued in blocks from block 1: every balance and card has its issue transaction', async () => {
    const latest = await ssc.getLatestBlockInfo();
    expect(latest).not.toBeNull();
    const blocks = await streamBlocks(ssc, 1, latest.blockNumber);
    expect(blocks.map((b) => b.blockNumber)).toEqual(
      Array.from({ length: latest.blockNumber }, (_, i) => i + 1),
    );
    const all = blocks.map((b) => b.transactions[0]!);
    expect(all.every((t) => !logsOf(t).errors)).toBe(true);
    // The issuer creates the tokens and the NFT with its properties and issues, then the sell
    // orders, each signed by its seller (genesis.test.ts checks the signatures).
    const txs = all.filter((t) => t.sender === ISSUER);
    const sells = all.filter((t) => t.sender !== ISSUER);
    expect(new Set(txs.map((t) => `${t.contract}.${t.action}`))).toEqual(
      new Set(['tokens.create', 'nft.create', 'tokens.issue', 'nft.issueMultiple', 'nft.addProperty']),
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
    // Each instance paid 0.001 BEE and 0.001 more per data property (four); BRILLANTE cost 1 BEE once.
    const fees = txs.flatMap((t) => eventsOf(t, 'transfer'));
    expect(fees.every((e) => e.data.from === ISSUER && e.data.to === 'null' && e.data.symbol === 'BEE')).toBe(
      true,
    );
    const burned = fees.reduce((sum, e) => sum + units(e.data.quantity as string, 8), 0n);
    expect(burned).toBe(BigInt(instances.length) * 500_000n + 100_000_000n);
    expect(
      units((await ssc.findOne('tokens', 'balances', { account: 'null', symbol: 'BEE' })).balance, 8),
    ).toBe(burned);
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

describe('issuing with the platform key', () => {
  it('issues cards the token account signs, through the Hive broadcast, paying the fee it names', async () => {
    const supply = await nftSupply();
    const bee = (await ssc.findOne('tokens', 'balances', { account: ISSUER, symbol: 'BEE' })).balance;
    const tx = await signedAction(s, ISSUER, platformKey(s), {
      contractName: 'nft',
      contractAction: 'issueMultiple',
      contractPayload: { instances: [card('rookie', 3), card('rookie', 4, { BRILLANTE: true })] },
    });
    expect((await s.hive('broadcast_transaction', [tx])).result).toEqual({});
    const info = await ssc.getTransactionInfo(cryptoUtils.generateTrxId(tx));
    expect(info).toMatchObject({ sender: ISSUER, contract: 'nft', action: 'issueMultiple' });
    expect(logsOf(info).errors).toBeUndefined();
    expect(eventsOf(info, 'issue').map((e) => e.data.properties)).toEqual([
      { ID: '3', POWER: 10, EDITION: 903 },
      { ID: '4', POWER: 10, EDITION: 904, BRILLANTE: true },
    ]);
    expect(eventsOf(info, 'transfer').map((e) => e.data.quantity)).toEqual(['0.00500000', '0.00500000']);
    expect(await nftSupply()).toBe(supply + 2);
    const after = (await ssc.findOne('tokens', 'balances', { account: ISSUER, symbol: 'BEE' })).balance;
    expect(units(bee, 8) - units(after, 8)).toBe(1_000_000n);
  });

  it('refuses a fee symbol that is not a fee token, and an issuer without enough of it', async () => {
    expect(asIssuer('nft', 'issue', { ...card('rookie', 1), feeSymbol: 'HUESO' })).toEqual({
      errors: ['invalid params'],
    });
    const own = await testNode();
    try {
      const run = (contract: string, action: string, payload: Record<string, unknown>) =>
        execute(
          own.ctx.db,
          { sender: ISSUER, contract, action, payload, isSignedWithActiveKey: true },
          own.now(),
        ).logs;
      const chain = new SSC(own.url);
      const bee = (await chain.findOne('tokens', 'balances', { account: ISSUER, symbol: 'BEE' })).balance;
      expect(
        run('tokens', 'transfer', { to: 'hueso.vault', symbol: 'BEE', quantity: bee }).errors,
      ).toBeUndefined();
      expect(run('nft', 'issue', card('rookie', 1))).toEqual({
        errors: ['you must have enough tokens to cover the issuance fees'],
      });
      expect(run('nft', 'addProperty', { symbol: SYMBOL, name: 'COLOUR', type: 'string' })).toEqual({
        errors: ['you must have enough tokens to cover the creation fees'],
      });
    } finally {
      await own.close();
    }
  });

  it('adds a data property past the first three for a one-time fee, the issuer only', async () => {
    const own = await testNode();
    try {
      const chain = new SSC(own.url);
      const add = (sender: string, name: string) =>
        execute(
          own.ctx.db,
          {
            sender,
            contract: 'nft',
            action: 'addProperty',
            payload: { symbol: SYMBOL, name, type: 'string' },
            isSignedWithActiveKey: true,
          },
          own.now(),
        ).logs;
      expect(add(ISSUER, 'BRILLANTE')).toEqual({ errors: ['cannot add the same property twice'] });
      expect(add('demo', 'COLOUR')).toEqual({ errors: ['must be the issuer'] });
      expect(add(ISSUER, 'COLOUR')).toEqual({
        events: [
          {
            contract: 'tokens',
            event: 'transfer',
            data: { from: ISSUER, to: 'null', symbol: 'BEE', quantity: '1.00000000' },
          },
        ],
      });
      const nft = await chain.findOne('nft', 'nfts', { symbol: SYMBOL });
      expect(Object.keys(nft.properties)).toEqual(['ID', 'POWER', 'EDITION', 'BRILLANTE', 'COLOUR']);
    } finally {
      await own.close();
    }
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
    // Whatever local-only field it sends: a contract, locks, soulBound.
    const others = [
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
      body: { error: `The dev wallet does not hold the active key of ${ISSUER}` },
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
        { ...card('rookie', 11), feeSymbol: 'HUESO' },
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
    const issued = logs.events!.filter((e) => e.event === 'issue');
    expect(issued.map((e) => [e.event, e.data.to, e.data.properties])).toEqual([
      ['issue', 'rookie', { ID: '7', POWER: 10, EDITION: 907, BRILLANTE: true }],
      ['issue', 'rookie', { ID: '12', POWER: 25, EDITION: 912 }], // a number given as text is a number
      ['issue', 'rookie', { ID: '13', POWER: 10, EDITION: 913, BRILLANTE: false }],
    ]);
    expect(await nftSupply()).toBe(supply + 3);
    // Each row holds the properties its issue event names, BRILLANTE false included.
    for (const event of issued) {
      const row = await ssc.findOne('nft', `${SYMBOL}instances`, { _id: event.data.id });
      expect(row.properties).toEqual(event.data.properties);
    }
    const shiny = await ssc.findOne('nft', `${SYMBOL}instances`, { _id: issued[0]!.data.id });
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
    // The fee table is { BEE }: another fee symbol is not in it, as on the node.
    expect(asIssuer('nft', 'issue', { ...card('rookie', 1), feeSymbol: 'KOD' })).toEqual({
      errors: ['invalid params'],
    });
    expect(asIssuer('nft', 'issue', { symbol: SYMBOL, to: 'rookie', feeSymbol: 'BEE' })).toEqual({
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

describe('a node with another token account', () => {
  it('makes it the issuer of every token and the NFT, with its key among the platform keys', async () => {
    const NEW = 'hueso.mint';
    const own = await testNode({ tokenAccount: NEW });
    try {
      const chain = new SSC(own.url);
      expect(Object.keys(own.platformKeys)).toContain(NEW);
      expect(Object.keys(own.platformKeys)).not.toContain(ISSUER);
      const nft = await chain.findOne('nft', 'nfts', { symbol: SYMBOL });
      expect(nft).toMatchObject({ issuer: NEW, authorizedIssuingAccounts: [NEW] });
      const tokens = await chain.find('tokens', 'tokens', {});
      expect(tokens!.map((t: { issuer: string }) => t.issuer)).toEqual(tokens!.map(() => NEW));
      expect(await chain.findOne('tokens', 'balances', { account: 'demo', symbol: 'HUESO' })).toMatchObject({
        balance: '5000.000',
      });
    } finally {
      await own.close();
    }
  });
});

describe('the token cap', () => {
  it('is maxSupply: SWAP.HIVE issues up to maxSupply − supply and not one unit more', async () => {
    const own = await testNode();
    try {
      const chain = new SSC(own.url);
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
    const own = await testNode();
    try {
      const chain = new SSC(own.url);
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
