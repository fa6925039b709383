/**
 * Size budgets of the composed game, measured in real Chromium against the built apps:
 * JavaScript downloaded for /login and /game per app (raw and gzip), each remoteEntry's size,
 * and how many copies of react, react-dom and styled-components the browser loads on /game.
 * Sizes are deterministic, so budgets fail the run; times are only reported.
 *   npm run bench   (builds first)
 */
import { gzipSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { apps, chromium as chromiumOptions, serverPort, startReferenceServer } from './apps.mjs';
import { serveApp } from './serve.mjs';
import { benchAlbum } from './bench-album.mjs';

const BUDGET = { loginGzip: 170 * 1024, remoteEntryGzip: 30 * 1024, copies: 1 };
const SINGLETONS = ['react', 'react-dom', 'styled-components'];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const appOf = (url) => apps.find((a) => new URL(url).port === String(a.port))?.name ?? new URL(url).host;

async function waitFor(url, tries = 100) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** Records every script body the page downloads, keyed by URL. */
function recordScripts(page) {
  const scripts = new Map();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script' || !res.ok()) return;
    const body = await res.body().catch(() => null);
    if (body) scripts.set(res.url(), { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  return scripts;
}

function table(title, scripts) {
  const perApp = new Map();
  for (const [url, s] of scripts) {
    const row = perApp.get(appOf(url)) ?? { files: 0, raw: 0, gzip: 0 };
    perApp.set(appOf(url), { files: row.files + 1, raw: row.raw + s.raw, gzip: row.gzip + s.gzip });
  }
  const total = { files: 0, raw: 0, gzip: 0 };
  console.log(`\n${title}`);
  for (const [name, r] of perApp) {
    console.log(
      `  ${name.padEnd(10)} ${String(r.files).padStart(3)} files  ${kb(r.raw).padStart(10)} raw  ${kb(r.gzip).padStart(9)} gzip`,
    );
    total.files += r.files;
    total.raw += r.raw;
    total.gzip += r.gzip;
  }
  if (process.env.BENCH_VERBOSE)
    for (const [url, s] of scripts) console.log(`    ${kb(s.gzip).padStart(9)} gzip  ${url}`);
  console.log(
    `  ${'total'.padEnd(10)} ${String(total.files).padStart(3)} files  ${kb(total.raw).padStart(10)} raw  ${kb(total.gzip).padStart(9)} gzip`,
  );
  return total;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hueso-bench-'));
  const server = startReferenceServer({
    stdio: 'ignore',
    env: { DB_PATH: path.join(dataDir, 'bench.sqlite') },
  });
  const statics = await Promise.all(apps.map(serveApp));
  const failures = [];
  let browser;
  try {
    await waitFor(`http://127.0.0.1:${serverPort}/health`);
    browser = await chromium.launch(chromiumOptions);
    const page = await browser.newPage();
    const scripts = recordScripts(page);

    let t = Date.now();
    await page.goto('http://localhost:8080/login', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    const loginMs = Date.now() - t;
    const login = table('/login: JavaScript downloaded', scripts);
    if (login.gzip > BUDGET.loginGzip)
      failures.push(`/login JavaScript ${kb(login.gzip)} gzip > ${kb(BUDGET.loginGzip)}`);

    t = Date.now();
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/game');
    await page.getByRole('heading', { name: 'Islands' }).waitFor();
    await page.waitForLoadState('networkidle');
    const gameMs = Date.now() - t;
    table('/login then /game: JavaScript downloaded (cumulative)', scripts);

    t = Date.now();
    await page.getByRole('link', { name: 'Market', exact: true }).click();
    await page.getByRole('heading', { name: 'Market' }).waitFor();
    await page.waitForLoadState('networkidle');
    const marketMs = Date.now() - t;
    table('then /game/market: JavaScript downloaded (cumulative)', scripts);

    console.log('\nremoteEntry.js');
    for (const app of apps.filter((a) => a.name !== 'host')) {
      const res = await fetch(`http://127.0.0.1:${app.port}/remoteEntry.js`);
      const body = Buffer.from(await res.arrayBuffer());
      const gz = gzipSync(body, { level: 9 }).length;
      console.log(`  ${app.name.padEnd(10)} ${kb(body.length).padStart(10)} raw  ${kb(gz).padStart(9)} gzip`);
      if (gz > BUDGET.remoteEntryGzip)
        failures.push(`${app.name} remoteEntry ${kb(gz)} gzip > ${kb(BUDGET.remoteEntryGzip)}`);
    }

    // Every copy of a shared library that some app actually loaded shows up in the share scope.
    const copies = await page.evaluate((names) => {
      const seen = Object.fromEntries(names.map((n) => [n, new Set()]));
      const scopes = globalThis.__FEDERATION__?.__SHARE__ ?? {};
      for (const instance of Object.values(scopes))
        for (const scope of Object.values(instance ?? {}))
          for (const name of names)
            for (const [version, entry] of Object.entries(scope?.[name] ?? {}))
              if (entry && (entry.loaded || entry.lib)) seen[name].add(`${entry.from}@${version}`);
      return Object.fromEntries(names.map((n) => [n, [...seen[n]]]));
    }, SINGLETONS);
    console.log('\nCopies loaded on /game and /game/market');
    for (const name of SINGLETONS) {
      console.log(`  ${name.padEnd(18)} ${copies[name].length}  (${copies[name].join(', ') || 'none'})`);
      if (copies[name].length !== BUDGET.copies)
        failures.push(`${name}: ${copies[name].length} copies on /game and /game/market`);
    }
    if (apps.some((a) => a.name === 'album')) console.log(`\n${(await benchAlbum(page)).join('\n')}`);
    console.log(
      `\nTimes (reported only): /login ${loginMs} ms, login to /game ${gameMs} ms, /game to /game/market ${marketMs} ms`,
    );
  } finally {
    await browser?.close();
    await Promise.all(statics.map((s) => s.close()));
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length) {
    console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\nAll budgets met.');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
