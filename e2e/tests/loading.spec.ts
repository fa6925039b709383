import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apps, root } from '../../scripts/apps.mjs';
import type { Page } from '@playwright/test';
import { balance, expect, firstIsland, homeShown, login, test } from './fixtures';
import type { GameTexts } from './texts';

/** The first paint does not wait for federation; a remote loads when its link is pointed at. */
const remotePorts = apps.filter((a) => a.name !== 'host').map((a) => String(a.port));

test('/login shows its form from the host alone, with config.json asked once', async ({ page, t }) => {
  const requests: string[] = [];
  page.on('request', (req) => requests.push(req.url()));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: t.login.logIn, exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => remotePorts.includes(new URL(url).port))).toEqual([]);
  expect(requests.filter((url) => /mf-manifest|remoteEntry|federation-runtime\./.test(url))).toEqual([]);
  // The wallet loads with a Keychain sign-in, not with the page.
  expect(requests.filter((url) => /\/provided-wallet\.[0-9a-f]{8}\.js$/.test(url))).toEqual([]);
  // index.html starts the config request; the app reuses it instead of asking again.
  expect(requests.filter((url) => new URL(url).pathname === '/config.json')).toHaveLength(1);
});

test("pointing at or tabbing to an area's link loads its remote before the click", async ({ page, t }) => {
  await login(page);
  await homeShown(page, t);
  const market = apps.find((a) => a.name === 'market')!;
  const manifest = page.waitForRequest(`http://localhost:${market.port}/mf-manifest.json`);
  const entry = page.waitForRequest((req) =>
    new RegExp(`^http://localhost:${market.port}/remoteEntry\\.[0-9a-f]{8}\\.js$`).test(req.url()),
  );
  await page.getByRole('link', { name: t.nav('Market'), exact: true }).hover();
  await manifest;
  await entry;

  const inventory = page.getByRole('link', { name: t.nav('Inventory'), exact: true });
  await inventory.focus();
  await inventory.press('Enter');
  await expect(page).toHaveURL(/\/game\/inventory$/);
  await expect(page.getByRole('heading', { name: t.inventory.title })).toBeVisible();
});

test("the home screen downloads no dialog's code until the player reaches for its button", async ({
  page,
  t,
}) => {
  const scripts: string[] = [];
  page.on('request', (req) => scripts.push(new URL(req.url()).pathname));
  await login(page);
  await homeShown(page, t);
  await page.waitForLoadState('networkidle');
  const dialogChunk = /\/(pool|metrics|ecosystem)-dialog\.[0-9a-f]{8}\.js$/;
  expect(scripts.filter((path) => dialogChunk.test(path))).toEqual([]);

  // Pointing at the button starts the download; the click opens the dialog.
  const pool = page.waitForRequest((req) => /\/pool-dialog\.[0-9a-f]{8}\.js$/.test(req.url()));
  const open = page.getByRole('button', { name: t.pool.open });
  await open.hover();
  await pool;
  await open.click();
  await expect(page.getByRole('dialog', { name: t.poolDialog.title })).toBeVisible();
  await page.keyboard.press('Escape');

  // Tabbing to a button does the same.
  const metrics = page.waitForRequest((req) => /\/metrics-dialog\.[0-9a-f]{8}\.js$/.test(req.url()));
  const metricsButton = page.getByRole('button', { name: t.metrics.button });
  await metricsButton.focus();
  await metrics;
  await metricsButton.press('Enter');
  await expect(page.getByRole('dialog', { name: t.metricsDialog.title })).toBeVisible();
});

