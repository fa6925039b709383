/**
 * Screenshots of the game at 1280 and 375 px, in English and Español, on the built apps and a
 * fresh world on the embedded defaults (the chain node and the reference server it starts; the
 * game's clock at 720x, as the browser tests run it, so a mission ends in seconds), in real
 * Chromium:
 * - every moment of a new player's first hour (e2e/tests/scenes.ts: the guide, the guided move,
 *   the pack opening, a battle, a card's page, crafting, the burn page...), each from a fresh
 *   world, one picture at every screen and dialog on the way;
 * - every screen (e2e/tests/screens.ts), the login and the embed demo.
 *   npm run build && npm run screenshots              (writes screenshots/, not kept in git)
 *   npm run screenshots -- --readme                  (also refreshes README's docs/screenshots/)
 * screenshots/index.html is the contact sheet: each point of the first hour (issue 32), then every
 * screen, one column per language and width, with any sideways overflow measured.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import {
  apps,
  chainUrl,
  chromium as chromiumOptions,
  root,
  scratchEnv,
  serverPort,
  startGameServers,
} from './apps.mjs';
import { integratorUrl, serveIntegrator } from './integrator.mjs';
import { logInAsDemo } from './lib/pages.mjs';
import { serveApp } from './serve.mjs';
import { waitFor } from './lib/wait.mjs';

const HOST = 'http://localhost:8080';
const SERVER = `http://127.0.0.1:${serverPort}`;
/** Each language through the browser's own (the game follows it on a first visit). */
const LANGUAGES = [
  { name: 'en', locale: 'en-US' },
  { name: 'es', locale: 'es-ES' },
];
const VIEWPORTS = [
  { name: '1280', width: 1280, height: 800 },
  { name: '375', width: 375, height: 812 },
];
const COLUMNS = LANGUAGES.flatMap((lang) => VIEWPORTS.map((viewport) => ({ lang, viewport })));
const out = path.join(root, 'screenshots');
const slug = (name) => name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
/** The pictures README.md shows: its file in docs/screenshots/ and the run's picture it copies. */
const README_PICTURES = [
  { file: 'home-1280.png', lang: 'en', width: '1280', picture: 'home' },
  { file: 'album-375.png', lang: 'en', width: '375', picture: 'album-general-album' },
  { file: 'stake-375-es.png', lang: 'es', width: '375', picture: 'stake-play' },
];
/**
 * Issue 32's points and the pictures that show them (a scene's name shows all its pictures; a
 * screen's picture is its name). Point 4 is every Spanish column; point 2 is `--readme`.
 */
const POINTS = [
  [
    '1. The burn page on a phone: it fits, its tabs fit, the docked burn button hides nothing',
    ['burn', 'album Burn NFTs'],
  ],
  [
    '3. Money named where it is and spent where it is: the guided move, the profile’s parts',
    ['spend where it is', 'profile', 'market'],
  ],
  ['5. A pack opening worth waiting for: face down, rarity first, one by one, a summary', ['pack opening']],
  ['6. A battle worth watching: rounds, the result first, the rewards after', ['battle', 'hopeless fight']],
  [
    '7. Cards with an identity: a card page, the rarity legend, 48 portraits',
    ['card page', 'album General Album', 'album Special Market'],
  ],
  [
    '8. Missions: an unaffordable Start disabled with Recharge; the phone shows the missions first',
    ['new player', 'home'],
  ],
  ['9. Crafting: the recipe before the first pick, the selection in view', ['crafting']],
  ['10. A new player: a first-run guide of three steps', ['new player']],
  ['The passive stake and its withdraw confirmation', ['passive stake']],
];

/**
 * The game's catalogues (e2e/texts/catalogues.ts, CommonJS that reaches the apps' TSX), the
 * screens and the scenes. tsx compiles them with the apps' JSX settings.
 */
