/**
 * The gateway against a real node (localchain in memory, instant blocks): the reader's JSON-RPC,
 * the signer's dhive signatures as the node checks them, and the follower's index.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PrivateKey } from '@hiveio/dhive';
import { customJson, sendToken, testServer, type TestServer } from '../test/helpers';
import { HttpChainReader } from './reader';
import { DhiveChainSigner, readPlatformKeys, validatePlatformKeys } from './signer';
import { ChainUnavailable } from './types';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

/** A JSON-RPC stub on a random port: `answer` gets each call and writes the HTTP answer. */
async function stub(
  answer: (call: { method: string; params: Record<string, unknown> }) => {
    status?: number;
    body: unknown;
  },
): Promise<{
  url: string;
  calls: { method: string; params: Record<string, unknown> }[];
  close: () => Promise<void>;
}> {
  const calls: { method: string; params: Record<string, unknown> }[] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      const call = JSON.parse(text) as { method: string; params: Record<string, unknown> };
      calls.push(call);
      const { status = 200, body } = answer(call);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('the reader', () => {
  it("reads the node's status, accounts and token precisions", async () => {
    const { reader } = s.ctx.chain;
    expect((await reader.status()).chainId).toBe('hueso-local');
    const accounts = await reader.getAccounts(['demo', 'ghost-account']);
    expect(accounts.map((a) => a.name)).toEqual(['demo']);
    expect(accounts[0]!.posting.key_auths[0]![0]).toMatch(/^STM[1-9A-HJ-NP-Za-km-z]{50}$/);
    expect(await reader.tokenPrecision('HUESO')).toBe(3);
    expect(await reader.tokenPrecision('SWAP.HIVE')).toBe(8);
    expect(await reader.tokenPrecision('NOSUCH')).toBeUndefined();
  });

  it('answers pending for an unknown transaction, then the processed one with its logs parsed', async () => {
    const { reader } = s.ctx.chain;
    expect(await reader.transactionInfo('f'.repeat(40))).toEqual({ state: 'pending' });
    const id = await sendToken(s, {
      account: 'demo',
      to: 'rookie',
      amount: '1.5',
      memo: 'hi',
      currency: 'HUESO',
    });
    const info = await reader.transactionInfo(id);
    expect(info.state).toBe('processed');
    if (info.state !== 'processed') return;
    expect(info.transactions).toHaveLength(1);
    const [tx] = info.transactions;
    expect(tx).toMatchObject({ transactionId: id, sender: 'demo', contract: 'tokens', action: 'transfer' });
    expect(tx!.payload).toMatchObject({ to: 'rookie', quantity: '1.5', symbol: 'HUESO' });
    expect(tx!.logs.events).toEqual([
      {
        contract: 'tokens',
        event: 'transfer',
        data: { from: 'demo', to: 'rookie', symbol: 'HUESO', quantity: '1.5' },
      },
    ]);
    expect(tx!.timestamp).toBe(Math.floor(s.now() / 1000) * 1000);
  });

  it('pages find at 1000 rows', async () => {
    const rows = Array.from({ length: 2345 }, (_, i) => ({ _id: i + 1 }));
    const node = await stub(({ params }) => ({
      body: {
        jsonrpc: '2.0',
        id: 1,
        result: rows.slice(Number(params.offset), Number(params.offset) + Number(params.limit)),
      },
    }));
    try {
      const reader = new HttpChainReader({ hiveEngineRpc: node.url, hiveRpc: `${node.url}/hive` });
      expect(await reader.find('nft', 'NFTHUESOinstances', {})).toEqual(rows);
      expect(node.calls.map((c) => [c.params.offset, c.params.limit])).toEqual([
        [0, 1000],
        [1000, 1000],
        [2000, 1000],
      ]);
    } finally {
      await node.close();
    }
  });

  it('tells an unreachable or failing node (ChainUnavailable) from a refusal (its message)', async () => {
    const down = new HttpChainReader({ hiveEngineRpc: 'http://127.0.0.1:9', hiveRpc: 'http://127.0.0.1:9' });
    await expect(down.status()).rejects.toThrow(ChainUnavailable);
    await expect(down.status()).rejects.toThrow(/127\.0\.0\.1:9\/blockchain cannot be reached \(getStatus\)/);

    const failing = await stub(() => ({ status: 502, body: { error: 'bad gateway' } }));
    const refusing = await stub(() => ({
      body: { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'limit must be at most 1000' } },
    }));
    try {
      const broken = new HttpChainReader({ hiveEngineRpc: failing.url, hiveRpc: failing.url });
      await expect(broken.getAccounts(['demo'])).rejects.toThrow(ChainUnavailable);
      await expect(broken.getAccounts(['demo'])).rejects.toThrow(/HTTP 502/);
      const strict = new HttpChainReader({ hiveEngineRpc: refusing.url, hiveRpc: refusing.url });
      const refusal = strict.findOne('tokens', 'tokens', {});
      await expect(refusal).rejects.toThrow('findOne: limit must be at most 1000');
      await expect(refusal).rejects.not.toBeInstanceOf(ChainUnavailable);
    } finally {
      await failing.close();
      await refusing.close();
    }
  });
});

