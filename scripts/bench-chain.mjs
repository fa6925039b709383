/**
 * The local chain read as a Hive Engine client reads it (loopback): a fresh reference server
 * first times `POST /test/reset` (wipe and reseed, whose balances and cards are issue
 * transactions, a block each), then gets BENCH_CHAIN_BLOCKS transfers through the dev wallet (one block each), then sscjs, Hive
 * Engine's own client, times each node call it makes (p50 / p99 over BENCH_CHAIN_SAMPLES calls)
 * and a streamFromTo over every block. Times are reported, never asserted: they depend on the
 * machine. A call that fails or answers the wrong shape fails the run.
 *   node scripts/bench-chain.mjs     (bench.mjs runs it; BENCH_CHAIN=0 skips it)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, serverPort, startReferenceServer } from './apps.mjs';
import { waitFor, waitUntilDown } from './lib/wait.mjs';

const BLOCKS = Number(process.env.BENCH_CHAIN_BLOCKS ?? 1000);
const SAMPLES = Number(process.env.BENCH_CHAIN_SAMPLES ?? 50);
const base = `http://127.0.0.1:${serverPort}`;
const SSC = createRequire(path.join(root, 'server', 'package.json'))('sscjs');

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

async function main() {
  await waitUntilDown(`${base}/health`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hueso-bench-chain-'));
  const server = startReferenceServer({
    stdio: 'ignore',
    env: { DB_PATH: path.join(dataDir, 'chain.sqlite'), TEST_RESET: '1' },
  });
  try {
    await waitFor(`${base}/health`);
    const ssc = new SSC(`${base}/chain`);
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
      const res = await fetch(`${base}/chain/dev/sendToken`, {
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
      `\nLocal chain through sscjs (times reported only): ${BLOCKS} transfers, one block each, in ${((performance.now() - t) / 1000).toFixed(1)} s`,
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
            await fetch(`${base}/chain/blockchain`, {
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
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
