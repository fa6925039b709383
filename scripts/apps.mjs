/** The port map of the composed game: one static server per app, the reference server and the chain node. */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The one list of remotes (shared/remotes.json), read by the host, the lint rules and these scripts. */
export const registry = JSON.parse(readFileSync(path.join(root, 'shared/remotes.json'), 'utf8'));

/** The host and every remote of the registry that exists in this checkout. */
export const apps = [
  { ...registry.host, spa: true },
  ...registry.remotes
    .filter((r) => existsSync(path.join(root, r.dir, 'package.json')))
    .map(({ name, dir, port }) => ({ name, dir, port })),
];

export const serverPort = 8090;
/** The chain node (localchain/, docs/chain-node.md): Hive Engine JSON-RPC, Hive RPC, the dev wallet. */
export const chainPort = 8091;
export const chainUrl = `http://127.0.0.1:${chainPort}`;
/** The platform accounts' keys the node writes at genesis and the server signs with (data/ is not in git). */
export const platformKeysPath = path.join(root, 'data/platform-keys.json');

/**
 * The node on the embedded defaults: blocks every second as the network's (unless BLOCK_MS says
 * otherwise), the dev wallet on (local play only).
 */
export const embeddedChainEnv = {
  PORT: String(chainPort),
  HOST: '127.0.0.1',
  BLOCK_MS: process.env.BLOCK_MS ?? '1000',
  DEV_WALLET: '1',
  PLATFORM_KEYS: process.env.PLATFORM_KEYS ?? platformKeysPath,
};

/** The reference server on the embedded defaults: a client of the node above. */
export const embeddedServerEnv = {
  PORT: String(serverPort),
  HIVE_ENGINE_RPC: chainUrl,
  HIVE_RPC: `${chainUrl}/hive`,
  HIVE_ENGINE_CHAIN_ID: 'hueso-local',
  PLATFORM_KEYS: embeddedChainEnv.PLATFORM_KEYS,
};

/** Starts the chain node on the embedded defaults (plus `env`) as a child process. */
export function startChainNode({ env = {}, stdio = 'inherit' } = {}) {
  // The node's chain file and the keys file it writes live in data/ unless told otherwise.
  mkdirSync(path.join(root, 'data'), { recursive: true });
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'localchain'),
    stdio,
    env: { ...process.env, ...embeddedChainEnv, ...env },
  });
}

/** Starts the reference server on the embedded defaults (plus `env`) as a child process. */
export function startReferenceServer({ env = {}, stdio = 'inherit' } = {}) {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'server'),
    stdio,
    env: { ...process.env, ...embeddedServerEnv, ...env },
  });
}

/**
 * Resolves once `url` answers 2xx; fails when `child` exits first (its output says why) or after
 * `timeoutMs`.
 */
export async function waitForHealth(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  const onExit = (code) => (exited = code ?? 'a signal');
  child?.once('exit', onExit);
  try {
    while (Date.now() < deadline) {
      if (exited !== null) throw new Error(`${url}: the process exited with ${exited} before it was healthy`);
      try {
        if ((await fetch(url)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
  } finally {
    child?.off('exit', onExit);
  }
}

/** Stops a child process; resolves once it has exited. */
export function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * The chain node, then (once it is healthy and has written the platform keys) the reference
 * server against it: the game's two processes in their order. Resolves to both children.
 */
export async function startGameServers({ chainEnv = {}, serverEnv = {}, stdio = 'inherit' } = {}) {
  const node = startChainNode({ env: chainEnv, stdio });
  try {
    await waitForHealth(`http://127.0.0.1:${chainEnv.PORT ?? chainPort}/health`, node);
  } catch (err) {
    node.kill('SIGTERM');
    throw err;
  }
  // A node on another port than the default is the one the server reads and broadcasts to.
  const nodeUrl = `http://127.0.0.1:${chainEnv.PORT ?? chainPort}`;
  const server = startReferenceServer({
    env: { HIVE_ENGINE_RPC: nodeUrl, HIVE_RPC: `${nodeUrl}/hive`, ...serverEnv },
    stdio,
  });
  return {
    node,
    server,
    /** Stops both; resolves once both have exited (their ports are free again). */
    stop: () => Promise.all([server, node].map(stopChild)),
  };
}

/** The node's and the server's files in `dir` (a bench's or a tool's scratch folder). */
export function scratchEnv(dir) {
  const keys = path.join(dir, 'platform-keys.json');
  return {
    chainEnv: { DB_PATH: path.join(dir, 'chain.sqlite'), PLATFORM_KEYS: keys },
    serverEnv: { DB_PATH: path.join(dir, 'game.sqlite'), PLATFORM_KEYS: keys },
  };
}

/** Debian's Chromium as the tests and the bench start it: no sandbox as root, no outside network. */
export const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