describe('the signer', () => {
  it('signs a platform transfer the node accepts, and a second broadcast of it is no error', async () => {
    const { signer, reader } = s.ctx.chain;
    const signed = await signer.sign({
      account: 'hueso.tokens',
      contractName: 'tokens',
      contractAction: 'transfer',
      contractPayload: { symbol: 'HUESO', to: 'rookie', quantity: '2', memo: '' },
    });
    expect(signed.id).toMatch(/^[0-9a-f]{40}$/);
    const [op] = signed.transaction.operations as [string, Record<string, unknown>][];
    expect(op![0]).toBe('custom_json');
    expect(op![1]).toMatchObject({
      id: 'ssc-hueso-local',
      required_auths: ['hueso.tokens'],
      required_posting_auths: [],
    });
    expect(JSON.parse(op![1].json as string)).toEqual({
      contractName: 'tokens',
      contractAction: 'transfer',
      contractPayload: { symbol: 'HUESO', to: 'rookie', quantity: '2', memo: '' },
    });
    expect(await reader.transactionInfo(signed.id)).toEqual({ state: 'pending' });
    await signer.broadcast(signed);
    await signer.broadcast(signed);
    const info = await reader.transactionInfo(signed.id);
    expect(info.state === 'processed' && info.transactions.map((t) => [t.sender, t.logs.errors])).toEqual([
      ['hueso.tokens', undefined],
    ]);
  });

  it('gives equal operations signed on the same head block and second transactions of their own', async () => {
    const { signer, reader } = s.ctx.chain;
    const payout = {
      account: 'hueso.tokens',
      contractName: 'tokens',
      contractAction: 'transfer',
      contractPayload: { symbol: 'HUESO', to: 'rookie', quantity: '1', memo: 'Withdraw' },
    };
    // The test clock stands still: one head block time for the three signatures.
    const signed = await Promise.all([signer.sign(payout), signer.sign(payout), signer.sign(payout)]);
    expect(new Set(signed.map((t) => t.id)).size).toBe(3);
    for (const t of signed) await signer.broadcast(t);
    for (const t of signed) {
      const info = await reader.transactionInfo(t.id);
      expect(info.state === 'processed' && info.transactions.map((tx) => tx.logs.errors)).toEqual([
        undefined,
      ]);
    }
  });

  it('is refused by the node when the key is not the account’s', async () => {
    const forger = new DhiveChainSigner(s.ctx.config, {
      'hueso.tokens': PrivateKey.fromSeed('not the treasury').toString(),
    });
    const signed = await forger.sign({
      account: 'hueso.tokens',
      contractName: 'tokens',
      contractAction: 'transfer',
      contractPayload: { symbol: 'HUESO', to: 'demo', quantity: '1000', memo: '' },
    });
    await expect(forger.broadcast(signed)).rejects.toThrow(/missing required active authority/);
    await expect(
      forger.sign({ account: 'demo', contractName: 'x', contractAction: 'y', contractPayload: {} }),
    ).rejects.toThrow('PLATFORM_KEYS holds no key for demo');
  });

  it('checks the platform keys without ever showing one', () => {
    const wif = PrivateKey.fromSeed('a key').toString();
    const required = ['hueso.tokens', 'hueso.deposit'];
    expect(() => validatePlatformKeys(['x'], required, 'keys')).toThrow(
      'keys must be a JSON object of account name -> Active key (WIF)',
    );
    expect(() => validatePlatformKeys({ 'hueso.tokens': wif }, required, 'keys')).toThrow(
      'keys holds no key for hueso.deposit',
    );
    const bad = `${wif.slice(0, -1)}x`;
    try {
      validatePlatformKeys({ 'hueso.tokens': bad, 'hueso.deposit': wif }, required, 'keys');
      throw new Error('accepted a bad key');
    } catch (error) {
      expect((error as Error).message).toBe('keys: the key of hueso.tokens is not a valid private key (WIF)');
      expect((error as Error).message).not.toContain(bad);
    }
    const dir = mkdtempSync(join(tmpdir(), 'keys-'));
    expect(() => readPlatformKeys(join(dir, 'none.json'), required)).toThrow(
      /PLATFORM_KEYS: cannot read the platform keys file .*none\.json/,
    );
    writeFileSync(join(dir, 'broken.json'), `{"hueso.tokens": "${wif}"`);
    expect(() => readPlatformKeys(join(dir, 'broken.json'), required)).toThrow(/is not JSON/);
    writeFileSync(join(dir, 'keys.json'), JSON.stringify({ 'hueso.tokens': wif, 'hueso.deposit': wif }));
    expect(readPlatformKeys(join(dir, 'keys.json'), required)).toEqual({
      'hueso.tokens': wif,
      'hueso.deposit': wif,
    });
  });
});

