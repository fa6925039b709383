/**
 * The local chain driven by sscjs, Hive Engine's own JavaScript client, over real HTTP: every
 * table read the game makes, the definitions, the block calls, getContract and a stream over a
 * range of blocks.
 */
import SSC from 'sscjs';
import { testNode, type TestNode } from '../test/helpers';
import { streamBlocks, units } from '../test/sscjs';
import { blockTimestamp } from './blocks';

let s: TestNode;
let ssc: SSC;
beforeAll(async () => {
  s = await testNode();
  ssc = new SSC(s.url);
});
afterAll(() => s.close());

const SYMBOL = 'NFTHUESO';
const GAME_TOKENS = ['HUESO', 'VIPHUESO', 'SWAP.HIVE', 'KOD', 'STARPRO', 'BEE'];

/** A sidechain action signed by the dev wallet with the account's active key; returns its id. */
async function customJson(
  account: string,
  contractName: string,
  contractAction: string,
  contractPayload: unknown,
) {
  const json = JSON.stringify({ contractName, contractAction, contractPayload });
  const res = await s.call('POST', '/dev/customJson', {
    body: { account, id: 'ssc-hueso-local', key: 'Active', json },
  });
  if (res.body?.success !== true) throw new Error(`customJson failed: ${JSON.stringify(res.body)}`);
  return res.body.result.id as string;
}

/** Every row of a table, read as the game reads it: pages of 1000 until a short page. */
async function findAll(contract: string, table: string, query: Record<string, unknown> = {}) {
  const rows: Record<string, unknown>[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = (await ssc.find(contract, table, query, 1000, offset)) ?? [];
    rows.push(...page);
    if (page.length < 1000) return rows;
  }
}

describe('tables the game reads', () => {
  it('answers tokens.balances with find and findOne', async () => {
    const demo = await ssc.find('tokens', 'balances', { account: 'demo' });
    expect(Object.fromEntries(demo!.map((r) => [r.symbol, r.balance]))).toEqual({
      HUESO: '5000.000',
      VIPHUESO: '300.000',
      'SWAP.HIVE': '120.00000000',
      KOD: '1000.000',
      STARPRO: '500.00000000',
    });
    expect(await ssc.findOne('tokens', 'balances', { account: 'rookie', symbol: 'SWAP.HIVE' })).toMatchObject(
      {
        account: 'rookie',
        symbol: 'SWAP.HIVE',
        balance: '60.00000000',
        stake: '0.00000000',
      },
    );
    expect(await ssc.findOne('tokens', 'balances', { account: 'nobody', symbol: 'HUESO' })).toBeNull();
  });

  it('defines every game token in tokens.tokens with supplies summed from the balances', async () => {
    const tokens = await ssc.find('tokens', 'tokens', {});
    expect(tokens!.map((t) => t.symbol).sort()).toEqual([...GAME_TOKENS].sort());
    const hueso = await ssc.findOne('tokens', 'tokens', { symbol: 'HUESO' });
    expect(hueso).toEqual({
      _id: expect.any(Number),
      issuer: 'hueso.tokens',
      symbol: 'HUESO',
      name: 'Hueso',
      metadata: '{"url":""}',
      precision: 3,
      maxSupply: '9007199254740.991',
      supply: expect.stringMatching(/^\d+\.\d{3}$/),
      circulatingSupply: expect.stringMatching(/^\d+\.\d{3}$/),
      stakingEnabled: false,
      unstakingCooldown: 1,
      delegationEnabled: false,
      undelegationCooldown: 0,
    });
    for (const token of tokens!) {
      const balances = await findAll('tokens', 'balances', { symbol: token.symbol });
      const sum = balances.reduce((total, b) => total + units(b.balance as string, token.precision), 0n);
      expect(units(token.supply, token.precision)).toBe(sum);
      const burned = balances.find((b) => b.account === 'null');
      // Only the NFT fees (BEE) were burned at genesis: supply counts them, circulation does not.
      expect(burned?.symbol ?? 'BEE').toBe('BEE');
      expect(units(token.circulatingSupply, token.precision)).toBe(
        sum - (burned ? units(burned.balance as string, token.precision) : 0n),
      );
    }
    expect((await ssc.findOne('tokens', 'tokens', { symbol: 'SWAP.HIVE' })).precision).toBe(8);
    expect(await ssc.findOne('tokens', 'tokens', { symbol: 'NOPE' })).toBeNull();
  });

  it('pages the NFT instances and defines the card NFT in nft.nfts', async () => {
    const instances = await findAll('nft', `${SYMBOL}instances`);
    expect(instances[0]).toMatchObject({ _id: 1, account: 'demo', ownedBy: 'u', properties: { ID: '1' } });
    // Smaller pages with an incrementing offset read the same rows in the same order.
    const paged: unknown[] = [];
    for (let offset = 0; offset < instances.length + 200; offset += 200)
      paged.push(...(await ssc.find('nft', `${SYMBOL}instances`, {}, 200, offset))!);
    expect(paged).toEqual(instances);

    const nft = await ssc.findOne('nft', 'nfts', { symbol: SYMBOL });
    expect(nft).toMatchObject({
      issuer: 'hueso.tokens',
      symbol: SYMBOL,
      maxSupply: 0,
      supply: instances.length,
      circulatingSupply: instances.filter((i) => i.account !== 'null').length,
      authorizedIssuingAccounts: ['hueso.tokens'],
      groupBy: ['ID'],
    });
    expect(
      Object.fromEntries(
        Object.entries(nft.properties).map(([name, p]) => [name, (p as { type: string }).type]),
      ),
    ).toEqual({ ID: 'string', POWER: 'number', EDITION: 'number', BRILLANTE: 'boolean' });
    // Every instance's properties fit the schema.
    for (const { properties } of instances as { properties: Record<string, unknown> }[]) {
      for (const [name, value] of Object.entries(properties))
        expect(typeof value).toBe(nft.properties[name].type);
    }
    expect(await ssc.findOne('nft', 'nfts', { symbol: 'OTHER' })).toBeNull();
  });

  it('reads the sell book', async () => {
    const book = await findAll('nftmarket', `${SYMBOL}sellBook`);
    expect(book.length).toBeGreaterThan(0);
    expect(book[0]).toMatchObject({
      account: expect.any(String),
      nftId: expect.stringMatching(/^\d+$/),
      grouping: { ID: expect.any(String) },
      price: expect.any(String),
      priceSymbol: expect.any(String),
    });
  });
});

