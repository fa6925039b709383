/**
 * Lighthouse (the `lighthouse` npm package, default mobile emulation and throttling) against
 * Debian's Chromium: five runs each on /login and on /game logged in as demo, and the medians of
 * the performance, accessibility and best-practices scores, LCP, TBT and bytes transferred.
 * Reported only, never asserted (scores are noisy). Needs the game served as `npm start` serves
 * it (scripts/bench.mjs does that first).
 *   node scripts/bench-lighthouse.mjs [runs]
 */
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromium } from './apps.mjs';

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

function extract(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  const failing = Object.values(lhr.categories)
    .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => lhr.audits[r.id]))
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
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
    () => window.location.pathname === '/game' && document.body.textContent?.includes('Islands'),
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
        results['/login'].push(extract((await lighthouse(`${HOST}/login`, FLAGS, undefined, page)).lhr));
        await page.close();
      }
      if (results['/game (demo)']) {
        // The session lives in this tab (cookie and sessionStorage): keep storage, cold HTTP cache.
        const page = await browser.newPage();
        await logIn(page);
        const game = await lighthouse(
          `${HOST}/game`,
          { ...FLAGS, disableStorageReset: true },
          undefined,
          page,
        );
        results['/game (demo)'].push(extract(game.lhr));
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\nLighthouse${title ? ` (${title})` : ''} ${runs} runs, medians (mobile emulation, reported only; targets perf ≥ 95, a11y 100)`,
  );
  console.log(
    `  ${'page'.padEnd(13)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'b-p'.padStart(5)} ${'LCP'.padStart(8)} ${'TBT'.padStart(7)} ${'transferred'.padStart(12)} ${'of it JS'.padStart(9)}`,
  );
  for (const [name, runsOf] of Object.entries(results)) {
    const m = (key) => median(runsOf.map((r) => r[key]));
    console.log(
      `  ${name.padEnd(13)} ${String(m('performance')).padStart(5)} ${String(m('accessibility')).padStart(5)} ${String(m('best-practices')).padStart(5)} ${`${(m('lcp') / 1000).toFixed(2)} s`.padStart(8)} ${`${Math.round(m('tbt'))} ms`.padStart(7)} ${`${(m('bytes') / 1024).toFixed(1)} KiB`.padStart(12)} ${`${(m('jsBytes') / 1024).toFixed(1)} KiB`.padStart(9)}`,
    );
    const failing = [...new Set(runsOf.flatMap((r) => r.failing))];
    if (failing.length) console.log(`    audits below 100 in some run: ${failing.join(', ')}`);
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runLighthouse({ runs: Number(process.argv[2] ?? 5) }).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
