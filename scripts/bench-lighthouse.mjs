/**
 * Lighthouse (the `lighthouse` npm package, default mobile emulation and throttling) against
 * Debian's Chromium: five runs each on /login and on /game logged in as demo, and the medians of
 * the performance, accessibility and best-practices scores, LCP, CLS, TBT, bytes transferred and
 * the JavaScript requested before the first paint (observed LCP). Every run prints the machine's
 * `benchmarkIndex` (Lighthouse's CPU figure: LCP follows it, so figures from different machines
 * are not comparable). Reported only, never asserted (scores are noisy).
 *   node scripts/bench-lighthouse.mjs [runs]             (the game served as `npm start` serves it)
 *   node scripts/bench-lighthouse.mjs [runs] --compare   (starts the game's servers and the built
 *     apps itself, builds the monolithic peer and measures its /game in the same run; binds
 *     8080-8091, so run it under the e2e lock)
 *   BENCH_LIGHTHOUSE_DIR=<folder> also writes each run's full report there; BENCH_MONOLITH_DIST and
 *   BENCH_HOST_DIST measure builds made elsewhere (an earlier commit's, to compare before and after);
 *   BENCH_REMOTE_MEMORY=0 measures /game without the area scripts kept from the last visit.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { apps, chromium, scratchEnv, serverPort, startGameServers } from './apps.mjs';
import { serveApp } from './serve.mjs';
import { buildMonolith } from './lib/monolith.mjs';
import { waitFor } from './lib/wait.mjs';

const HOST = 'http://localhost:8080';
const FLAGS = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices'],
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** BENCH_LIGHTHOUSE_DIR=<folder> keeps each run's full report there, to study one. */
function keep(lhr, name) {
  const dir = process.env.BENCH_LIGHTHOUSE_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
}

/** The element Lighthouse took as the largest paint: its selector and text (null when unknown). */
function lcpElement(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  return node ? `${node.selector} "${(node.nodeLabel ?? '').slice(0, 40)}"` : null;
}

function extract(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  const failing = Object.values(lhr.categories)
    .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => lhr.audits[r.id]))
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
    .map((a) => a.id);
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const paint = metrics.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const beforePaint = requests.filter((r) => r.resourceType === 'Script' && r.networkRequestTime < paint);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsBeforePaint: beforePaint.reduce((n, r) => n + r.transferSize, 0),
    // Scripts that came with no bytes over the wire (a cache the run should not have had): the
    // simulation counts no download for them, so such a run's LCP is not a cold one's.
    cachedScripts: requests.filter(
      (r) => r.resourceType === 'Script' && r.transferSize === 0 && r.resourceSize > 0,
    ).length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpElement: lcpElement(lhr),
    bytes: lhr.audits['total-byte-weight'].numericValue,
    jsBytes: summary.find((i) => i.resourceType === 'script')?.transferSize ?? 0,
    failing,
  };
}

