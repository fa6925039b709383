/**
 * The embed's bytes (docs/embedding.md), in real Chromium on the demo integrator's origin: the
 * loader `/embed.js`, a page with the public arena leaderboard alone, and the demo page with
 * its two areas. Sizes are deterministic, so the budgets fail the run.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';
import createConfig from '../shared/webpack/createConfig.js';
import { root } from './apps.mjs';
import { integratorUrl, serveIntegrator } from './integrator.mjs';
import { recordScripts, sum } from './lib/pages.mjs';

const KB = 1024;
/**
 * The loader's budget, alone and on a page whose element is still far from the viewport. The
 * leaderboard's budget caps what it downloads (177.1 KB gzip when set to 180 KB; 187.3 KB when set to 190 KB; 190.2 KB when set to 195 KB; 202.8 KB when set to 200: 207.3 KB before its own
 * catalogue of texts and @hueso/shared/session, 215 KB before @hueso/shared was shared as
 * entries). Its target is its floor plus 25 KB: the libraries the
 * leaderboard runs, built alone (scripts/floor/leaderboard.js, with the zod functions the game's
 * schemas use), plus the one federation runtime the page needs (docs/embedding.md, "What it
 * costs"); above the floor are the entries of @hueso/shared it imports (the core and the UI kit;
 * never the session, dialogs, cards or wallet), the contract's common part, the arena's own code,
 * the host's loader and the exports the host keeps for other areas.
 * The target is reported until it holds.
 */
export const EMBED_BUDGET = { loaderGzip: 8 * KB, leaderboardGzip: 180 * KB };
export const EMBED_TARGET = { overFloorGzip: 25 * KB };
const kb = (n) => `${(n / KB).toFixed(1)} KB`;

/** Loads `url`, waits for `ready`, and sums the scripts it downloaded (scripts/lib/pages.mjs). */
async function scriptsOf(browser, { url, ready }) {
  const page = await browser.newPage();
  const snapshot = recordScripts(page);
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const scripts = await snapshot();
  await page.close();
  return { ...sum(scripts), scripts };
}

/** Gzip bytes of scripts/floor/leaderboard.js built alone by webpack in production mode. */
async function librariesFloor() {
  const out = mkdtempSync(path.join(tmpdir(), 'hueso-floor-'));
  try {
    const stats = await new Promise((resolve, reject) =>
      webpack(
        {
          mode: 'production',
          context: root,
          entry: './scripts/floor/leaderboard.js',
          output: { path: out, filename: 'floor.js', library: { type: 'module' } },
          // The libraries as the game's builds take them (react-router's production build, axios's adapter, productionRules).
          resolve: { alias: createConfig.productionAliases },
          // The zod vocabulary comes from the contract's own TypeScript module.
          module: {
            rules: [
              ...createConfig.productionRules,
              {
                test: /\.ts$/,
                loader: 'swc-loader',
                options: { jsc: { parser: { syntax: 'typescript' } } },
              },
            ],
          },
          experiments: { outputModule: true },
          performance: { hints: false },
          devtool: false,
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    );
    if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
    return gzipSync(readFileSync(path.join(out, 'floor.js')), { level: 9 }).length;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * `runtime` (required): the federation runtime's gzip bytes as bench.mjs measures them on /game:
 * its share, by source size, of the `federation-runtime` chunk, which holds only it and the host's
 * federation provider (93 % of the chunk's source is the runtime's). The embed merges the runtime
 * with the libraries and the platform into one file, where a share by source size of the file's
 * gzip would be set by how the chunks are cut, not by the runtime.
 */
export async function benchEmbed(browser, failures, { runtime }) {
  // 0 is what runtimeShare gives without the module stats of a build: no measurement at all.
  if (!(runtime > 0)) throw new Error('benchEmbed: runtime (the gzip bytes measured on /game) is required');
  const server = await serveIntegrator();
  try {
    console.log('\nEmbedding (<hueso-area> on the demo integrator, http://127.0.0.1:8095)');
    // Node's fetch: the static servers listen on 127.0.0.1.
    const loader = await fetch('http://127.0.0.1:8080/embed.js', {
      headers: { 'Accept-Encoding': 'identity' },
    });
    const loaderGzip = gzipSync(Buffer.from(await loader.arrayBuffer()), { level: 9 }).length;
    const leaderboard = await scriptsOf(browser, {
      url: `${integratorUrl}/leaderboard.html`,
      ready: (page) => page.getByRole('table', { name: 'Arena leaderboard' }).waitFor(),
    });
    // The leaderboard at the end of a long page: what the page downloads before the reader nears it.
    const far = await browser.newPage();
    const farSnapshot = recordScripts(far);
    await far.goto(`${integratorUrl}/below.html`);
    await far.waitForLoadState('networkidle');
    const beforeScroll = sum(await farSnapshot());
    await far.close();
    const demo = await scriptsOf(browser, {
      url: integratorUrl,
      ready: async (page) => {
        await page.getByRole('table', { name: 'Arena leaderboard' }).waitFor();
        await page.getByRole('button', { name: 'Sign in with HUESO' }).waitFor();
      },
    });
    const row = (label, r, budget) =>
      console.log(
        `  ${label.padEnd(34)} ${String(r.files ?? 1).padStart(3)} files  ${kb(r.gzip).padStart(9)} gzip` +
          (budget ? `  (budget ${kb(budget)})` : ''),
      );
    row('/embed.js (the loader)', { gzip: loaderGzip }, EMBED_BUDGET.loaderGzip);
    row('an element far below the fold', beforeScroll, EMBED_BUDGET.loaderGzip);
    row('the leaderboard alone, all scripts', leaderboard, EMBED_BUDGET.leaderboardGzip);
    row('the demo page (leaderboard + market)', demo);
    const libraries = await librariesFloor();
    console.log(
      `  the leaderboard's floor: its libraries alone ${kb(libraries)} + the federation runtime ${kb(runtime)}` +
        ` = ${kb(libraries + runtime)} gzip, before @hueso/shared, the contract and the arena's own code`,
    );
    const target = libraries + runtime + EMBED_TARGET.overFloorGzip;
    console.log(
      `  the leaderboard's target, its floor + ${kb(EMBED_TARGET.overFloorGzip)}: ${kb(target)} gzip; ` +
        `it downloads ${kb(leaderboard.gzip)}, ${kb(leaderboard.gzip - libraries - runtime)} over its floor` +
        (leaderboard.gzip > target
          ? ` (not met by ${kb(leaderboard.gzip - target)}, reported only)`
          : ' (met)'),
    );
    if (process.env.BENCH_VERBOSE)
      for (const [url, s] of leaderboard.scripts) console.log(`    ${kb(s.gzip).padStart(9)} gzip  ${url}`);
    if (loaderGzip > EMBED_BUDGET.loaderGzip)
      failures.push(`/embed.js ${kb(loaderGzip)} gzip > ${kb(EMBED_BUDGET.loaderGzip)}`);
    if (beforeScroll.gzip > EMBED_BUDGET.loaderGzip)
      failures.push(
        `a page whose element is far below the fold downloads ${kb(beforeScroll.gzip)} gzip > ${kb(EMBED_BUDGET.loaderGzip)}`,
      );
    if (leaderboard.gzip > EMBED_BUDGET.leaderboardGzip)
      failures.push(
        `the embedded leaderboard ${kb(leaderboard.gzip)} gzip > ${kb(EMBED_BUDGET.leaderboardGzip)}`,
      );
  } finally {
    await server.close();
  }
}
