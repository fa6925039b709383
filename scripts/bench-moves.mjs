/**
 * Latency of the moves the platform signs, against the chain node with a block every second
 * (BLOCK_MS=1000, as the network's): POST /api/abrirPack (one General Pack) and GET /api/retiro,
 * each timed end to end, from the request to the chain's confirmation: a 200 comes once a block
 * has processed the move; a 202 is followed with GET /api/operacion/:id until it is final, and the
 * whole time counts. Expect about one to two blocks a move. Reported, never asserted: the figures
 * depend on the machine; a move that fails or is reversed fails the run.
 *
 * The demo world's players: demo and rival (passwords) and the first generated players (wallet
 * login, signed by the node's dev wallet). Withdrawals: each player's real balance one player
 * after another, then (after /api/retiroInterno moved the mined balance to the real one) every
 * player's at once. Packs: each player buys General Packs with the HUESO just withdrawn (a token
 * transfer by the dev wallet, credited by POST /api/deposit; not timed), then openings of one pack
 * one after another, then one per player at once.
 *   node scripts/bench-moves.mjs     (bench.mjs runs it; BENCH_MOVES=0 skips it there)
 *   BENCH_MOVES_PLAYERS=20 generated players besides demo and rival (at most 30: those with the
 *   starter pack), BENCH_MOVES_PACKS=2 packs each player buys, BENCH_MOVES_SEQUENTIAL=20 openings
 *   one after another at most, BENCH_MOVES_PORT (default the server's port 8090),
 *   BENCH_MOVES_NODE_PORT (default the chain node's port 8091).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chainPort, scratchEnv, serverPort, startGameServers } from './apps.mjs';
import { waitFor, waitUntilDown } from './lib/wait.mjs';

const PLAYERS = Math.min(30, Number(process.env.BENCH_MOVES_PLAYERS ?? 20));
const PACKS_EACH = Number(process.env.BENCH_MOVES_PACKS ?? 2);
const SEQUENTIAL = Number(process.env.BENCH_MOVES_SEQUENTIAL ?? 20);
const PORT = Number(process.env.BENCH_MOVES_PORT ?? serverPort);
const NODE_PORT = Number(process.env.BENCH_MOVES_NODE_PORT ?? chainPort);
const BLOCK_MS = 1000;
const base = `http://127.0.0.1:${PORT}`;
const nodeBase = `http://127.0.0.1:${NODE_PORT}`;
/** The node's and the server's default deposit account and the market's price of a General Pack. */
const DEPOSIT_ACCOUNT = 'hueso.deposit';
const PACK = 'General Pack';
const PACK_PRICE = 4000;
/** A move still pending after this long counts as a failure. */
const GIVE_UP_MS = 60_000;
const POLL_MS = 50;