async function loadTests() {
  process.env.TSX_TSCONFIG_PATH = path.join(root, 'tsconfig.base.json');
  const [{ textsIn }, { SCREENS }, { SCENES }] = await Promise.all(
    ['../e2e/texts/catalogues.ts', '../e2e/tests/screens.ts', '../e2e/tests/scenes.ts'].map((file) =>
      tsImport(file, import.meta.url),
    ),
  );
  return { textsIn, SCREENS, SCENES };
}

/** Genesis again on the node, then the game's world anew (TEST_RESET=1): each scene starts fresh. */
async function resetWorld() {
  for (const url of [`${chainUrl}/test/reset`, `${SERVER}/test/reset`]) {
    const res = await fetch(url, { method: 'POST' });
    if (!res.ok) throw new Error(`POST ${url} answered ${res.status}`);
  }
}

/** How far the document is wider than the window (0 when nothing pans sideways). */
const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Every picture taken: its group (a scene or a screen), its name, each column's file and overflow. */
const taken = new Map();
function record(group, name, column, file, extra) {
  const key = `${group}\u0000${name}`;
  if (!taken.has(key)) taken.set(key, { group, name, columns: new Map() });
  taken.get(key).columns.set(`${column.lang.name}/${column.viewport.name}`, { file, extra });
}

async function take(page, column, group, name, options = {}) {
  const file = path.join(
    column.lang.name,
    column.viewport.name,
    `${slug(group === name ? name : `${group}--${name}`)}.png`,
  );
  const extra = await overflow(page);
  // Animations that end are shown ended (a card mid-flip would read as a faded card).
  await page.screenshot({ path: path.join(out, file), animations: 'disabled', ...options });
  record(group, name, column, file, extra);
  console.log(`  ${column.lang.name} ${column.viewport.name} ${group}${group === name ? '' : ` · ${name}`}`);
}

const escapeHtml = (text) =>
  String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function rowsOf(groups) {
  return [...taken.values()]
    .filter((p) => groups.includes(p.group))
    .map((p) => {
      const cells = COLUMNS.map((c) => {
        const shot = p.columns.get(`${c.lang.name}/${c.viewport.name}`);
        if (!shot) return '<td class="missing">not taken</td>';
        const wide = shot.extra > 0 ? `<br><strong>${shot.extra} px too wide</strong>` : '';
        return `<td><a href="${shot.file}"><img src="${shot.file}" loading="lazy" alt=""></a>${wide}</td>`;
      });
      const label = p.group === p.name ? p.name : `${p.group} · ${p.name}`;
      return `<tr><th scope="row">${escapeHtml(label)}</th>${cells.join('')}</tr>`;
    })
    .join('\n');
}

