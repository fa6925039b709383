import { globalCountsResponseSchema, RAREZAS } from '@hueso/contract';
import { chainBalance, customJson, expectShape, rpc, testServer, type TestServer } from '../../test/helpers';

let s: TestServer;
beforeEach(async () => {
  s = await testServer();
});
afterEach(() => s.close());

interface Logs {
  events?: { contract: string; event: string; data: Record<string, unknown> }[];
  errors?: string[];
}

/** Signs an nftmarket action with the dev wallet and returns the processed transaction's logs. */
async function market(account: string, action: string, payload: Record<string, unknown>): Promise<Logs> {
  const res = await customJson(s, account, {
    contractName: 'nftmarket',
    contractAction: action,
    contractPayload: payload,
  });
  expect(res.body.success).toBe(true);
  const info = await rpc(s, 'blockchain', 'getTransactionInfo', { txid: res.body.result.id });
  return JSON.parse(info.logs);
}

const find = async (table: 'instances' | 'sellBook', query: Record<string, unknown>) =>
  (await rpc(s, 'contracts', 'find', {
    contract: table === 'sellBook' ? 'nftmarket' : 'nft',
    table: `NFTHUESO${table}`,
    query,
  })) as Record<string, unknown>[];

const instance = async (id: string) => (await find('instances', { _id: Number(id) }))[0];
const orderOf = async (nftId: string) => (await find('sellBook', { nftId }))[0];
const names = (logs: Logs) => (logs.events ?? []).map((e) => `${e.contract}.${e.event}`);

/** The first instance an account holds in its wallet. */
async function firstInstance(account: string): Promise<string> {
  const rows = await find('instances', { account });
  return String(rows[0]!._id);
}

/** Lists one of `account`'s instances and returns its id. */
async function listOne(account: string, price: string, priceSymbol: string): Promise<string> {
  const id = await firstInstance(account);
  const logs = await market(account, 'sell', {
    symbol: 'NFTHUESO',
    nfts: [id],
    price,
    priceSymbol,
    fee: 500,
  });
  expect(logs.errors).toBeUndefined();
  return id;
}

