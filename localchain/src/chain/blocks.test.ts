/**
 * Blocks of the local chain: one per transaction and chained as the node chains them, block calls
 * stay within the RPC limits, and the contracts getContract lists are the ones that run.
 */
import SSC from 'sscjs';
import { testNode, type TestNode } from '../test/helpers';
import { streamBlocks } from '../test/sscjs';
import { getBlockInfo, getLatestBlockInfo } from './blocks';
import { CONTRACT_ACTIONS } from './contracts';
import { addBalance, createAccount, createToken, execute, HANDLERS } from './ledger';
import { openChainDatabase, writeMeta } from './schema';

describe('blocks', () => {
  it('are one per transaction, chained to the one before and block 1 to block 0, failed ones included', () => {
    const db = openChainDatabase(':memory:');
    writeMeta(db, 'chain_id', 'hueso-local');
    createToken(db, { symbol: 'HUESO', name: 'Hueso', precision: 3, issuer: 'hueso.tokens' });
    for (const name of ['alice', 'bob']) createAccount(db, name, 0, { storeKeys: false });
    addBalance(db, 'alice', 'HUESO', 10_000);
    const transfer = (sender: string, to: string, quantity: string, at: number) =>
      execute(
        db,
        {
          sender,
          contract: 'tokens',
          action: 'transfer',
          payload: { to, symbol: 'HUESO', quantity },
          isSignedWithActiveKey: true,
        },
        at,
      ).transactionId;
    const ids = [
      transfer('alice', 'bob', '2.5', Date.UTC(2026, 0, 1)),
      transfer('bob', 'alice', '99', Date.UTC(2026, 0, 2)), // refused: still a block, with its errors
      transfer('alice', 'null', '1', Date.UTC(2026, 0, 3)),
    ];
    const recorded = [1, 2, 3].map((n) => getBlockInfo(db, n));
    expect(recorded.map((b) => b!.transactions[0]!.transactionId)).toEqual(ids);
    expect(recorded.map((b) => b!.timestamp)).toEqual([
      '2026-01-01T00:00:00',
      '2026-01-02T00:00:00',
      '2026-01-03T00:00:00',
    ]);
    expect(JSON.parse(recorded[1]!.transactions[0]!.logs)).toEqual({ errors: ['overdrawn balance'] });
    expect(recorded[2]!.previousHash).toBe(recorded[1]!.hash);
    expect(recorded[2]!.previousDatabaseHash).toBe(recorded[1]!.databaseHash);
    expect(recorded[0]!.previousHash).toBe(getBlockInfo(db, 0)!.hash);
    expect(recorded[0]!.previousDatabaseHash).toBe(getBlockInfo(db, 0)!.databaseHash);
    expect(getLatestBlockInfo(db)).toEqual(recorded[2]);
    db.close();
  });
});

describe('getContract', () => {
  it('lists exactly the actions the chain runs', () => {
    const listed = Object.entries(CONTRACT_ACTIONS).flatMap(([contract, actions]) =>
      actions.map((action) => `${contract}.${action}`),
    );
    expect(listed.sort()).toEqual(Object.keys(HANDLERS).sort());
  });
});