test("while an area's code loads, its page is a busy main landmark named by the area, with no violation", async ({
  page,
  t,
}) => {
  await login(page);
  await homeShown(page, t);
  const stake = apps.find((a) => a.name === 'stake')!;
  // The area's remote entry is held until the page has been checked.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const entry = new RegExp(`^http://localhost:${stake.port}/remoteEntry\\.[0-9a-f]{8}\\.js$`);
  await page.route(entry, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/game/stake');
  const area = t.nav('Stake');
  const main = page.getByRole('main', { name: area });
  await expect(main).toHaveAttribute('aria-busy', 'true');
  await expect(main.getByRole('status')).toHaveText(t.app.loadingArea(area));
  await expect(page.getByRole('heading', { level: 1, name: area })).toHaveCount(1);
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

  release();
  await expect(page.getByRole('heading', { name: t.landing.title })).toBeVisible();
  await expect(page.locator('main[aria-busy]')).toHaveCount(0);
});

/**
 * The screens whose areas declare their title for the first paint (their src/firstPaint.json), and
 * what only the screen itself shows.
 */
const FIRST_PAINTS = [
  {
    area: 'missions',
    path: '/game',
    nav: 'Home',
    title: (t: GameTexts) => t.home.title,
    shown: firstIsland,
  },
  {
    area: 'arena',
    path: '/game/arena',
    nav: 'Arena',
    title: (t: GameTexts) => t.arena.title,
    shown: (page: Page, t: GameTexts) => page.getByRole('button', { name: t.arena.enter }),
  },
];

for (const screen of FIRST_PAINTS) {
  test(`while the ${screen.area} area's code loads, the title of ${screen.path} is painted in the box the screen puts it in and stays its h1, in both widths`, async ({
    page,
    t,
  }) => {
    await login(page);
    const { port } = apps.find((a) => a.name === screen.area)!;
    const appScript = new RegExp(`^http://localhost:${port}/__federation_expose_App\\.[0-9a-f]{8}\\.js$`);
    const title = page.getByRole('heading', { level: 1, name: screen.title(t) });
    const shown = screen.shown(page, t);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(screen.path);
      await expect(shown).toBeVisible();
      const screenBox = await title.boundingBox();

      // The area's ./App script is held: the page shows the host's loading page meanwhile.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(appScript, async (route) => {
        await held;
        await route.continue();
      });
      // Not until "load": the held script may be one index.html preloads, which holds the load event too.
      await page.reload({ waitUntil: 'commit' });
      const main = page.getByRole('main', { name: screen.title(t) });
      await expect(main.getByRole('status')).toHaveText(t.app.loadingArea(t.nav(screen.nav)));
      await expect(title).toBeVisible();
      await expect(shown).toHaveCount(0);
      expect(await title.boundingBox()).toEqual(screenBox);
      expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
      // Layout shifts from here on: their score, and the elements that moved.
      await page.evaluate(() => {
        type Shift = { value: number; sources: { node?: Node }[] };
        const w = window as unknown as { shifts: { score: number; moved: string[] } };
        w.shifts = { score: 0, moved: [] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Shift[]) {
            w.shifts.score += entry.value;
            for (const { node } of entry.sources)
              if (node instanceof HTMLHeadingElement) w.shifts.moved.push(node.textContent ?? '');
          }
        }).observe({ type: 'layout-shift' });
      });

      // The h1 painted now, marked to find it again once the screen is in.
      await title.evaluate((h1) => Object.assign(h1, { paintedFirst: true }));

      release();
      await expect(shown).toBeVisible();
      // The screen's page took over the loading page's: the h1 painted first is the screen's h1
      // (the element the browser reports as the largest paint), in the same box.
      expect(await title.evaluate((h1) => 'paintedFirst' in h1)).toBe(true);
      expect(await page.getByRole('main').count()).toBe(1);
      expect(await title.boundingBox()).toEqual(screenBox);
      const shifts = await page.evaluate(
        () => (window as unknown as { shifts: { score: number; moved: string[] } }).shifts,
      );
      expect(shifts.moved).not.toContain(screen.title(t));
      // The screen arrives whole: its shift score stays far below the 0.05 a good page keeps under.
      expect(shifts.score).toBeLessThan(0.005);
      await page.unroute(appScript);
    }
  });
}

