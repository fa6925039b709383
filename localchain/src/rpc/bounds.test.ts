/**
 * Bounds that keep one public chain request from holding the node: a custom_json is at most
 * 8192 bytes, as on Hive, and every JSON-RPC answer is bounded by bytes as well as rows.
 */
import { execute } from '../chain/ledger';
import { testNode, type TestNode } from '../test/helpers';

let s: TestNode;
beforeEach(async () => {
  s = await testNode();
});
afterEach(() => s.close());

const TOO_BIG = 'Operation JSON must be less than 8192 bytes.';
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

const transactions = () =>
  s.ctx.db.prepare('SELECT COUNT(*) FROM chain_transactions').pluck().get() as number;

/**
 * An `nft.burn` custom_json of exactly `bytes` bytes whose memo is all quotes, which JSON escapes
 * twice in a block (payload text inside the block's JSON): the largest block a player can make.
 */
function burnJson(bytes: number, unit = '\\"'): string {
  const head = '{"contractName":"nft","contractAction":"burn","contractPayload":{"nfts":[],"memo":"';
  const tail = '"}}';
  const room = bytes - Buffer.byteLength(head + tail);
  const unitBytes = Buffer.byteLength(unit);
  const pad = unit.repeat(Math.floor(room / unitBytes)) + 'x'.repeat(room % unitBytes);
  const json = head + pad + tail;
  expect(Buffer.byteLength(json)).toBe(bytes);
  return json;
}

const customJson = (json: string) =>
  s.call('POST', '/dev/customJson', {
    body: { account: 'demo', id: 'ssc-hueso-local', key: 'Active', json },
  });

const blockchain = (body: unknown) => s.call('POST', '/blockchain', { body });
const range = (id: number, startBlockNumber: number, count: number) => ({
  jsonrpc: '2.0',
  id,
  method: 'getBlockRangeInfo',
  params: { startBlockNumber, count },
});

describe('custom_json size (bug 10)', () => {
  it('takes a json of 8192 bytes and refuses one byte more, recording nothing', async () => {
    const accepted = await customJson(burnJson(8192));
    expect(accepted).toMatchObject({ status: 200, body: { success: true } });
    const before = transactions();
    expect(await customJson(burnJson(8193))).toMatchObject({ status: 400, body: { error: TOO_BIG } });
    // Bytes, not characters: 4100 two-byte characters are 8200 bytes.
    expect(await customJson(burnJson(8200, 'é'))).toMatchObject({ status: 400, body: { error: TOO_BIG } });
    expect(await customJson(burnJson(400_000, 'x'))).toMatchObject({
      status: 400,
      body: { error: TOO_BIG },
    });
    expect(transactions()).toBe(before);
  });

  it('is refused by the ledger itself before anything is recorded', () => {
    const before = transactions();
    const call = {
      sender: 'demo',
      contract: 'nft',
      action: 'burn',
      payload: { nfts: [], memo: 'x'.repeat(9000) },
      isSignedWithActiveKey: true,
    };
    expect(() => execute(s.ctx.db, call, s.now())).toThrow(TOO_BIG);
    expect(transactions()).toBe(before);
  });
});

describe('JSON-RPC answers bounded by bytes (bug 10)', () => {
  it('refuses a block range past 4 MiB with error 413, never a 500, while /health answers', async () => {
    const json = burnJson(8192);
    expect((await customJson(json)).status).toBe(200);
    const first = (await blockchain({ jsonrpc: '2.0', id: 0, method: 'getLatestBlockInfo' })).body.result
      .blockNumber as number;
    // About 17 KB of answer per block: 300 such blocks are well over 4 MiB.
    for (let i = 0; i < 299; i += 20) {
      const replies = await Promise.all(
        Array.from({ length: Math.min(20, 299 - i) }, () => customJson(json)),
      );
      expect(replies.every((r) => r.status === 200)).toBe(true);
    }
    const one = await blockchain(range(1, first, 1));
    const blockBytes = Buffer.byteLength(JSON.stringify(one.body.result[0]));
    expect(blockBytes * 300).toBeGreaterThan(MAX_ANSWER_BYTES);

    const reads = Array.from({ length: 4 }, (_, i) => blockchain(range(i, first, 1000)));
    const health = Array.from({ length: 4 }, () => s.call('GET', '/health'));
    const [answers, healthReplies] = await Promise.all([Promise.all(reads), Promise.all(health)]);
    expect(healthReplies.every((r) => r.status === 200 && r.body.ok === true)).toBe(true);
    for (const [id, res] of answers.entries()) {
      expect(res.status).toBe(200);
      expect(res.text.length).toBeLessThan(1000); // checked first: a failure must not print megabytes
      expect(res.body).toEqual({
        jsonrpc: '2.0',
        id,
        error: {
          code: 413,
          message: expect.stringMatching(
            /^an answer holds at most 4194304 bytes in all: \d+ are left for this call, lower its count$/,
          ),
        },
      });
    }

    // What fits is answered; in a batch, the bytes are shared by its calls.
    const fits = Math.floor(MAX_ANSWER_BYTES / blockBytes) - 10;
    const batch = await blockchain([range(1, first, fits), range(2, first + fits, 100)]);
    expect(batch.status).toBe(200);
    expect(batch.body[0].result?.length).toBe(fits);
    expect(batch.body[0].result[0]).toEqual(one.body.result[0]);
    expect(batch.body[1].error?.code).toBe(413);
    expect(Buffer.byteLength(batch.text)).toBeLessThanOrEqual(MAX_ANSWER_BYTES + 1000);
    const alone = await blockchain(range(3, first + fits, 50));
    expect(alone.body.result?.length).toBe(50);
  });

  it('keeps answers that fit exactly as before', async () => {
    const res = await blockchain([
      range(1, 0, 3),
      { jsonrpc: '2.0', id: 2, method: 'getBlockInfo', params: { blockNumber: 1 } },
    ]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body[0].result.map((b: { blockNumber: number }) => b.blockNumber)).toEqual([0, 1, 2]);
    expect(res.body[1]).toEqual({ jsonrpc: '2.0', id: 2, result: res.body[0].result[1] });
    const single = await blockchain({
      jsonrpc: '2.0',
      id: 'x',
      method: 'getBlockInfo',
      params: { blockNumber: 999999 },
    });
    expect(single.body).toEqual({ jsonrpc: '2.0', id: 'x', result: null });
  });
});
