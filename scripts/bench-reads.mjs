/**
 * Read throughput of the reference server (loopback): 50 clients at once, each on its own
 * keep-alive connection, call one read again and again with the demo player's session, first
 * GET /api/getInformacion, then GET /api/arena/status. Each read runs for a bounded time and a
 * bounded number of calls; the table gives requests per second and p50 / p99 latency. Reported,
 * never asserted: the figures depend on the machine.
 *   node scripts/bench-reads.mjs     (bench.mjs runs it; BENCH_READS=0 skips it there)
 *   BENCH_READS_SECONDS=10 per read, BENCH_READS_MAX=50000 calls per read at most,
 *   BENCH_READS_CONCURRENCY=50, BENCH_READS_PORT (default the server's port 8090),
 *   BENCH_READS_NODE_PORT (default the chain node's port 8091).
 */
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chainPort, scratchEnv, serverPort, startGameServers } from './apps.mjs';
import { waitFor, waitUntilDown } from './lib/wait.mjs';

const CONCURRENCY = Number(process.env.BENCH_READS_CONCURRENCY ?? 50);
const SECONDS = Number(process.env.BENCH_READS_SECONDS ?? 10);
const MAX_CALLS = Number(process.env.BENCH_READS_MAX ?? 50_000);
const WARMUP_CALLS = 200;
const PORT = Number(process.env.BENCH_READS_PORT ?? serverPort);
const NODE_PORT = Number(process.env.BENCH_READS_NODE_PORT ?? chainPort);
const base = `http://127.0.0.1:${PORT}`;
const READS = [
  ['GET /api/getInformacion', '/api/getInformacion'],
  ['GET /api/arena/status', '/api/arena/status'],
];

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** One GET on a kept-alive socket: resolves with the status once the whole body has arrived. */
function get(agent, url, token) {
  return new Promise((resolve) => {
    const req = request(base + url, { agent, headers: { 'x-token': token } }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(-1));
    });
    req.on('error', () => resolve(-1));
    req.end();
  });
}

/** `CONCURRENCY` loops calling `url` until the time or the call budget runs out. */
async function hammer(agent, url, token, { seconds, maxCalls }) {
  const latencies = [];
  const failures = new Map();
  let issued = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end && issued < maxCalls) {
      issued += 1;
      const t = performance.now();
      const status = await get(agent, url, token);
      latencies.push(performance.now() - t);
      if (status !== 200) failures.set(status, (failures.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  const elapsed = (performance.now() - started) / 1000;
  return { latencies: latencies.sort((a, b) => a - b), elapsed, failures };
}

export async function benchReads() {
  await waitUntilDown(`${base}/health`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hueso-bench-reads-'));
  const { chainEnv, serverEnv } = scratchEnv(dataDir);
  const game = await startGameServers({
    stdio: 'ignore',
    chainEnv: { ...chainEnv, PORT: String(NODE_PORT) },
    serverEnv: { ...serverEnv, PORT: String(PORT) },
  });
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const rows = [];
  try {
    await waitFor(`${base}/health`);
    const login = await fetch(`${base}/api/loginPass`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: 'demo', password: 'demo1234' }),
    });
    if (!login.ok) throw new Error(`demo login failed: HTTP ${login.status}`);
    const { token } = await login.json();
    for (const [name, url] of READS) {
      await hammer(agent, url, token, { seconds: SECONDS, maxCalls: WARMUP_CALLS });
      rows.push([name, await hammer(agent, url, token, { seconds: SECONDS, maxCalls: MAX_CALLS })]);
    }
  } finally {
    agent.destroy();
    await game.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\nReads at c=${CONCURRENCY}: keep-alive clients on loopback, demo's session, up to ${SECONDS} s or ${MAX_CALLS} calls each (reported only)`,
  );
  console.log(
    `  ${'endpoint'.padEnd(26)} ${'calls'.padStart(7)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
  );
  for (const [name, { latencies, elapsed, failures }] of rows) {
    console.log(
      `  ${name.padEnd(26)} ${String(latencies.length).padStart(7)} ${(latencies.length / elapsed).toFixed(0).padStart(8)} ${percentile(latencies, 50).toFixed(1).padStart(8)} ${percentile(latencies, 99).toFixed(1).padStart(8)}`,
    );
    if (failures.size)
      console.log(`    non-200 answers: ${[...failures].map(([s, n]) => `${s} x${n}`).join(', ')}`);
  }
  return rows.reduce((n, [, r]) => n + r.failures.size, 0);
}

if (process.argv[1]?.endsWith('bench-reads.mjs')) {
  benchReads()
    .then((failed) => process.exit(failed ? 1 : 0))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