for (const screen of FIRST_PAINTS) {
  test(`on a phone, a returning player's ${screen.path} paints its title in the screen's box before any of the game's scripts runs`, async ({
    page,
    t,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await login(page);
    await page.goto(screen.path);
    const title = page.getByRole('heading', { level: 1, name: screen.title(t) });
    const shown = screen.shown(page, t);
    await expect(shown).toBeVisible();
    const screenBox = await title.boundingBox();
    const barBox = await page.getByRole('banner').boundingBox();

    // Every script of the game's page is held: what shows is index.html's own.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/^http:\/\/localhost:\d+\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload({ waitUntil: 'commit' });
    const shell = page.locator('.hueso-shell');
    await expect(shell.getByRole('heading', { level: 1 })).toHaveText(screen.title(t));
    expect(await shell.getByRole('heading', { level: 1 }).boundingBox()).toEqual(screenBox);
    expect(await shell.locator('.hueso-shell-bar').boundingBox()).toEqual(barBox);
    expect(await shell.getAttribute('lang')).toBe(t.lang);
    // From here until the screen is in, the visible h1s after every change of the page.
    await page.evaluate(() => {
      const w = window as unknown as { headings: string[][] };
      w.headings = [];
      new MutationObserver(() =>
        w.headings.push(
          [...document.querySelectorAll('h1')]
            .filter((h1) => !h1.classList.contains('visually-hidden') && h1.getClientRects().length > 0)
            .map((h1) => h1.textContent ?? ''),
        ),
      ).observe(document, { childList: true, subtree: true, characterData: true });
    });

    release();
    await expect(shown).toBeVisible();
    await expect(shell).toHaveCount(0);
    // The title never left the page, nor shared it with another h1 (no loading page in between).
    const headings = await page.evaluate(() => (window as unknown as { headings: string[][] }).headings);
    expect(headings.length).toBeGreaterThan(0);
    expect(headings.filter((seen) => seen.length !== 1 || seen[0] !== screen.title(t))).toEqual([]);
    expect(await title.boundingBox()).toEqual(screenBox);
    await page.unroute(/^http:\/\/localhost:\d+\/.*\.js$/);

    // Wider, the top bar's rows follow its contents: no shell, the host paints the title.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(shown).toBeVisible();
    expect(await page.evaluate(() => (window as { huesoShell?: unknown }).huesoShell)).toBeUndefined();
  });
}

test('a dialog whose code does not download says so in its place, and Retry opens it', async ({
  page,
  t,
}) => {
  await login(page);
  await homeShown(page, t);
  const chunk = /\/pool-dialog\.[0-9a-f]{8}\.js$/;
  await page.route(chunk, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: t.pool.open }).click();
  const alert = page.getByRole('alert').filter({ hasText: t.home.dialogFailed });
  await expect(alert).toBeVisible();
  // The rest of the screen stays, and the page with the alert in it has no accessibility violation.
  await homeShown(page, t);
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

  await page.unroute(chunk);
  await alert.getByRole('button', { name: t.kit.retry }).click();
  await expect(page.getByRole('dialog', { name: t.poolDialog.title })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test("a returning player's /game fetches its chunks, manifest and remote once each, in parallel with the session", async ({
  page,
  t,
}) => {
  await login(page);
  await homeShown(page, t);
  const requests: string[] = [];
  page.on('request', (req) => requests.push(req.url()));
  await page.reload();
  await homeShown(page, t);
  await page.waitForLoadState('networkidle');
  const scripts = requests.filter((url) => /\.js$/.test(new URL(url).pathname));
  // index.html preloads the host's lazy chunks for a stored session; the app then uses them.
  expect(scripts.some((url) => /\/federation-runtime\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);
  expect(new Set(scripts).size).toBe(scripts.length);
  // The home screen's moves come from @hueso/shared/moves, in the one chunk of what the host
  // provides to every first screen: no wallet, payment or sign-in code, and no table or tabs
  // (@hueso/shared/tables), which the home screen shows only in its dialogs.
  expect(scripts.filter((url) => /\/provided-wallet\.[0-9a-f]{8}\.js$/.test(url))).toEqual([]);
  expect(scripts.some((url) => /\/provided-platform\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);
  expect(scripts.filter((url) => /\/provided-tables\.[0-9a-f]{8}\.js$/.test(url))).toEqual([]);
  // Only the page's language: the Español texts on a page in Español (preloaded), never in English.
  expect(scripts.some((url) => /messages-es\.[0-9a-f]{8}\.js$/.test(url))).toBe(t.lang === 'es');
  const missions = apps.find((a) => a.name === 'missions')!;
  expect(requests.filter((url) => url === `http://localhost:${missions.port}/mf-manifest.json`)).toHaveLength(
    1,
  );
  expect(requests.filter((url) => new URL(url).pathname === '/config.json')).toHaveLength(1);
});

test("a returning player's home screen reads the player record and the arena status once, from the requests index.html starts", async ({
  page,
  t,
}) => {
  await login(page);
  await homeShown(page, t);
  const reads: { path: string; type: string; lang: string | undefined }[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (['/api/getInformacion', '/api/arena/status'].includes(pathname) && req.method() === 'GET')
      reads.push({ path: pathname, type: req.resourceType(), lang: req.headers()['accept-language'] });
  });
  const answer = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/getInformacion');
  await page.reload();
  await homeShown(page, t);
  expect((await answer).status()).toBe(200);
  await page.waitForLoadState('networkidle');
  // Started by index.html (fetch), not again by the query layer (its HTTP client sends XHR).
  expect(reads.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
    { path: '/api/arena/status', type: 'fetch', lang: t.lang },
    { path: '/api/getInformacion', type: 'fetch', lang: t.lang },
  ]);
  // The screens show both answers: the balance, and the arena card's figures (no '…' left).
  await expect(page.getByTestId('balance-hueso')).not.toHaveText('–');
  await expect(page.getByRole('main')).not.toContainText('…');
});

/** The missions area's origin (the remote of /game). */
const missionsBase = `http://localhost:${apps.find((a) => a.name === 'missions')!.port}`;

/** The entry and the `./App` scripts the missions area's current manifest names. */
async function missionsScripts(page: Page): Promise<string[]> {
  const res = await page.request.get(`${missionsBase}/mf-manifest.json`);
  const manifest = (await res.json()) as {
    metaData: { remoteEntry: { path: string; name: string } };
    exposes: { path: string; assets: { js: { sync: string[] } } }[];
  };
  const { path, name } = manifest.metaData.remoteEntry;
  return [
    `${missionsBase}/${path}${name}`,
    ...manifest.exposes
      .find((e) => e.path === './App')!
      .assets.js.sync.map((file) => `${missionsBase}/${file}`),
  ];
}

/** Reloads with an empty HTTP cache and config.json held back `ms`: the URLs asked for meanwhile. */
async function reloadWithSlowConfig(page: Page, ms: number): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const beforeConfig: string[] = [];
  let held = true;
  page.on('request', (req) => held && beforeConfig.push(req.url()));
  await page.route('**/config.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    held = false;
    await route.continue();
  });
  await page.reload();
  return beforeConfig;
}

test("a returning player's /game asks for the scripts its area needed last time before config.json answers", async ({
  page,
  t,
}) => {
  await login(page);
  await homeShown(page, t);
  const scripts = await missionsScripts(page);
  const requested: string[] = [];
  page.on('request', (req) => requested.push(req.url()));
  const beforeConfig = await reloadWithSlowConfig(page, 1500);
  await homeShown(page, t);
  expect(beforeConfig).toEqual(expect.arrayContaining([`${missionsBase}/mf-manifest.json`, ...scripts]));
  // The runtime's own script for the entry takes the preloaded response: one request each.
  expect(requested.filter((url) => scripts.includes(url)).sort()).toEqual([...scripts].sort());
});

test('a memory of scripts the current manifest no longer names costs a wasted request, not the area', async ({
  page,
  t,
}) => {
  await login(page);
  await homeShown(page, t);
  const stale = [
    `${missionsBase}/remoteEntry.0000dead.js`,
    `${missionsBase}/__federation_expose_App.0000dead.js`,
  ];
  // As an older deploy left it: the same manifest URL, scripts that are gone.
  await page.evaluate(
    ([manifest, scripts]) =>
      localStorage.setItem(
        'hueso.remotes',
        JSON.stringify({ v: 1, areas: { missions: { manifest, scripts } } }),
      ),
    [`${missionsBase}/mf-manifest.json`, stale] as const,
  );
  const beforeConfig = await reloadWithSlowConfig(page, 500);
  expect(beforeConfig).toEqual(expect.arrayContaining(stale));
  await homeShown(page, t);
  await expect(balance(page)).not.toHaveText('–');
  // The loader followed the current manifest, and remembers its scripts and the first paint it
  // declares (mfe-missions/src/firstPaint.json) for the next visit.
  const scripts = await missionsScripts(page);
  const firstPaint: unknown = JSON.parse(
    readFileSync(path.join(root, 'mfe-missions/src/firstPaint.json'), 'utf8'),
  );
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('hueso.remotes') ?? '{}')))
    .toEqual({
      v: 1,
      areas: { missions: { manifest: `${missionsBase}/mf-manifest.json`, scripts, firstPaint } },
    });
});