describe('the index', () => {
  /** The node's instances as the index should hold them. */
  async function nodeInstances() {
    const rows = await s.ctx.chain.reader.find('nft', 'NFTHUESOinstances', {});
    return rows
      .map((row) => ({
        _id: row._id as number,
        account: row.account as string,
        owned_by: row.ownedBy as string,
        card_ide: Number((row.properties as { ID: string }).ID),
      }))
      .sort((a, b) => a._id - b._id);
  }
  const indexInstances = () =>
    s.ctx.db
      .prepare(
        "SELECT _id, account, owned_by, card_ide FROM idx_nft_instances WHERE symbol = 'NFTHUESO' ORDER BY _id",
      )
      .all();

  it('holds every instance of the node with its holder and card, through burns and market moves', async () => {
    await s.ctx.chain.sync();
    expect(indexInstances()).toEqual(await nodeInstances());
    const [first, second] = (await nodeInstances()).filter((i) => i.account === 'demo' && i.owned_by === 'u');
    const act = async (contractName: string, contractAction: string, contractPayload: unknown) => {
      const res = await customJson(s, 'demo', { contractName, contractAction, contractPayload });
      expect(res.body?.success).toBe(true);
    };
    await act('nft', 'burn', { nfts: [{ symbol: 'NFTHUESO', ids: [String(first!._id)] }] });
    await act('nftmarket', 'sell', {
      symbol: 'NFTHUESO',
      nfts: [String(second!._id)],
      price: '3',
      priceSymbol: 'HUESO',
      fee: 500,
    });
    await s.ctx.chain.sync();
    const row = (id: number) =>
      s.ctx.db
        .prepare('SELECT account, owned_by, previous_account FROM idx_nft_instances WHERE _id = ?')
        .get(id);
    expect(row(first!._id)).toEqual({ account: 'null', owned_by: 'u', previous_account: 'demo' });
    expect(row(second!._id)).toMatchObject({ account: 'nftmarket', owned_by: 'c' });
    await act('nftmarket', 'cancel', { symbol: 'NFTHUESO', nfts: [String(second!._id)] });
    await s.ctx.chain.sync();
    expect(row(second!._id)).toMatchObject({ account: 'demo', owned_by: 'u' });
    expect(indexInstances()).toEqual(await nodeInstances());
    const burn = s.ctx.db
      .prepare('SELECT sender, contract, action FROM idx_transactions ORDER BY block_number DESC LIMIT 1')
      .get();
    expect(burn).toEqual({ sender: 'demo', contract: 'nft', action: 'burn' });
  });

  it('shares one catch-up between concurrent calls', async () => {
    await sendToken(s, { account: 'demo', to: 'rookie', amount: '1', memo: '', currency: 'HUESO' });
    const reader = s.ctx.chain.reader as HttpChainReader;
    const latest = jest.spyOn(reader, 'latestBlock');
    try {
      await Promise.all(Array.from({ length: 5 }, () => s.ctx.chain.sync()));
      // The first call's catch-up, and one more shared by the four that came while it ran.
      expect(latest).toHaveBeenCalledTimes(2);
    } finally {
      latest.mockRestore();
    }
    const last = s.ctx.db.prepare('SELECT last_block FROM idx_state').pluck().get();
    expect(last).toBe((await s.ctx.chain.reader.status()).lastBlockNumber);
  });

  it('follows the chain on its own timer', async () => {
    const quick = await testServer({ followIntervalMs: 20 });
    try {
      const id = await sendToken(quick, {
        account: 'demo',
        to: 'rookie',
        amount: '1',
        memo: '',
        currency: 'HUESO',
      });
      const info = await quick.ctx.chain.reader.transactionInfo(id);
      const block = info.state === 'processed' ? info.transactions[0]!.blockNumber : -1;
      const indexed = () => quick.ctx.db.prepare('SELECT last_block FROM idx_state').pluck().get() as number;
      for (let i = 0; i < 100 && indexed() < block; i++) await new Promise((r) => setTimeout(r, 20));
      expect(indexed()).toBeGreaterThanOrEqual(block);
    } finally {
      await quick.close();
    }
  });
});