describe('getContract', () => {
  it('describes the contracts the chain implements and null for others', async () => {
    const tokens = await ssc.getContractInfo('tokens');
    expect(tokens).toMatchObject({
      _id: 'tokens',
      owner: 'null',
      code: expect.stringContaining('transfer'),
      codeHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      version: 1,
    });
    expect(Object.keys(tokens.tables)).toEqual(['tokens_tokens', 'tokens_balances']);
    expect(tokens.tables.tokens_tokens.size).toBe(GAME_TOKENS.length);
    const nft = await ssc.getContractInfo('nft');
    expect(Object.keys(nft.tables)).toEqual(['nft_nfts', `nft_${SYMBOL}instances`]);
    expect(nft.code).toContain('burn');
    const market = await ssc.getContractInfo('nftmarket');
    expect(Object.keys(market.tables)).toEqual([`nftmarket_${SYMBOL}sellBook`]);
    expect(market.tables[`nftmarket_${SYMBOL}sellBook`].size).toBe(
      (await findAll('nftmarket', `${SYMBOL}sellBook`)).length,
    );
    expect(await ssc.getContractInfo('witnesses')).toBeNull();
  });
});

describe('blocks', () => {
  it('streams a market purchase, a burn and a sale in order, consistent with their transactions', async () => {
    const before = await ssc.getLatestBlockInfo();
    const start = (before?.blockNumber ?? 0) + 1;

    const [order] = (await ssc.find('nftmarket', `${SYMBOL}sellBook`, { priceSymbol: 'HUESO' }, 1))!;
    s.advance(60_000);
    const buyTx = await customJson('demo', 'nftmarket', 'buy', {
      symbol: SYMBOL,
      nfts: [order.nftId],
      marketAccount: 'hueso.platform',
      expPrice: order.price,
      expPriceSymbol: 'HUESO',
    });
    const [toBurn, toSell] = (await ssc.find('nft', `${SYMBOL}instances`, { account: 'demo' }, 2))!;
    s.advance(60_000);
    const burnTx = await customJson('demo', 'nft', 'burn', {
      nfts: [{ symbol: SYMBOL, ids: [String(toBurn._id)] }],
    });
    // A game clock between two seconds: the order carries its block's whole second.
    s.advance(60_123);
    const saleAt = s.now();
    const sellTx = await customJson('demo', 'nftmarket', 'sell', {
      symbol: SYMBOL,
      nfts: [String(toSell._id)],
      price: '12.5',
      priceSymbol: 'HUESO',
      fee: 500,
    });

    const latest = await ssc.getLatestBlockInfo();
    expect(latest.blockNumber).toBe(start + 2);
    const blocks = await streamBlocks(ssc, start, start + 2);
    expect(blocks.map((b) => b.blockNumber)).toEqual([start, start + 1, start + 2]);
    const txs = blocks.map((b) => b.transactions[0]!);
    expect(txs.map((t) => [t.transactionId, `${t.contract}.${t.action}`])).toEqual([
      [buyTx, 'nftmarket.buy'],
      [burnTx, 'nft.burn'],
      [sellTx, 'nftmarket.sell'],
    ]);
    const events = txs.map((t) =>
      (JSON.parse(t.logs) as { events: { event: string }[] }).events.map((e) => e.event),
    );
    expect(events[0]).toContain('hitSellOrder');
    expect(events[1]).toEqual(['burn']);
    expect(events[2]).toEqual(['transfer', 'sellOrder']); // the card moves to the market, then is listed
    expect(
      txs.every((t) => t.sender === 'demo' && JSON.parse(t.payload).isSignedWithActiveKey === true),
    ).toBe(true);

    // The latest block is the sale's, and every block is chained to the one before it.
    expect(latest).toEqual(blocks[2]);
    const full = blocks; // as sscjs handed them over
    expect(full[0]!.previousHash).toBe(before?.hash ?? '');
    for (let i = 1; i < full.length; i++) {
      expect(full[i]!.previousHash).toBe(full[i - 1]!.hash);
      expect(full[i]!.previousDatabaseHash).toBe(full[i - 1]!.databaseHash);
      expect(full[i]!.prevRefHiveBlockId).toBe(full[i - 1]!.refHiveBlockId);
    }
    expect(full[2]).toMatchObject({
      _id: start + 2,
      refHiveBlockNumber: start + 2,
      refHiveBlockId: expect.stringMatching(
        new RegExp(`^${(start + 2).toString(16).padStart(8, '0')}[0-9a-f]{32}$`),
      ),
      timestamp: blockTimestamp(saleAt),
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      merkleRoot: expect.stringMatching(/^[0-9a-f]{64}$/),
      virtualTransactions: [],
      round: null,
    });
    expect(full[0]!.timestamp).toBe(blockTimestamp(saleAt - 120_000));

    // getTransactionInfo is the block's transaction with its block number.
    const info = await ssc.getTransactionInfo(burnTx);
    expect(info).toEqual({ blockNumber: start + 1, ...txs[1] });
    expect((await ssc.getBlockInfo(start + 1)).transactions[0].hash).toBe(info.hash);
    const contract = await ssc.getContractInfo('nft');
    expect(info.executedCodeHash).toBe(contract.codeHash);

    // The new order carries its block's time in milliseconds, whole seconds, as the node stamps it.
    const listed = await ssc.findOne('nftmarket', `${SYMBOL}sellBook`, { nftId: String(toSell._id) });
    expect(listed).toMatchObject({
      account: 'demo',
      price: '12.500',
      timestamp: new Date(`${blocks[2]!.timestamp}.000Z`).getTime(),
    });
    expect(listed.timestamp).toBe(saleAt - 123);

    // The burn moved the card out of circulation, not out of supply.
    const nft = await ssc.findOne('nft', 'nfts', { symbol: SYMBOL });
    expect(nft.supply - nft.circulatingSupply).toBe(1);
  });

  it('answers null for a block that does not exist and an error for a missing number', async () => {
    const latest = await ssc.getLatestBlockInfo();
    expect(await ssc.getBlockInfo(latest.blockNumber + 1)).toBeNull();
    expect(await ssc.getTransactionInfo('f'.repeat(40))).toBeNull();
    const res = await s.call('POST', '/blockchain', {
      body: { jsonrpc: '2.0', id: 1, method: 'getBlockInfo', params: { blockNumber: 'one' } },
    });
    expect(res.body.error).toEqual({
      code: 400,
      message: 'missing or wrong parameters: blockNumber is required',
    });
  });
});