describe('the genesis block', () => {
  it('is block 0 as the node writes it, the latest block of an empty chain and the start of a stream', async () => {
    const empty = await testNode({ genesis: false });
    try {
      const ssc = new SSC(empty.url);
      const genesis = await ssc.getLatestBlockInfo();
      expect(genesis).toMatchObject({
        _id: 0,
        blockNumber: 0,
        refHiveBlockNumber: 0,
        refHiveBlockId: '',
        prevRefHiveBlockId: '',
        previousHash: '0',
        previousDatabaseHash: '',
        timestamp: '2018-06-01T00:00:00',
        virtualTransactions: [],
      });
      expect(genesis.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(genesis.transactions).toEqual([
        {
          refHiveBlockNumber: 1,
          transactionId: 0,
          sender: 'null',
          contract: 'null',
          action: 'null',
          payload: JSON.stringify({ chainId: 'hueso-local', genesisHiveBlock: 1 }),
          executedCodeHash: '',
          hash: expect.stringMatching(/^[0-9a-f]{64}$/),
          databaseHash: expect.stringMatching(/^[0-9a-f]{64}$/),
          logs: '{"errors":["contract doesn\'t exist"]}',
        },
      ]);
      expect(await ssc.getBlockInfo(0)).toEqual(genesis);
      expect(await ssc.getBlockInfo(1)).toBeNull();
      const status = await empty.call('POST', '/blockchain', {
        body: { jsonrpc: '2.0', id: 1, method: 'getStatus' },
      });
      expect(status.body.result).toMatchObject({
        lastBlockNumber: 0,
        lastHash: genesis.hash,
        chainId: 'hueso-local',
      });
    } finally {
      await empty.close();
    }

    // A chain after genesis: a stream from the beginning gets block 0, then block 1 chained to it.
    const afterGenesis = await testNode();
    try {
      const ssc = new SSC(afterGenesis.url);
      const [zero, one] = await streamBlocks(ssc, 0, 1);
      expect(zero!.blockNumber).toBe(0);
      expect(zero).toEqual(await ssc.getBlockInfo(0));
      expect(one!.blockNumber).toBe(1);
      expect(one!.previousHash).toBe(zero!.hash);
      expect(one!.previousDatabaseHash).toBe(zero!.databaseHash);
    } finally {
      await afterGenesis.close();
    }
  });
});

describe('block calls over RPC', () => {
  let s: TestNode;
  beforeEach(async () => {
    s = await testNode();
  });
  afterEach(() => s.close());

  const call = async (method: string, params?: unknown) =>
    (
      await s.call('POST', '/blockchain', {
        body: { jsonrpc: '2.0', id: 3, method, ...(params === undefined ? {} : { params }) },
      })
    ).body;

  it('answers getBlockRangeInfo within the row limit and getBlockInfoByHiveBlock by number', async () => {
    const first = (await call('getLatestBlockInfo')).result?.blockNumber ?? 0;
    for (const amount of ['1', '2', '3'])
      await s.call('POST', '/dev/sendToken', {
        body: { account: 'demo', to: 'rookie', amount, memo: '', currency: 'HUESO' },
      });
    const range = (await call('getBlockRangeInfo', { startBlockNumber: first + 1, count: 5 })).result;
    expect(range.map((b: { blockNumber: number }) => b.blockNumber)).toEqual([
      first + 1,
      first + 2,
      first + 3,
    ]);
    expect(
      range.map(
        (b: { transactions: { payload: string }[] }) => JSON.parse(b.transactions[0]!.payload).quantity,
      ),
    ).toEqual(['1', '2', '3']);
    expect((await call('getBlockInfoByHiveBlock', { hiveBlockNumber: first + 2 })).result).toEqual(range[1]);
    expect((await call('getStatus')).result).toEqual({
      lastBlockNumber: first + 3,
      lastBlockRefHiveBlockNumber: first + 3,
      lastHash: range[2].hash,
      lastParsedHiveBlockNumber: first + 3,
      chainId: 'hueso-local',
      disabledMethods: { blockchain: [], contracts: [] },
      lightNode: false,
    });

    expect((await call('getBlockRangeInfo', { startBlockNumber: 1, count: 1001 })).error).toEqual({
      code: 400,
      message: 'count can not be over 1000',
    });
    expect((await call('getBlockRangeInfo', { startBlockNumber: 1 })).error.message).toBe(
      'missing or wrong parameters: count is required',
    );
    // Blocks count against the request's 1000 rows, as rows of find do.
    const batch = await s.call('POST', '/blockchain', {
      body: [
        { jsonrpc: '2.0', id: 1, method: 'getBlockRangeInfo', params: { startBlockNumber: 1, count: 1000 } },
        { jsonrpc: '2.0', id: 2, method: 'getBlockInfo', params: { blockNumber: first + 1 } },
      ],
    });
    expect(batch.body[0].result).toHaveLength(first + 3);
    expect(batch.body[1].error.message).toMatch(/^a request returns at most 1000 rows in all/);
  });
});
