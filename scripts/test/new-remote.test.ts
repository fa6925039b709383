import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { AREA_MESSAGES } from '../../shared/src/mfe/messages';
import { KIT_MESSAGES } from '../../shared/src/ui/messages';
import { LOGIN_MESSAGES } from '../../host/src/features/login/messages';
import { esm } from './esm';

/**
 * `npm run new-remote` (scripts/new-remote.mjs) in a scratch copy of this checkout: it writes an
 * area that lints, typechecks, passes its own tests and the tests that list the areas, builds,
 * that compat accepts against a host built with it and refuses against the host before it, and
 * that `npm run dev` serves in the game, alone and embedded. About 4-5 minutes on two busy CPUs,
 * most of it the production build and the dev servers' first compilation. The last test binds
 * the ports `npm run dev` listens on (the host's and every area's, 8090 and 8091), as it does.
 */
const root = path.resolve(__dirname, '../..');
let copy: string;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a Node.js script of the copy (or of an installed package) there. */
const node = (script: string, args: string[], cwd = copy) =>
  new Promise<Run>((resolve) => {
    execFile(
      process.execPath,
      [script, ...args],
      { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, HOST_URL: '', FORCE_COLOR: '0' } },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
const bin = (pkg: string, file: string) => path.join(root, 'node_modules', pkg, file);
const readJson = (file: string) => JSON.parse(readFileSync(path.join(copy, file), 'utf8'));

let generated: Run;

beforeAll(async () => {
  copy = (await esm('scripts/lib/checkout-copy.mjs', `m.copyCheckout(${JSON.stringify(root)})`)) as string;
  generated = await node('scripts/new-remote.mjs', ['guild', '--label', 'Guild', '--label-es', 'Gremio']);
}, 120_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test('writes mfe-guild from the template and lists it in the registry, the config, the workspaces and the lockfile', async () => {
  expect(generated.stderr).toBe('');
  expect(generated.code).toBe(0);
  const before = readFileSync(path.join(root, 'shared/remotes.json'), 'utf8');
  const port = (await esm('scripts/new-remote.mjs', `m.nextFreePort(${before})`)) as number;
  expect(generated.stdout).toContain(`The Guild area (mfe-guild) is on port ${port} and at /game/guild.`);
  expect(generated.stdout).toContain(`the area alone on http://localhost:${port}/guild`);

  const entry = readJson('shared/remotes.json').remotes.at(-1);
  expect(entry).toEqual({
    name: 'guild',
    dir: 'mfe-guild',
    label: 'Guild',
    labelEs: 'Gremio',
    port,
    manifest: `http://localhost:${port}/mf-manifest.json`,
    routes: ['guild'],
    nav: [{ label: 'Guild', labelEs: 'Gremio', route: 'guild' }],
  });
  expect(readJson('shared/config/config.default.json').remotes.guild).toBe(entry.manifest);
  expect(readJson('package.json').workspaces).toContain('mfe-guild');
  const lock = readJson('package-lock.json');
  expect(lock.packages['mfe-guild'].name).toBe('@hueso/mfe-guild');
  expect(lock.packages['node_modules/@hueso/mfe-guild']).toEqual({ resolved: 'mfe-guild', link: true });
  expect(readlinkSync(path.join(copy, 'node_modules/@hueso/mfe-guild'))).toBe('../../mfe-guild');
  // It requires of the host what the host of this checkout provides, from its versions on.
  const shared = JSON.parse(readFileSync(path.join(root, 'shared/package.json'), 'utf8'));
  expect(readJson('mfe-guild/package.json').dependencies).toMatchObject({
    react: `^${shared.dependencies.react}`,
    '@hueso/shared': `^${shared.version}`,
  });
  for (const file of [
    'webpack.config.js',
    'src/index.ts',
    'src/bootstrap.tsx',
    'src/mount.ts',
    'src/App.tsx',
    'src/features/guild/api.ts',
    'src/features/guild/components/GuildScreen.tsx',
    'src/features/guild/messages.ts',
    'src/features/guild/messages-es.ts',
    'src/features/guild/guild.test.tsx',
  ])
    expect(existsSync(path.join(copy, 'mfe-guild', file))).toBe(true);
  // The title in both languages, which the messages and the host's first paint take (src/firstPaint.json).
  expect(JSON.parse(readFileSync(path.join(copy, 'mfe-guild/src/firstPaint.json'), 'utf8'))).toEqual({
    guild: { width: 'regular', title: { en: 'Guild', es: 'Gremio' } },
  });

  const again = await node('scripts/new-remote.mjs', ['guild']);
  expect(again.code).toBe(1);
  expect(again.stderr).toContain('shared/remotes.json already lists guild');
  const taken = await node('scripts/new-remote.mjs', ['inventory']);
  expect(taken.stderr).toContain('the route /game/inventory belongs to another area');
  const bad = await node('scripts/new-remote.mjs', ['Guild-2']);
  expect(bad.code).toBe(1);
  expect(bad.stderr).toContain('is not an area name');
});

test('the new area lints, typechecks, and passes its tests and the tests that list the areas', async () => {
  const tsc = await node(bin('typescript', 'bin/tsc'), ['--noEmit', '-p', 'mfe-guild']);
  expect(tsc.stdout + tsc.stderr).toBe('');
  const eslint = await node(bin('eslint', 'bin/eslint.js'), ['--max-warnings=0', 'mfe-guild', 'e2e/tests']);
  expect(eslint.stdout + eslint.stderr).toBe('');
  const prettier = await node(bin('prettier', 'bin/prettier.cjs'), [
    '--check',
    'mfe-guild',
    'shared/remotes.json',
    'shared/config/config.default.json',
    'package.json',
  ]);
  expect(prettier.code).toBe(0);
  const jest = await node(bin('jest', 'bin/jest.js'), [
    'mfe-guild',
    'shared/src/mfe/registry.test.ts',
    'host/src/app/App.test.tsx',
    'shared/src/i18n/catalogues.test.ts',
    '--selectProjects',
    'web',
    '--testTimeout',
    '30000',
  ]);
  expect(jest.stderr).toMatch(/Tests:\s+\d+ passed, \d+ total/);
  expect(jest.stderr).toContain('mfe-guild/src/features/guild/guild.test.tsx');
  expect(jest.code).toBe(0);
}, 300_000);

test('the new area builds, and compat accepts it against a host built with it and refuses the host before it', async () => {
  const build = await node(
    bin('webpack-cli', 'bin/cli.js'),
    ['--mode', 'production'],
    path.join(copy, 'mfe-guild'),
  );
  expect(build.code).toBe(0);
  const manifest = JSON.parse(readFileSync(path.join(copy, 'mfe-guild/dist/mf-manifest.json'), 'utf8'));
  expect(existsSync(path.join(copy, 'mfe-guild/dist', manifest.metaData.remoteEntry.name))).toBe(true);
  expect(existsSync(path.join(copy, 'mfe-guild/dist/index.html'))).toBe(true);

  const hosts = mkdtempSync(path.join(tmpdir(), 'hueso-hosts-'));
  try {
    // The manifest each checkout's host is built with (shared/webpack/createConfig.js).
    const hostOf = (checkout: string) =>
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(path.join(checkout, 'shared/webpack/createConfig.js')).hostManifest();
    writeFileSync(path.join(hosts, 'with.json'), JSON.stringify(hostOf(copy)));
    writeFileSync(path.join(hosts, 'before.json'), JSON.stringify(hostOf(root)));
    const dist = path.join(copy, 'mfe-guild/dist');
    const fits = await node('scripts/compat.mjs', [
      '--host',
      path.join(hosts, 'with.json'),
      '--remote',
      dist,
    ]);
    expect(fits.stderr).toBe('');
    expect(fits.stdout).toContain('Compatible');
    const before = await node('scripts/compat.mjs', [
      '--host',
      path.join(hosts, 'before.json'),
      '--remote',
      dist,
    ]);
    expect(before.code).toBe(1);
    expect(before.stderr).toContain('guild: the host does not know the area guild');
  } finally {
    rmSync(hosts, { recursive: true, force: true });
  }
}, 420_000);

/** Whether something already listens on `port` of this machine. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket.destroy() && true));
    socket.once('error', () => resolve(false));
  });

/** Resolves once `url` answers 2xx; fails after `timeoutMs`, with the output so far. */
async function answers(url: string, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await fetch(url).catch(() => null))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${output().slice(-4000)}`);
}

test('npm run dev shows the new area in the top bar and at its route, alone on its port, and embedded in another page', async () => {
  const registry = readJson('shared/remotes.json') as {
    host: { port: number };
    remotes: { port: number; manifest: string }[];
  };
  const entry = registry.remotes.at(-1)!;
  // Every port npm run dev listens on: the host's, every area's, the reference server's and the chain node's.
  const ports = [
    registry.host.port,
    ...registry.remotes.map((r) => r.port),
    ...((await esm('scripts/apps.mjs', '[m.serverPort, m.chainPort]')) as number[]),
  ];
  const busy = (await Promise.all(ports.map(async (p) => ((await listening(p)) ? p : null)))).filter(Boolean);
  if (busy.length)
    throw new Error(`npm run dev needs ports ${busy.join(', ')}: stop what listens there first`);

  // `npm run dev` in the copy: the copy's own chain file and game database (its data/).
  const dev = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: copy,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  let output = '';
  dev.stdout.on('data', (chunk: Buffer) => (output += chunk));
  dev.stderr.on('data', (chunk: Buffer) => (output += chunk));
  // A page of another site, on another port of 127.0.0.1, with the two-line embed.
  const integrator: Server = createServer((_req, res) =>
    res
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      .end(
        '<!doctype html><html lang="en"><head><title>Another site</title></head><body>' +
          '<script type="module" src="http://localhost:8080/embed.js"></script>' +
          '<hueso-area area="guild" path="/guild"></hueso-area></body></html>',
      ),
  );
  await new Promise<void>((resolve) => integrator.listen(0, '127.0.0.1', resolve));
  // Debian's Chromium as the browser tests start it (scripts/apps.mjs).
  const browser = await chromium.launch(
    (await esm('scripts/apps.mjs', 'm.chromium')) as { executablePath: string; args: string[] },
  );
  try {
    for (const url of ['http://127.0.0.1:8090/health', entry.manifest, 'http://localhost:8080/embed.js'])
      await answers(url, 300_000, () => output);
    const M = { kit: KIT_MESSAGES.en, login: LOGIN_MESSAGES.en, area: AREA_MESSAGES.en };
    const page = await browser.newPage({ locale: 'en-US' });

    // The game: the top bar links to the area, whose route shows its screen.
    await page.goto('http://localhost:8080/login');
    await page.getByLabel(M.kit.username, { exact: true }).fill('demo');
    await page.getByLabel(M.kit.password, { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: M.login.logIn, exact: true }).click();
    await page.waitForURL(/\/game$/);
    await page.getByRole('link', { name: 'Guild', exact: true }).click();
    await page.waitForURL(/\/game\/guild$/);
    await page.getByRole('heading', { level: 1, name: 'Guild' }).waitFor();
    await page.getByRole('table', { name: 'Top players of the arena this season' }).waitFor();

    // Alone on its own port (a browser with no session yet): its own page, which asks for a
    // session and then shows the screen.
    const alone = await browser.newPage({ locale: 'en-US' });
    await alone.goto(`http://localhost:${entry.port}/guild`);
    await alone.getByRole('form', { name: M.area.signInLabel }).waitFor();
    await alone.getByLabel(M.kit.username, { exact: true }).fill('demo');
    await alone.getByLabel(M.kit.password, { exact: true }).fill('demo1234');
    await alone.getByRole('button', { name: M.area.logIn, exact: true }).click();
    await alone.getByRole('heading', { level: 1, name: 'Guild' }).waitFor();
    await alone.getByRole('table', { name: 'Top players of the arena this season' }).waitFor();

    // Embedded in another site's page: the area renders in the element and asks for a session.
    const { port } = integrator.address() as { port: number };
    await page.goto(`http://127.0.0.1:${port}/`);
    const area = page.locator('hueso-area[area="guild"]');
    await area.getByRole('region', { name: M.area.signInLabel }).waitFor();
    expect(await area.getByRole('button', { name: M.area.signInWithGame }).isVisible()).toBe(true);
  } finally {
    await browser.close();
    integrator.close();
    // The dev servers, the chain node and the reference server: the whole process group.
    process.kill(-dev.pid!, 'SIGTERM');
    await new Promise((resolve) => dev.once('exit', resolve));
  }
}, 480_000);
