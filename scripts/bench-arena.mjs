/**
 * Arena load on the reference server (loopback): 1,000 players each poll the four arena reads
 * (status, leaderboard, feed, battle-feed) every 20 s, and enter a battle about every 5 minutes
 * (queue start, then resolve when the search ends), for a bounded time. Prints p50 and p99 per
 * endpoint and the server's resident memory. Times are reported against the target (p99 < 20 ms),
 * never asserted: they depend on the machine.
 *   node --import tsx scripts/bench-arena.mjs     (bench.mjs runs it; BENCH_ARENA_SECONDS=30)
 * Players and their sessions are written straight into the server's database file through the
 * server's own repositories, as a fixture; every measured call goes over HTTP.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scratchEnv, serverPort, startGameServers } from './apps.mjs';
import { waitFor, waitUntilDown } from './lib/wait.mjs';

const PLAYERS = Number(process.env.BENCH_ARENA_PLAYERS ?? 1000);
const SECONDS = Number(process.env.BENCH_ARENA_SECONDS ?? 30);
const POLL_MS = 20_000;
const BATTLE_EVERY_MS = 300_000;
const TARGET_P99_MS = 20;
const base = `http://127.0.0.1:${serverPort}`;

const rssMb = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function benchArena() {
  await waitUntilDown(`${base}/health`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hueso-bench-arena-'));
  const { chainEnv, serverEnv } = scratchEnv(dataDir);
  const dbPath = serverEnv.DB_PATH;
  // Clock speed 1: the search lasts the real 12 s, as players see it.
  const game = await startGameServers({
    stdio: 'ignore',
    chainEnv,
    serverEnv: { ...serverEnv, CLOCK_SPEED: '1' },
  });
  const samples = new Map();
  const errors = new Map();
  const memory = [];
  let db;
  try {
    await waitFor(`${base}/health`);
    const { openDatabase } = await import('../server/src/db.ts');
    const { createUser } = await import('../server/src/players/usersRepository.ts');
    const { createSession } = await import('../server/src/plugins/auth/sessionsRepository.ts');
    db = openDatabase(dbPath);
    const now = Date.now();
    const tokens = db.transaction(() =>
      Array.from({ length: PLAYERS }, (_, i) => {
        const id = createUser(
          db,
          {
            nombre: `bench${String(i).padStart(4, '0')}`,
            password_hash: null,
            dinero: 10_000_000,
            energia_actual: 1000,
            energia_maximo: 1000,
            pack_inicial: 1,
          },
          now,
        );
        return createSession(db, id, now);
      }),
    )();

    const call = async (name, token, method, url, body) => {
      const t = performance.now();
      let status = 0;
      try {
        const res = await fetch(base + url, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            'x-token': token,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        status = -1;
      }
      const ms = performance.now() - t;
      if (!samples.has(name)) samples.set(name, []);
      samples.get(name).push(ms);
      if (status !== 200) errors.set(`${name} ${status}`, (errors.get(`${name} ${status}`) ?? 0) + 1);
    };
    const reads = [
      ['GET /api/arena/status', '/api/arena/status'],
      ['GET /api/arena/leaderboard', '/api/arena/leaderboard?size=200'],
      ['GET /api/arena/feed', '/api/arena/feed'],
      ['GET /api/arena/battle-feed', '/api/arena/battle-feed'],
    ];
    const timers = [];
    const inFlight = new Set();
    const track = (p) => {
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p));
    };
    const end = Date.now() + SECONDS * 1000;
    tokens.forEach((token, i) => {
      // Players arrive spread over the first poll period, as clients that opened the arena at random times.
      const offset = (i / tokens.length) * POLL_MS;
      const poll = () => reads.forEach(([name, url]) => track(call(name, token, 'GET', url)));
      timers.push(
        setTimeout(() => {
          poll();
          timers.push(setInterval(poll, POLL_MS));
        }, offset),
      );
      const battle = () => {
        if (Date.now() > end - 13_000) return;
        track(
          call('POST /api/arena/queue (start)', token, 'POST', '/api/arena/queue', { nftId: null }).then(
            () =>
              new Promise((r) =>
                timers.push(
                  setTimeout(() => {
                    track(call('POST /api/arena/queue (resolve)', token, 'POST', '/api/arena/queue', {}));
                    r();
                  }, 12_000),
                ),
              ),
          ),
        );
        timers.push(setTimeout(battle, BATTLE_EVERY_MS * (0.5 + Math.random())));
      };
      timers.push(setTimeout(battle, Math.random() * BATTLE_EVERY_MS));
    });
    const sampler = setInterval(() => memory.push(rssMb(game.server.pid)), 1000);
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    timers.forEach((t) => clearTimeout(t));
    clearInterval(sampler);
    await Promise.allSettled([...inFlight]);
  } finally {
    db?.close();
    await game.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\nArena load: ${PLAYERS} players, ${SECONDS} s, four reads every 20 s, a battle every ~5 min each`,
  );
  console.log(
    `  ${'endpoint'.padEnd(34)} ${'calls'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
  );
  let worst = 0;
  for (const [name, list] of samples) {
    const sorted = [...list].sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    worst = Math.max(worst, p99);
    console.log(
      `  ${name.padEnd(34)} ${String(sorted.length).padStart(7)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${p99.toFixed(1).padStart(8)}`,
    );
  }
  if (errors.size) console.log(`  non-200 answers: ${[...errors].map(([k, n]) => `${k} x${n}`).join(', ')}`);
  const peak = Math.max(...memory);
  console.log(`  server memory (RSS): peak ${peak.toFixed(0)} MB, last ${memory.at(-1)?.toFixed(0)} MB`);
  console.log(
    `  p99 target ${TARGET_P99_MS} ms: ${worst < TARGET_P99_MS ? 'met' : `not met (worst ${worst.toFixed(1)} ms)`}`,
  );
  return { worst, errors: errors.size };
}

if (process.argv[1]?.endsWith('bench-arena.mjs')) {
  benchArena().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
