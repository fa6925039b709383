/**
 * Screenshots of every screen (e2e/tests/screens.ts, plus the login and the embed demo) at 1280
 * and 375 px, in English and Español, on the built apps and a fresh reference server, in real
 * Chromium.
 *   npm run build && npm run screenshots     (writes screenshots/<lang>/<width>/<screen>.png)
 * It then copies the ones the README shows into docs/screenshots/ (kept in the repository).
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import {
  apps,
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
import { SCREENS } from '../e2e/tests/screens.ts';

const HOST = 'http://localhost:8080';
/** Each language through the browser's own (the game follows it on a first visit). */
const LANGUAGES = [
  { name: 'en', locale: 'en-US' },
  { name: 'es', locale: 'es-ES' },
];
const VIEWPORTS = [
  { name: '1280', width: 1280, height: 800 },
  { name: '375', width: 375, height: 812 },
];
const out = path.join(root, 'screenshots');
const fileName = (name) => `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`;
/** The pictures README.md shows: its file in docs/screenshots/ and the run's screenshot it copies. */
const README_PICTURES = [
  { file: 'home-1280.png', lang: 'en', width: '1280', screen: 'home' },
  { file: 'album-375.png', lang: 'en', width: '375', screen: 'album General Album' },
  { file: 'stake-375-es.png', lang: 'es', width: '375', screen: 'stake play' },
];

/**
 * The game's catalogues (e2e/texts/catalogues.ts, CommonJS that reaches the apps' TSX), for each
 * screen's `ready` check in the language on screen. tsx compiles them with the apps' JSX settings.
 */
async function loadTextsIn() {
  process.env.TSX_TSCONFIG_PATH = path.join(root, 'tsconfig.base.json');
  const { textsIn } = await tsImport('../e2e/texts/catalogues.ts', import.meta.url);
  return textsIn;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hueso-shots-'));
  const game = await startGameServers({ stdio: 'ignore', ...scratchEnv(dataDir) });
  const statics = await Promise.all(apps.map(serveApp));
  const integrator = await serveIntegrator();
  const browser = await chromium.launch(chromiumOptions);
  const textsIn = await loadTextsIn();
  try {
    await waitFor(`http://127.0.0.1:${serverPort}/health`);
    for (const lang of LANGUAGES)
      for (const viewport of VIEWPORTS) {
        const dir = path.join(out, lang.name, viewport.name);
        mkdirSync(dir, { recursive: true });
        const t = textsIn(lang.name);
        const context = await browser.newContext({ viewport, locale: lang.locale });
        const page = await context.newPage();
        await page.goto(`${HOST}/login`);
        await page.locator('main h1').waitFor();
        await page.screenshot({ path: path.join(dir, fileName('login')) });
        await logInAsDemo(page);
        for (const screen of SCREENS) {
          await page.goto(`${HOST}${screen.path}`);
          await screen.ready(page, t);
          await page.screenshot({ path: path.join(dir, fileName(screen.name)) });
          console.log(`  ${lang.name} ${viewport.name} ${screen.name}`);
        }
        await page.goto(integratorUrl);
        // The leaderboard's table (in its shadow root: Playwright's locators pierce open ones).
        await page.getByRole('table').first().waitFor();
        await page.screenshot({ path: path.join(dir, fileName('embed demo')), fullPage: true });
        await context.close();
      }
    console.log(`Screenshots in ${path.relative(root, out)}/`);
    const docs = path.join(root, 'docs', 'screenshots');
    mkdirSync(docs, { recursive: true });
    for (const p of README_PICTURES)
      copyFileSync(path.join(out, p.lang, p.width, fileName(p.screen)), path.join(docs, p.file));
    console.log(`README pictures in ${path.relative(root, docs)}/`);
  } finally {
    await browser.close();
    await integrator.close();
    await Promise.all(statics.map((s) => s.close()));
    await game.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