function writeIndex(scenes, failures) {
  const head = `<tr><th scope="col">picture</th>${COLUMNS.map((c) => `<th scope="col">${c.lang.name} · ${c.viewport.name} px</th>`).join('')}</tr>`;
  const table = (caption, groups) =>
    `<table><caption>${escapeHtml(caption)}</caption>\n${head}\n${rowsOf(groups)}\n</table>`;
  const screens = [...new Set([...taken.values()].map((p) => p.group))].filter(
    (g) => !scenes.some((s) => s.name === g),
  );
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>HUESO screenshots</title>
<style>
body { font: 14px system-ui, sans-serif; margin: 16px; }
table { border-collapse: collapse; margin: 0 0 32px; }
caption { text-align: left; font-weight: 600; font-size: 16px; padding: 8px 0; }
th, td { border: 1px solid #ccc; padding: 4px; vertical-align: top; text-align: left; }
th[scope="row"] { max-width: 180px; }
img { width: 240px; height: auto; display: block; }
.missing, strong { color: #b00020; }
</style></head><body>
<h1>HUESO at 1280 and 375 px, in English and Español</h1>
<p>Taken ${new Date().toISOString()} on the built game and a fresh world (embedded defaults, the game’s clock at
720× as the browser tests run it). Each scene starts from a fresh world; “too wide” is how far the document pans
sideways.</p>
${failures.length ? `<h2>Not taken</h2><ul>${failures.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>` : ''}
<h2>The first hour of a new player (issue 32)</h2>
<p>Point 2 (the README’s pictures) is <code>npm run screenshots -- --readme</code>; point 4 (Español) is every
<em>es</em> column.</p>
${POINTS.map(([point, groups]) => table(point, groups)).join('\n')}
<h2>Every scene</h2>
${scenes.map((s) => table(`${s.name}: ${s.point}`, [s.name])).join('\n')}
<h2>Every screen</h2>
${table('Screens, the login and the embed demo', screens)}
</body></html>
`;
  writeFileSync(path.join(out, 'index.html'), html);
}

async function main() {
  if (!apps.every((app) => existsSync(path.join(root, app.dir, 'dist'))))
    throw new Error('The apps are not built: run `npm run build` first.');
  const readme = process.argv.includes('--readme');
  const { textsIn, SCREENS, SCENES } = await loadTests();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hueso-shots-'));
  const env = scratchEnv(dataDir);
  const game = await startGameServers({
    stdio: 'ignore',
    chainEnv: { ...env.chainEnv, TEST_RESET: '1' },
    // The game's clock as the browser tests run it (an hour's mission ends in five seconds).
    serverEnv: { ...env.serverEnv, TEST_RESET: '1', CLOCK_SPEED: '720' },
  });
  const statics = await Promise.all(apps.map(serveApp));
  const integrator = await serveIntegrator();
  const browser = await chromium.launch(chromiumOptions);
  const failures = [];
  rmSync(out, { recursive: true, force: true });
  try {
    await waitFor(`${SERVER}/health`);
    for (const column of COLUMNS) {
      const { lang, viewport } = column;
      mkdirSync(path.join(out, lang.name, viewport.name), { recursive: true });
      const t = textsIn(lang.name);
      const newPage = async () =>
        (await browser.newContext({ viewport, locale: lang.locale, baseURL: HOST })).newPage();

      for (const scene of SCENES) {
        await resetWorld();
        const page = await newPage();
        try {
          await scene.run(page, t, (name) => take(page, column, scene.name, name));
        } catch (err) {
          failures.push(`${lang.name} ${viewport.name} ${scene.name}: ${err.message.split('\n')[0]}`);
          console.error(`  ${lang.name} ${viewport.name} ${scene.name} FAILED: ${err.message}`);
        } finally {
          await page.context().close();
        }
      }

      await resetWorld();
      const page = await newPage();
      await page.goto('/login');
      await page.locator('main h1').waitFor();
      await take(page, column, 'login', 'login');
      await logInAsDemo(page);
      for (const screen of SCREENS) {
        try {
          await page.goto(screen.path);
          await screen.ready(page, t);
          await take(page, column, screen.name, screen.name);
        } catch (err) {
          failures.push(`${lang.name} ${viewport.name} ${screen.name}: ${err.message.split('\n')[0]}`);
        }
      }
      await page.goto(integratorUrl);
      // The leaderboard's table (in its shadow root: Playwright's locators pierce open ones).
      await page.getByRole('table').first().waitFor();
      await take(page, column, 'embed demo', 'embed demo', { fullPage: true });
      await page.context().close();
    }
    writeIndex(SCENES, failures);
    console.log(
      `Screenshots in ${path.relative(root, out)}/, contact sheet ${path.relative(root, out)}/index.html`,
    );
    if (readme) {
      const docs = path.join(root, 'docs', 'screenshots');
      mkdirSync(docs, { recursive: true });
      for (const p of README_PICTURES)
        copyFileSync(path.join(out, p.lang, p.width, `${p.picture}.png`), path.join(docs, p.file));
      console.log(`README pictures in ${path.relative(root, docs)}/`);
    }
  } finally {
    await browser.close();
    await integrator.close();
    await Promise.all(statics.map((s) => s.close()));
    await game.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`${failures.length} pictures not taken:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
