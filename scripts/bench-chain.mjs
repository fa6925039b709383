/**
 * The chain node (localchain/) read as a Hive Engine client reads it (loopback): a fresh node,
 * blocks made at once (BLOCK_MS=0), first times `POST /test/reset` (genesis again, whose balances and cards are issue
 * transactions, a block each), then gets BENCH_CHAIN_BLOCKS transfers through the dev wallet (one block each), then sscjs, Hive
 * Engine's own client, times each node call it makes (p50 / p99 over BENCH_CHAIN_SAMPLES calls)
 * and a streamFromTo over every block. Last, it adds BENCH_CHAIN_BIG_BLOCKS blocks of the largest
 * custom_json a player may send (8192 bytes) and times `/health` while four getBlockRangeInfo
 * requests over them run at once (each past the 4 MiB answer ceiling, so answered error 413).
 * Times are reported, never asserted: they depend on the machine. A call that fails or answers
 * the wrong shape fails the run.
 *   node scripts/bench-chain.mjs     (bench.mjs runs it; BENCH_CHAIN=0 skips it)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chainPort, root, startChainNode, stopChild } from './apps.mjs';
import { waitFor, waitUntilDown } from './lib/wait.mjs';

const BLOCKS = Number(process.env.BENCH_CHAIN_BLOCKS ?? 1000);
const SAMPLES = Number(process.env.BENCH_CHAIN_SAMPLES ?? 50);
const BIG_BLOCKS = Number(process.env.BENCH_CHAIN_BIG_BLOCKS ?? 300);
const base = `http://127.0.0.1:${chainPort}`;
const SSC = createRequire(path.join(root, 'localchain', 'package.json'))('sscjs');

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Times `SAMPLES` calls of `fn`; `check` throws when an answer is not what a node would send. */
async function measure(label, fn, check) {
  const times = [];
  let answer;
  for (let i = 0; i < SAMPLES; i++) {
    const t = performance.now();
    answer = await fn();
    times.push(performance.now() - t);
  }
  check(answer);
  times.sort((a, b) => a - b);
  const bytes = JSON.stringify(answer).length;
  console.log(
    `  ${label.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(times, 99).toFixed(1).padStart(6)} ms  ${(bytes / 1024).toFixed(1).padStart(8)} KB`,
  );
}

function expect(condition, what) {
  if (!condition) throw new Error(`unexpected answer: ${what}`);
}