const pause = (ms) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function call(url, { token, method = 'GET', body } = {}) {
  const res = await fetch(url, {
    method,
    headers: {
      ...(token ? { 'x-token': token } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = { text };
  }
  return { status: res.status, json };
}

/** The answer's body, or an error naming the call and what came back. */
async function ok(what, url, options) {
  const { status, json } = await call(url, options);
  if (status !== 200) throw new Error(`${what}: HTTP ${status} ${JSON.stringify(json)}`);
  return json;
}

async function loginPassword(nombre, password) {
  const { token, resultado } = await ok(`login of ${nombre}`, `${base}/api/loginPass`, {
    method: 'POST',
    body: { user: nombre, password },
  });
  return { nombre, token, info: resultado };
}

/** Wallet login: the node's dev wallet signs the current time with the player's posting key. */
async function loginWallet(nombre) {
  const message = String(Date.now());
  const signed = await ok(`dev wallet signature of ${nombre}`, `${nodeBase}/dev/signBuffer`, {
    method: 'POST',
    body: { account: nombre, message, key: 'Posting' },
  });
  const { token, resultado } = await ok(`wallet login of ${nombre}`, `${base}/api/login`, {
    method: 'POST',
    body: { nombre, key: signed.result, message },
  });
  return { nombre, token, info: resultado };
}

async function refresh(player) {
  player.info = (
    await ok(`getInformacion of ${player.nombre}`, `${base}/api/getInformacion`, player)
  ).resultado;
}

const packsOf = (player) => player.info.inventario.find((i) => i.nombre === PACK)?.cantidad ?? 0;

/**
 * One move timed from the request to its final state: `{ ms, pending, error }` (`pending` when a
 * 202 was followed; `error` when it failed or was reversed).
 */
async function timedMove(player, url, options = {}) {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  try {
    const { status, json } = await call(url, { ...options, token: player.token });
    if (status === 200) return { ms: elapsed(), pending: false };
    if (status !== 202) return { ms: elapsed(), pending: false, error: `HTTP ${status} ${json.error ?? ''}` };
    while (elapsed() < GIVE_UP_MS) {
      const state = await ok('operacion', `${base}/api/operacion/${json.operacion}`, player);
      if (state.status === 'done') return { ms: elapsed(), pending: true };
      if (state.status === 'reversed')
        return { ms: elapsed(), pending: true, error: `reversed: ${state.error}` };
      await pause(POLL_MS);
    }
    return { ms: elapsed(), pending: true, error: `still pending after ${GIVE_UP_MS / 1000} s` };
  } catch (error) {
    return { ms: elapsed(), pending: false, error: String(error) };
  }
}

const withdraw = (player) => timedMove(player, `${base}/api/retiro`);
const openPack = (player) =>
  timedMove(player, `${base}/api/abrirPack`, {
    method: 'POST',
    body: { pack: PACK, user: player.nombre, cantidad: 1 },
  });

async function sequential(players, move) {
  const results = [];
  for (const player of players) results.push(await move(player));
  return results;
}

/** The player's HUESO on the chain, as the node's Hive Engine RPC answers it. */
async function chainHueso(nombre) {
  const { result } = await ok('tokens.balances', `${nodeBase}/contracts`, {
    method: 'POST',
    body: {
      jsonrpc: '2.0',
      id: 1,
      method: 'findOne',
      params: { contract: 'tokens', table: 'balances', query: { account: nombre, symbol: 'HUESO' } },
    },
  });
  return Number(result?.balance ?? 0);
}

/** Buys up to PACKS_EACH General Packs with the player's HUESO on the chain; resolves to the count. */
async function buyPacks(player) {
  const count = Math.min(PACKS_EACH, Math.floor((await chainHueso(player.nombre)) / PACK_PRICE));
  if (count === 0) return 0;
  const sent = await ok(`HUESO transfer of ${player.nombre}`, `${nodeBase}/dev/sendToken`, {
    method: 'POST',
    body: {
      account: player.nombre,
      to: DEPOSIT_ACCOUNT,
      amount: String(count * PACK_PRICE),
      memo: PACK,
      currency: 'HUESO',
    },
  });
  // The deposit is credited once a block has processed the transfer: 202 until then.
  for (let tries = 0; tries < 30; tries++) {
    const { status, json } = await call(`${base}/api/deposit`, {
      token: player.token,
      method: 'POST',
      body: { id: sent.result.id },
    });
    if (status === 200) return count;
    if (status !== 202)
      throw new Error(`deposit of ${player.nombre}: HTTP ${status} ${JSON.stringify(json)}`);
    await pause(BLOCK_MS / 2);
  }
  throw new Error(`deposit of ${player.nombre}: the transfer was not processed in 15 s`);
}

export async function benchMoves() {
  await waitUntilDown(`${base}/health`);
  await waitUntilDown(`${nodeBase}/health`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hueso-bench-moves-'));
  const { chainEnv, serverEnv } = scratchEnv(dataDir);
  const game = await startGameServers({
    stdio: 'ignore',
    chainEnv: { ...chainEnv, PORT: String(NODE_PORT), BLOCK_MS: String(BLOCK_MS), DEV_WALLET: '1' },
    // Every player logs in from this one address within the minute.
    serverEnv: { ...serverEnv, PORT: String(PORT), LOGIN_ATTEMPTS_PER_MINUTE: '1000' },
  });
  const rows = [];
  try {
    await waitFor(`${base}/health`);
    const generated = Array.from({ length: PLAYERS }, (_, i) => `player${String(i + 1).padStart(2, '0')}`);
    const players = [
      await loginPassword('demo', 'demo1234'),
      await loginPassword('rival', 'rival1234'),
      ...(await Promise.all(generated.map(loginWallet))),
    ];

    const withReal = players.filter((p) => p.info.dineroReal > 0);
    rows.push([`GET /api/retiro, 1 at a time`, await sequential(withReal, withdraw)]);
    await Promise.all(players.map(refresh));
    const withMined = players.filter((p) => p.info.dinero > 0);
    for (const p of withMined) await ok(`retiroInterno of ${p.nombre}`, `${base}/api/retiroInterno`, p);
    rows.push([`GET /api/retiro, ${withMined.length} at once`, await Promise.all(withMined.map(withdraw))]);

    await Promise.all(players.map(buyPacks));
    await Promise.all(players.map(refresh));
    const holders = players.filter((p) => packsOf(p) > 0);
    // One pack of each holder is kept for the concurrent round; the rest are opened one by one.
    const queue = holders
      .flatMap((p) => Array.from({ length: packsOf(p) - 1 }, () => p))
      .slice(0, SEQUENTIAL);
    rows.push([`POST /api/abrirPack, 1 at a time`, await sequential(queue, openPack)]);
    rows.push([`POST /api/abrirPack, ${holders.length} at once`, await Promise.all(holders.map(openPack))]);
  } finally {
    await game.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\nMoves confirmed by the chain (BLOCK_MS=${BLOCK_MS}): request to final state, 202s followed (reported only)`,
  );
  console.log(
    `  ${'move'.padEnd(34)} ${'calls'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'202s'.padStart(5)} ${'failures'.padStart(9)}`,
  );
  let failed = 0;
  for (const [name, results] of rows) {
    const ms = results.map((r) => r.ms).sort((a, b) => a - b);
    const errors = results.filter((r) => r.error);
    failed += errors.length;
    console.log(
      `  ${name.padEnd(34)} ${String(results.length).padStart(6)} ${percentile(ms, 50).toFixed(0).padStart(8)} ${percentile(ms, 99).toFixed(0).padStart(8)} ${String(results.filter((r) => r.pending).length).padStart(5)} ${String(errors.length).padStart(9)}`,
    );
    const counts = new Map();
    for (const { error } of errors) counts.set(error, (counts.get(error) ?? 0) + 1);
    for (const [error, n] of counts) console.log(`    ${error} x${n}`);
  }
  return failed;
}

if (process.argv[1]?.endsWith('bench-moves.mjs')) {
  benchMoves()
    .then((failed) => process.exit(failed ? 1 : 0))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
