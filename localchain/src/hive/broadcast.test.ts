import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cryptoUtils, PrivateKey, type SignedTransaction, type Transaction } from '@hiveio/dhive';
import { buildNode, startNode } from '../node';
import { platformKey, signedAction, testNode, type TestNode } from '../test/helpers';

const transfer = (to: string, quantity: string, symbol = 'HUESO') => ({
  contractName: 'tokens',
  contractAction: 'transfer',
  contractPayload: { symbol, to, quantity, memo: '' },
});

const balance = async (s: TestNode, account: string, symbol: string) =>
  (await s.rpc('contracts', 'findOne', { contract: 'tokens', table: 'balances', query: { account, symbol } }))
    .result?.balance;

const txInfo = async (s: TestNode, txid: string) =>
  (await s.rpc('blockchain', 'getTransactionInfo', { txid })).result;

/** Blocks a second apart: a broadcast is answered well before the next one. */
const BLOCK_MS = 1000;

/** The transaction once a block has processed it (polled as a client polls). */
async function processedInfo(s: TestNode, txid: string) {
  for (let i = 0; i < 40; i++) {
    const info = await txInfo(s, txid);
    if (info) return info;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${txid} was not processed`);
}

describe('broadcast_transaction', () => {
  let s: TestNode;
  afterEach(() => s.close());

  it('processes a correctly signed transaction in the next block: null until then', async () => {
    s = await testNode({ blockMs: BLOCK_MS });
    const tx = await signedAction(s, 'hueso.tokens', platformKey(s), transfer('rookie', '7'));
    const before = await balance(s, 'rookie', 'HUESO');
    const res = await s.hive('broadcast_transaction', [tx]);
    expect(res).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
    const id = cryptoUtils.generateTrxId(tx);
    expect(await txInfo(s, id)).toBeNull();
    const info = await processedInfo(s, id);
    expect(info).toMatchObject({
      transactionId: id,
      sender: 'hueso.tokens',
      contract: 'tokens',
      action: 'transfer',
    });
    expect(JSON.parse(info.logs)).toEqual({
      events: [
        {
          contract: 'tokens',
          event: 'transfer',
          data: { from: 'hueso.tokens', to: 'rookie', symbol: 'HUESO', quantity: '7' },
        },
      ],
    });
    expect(Number(await balance(s, 'rookie', 'HUESO'))).toBe(Number(before) + 7);
  });

  it("works with dhive's own broadcast.json, and broadcast_transaction_synchronous waits for the block", async () => {
    s = await testNode({ blockMs: BLOCK_MS });
    const sent = await s.client.broadcast.json(
      {
        id: 'ssc-hueso-local',
        json: JSON.stringify(transfer('demo', '1')),
        required_auths: ['hueso.tokens'],
        required_posting_auths: [],
      },
      platformKey(s),
    );
    expect(sent.id).toMatch(/^[0-9a-f]{40}$/);
    const tx = await signedAction(s, 'hueso.tokens', platformKey(s), transfer('demo', '2'));
    const sync = await s.hive('broadcast_transaction_synchronous', [tx]);
    expect(sync.result).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{40}$/), expired: false });
    expect(await txInfo(s, sync.result.id)).toMatchObject({ transactionId: sync.result.id });
  });

  it('refuses a transaction signed with a key that is not the Active authority of its signer', async () => {
    s = await testNode();
    const wrong = await signedAction(
      s,
      'hueso.tokens',
      PrivateKey.fromSeed('not the key'),
      transfer('demo', '1'),
    );
    const res = await s.hive('broadcast_transaction', [wrong]);
    expect(res.error).toEqual({
      code: -32000,
      message: 'missing required active authority: Missing Active Authority hueso.tokens',
    });
    // A player's key does not sign for the platform either.
    const demoKey = await s.call('POST', '/dev/signBuffer', {
      body: { account: 'demo', message: 'x', key: 'Active' },
    });
    expect(demoKey.status).toBe(200);
    await expect(
      s.client.broadcast.json(
        { id: 'ssc-hueso-local', json: '{}', required_auths: ['demo'], required_posting_auths: [] },
        platformKey(s),
      ),
    ).rejects.toThrow('missing required active authority');
  });

  it('refuses an expired transaction and one expiring more than an hour ahead', async () => {
    s = await testNode();
    const key = platformKey(s);
    const expired = await signedAction(s, 'hueso.tokens', key, transfer('demo', '1'), { expiresInMs: -1000 });
    expect((await s.hive('broadcast_transaction', [expired])).error.message).toMatch(
      /^transaction expiration exception: /,
    );
    const far = await signedAction(s, 'hueso.tokens', key, transfer('demo', '1'), { expiresInMs: 3601_000 });
    expect((await s.hive('broadcast_transaction', [far])).error.message).toMatch(
      /^transaction expiration exception: .* more than an hour/,
    );
    // The node's clock decides: the same transaction is refused once the clock passes it.
    const soon = await signedAction(s, 'hueso.tokens', key, transfer('demo', '1'), { expiresInMs: 5000 });
    s.clock.now += 10_000;
    expect((await s.hive('broadcast_transaction', [soon])).error.message).toMatch(/expiration exception/);
  });

  it('drops a transaction that expires while it waits in the mempool', async () => {
    s = await testNode({ blockMs: 100_000 });
    const tx = await signedAction(s, 'hueso.tokens', platformKey(s), transfer('rookie', '5'), {
      expiresInMs: 5000,
    });
    const sync = s.hive('broadcast_transaction_synchronous', [tx]);
    const id = cryptoUtils.generateTrxId(tx);
    await new Promise((resolve) => setTimeout(resolve, 50));
    s.clock.now += 10_000;
    // The next block finds it expired (the test makes the block rather than wait for the timer).
    s.ctx.produceBlock();
    expect((await sync).result).toEqual({ id, block_num: expect.any(Number), trx_num: 0, expired: true });
    expect(await txInfo(s, id)).toBeNull();
  });

  it('refuses a duplicate and runs the transaction only once', async () => {
    s = await testNode();
    const tx = await signedAction(s, 'hueso.tokens', platformKey(s), transfer('rookie', '3'));
    const before = Number(await balance(s, 'rookie', 'HUESO'));
    expect((await s.hive('broadcast_transaction', [tx])).result).toEqual({});
    const again = await s.hive('broadcast_transaction', [tx]);
    expect(again.error).toEqual({ code: -32000, message: 'Duplicate transaction check failed' });
    expect(Number(await balance(s, 'rookie', 'HUESO'))).toBe(before + 3);
  });

  it('turns a json array into sub-transactions <txid>-0, <txid>-1 answered together by the bare id', async () => {
    s = await testNode();
    const tx = await signedAction(s, 'hueso.tokens', platformKey(s), [
      transfer('demo', '1'),
      transfer('rookie', '2'),
    ]);
    const id = cryptoUtils.generateTrxId(tx);
    await s.hive('broadcast_transaction', [tx]);
    const all = await txInfo(s, id);
    expect(all).toHaveLength(2);
    expect(
      all.map((t: { transactionId: string; transactionIndex: number }) => [
        t.transactionId,
        t.transactionIndex,
      ]),
    ).toEqual([
      [`${id}-0`, 0],
      [`${id}-1`, 1],
    ]);
    expect(JSON.parse(all[1].payload)).toMatchObject({ to: 'rookie', quantity: '2' });
    const first = await txInfo(s, `${id}-0`);
    expect(first).toMatchObject({ transactionId: `${id}-0`, sender: 'hueso.tokens' });
    expect(first).not.toHaveProperty('transactionIndex');
  });

  it('refuses a transaction whose reference block is not a recent block of the node (TaPoS)', async () => {
    s = await testNode();
    const key = platformKey(s);
    const good = (await signedAction(s, 'hueso.tokens', key, transfer('rookie', '4'))) as SignedTransaction;
    const head: number = (await s.hive('get_dynamic_global_properties', [])).result.head_block_number;
    const { signatures, ...unsigned } = good;
    expect(signatures).toHaveLength(1);
    const resigned = (fields: Partial<Transaction>) =>
      s.client.broadcast.sign({ ...unsigned, ...fields }, key);
    const refusal = async (tx: SignedTransaction) => (await s.hive('broadcast_transaction', [tx])).error;

    const prefix = (good.ref_block_prefix + 1) >>> 0;
    expect(await refusal(resigned({ ref_block_prefix: prefix }))).toEqual({
      code: -32000,
      message: `transaction tapos exception: ref_block_prefix ${prefix} is not the prefix ${good.ref_block_prefix} of block ${head} (ref_block_num ${head & 0xffff})`,
    });
    // The head's prefix does not pass for the block before it.
    expect((await refusal(resigned({ ref_block_num: (head - 1) & 0xffff }))).message).toBe(
      `transaction tapos exception: ref_block_prefix ${good.ref_block_prefix} is not the prefix ${Buffer.from(
        (await s.rpc('blockchain', 'getBlockInfo', { blockNumber: head - 1 })).result.hash,
        'hex',
      ).readUInt32LE(0)} of block ${head - 1} (ref_block_num ${(head - 1) & 0xffff})`,
    );
    expect((await refusal(resigned({ ref_block_num: (head + 1) & 0xffff }))).message).toBe(
      `transaction tapos exception: ref_block_num ${(head + 1) & 0xffff} names none of the last 65536 blocks (head block ${head})`,
    );
    expect((await refusal(resigned({ ref_block_num: 70_000 }))).message).toBe(
      'ref_block_num must be an integer from 0 to 65535 and ref_block_prefix one from 0 to 4294967295',
    );

    const before = Number(await balance(s, 'rookie', 'HUESO'));
    expect((await s.hive('broadcast_transaction', [good])).result).toEqual({});
    expect(Number(await balance(s, 'rookie', 'HUESO'))).toBe(before + 4);
  });

  it('accepts a transaction signed on an older recent head, after new blocks, and dhive keeps working', async () => {
    s = await testNode();
    const key = platformKey(s);
    const head = async (): Promise<number> =>
      (await s.hive('get_dynamic_global_properties', [])).result.head_block_number;
    const signedBefore = await signedAction(s, 'hueso.tokens', key, transfer('rookie', '6'));
    const first = await head();
    for (const quantity of ['1', '2'])
      await s.client.broadcast.json(
        {
          id: 'ssc-hueso-local',
          json: JSON.stringify(transfer('demo', quantity)),
          required_auths: ['hueso.tokens'],
          required_posting_auths: [],
        },
        key,
      );
    expect(await head()).toBe(first + 2);
    const before = Number(await balance(s, 'rookie', 'HUESO'));
    expect((await s.hive('broadcast_transaction', [signedBefore])).result).toEqual({});
    expect(await txInfo(s, cryptoUtils.generateTrxId(signedBefore))).toMatchObject({
      blockNumber: first + 3,
    });
    expect(Number(await balance(s, 'rookie', 'HUESO'))).toBe(before + 6);
  });

  it('accepts a custom_json of another id on Hive and ignores it on the sidechain', async () => {
    s = await testNode();
    const tx = await signedAction(s, 'hueso.tokens', platformKey(s), transfer('demo', '1'), {
      id: 'ssc-mainnet-hive',
    });
    expect((await s.hive('broadcast_transaction', [tx])).result).toEqual({});
    expect(await txInfo(s, cryptoUtils.generateTrxId(tx))).toBeNull();
  });
});

describe('the Hive RPC', () => {
  let s: TestNode;
  beforeEach(async () => {
    s = await testNode();
  });
  afterEach(() => s.close());

  it('answers get_accounts with the authorities, directly and in the call form, leaving out unknown names', async () => {
    const direct = await s.hive('get_accounts', [['demo', 'nobody.here', 'hueso.tokens']]);
    expect(direct.result.map((a: { name: string }) => a.name)).toEqual(['demo', 'hueso.tokens']);
    expect(direct.result[1]).toMatchObject({
      active: {
        weight_threshold: 1,
        account_auths: [],
        key_auths: [[platformKey(s).createPublic().toString(), 1]],
      },
      posting: { weight_threshold: 1 },
      owner: { weight_threshold: 1 },
      memo_key: expect.stringMatching(/^STM/),
    });
    const viaCall = await s.call('POST', '/hive', {
      body: { jsonrpc: '2.0', id: 3, method: 'call', params: ['condenser_api', 'get_accounts', [['demo']]] },
    });
    expect(viaCall.body.result).toEqual([direct.result[0]]);
    const [viaDhive] = await s.client.database.getAccounts(['demo']);
    expect(viaDhive!.active).toEqual(direct.result[0].active);
  });

  it('answers get_dynamic_global_properties with the head block and the node clock', async () => {
    const { result } = await s.hive('get_dynamic_global_properties', []);
    const status = (await s.rpc('blockchain', 'getStatus', {})).result;
    expect(status.chainId).toBe('hueso-local');
    expect(result).toMatchObject({ head_block_number: status.lastBlockNumber, time: '2026-01-15T12:00:00' });
    expect(result.head_block_id).toMatch(/^[0-9a-f]{40}$/);
    expect(parseInt(result.head_block_id.slice(0, 8), 16)).toBe(status.lastBlockNumber);
    expect((await s.hive('get_block', [1])).error.code).toBe(-32601);
  });
});

describe('cross-origin calls', () => {
  it('answers any page on the RPC endpoints and only local pages on the dev wallet', async () => {
    const s = await testNode();
    try {
      const preflight = (path: string, origin: string) =>
        fetch(`${s.url}${path}`, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        });
      const rpc = await preflight('/hive', 'https://example.com');
      expect(rpc.status).toBe(204);
      expect(rpc.headers.get('access-control-allow-origin')).toBe('*');
      expect(rpc.headers.get('access-control-allow-headers')).toBe('content-type');
      const local = await preflight('/dev/customJson', 'http://localhost:8080');
      expect(local.status).toBe(204);
      expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
      expect((await preflight('/dev/customJson', 'https://example.com')).status).toBe(403);
      const sent = await fetch(`${s.url}/dev/accounts`, { headers: { origin: 'https://example.com' } });
      expect(sent.status).toBe(403);
      expect(await sent.json()).toEqual({
        error: 'The dev wallet answers pages of this machine only, not https://example.com',
      });
    } finally {
      await s.close();
    }
  });
});

describe('the dev wallet', () => {
  it('refuses to start on an address that is not loopback', async () => {
    await expect(startNode({ devWallet: true, host: '0.0.0.0' })).rejects.toThrow(
      'it runs on a loopback address only, not on 0.0.0.0',
    );
    expect(() => buildNode({ devWallet: false, host: '0.0.0.0' }).app.close()).not.toThrow();
  });

  it('signs a real transaction with the player key, answering before the block, and never signs for the platform', async () => {
    const s = await testNode({ blockMs: BLOCK_MS });
    try {
      const sent = await s.call('POST', '/dev/sendToken', {
        body: { account: 'demo', to: 'rookie', amount: '4', currency: 'HUESO', memo: '' },
      });
      expect(sent).toMatchObject({
        status: 200,
        body: {
          success: true,
          result: { id: expect.any(String), tx_id: sent.body.result.id, confirmed: false },
        },
      });
      expect(await txInfo(s, sent.body.result.id)).toBeNull();
      expect(await processedInfo(s, sent.body.result.id)).toMatchObject({
        sender: 'demo',
        action: 'transfer',
      });

      for (const account of ['hueso.tokens', 'hueso.deposit', 'hueso.market']) {
        const refused = await s.call('POST', '/dev/customJson', {
          body: {
            account,
            id: 'ssc-hueso-local',
            key: 'Active',
            json: JSON.stringify(transfer('demo', '1')),
          },
        });
        expect(refused).toMatchObject({
          status: 403,
          body: { error: `The dev wallet does not hold the active key of ${account}` },
        });
      }
      const accounts = (await s.call('GET', '/dev/accounts')).body;
      expect(accounts).toEqual(expect.arrayContaining(['demo', 'rookie', 'bigdog', 'player01', 'rival']));
      expect(accounts).not.toContain('hueso.tokens');
      const foreign = await s.call('POST', '/dev/customJson', {
        body: {
          account: 'demo',
          id: 'ssc-mainnet-hive',
          key: 'Active',
          json: JSON.stringify(transfer('rookie', '1')),
        },
      });
      expect(foreign).toMatchObject({ status: 400, body: { error: 'id must be "ssc-hueso-local"' } });
    } finally {
      await s.close();
    }
  });
});

describe('genesis', () => {
  it('runs again on reset with the same platform keys, and not again on a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'localchain-'));
    const keysFile = join(dir, 'platform-keys.json');
    const dbPath = join(dir, 'chain.sqlite');
    try {
      const s = await testNode({ dbPath, platformKeysFile: keysFile, testReset: true });
      const keys = { ...s.platformKeys };
      expect(Object.keys(keys).sort()).toEqual([
        'hueso.deposit',
        'hueso.market',
        'hueso.platform',
        'hueso.tokens',
        'hueso.vault',
      ]);
      expect(JSON.parse(readFileSync(keysFile, 'utf8'))).toEqual(keys);
      expect(statSync(keysFile).mode & 0o777).toBe(0o600);
      const genesisBlocks = (await s.rpc('blockchain', 'getStatus', {})).result.lastBlockNumber;

      await s.hive('broadcast_transaction', [
        await signedAction(s, 'hueso.tokens', platformKey(s), transfer('demo', '1')),
      ]);
      expect((await s.call('POST', '/test/reset')).body).toEqual({ ok: true, lastBlock: genesisBlocks });
      expect(s.platformKeys).toEqual(keys);
      expect(JSON.parse(readFileSync(keysFile, 'utf8'))).toEqual(keys);
      const [tokens] = (await s.hive('get_accounts', [['hueso.tokens']])).result;
      expect(tokens.active.key_auths[0][0]).toBe(
        PrivateKey.fromString(keys['hueso.tokens']!).createPublic().toString(),
      );
      const demoKey = (await s.hive('get_accounts', [['demo']])).result[0].active;
      // The kept key still signs for the platform after the reset.
      const after = await s.hive('broadcast_transaction', [
        await signedAction(s, 'hueso.tokens', platformKey(s), transfer('demo', '1')),
      ]);
      expect(after.result).toEqual({});
      await s.close();

      const again = await testNode({ dbPath, platformKeysFile: keysFile });
      try {
        expect((await again.rpc('blockchain', 'getStatus', {})).result.lastBlockNumber).toBe(
          genesisBlocks + 1,
        );
        expect(again.platformKeys).toEqual(keys);
        expect((await again.hive('get_accounts', [['demo']])).result[0].active).toEqual(demoKey);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