/** Logs in as demo through the login screen of `page`, and empties the HTTP cache afterwards. */
async function logIn(page) {
  await page.goto(`${HOST}/login`);
  await page.locator('::-p-aria(Username)').fill('demo');
  await page.locator('::-p-aria(Password)').fill('demo1234');
  await page.locator('::-p-aria(Log in[role="button"])').click();
  await page.waitForFunction(
    // The islands, not the title: the host paints the title while the area loads.
    () => window.location.pathname === '/game' && document.querySelector('main article') !== null,
  );
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/**
 * `pages` picks '/login', '/game (demo)' or both; `title` names what is served (the bench also
 * measures its monolithic peer's /game, to compare LCP on the same source).
 */
export async function runLighthouse({
  chromePath = chromium.executablePath,
  runs = 5,
  pages = ['/login', '/game (demo)'],
  title = '',
} = {}) {
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: chromium.args,
    defaultViewport: null,
  });
  const results = Object.fromEntries(pages.map((name) => [name, []]));
  try {
    for (let i = 0; i < runs; i++) {
      if (results['/login']) {
        const page = await browser.newPage();
        const { lhr } = await lighthouse(`${HOST}/login`, FLAGS, undefined, page);
        results['/login'].push(extract(lhr));
        keep(lhr, `login-${i}`);
        await page.close();
      }
      if (results['/game (demo)']) {
        // The session lives in this tab (cookie and sessionStorage): keep storage, cold HTTP cache.
        const page = await browser.newPage();
        await logIn(page);
        // BENCH_REMOTE_MEMORY=0: a returning player whose page kept no area scripts from the last
        // visit (host/src/app/remoteMemory.ts), to measure what the memory brings.
        if (process.env.BENCH_REMOTE_MEMORY === '0')
          await page.evaluate(() => localStorage.removeItem('hueso.remotes'));
        const game = await lighthouse(
          `${HOST}/game`,
          { ...FLAGS, disableStorageReset: true },
          undefined,
          page,
        );
        results['/game (demo)'].push(extract(game.lhr));
        keep(game.lhr, `game-${title || 'federated'}-${i}`);
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  const header = `Lighthouse${title ? ` (${title})` : ''}`;
  console.log(`\n${header}: benchmarkIndex of each run (Lighthouse's CPU figure; LCP follows it)`);
  for (const [name, runsOf] of Object.entries(results))
    console.log(`  ${name.padEnd(13)} ${runsOf.map((r) => Math.round(r.benchmarkIndex)).join(', ')}`);
  console.log(
    `${header} ${runs} runs, medians (mobile emulation, reported only; targets perf ≥ 95, a11y 100, CLS < 0.05)`,
  );
  console.log(
    `  ${'page'.padEnd(13)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'b-p'.padStart(5)} ${'LCP'.padStart(8)} ${'CLS'.padStart(6)} ${'TBT'.padStart(7)} ${'transferred'.padStart(12)} ${'of it JS'.padStart(9)} ${'JS before paint'.padStart(16)}`,
  );
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  for (const [name, runsOf] of Object.entries(results)) {
    const m = (key) => median(runsOf.map((r) => r[key]));
    console.log(
      `  ${name.padEnd(13)} ${String(m('performance')).padStart(5)} ${String(m('accessibility')).padStart(5)} ${String(m('best-practices')).padStart(5)} ${`${(m('lcp') / 1000).toFixed(2)} s`.padStart(8)} ${m('cls').toFixed(3).padStart(6)} ${`${Math.round(m('tbt'))} ms`.padStart(7)} ${kib(m('bytes')).padStart(12)} ${kib(m('jsBytes')).padStart(9)} ${kib(m('jsBeforePaint')).padStart(16)}`,
    );
    console.log(`    LCP of each run: ${runsOf.map((r) => (r.lcp / 1000).toFixed(2)).join(', ')} s`);
    console.log(
      `    scripts with 0 bytes transferred, each run: ${runsOf.map((r) => r.cachedScripts).join(', ')}`,
    );
    // Lighthouse cannot always name it (its trace elements gatherer fails on some traces).
    const elements = [...new Set(runsOf.map((r) => r.lcpElement).filter(Boolean))];
    if (elements.length) console.log(`    LCP element: ${elements.join(' | ')}`);
    const failing = [...new Set(runsOf.flatMap((r) => r.failing))];
    if (failing.length) console.log(`    audits below 100 in some run: ${failing.join(', ')}`);
  }
  return results;
}

/**
 * The monolith's /game, then the composed game's /login and /game, in one run on this machine:
 * the game's servers and the built apps started here (the monolith on the host's port).
 */
async function compare(runs) {
  const dir = mkdtempSync(path.join(tmpdir(), 'hueso-lighthouse-'));
  const monolithDist = process.env.BENCH_MONOLITH_DIST ?? path.join(dir, 'monolith');
  if (!process.env.BENCH_MONOLITH_DIST) buildMonolith(monolithDist);
  const host = { ...apps[0], dist: process.env.BENCH_HOST_DIST ?? apps[0].dist };
  const game = await startGameServers({ stdio: 'ignore', ...scratchEnv(dir) });
  const statics = await Promise.all(
    apps.map((app, i) => serveApp(i === 0 ? { ...app, dist: monolithDist } : app)),
  );
  try {
    await waitFor(`http://127.0.0.1:${serverPort}/health`);
    await runLighthouse({ runs, pages: ['/game (demo)'], title: 'the monolith' });
    await statics[0].close();
    statics[0] = await serveApp(host);
    await runLighthouse({ runs });
  } finally {
    await Promise.all(statics.map((s) => s.close()));
    await game.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 5);
  (args.includes('--compare') ? compare(runs) : runLighthouse({ runs })).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