describe('nftmarket on the local chain', () => {
  it('seeds Special Market orders for both platform accounts and Marketplace orders in several tokens', async () => {
    const book = await find('sellBook', {});
    const sellers = new Set(book.map((o) => o.account));
    expect(sellers).toEqual(expect.objectContaining({}));
    expect([...sellers]).toEqual(
      expect.arrayContaining(['hueso.market', 'hueso.vault', 'player01', 'player02']),
    );
    const playerTokens = new Set(
      book.filter((o) => String(o.account).startsWith('player')).map((o) => o.priceSymbol),
    );
    expect(playerTokens.size).toBeGreaterThanOrEqual(4);
    // Every order's instance is held by the market contract.
    const first = book[0]!;
    expect(await instance(first.nftId as string)).toMatchObject({ account: 'nftmarket', ownedBy: 'c' });
  });

  it('sell moves the instance to the market and writes the order at the token precision', async () => {
    const id = await firstInstance('demo');
    const logs = await market('demo', 'sell', {
      symbol: 'NFTHUESO',
      nfts: [id],
      price: '12.5',
      priceSymbol: 'HUESO',
      fee: 500,
    });
    expect(names(logs)).toEqual(['nft.transfer', 'nftmarket.sellOrder']);
    expect(await instance(id)).toMatchObject({ account: 'nftmarket', ownedBy: 'c' });
    expect(await orderOf(id)).toMatchObject({
      account: 'demo',
      ownedBy: 'u',
      nftId: id,
      grouping: { ID: '1' },
      price: '12.500',
      priceSymbol: 'HUESO',
      fee: 500,
    });
  });

  it('sell refuses a price finer than the token, and skips an instance the seller does not hold', async () => {
    const id = await firstInstance('demo');
    const tooFine = await market('demo', 'sell', {
      symbol: 'NFTHUESO',
      nfts: [id],
      price: '1.0001',
      priceSymbol: 'HUESO',
      fee: 500,
    });
    expect(tooFine).toEqual({ errors: ['invalid price'] });
    const notHers = await firstInstance('rookie');
    const skipped = await market('demo', 'sell', {
      symbol: 'NFTHUESO',
      nfts: [notHers],
      price: '1',
      priceSymbol: 'HUESO',
      fee: 500,
    });
    expect(skipped).toEqual({});
    expect(await instance(id)).toMatchObject({ account: 'demo', ownedBy: 'u' });
    expect(await instance(notHers)).toMatchObject({ account: 'rookie', ownedBy: 'u' });
    expect(await orderOf(id)).toBeUndefined();
    expect(
      (
        await market('demo', 'sell', {
          symbol: 'NFTHUESO',
          nfts: [id],
          price: '1',
          priceSymbol: 'HUESO',
          fee: 10001,
        })
      ).errors,
    ).toEqual(['invalid params']);
  });

  it('buy pays the seller the price less the 5% fee, the fee to the market account, and hands over the card', async () => {
    const id = await listOne('rookie', '100', 'HUESO');
    const before = {
      demo: await chainBalance(s, 'demo', 'HUESO'),
      rookie: await chainBalance(s, 'rookie', 'HUESO'),
    };
    expect(before).toEqual({ demo: '5000.000', rookie: '500.000' });
    const logs = await market('demo', 'buy', {
      symbol: 'NFTHUESO',
      nfts: [id],
      marketAccount: 'hueso.platform',
      expPrice: '100.000',
      expPriceSymbol: 'HUESO',
    });
    expect(names(logs)).toEqual([
      'tokens.transfer',
      'tokens.transfer',
      'nft.transfer',
      'nftmarket.hitSellOrder',
    ]);
    expect(await chainBalance(s, 'demo', 'HUESO')).toBe('4900.000');
    expect(await chainBalance(s, 'rookie', 'HUESO')).toBe('595.000');
    expect(await chainBalance(s, 'hueso.platform', 'HUESO')).toBe('5.000');
    expect(await instance(id)).toMatchObject({ account: 'demo', ownedBy: 'u' });
    expect(await orderOf(id)).toBeUndefined();
  });

  it('nobody fills their own order', async () => {
    const id = await listOne('demo', '10', 'HUESO');
    const logs = await market('demo', 'buy', {
      symbol: 'NFTHUESO',
      nfts: [id],
      marketAccount: 'hueso.platform',
    });
    expect(logs).toEqual({ errors: ['cannot fill your own orders'] });
    expect(await chainBalance(s, 'demo', 'HUESO')).toBe('5000.000');
    expect(await orderOf(id)).toMatchObject({ account: 'demo' });
  });

  it('is all or nothing: a total the buyer cannot pay, or another expected price, moves nothing', async () => {
    const a = await listOne('rookie', '5000', 'HUESO');
    const b = await listOne('player03', '1', 'HUESO');
    const both = await market('demo', 'buy', {
      symbol: 'NFTHUESO',
      nfts: [a, b],
      marketAccount: 'hueso.platform',
    });
    expect(both).toEqual({ errors: ['you must have enough tokens for payment'] });
    const wrongPrice = await market('demo', 'buy', {
      symbol: 'NFTHUESO',
      nfts: [b],
      marketAccount: 'hueso.platform',
      expPrice: '0.5',
    });
    expect(wrongPrice).toEqual({
      errors: ['total required payment 1.000 HUESO does not match expected amount'],
    });
    const wrongToken = await market('demo', 'buy', {
      symbol: 'NFTHUESO',
      nfts: [b],
      marketAccount: 'hueso.platform',
      expPriceSymbol: 'KOD',
    });
    expect(wrongToken).toEqual({ errors: ['unexpected price symbol HUESO'] });
    expect(await chainBalance(s, 'demo', 'HUESO')).toBe('5000.000');
    expect(await orderOf(a)).toMatchObject({ account: 'rookie' });
    expect(await orderOf(b)).toMatchObject({ account: 'player03' });
    expect(await instance(b)).toMatchObject({ account: 'nftmarket' });
  });

  it('a buy of an order already filled does nothing: no event, no payment', async () => {
    const id = await listOne('rookie', '10', 'HUESO');
    const buy = { symbol: 'NFTHUESO', nfts: [id], marketAccount: 'hueso.platform', expPrice: '10.000' };
    expect(names(await market('demo', 'buy', buy))).toContain('nftmarket.hitSellOrder');
    const late = await market('bigdog', 'buy', buy);
    expect(late).toEqual({});
    expect(await chainBalance(s, 'bigdog', 'HUESO')).toBe('2000.000');
    expect(await instance(id)).toMatchObject({ account: 'demo' });
  });

  it("cancel returns the seller's instance and removes the order; another account's order is refused", async () => {
    const id = await listOne('demo', '3', 'KOD');
    expect(await market('rookie', 'cancel', { symbol: 'NFTHUESO', nfts: [id] })).toEqual({
      errors: ['all orders must be your own'],
    });
    const logs = await market('demo', 'cancel', { symbol: 'NFTHUESO', nfts: [id] });
    expect(names(logs)).toEqual(['nft.transfer', 'nftmarket.cancelOrder']);
    expect(await instance(id)).toMatchObject({ account: 'demo', ownedBy: 'u' });
    expect(await orderOf(id)).toBeUndefined();
    expect(await market('demo', 'cancel', { symbol: 'NFTHUESO', nfts: [id] })).toEqual({});
  });
});

describe('GET /api/nft/global-counts', () => {
  it('counts instances per kind and rarity outside the platform account and the burned ones', async () => {
    const token = await s.login();
    const res = await s.call('GET', '/api/nft/global-counts?prefer=nft&net=1', { token });
    expect(res.status).toBe(200);
    const counts = expectShape(globalCountsResponseSchema, res.body);
    const all = await rpc(s, 'contracts', 'find', { contract: 'nft', table: 'NFTHUESOinstances', query: {} });
    const rows: { account: string }[] = [...all];
    for (let offset = 1000; rows.length === offset; offset += 1000)
      rows.push(
        ...(await rpc(s, 'contracts', 'find', {
          contract: 'nft',
          table: 'NFTHUESOinstances',
          query: {},
          offset,
        })),
      );
    const expected = rows.filter((r) => r.account !== 'hueso.platform' && r.account !== 'null').length;
    const total = RAREZAS.reduce((sum, r) => sum + counts.general[r] + counts.especial[r], 0);
    expect(total).toBe(expected);
    expect(counts.especial.L).toBeGreaterThan(0);
  });

  it('needs a session and checks its query', async () => {
    expect((await s.call('GET', '/api/nft/global-counts')).status).toBe(401);
    const token = await s.login();
    const bad = await s.call('GET', '/api/nft/global-counts?net=2', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/net/);
  });
});