const post = (endpoint, body) =>
  fetch(`${base}${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** An nft.burn custom_json of exactly 8192 bytes, its memo all quotes (the largest block). */
function largestCustomJson() {
  const head = '{"contractName":"nft","contractAction":"burn","contractPayload":{"nfts":[],"memo":"';
  const tail = '"}}';
  const room = 8192 - head.length - tail.length;
  return head + '\\"'.repeat(room >> 1) + 'x'.repeat(room & 1) + tail;
}

/** `/health` timed again and again while four big getBlockRangeInfo requests run at once. */
async function healthDuringBigRanges(ssc) {
  const json = largestCustomJson();
  expect(Buffer.byteLength(json) === 8192, 'custom_json of 8192 bytes');
  const start = ((await ssc.getLatestBlockInfo())?.blockNumber ?? 0) + 1;
  for (let i = 0; i < BIG_BLOCKS; i += 20) {
    const replies = await Promise.all(
      Array.from({ length: Math.min(20, BIG_BLOCKS - i) }, () =>
        post('/dev/customJson', { account: 'demo', id: 'ssc-hueso-local', key: 'Active', json }),
      ),
    );
    expect(
      replies.every((r) => r.ok),
      'customJson of 8192 bytes',
    );
  }
  let running = true;
  const reads = Promise.all(
    Array.from({ length: 4 }, async (_, id) => {
      const res = await post('/blockchain', {
        jsonrpc: '2.0',
        id,
        method: 'getBlockRangeInfo',
        params: { startBlockNumber: start, count: 1000 },
      });
      return { status: res.status, body: await res.json() };
    }),
  ).finally(() => (running = false));
  const times = [];
  while (running) {
    const t = performance.now();
    const res = await fetch(`${base}/health`);
    expect(res.ok, `/health ${res.status}`);
    await res.arrayBuffer();
    times.push(performance.now() - t);
  }
  const answers = await reads;
  expect(
    answers.every((a) => a.status === 200 && a.body.error?.code === 413),
    `big ranges answered error 413 (${JSON.stringify(answers.map((a) => a.body.error ?? a.status))})`,
  );
  times.sort((a, b) => a - b);
  console.log(
    `  /health during 4 getBlockRangeInfo over ${BIG_BLOCKS} blocks of 8 KB custom_json: p50 ${percentile(times, 50).toFixed(1)} ms  max ${times.at(-1).toFixed(1)} ms  (${times.length} calls; the ranges answered error 413)`,
  );
}

async function main() {
  await waitUntilDown(`${base}/health`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hueso-bench-chain-'));
  const node = startChainNode({
    stdio: 'ignore',
    env: {
      DB_PATH: path.join(dataDir, 'chain.sqlite'),
      PLATFORM_KEYS: path.join(dataDir, 'platform-keys.json'),
      BLOCK_MS: '0',
      TEST_RESET: '1',
    },
  });
  try {
    await waitFor(`${base}/health`);
    const ssc = new SSC(base);
    // The e2e tests reset the world often: wipe + reseed, the seeded issuance included.
    console.log('\nSeeded world:');
    await measure(
      'POST /test/reset (wipe + reseed)',
      async () => (await fetch(`${base}/test/reset`, { method: 'POST' })).json(),
      (r) => expect(r.ok === true, 'reset'),
    );
    const seeded = await ssc.getLatestBlockInfo();
    expect(seeded !== null, 'a seeded world has blocks');
    console.log(`  transactions of the seeded world            ${seeded.blockNumber} blocks`);
    const first = ((await ssc.getLatestBlockInfo())?.blockNumber ?? 0) + 1;
    let t = performance.now();
    for (let i = 0; i < BLOCKS; i++) {
      const res = await fetch(`${base}/dev/sendToken`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          account: 'demo',
          to: 'rookie',
          amount: '0.001',
          memo: 'bench',
          currency: 'HUESO',
        }),
      });
      expect(res.ok, `sendToken ${res.status}`);
    }
    const last = first + BLOCKS - 1;
    console.log(
      `\nThe chain node through sscjs (times reported only): ${BLOCKS} transfers, one block each, in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );

    await measure(
      'getLatestBlockInfo',
      () => ssc.getLatestBlockInfo(),
      (b) => expect(b.blockNumber === last, 'latest block'),
    );
    await measure(
      `getBlockInfo ${first + (BLOCKS >> 1)}`,
      () => ssc.getBlockInfo(first + (BLOCKS >> 1)),
      (b) => expect(b.transactions.length === 1, 'block'),
    );
    const lastTx = (await ssc.getBlockInfo(last)).transactions[0].transactionId;
    await measure(
      'getTransactionInfo',
      () => ssc.getTransactionInfo(lastTx),
      (tx) => expect(tx.blockNumber === last, 'transaction'),
    );
    await measure(
      'findOne tokens.tokens HUESO',
      () => ssc.findOne('tokens', 'tokens', { symbol: 'HUESO' }),
      (r) => expect(r.precision === 3, 'HUESO definition'),
    );
    await measure(
      'findOne nft.nfts NFTHUESO',
      () => ssc.findOne('nft', 'nfts', { symbol: 'NFTHUESO' }),
      (r) => expect(r.supply > 0, 'NFTHUESO definition'),
    );
    await measure(
      'find nft.NFTHUESOinstances (1000)',
      () => ssc.find('nft', 'NFTHUESOinstances', {}, 1000, 0),
      (r) => expect(Array.isArray(r), 'instances'),
    );
    await measure(
      'getContract nft',
      () => ssc.getContractInfo('nft'),
      (c) => expect(c.owner === 'null', 'contract'),
    );
    await measure(
      'getBlockRangeInfo (raw RPC, 1000 blocks)',
      async () =>
        (
          await (
            await fetch(`${base}/blockchain`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                jsonrpc: '2.0',
                id: 1,
                method: 'getBlockRangeInfo',
                params: { startBlockNumber: first, count: Math.min(BLOCKS, 1000) },
              }),
            })
          ).json()
        ).result,
      (blocks) => expect(blocks.length === Math.min(BLOCKS, 1000), 'block range'),
    );

    t = performance.now();
    let seen = 0;
    await new Promise((resolve, reject) => {
      void ssc.streamFromTo(
        first,
        last,
        (error, block) => {
          if (error) return reject(error);
          seen++;
          if (block.blockNumber === last) resolve();
        },
        1,
      );
    });
    const streamS = (performance.now() - t) / 1000;
    expect(seen === BLOCKS, `stream saw ${seen} blocks`);
    console.log(
      `  streamFromTo ${first}..${last} (polling 1 ms)${' '.repeat(14)}${(BLOCKS / streamS).toFixed(0)} blocks/s`,
    );
    if (BIG_BLOCKS > 0) await healthDuringBigRanges(ssc);
  } finally {
    await stopChild(node);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
