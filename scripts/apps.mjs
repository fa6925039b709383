/** The port map of the composed game: one static server per app, plus the reference server. */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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

/** The reference server on the embedded defaults: its port, and the dev wallet on (local play only). */
export const embeddedServerEnv = { PORT: String(serverPort), DEV_CHAIN: '1' };

/** Starts the reference server on the embedded defaults (plus `env`) as a child process. */
export function startReferenceServer({ env = {}, stdio = 'inherit' } = {}) {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'server'),
    stdio,
    env: { ...process.env, ...embeddedServerEnv, ...env },
  });
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
