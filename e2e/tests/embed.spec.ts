import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import Fastify, { type FastifyInstance } from 'fastify';
import { integratorUrl, serveIntegrator } from '../../scripts/integrator.mjs';
import { escapeRegExp, expect, test, textsOf } from './fixtures';
import { loadTexts, type GameTexts } from './texts';

/**
 * docs/embedding.md: another site (the demo integrator, docs/integrator-demo, on 127.0.0.1:8095
 * under its own strict policy) embeds the arena leaderboard and the market with the two-line
 * embed: `<script type="module" src=".../embed.js">` and `<hueso-area>`.
 *
 * An embedded area speaks its element's `lang`, else the page's: the demo page is `<html lang="en">`,
 * so its areas and the element's notices are in English in both projects (`textsOf(page)`). The
 * sign-in window is a page of the game's own origin, in the browser's language (`t`).
 */
let integrator: FastifyInstance;
test.beforeAll(async () => {
  integrator = await serveIntegrator();
});
test.afterAll(async () => {
  await integrator.close();
});

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** The page's own elements and the properties its CSS sets on them. */
const PAGE_ELEMENTS = ['html', 'body', 'header', 'h1', 'h2', 'a', 'button', 'td', 'p'];
const PROPERTIES = [
  'color',
  'background-color',
  'font-family',
  'font-size',
  'line-height',
  'margin',
  'padding',
  'border',
  'box-sizing',
  'text-transform',
  'letter-spacing',
];

function pageStyles(page: Page) {
  return page.evaluate(
    ([selectors, properties]) =>
      selectors.map((selector) => {
        const style = getComputedStyle(document.querySelector(selector)!);
        return [selector, properties.map((p) => `${p}: ${style.getPropertyValue(p)}`)];
      }),
    [PAGE_ELEMENTS, PROPERTIES] as const,
  );
}

/** Every property of the page's window, enumerable or not. */
const globalsOf = (page: Page) => page.evaluate(() => Object.getOwnPropertyNames(window).sort());

/**
 * What the page gets with both areas, as docs/embedding.md ("Globals") lists it: what the
 * federation runtime needs, its bookkeeping, and the globals its libraries write.
 */
const PAGE_GLOBALS = [
  '__FEDERATION__',
  '_FEDERATION_RUNTIME_CORE',
  '__VMOK__',
  '__GLOBAL_LOADING_REMOTE_ENTRY__',
  'hueso_arena',
  'hueso_market',
  'webpackChunkhueso_arena',
  'webpackChunkhueso_market',
  '__zod_globalConfig',
  '__zod_globalRegistry',
  '__reactRouterVersion',
];

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.cspViolations!.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`),
    );
  });
}

const leaderboard = (page: Page, shown: GameTexts) =>
  page.locator('hueso-area[area="arena"]').getByRole('table', { name: shown.arena.leaderboardCaption });
const market = (page: Page) => page.locator('hueso-area[area="market"]');

test("the two-line embed renders both areas in shadow roots; the page's styles stay as they were and its CSS stays out", async ({
  page,
}) => {
  await recordViolations(page);
  // The page alone (its loader blocked): its styles and globals as its author wrote them.
  await page.route('**/embed.js', (route) => route.abort());
  await page.goto(integratorUrl);
  const before = await pageStyles(page);
  const globalsBefore = await globalsOf(page);
  const headStyles = await page.locator('head style').count();
  await page.unroute('**/embed.js');

  const scripts: string[] = [];
  page.on('request', (req) => req.resourceType() === 'script' && scripts.push(req.url()));
  await page.reload();
  const shown = await textsOf(page);
  await expect(leaderboard(page, shown)).toBeVisible();
  await expect(leaderboard(page, shown).getByRole('row')).not.toHaveCount(0);
  await expect(market(page).getByRole('region', { name: shown.area.signInLabel })).toBeVisible();

  // Rendered in open shadow roots; the page's head and computed styles are as they were.
  for (const element of await page.locator('hueso-area').all()) {
    expect(await element.evaluate((el) => el.shadowRoot?.mode)).toBe('open');
    expect(await element.evaluate((el) => el.shadowRoot!.querySelectorAll('style').length)).toBeGreaterThan(
      0,
    );
  }
  expect(await page.locator('head style').count()).toBe(headStyles);
  expect(await pageStyles(page)).toEqual(before);

  // The page's CSS (magenta headings, dashed buttons, dotted cells, Georgia) stays outside.
  const inside = await page.locator('hueso-area[area="arena"]').evaluate((el) => {
    const root = el.shadowRoot!;
    const style = (selector: string) => getComputedStyle(root.querySelector(selector)!);
    return {
      cell: [style('td').borderTopStyle, style('td').fontFamily],
      button: style('button').borderTopStyle,
      heading: style('h2, h3, strong').color,
    };
  });
  expect(inside.cell[0]).not.toBe('dotted');
  expect(inside.cell[1]).not.toContain('Georgia');
  expect(inside.button).not.toBe('dashed');
  expect(inside.heading).not.toBe('rgb(139, 0, 139)');

  // One runtime, one React: no standalone entry, no script twice, one version of each library shared.
  expect(scripts.filter((url) => url.includes('standalone'))).toEqual([]);
  expect(new Set(scripts).size).toBe(scripts.length);
  const shared = await page.evaluate(() => {
    type Scope = Record<string, Record<string, Record<string, unknown>>>;
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Scope> } })
      .__FEDERATION__.__SHARE__;
    const versions: Record<string, string[]> = {};
    for (const scopes of Object.values(share))
      for (const [name, byVersion] of Object.entries(scopes.default ?? {}))
        versions[name] = [...new Set([...(versions[name] ?? []), ...Object.keys(byVersion)])];
    return versions;
  });
  expect(shared.react).toHaveLength(1);
  expect(shared['react-dom']).toHaveLength(1);
  expect(shared['styled-components']).toHaveLength(1);

  // No globals beyond the federation runtime's (and no dev wallet on a foreign origin).
  const added = (await globalsOf(page)).filter((key) => !globalsBefore.includes(key));
  expect(added).toEqual([...PAGE_GLOBALS].sort());
  expect(await page.evaluate(() => 'hive_keychain' in window)).toBe(false);
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);

  // Accessible inside and out: axe reads into the shadow roots.
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
});

test("signing in happens in a window on the game's origin; the page's origin gets no token", async ({
  page,
  context,
  t,
}) => {
  await recordViolations(page);
  await page.goto(integratorUrl);
  const shown = await textsOf(page);
  const signIn = market(page).getByRole('region', { name: shown.area.signInLabel });
  await expect(signIn).toContainText(shown.area.signInElsewhere);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    signIn.getByRole('button', { name: shown.area.signInWithGame }).click(),
  ]);
  await expect(popup).toHaveURL(
    /^http:\/\/localhost:8080\/connect\?origin=http%3A%2F%2F127\.0\.0\.1%3A8095$/,
  );
  await expect(popup.getByText(t.connect.forSite('http://127.0.0.1:8095'))).toBeVisible();
  await popup.getByLabel(t.kit.username).fill('demo');
  await popup.getByLabel(t.kit.password).fill('demo1234');
  await popup.getByRole('button', { name: t.connect.submit }).click();

  await expect(market(page).getByRole('heading', { name: shown.market.title })).toBeVisible();
  await expect(market(page).getByText(shown.market.walletSection)).toBeVisible();

  // A purchase needs Hive Keychain, which this browser does not have (no dev wallet on another
  // site's page): the failure says what to do next and links to the extension.
  const pack = shown.market.buyItem(shown.item('General Pack'));
  await market(page).getByRole('button', { name: pack }).click();
  const dialog = market(page).getByRole('dialog', { name: pack });
  await dialog.getByRole('button', { name: shown.market.buy, exact: true }).click();
  const failure = dialog.getByRole('alert');
  await expect(failure).toContainText(shown.wallet.missing);
  await expect(failure).toContainText(shown.wallet.installNext);
  await expect(failure.getByRole('link', { name: shown.wallet.getKeychain })).toHaveAttribute(
    'href',
    'https://hive-keychain.com',
  );
  expect(await context.cookies(integratorUrl)).toEqual([]);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  expect(await page.evaluate(() => document.cookie)).toBe('');
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
});

test('a blocked sign-in window and one closed before signing in are named in the area', async ({ page }) => {
  await page.goto(integratorUrl);
  const shown = await textsOf(page);
  const signIn = market(page).getByRole('region', { name: shown.area.signInLabel });
  // Closed before signing in.
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    signIn.getByRole('button', { name: shown.area.signInWithGame }).click(),
  ]);
  await expect(signIn.getByRole('status')).toHaveText(shown.area.waiting);
  await popup.close();
  await expect(signIn.getByRole('alert')).toHaveText(shown.area.popupClosed);
  // A pop-up blocker: the browser gives the page no window.
  await page.evaluate(() => {
    window.open = () => null;
  });
  await signIn.getByRole('button', { name: shown.area.signInWithGame }).click();
  await expect(signIn.getByRole('alert')).toHaveText(shown.area.popupBlocked);
});

test('attributes change the area, removing the element unmounts it, and failures show a message with Retry', async ({
  page,
  remotes,
}) => {
  await page.goto(integratorUrl);
  const shown = await textsOf(page);
  await expect(leaderboard(page, shown)).toBeVisible();

  // Another path: the whole arena, which asks for a session.
  const arena = page.locator('hueso-area[area="arena"]');
  await arena.evaluate((el) => el.setAttribute('path', '/arena'));
  await expect(arena.getByRole('region', { name: shown.area.signInLabel })).toBeVisible();
  await expect(arena.getByRole('table', { name: shown.arena.leaderboardCaption })).toHaveCount(0);

  // Removed: unmounted, nothing left in its shadow root.
  const emptied = await arena.evaluate(async (el) => {
    const root = el.shadowRoot!;
    el.remove();
    await new Promise((resolve) => setTimeout(resolve, 50));
    return root.childElementCount;
  });
  expect(emptied).toBe(0);

  // No area, then a wrong one: a message with Retry inside the element, no uncaught error.
  const crashes: Error[] = [];
  page.on('pageerror', (err) => crashes.push(err));
  await page.evaluate(() => {
    const el = document.createElement('hueso-area');
    el.id = 'wrong';
    document.body.append(el);
  });
  const wrong = page.locator('#wrong');
  await expect(wrong.getByRole('alert')).toContainText(shown.embed.noArea);
  await expect(wrong.getByRole('button')).toHaveCount(0);
  await wrong.evaluate((el) => el.setAttribute('area', 'nope'));
  // The areas it names: those of the game's config.json, in its order (missions first).
  const config = (await (await page.request.get('http://localhost:8080/config.json')).json()) as {
    remotes: Record<string, unknown>;
  };
  const areas = Object.keys(config.remotes);
  expect(areas[0]).toBe('missions');
  await expect(wrong.getByRole('alert')).toContainText(shown.embed.unknownArea('nope', areas));
  await expect(wrong.getByRole('button', { name: shown.embed.retry })).toBeVisible();
  // Fixed by its attributes: the area renders.
  await wrong.evaluate((el) => {
    el.setAttribute('area', 'arena');
    el.setAttribute('path', '/arena/leaderboard');
  });
  await expect(wrong.getByRole('table', { name: shown.arena.leaderboardCaption })).toBeVisible();

  // `lang` chooses the area's language (the page is in English) and becomes the area's `lang`.
  await wrong.evaluate((el) => el.setAttribute('lang', 'es'));
  const es = loadTexts('es');
  await expect(wrong.getByRole('table', { name: es.arena.leaderboardCaption })).toBeVisible();
  expect(await wrong.evaluate((el) => el.shadowRoot!.querySelector('[lang]')!.getAttribute('lang'))).toBe(
    'es',
  );

  // A config that cannot be read.
  await page.evaluate(() => {
    const el = document.createElement('hueso-area');
    el.id = 'noconfig';
    el.setAttribute('area', 'arena');
    el.setAttribute('config', '/missing/config.json');
    document.body.append(el);
  });
  // At the end of the page: it loads once it comes within a screen of the viewport.
  await page.locator('#noconfig').scrollIntoViewIfNeeded();
  await expect(page.locator('#noconfig').getByRole('alert')).toContainText(
    shown.embed.noConfig('http://localhost:8080/missing/config.json'),
  );

  // An unreachable remote, then Retry once it is back.
  await page.reload();
  await remotes.market.stop();
  await expect(market(page).getByRole('alert')).toContainText(shown.embed.unreachable('market'));
  await remotes.market.start();
  await market(page).getByRole('button', { name: shown.embed.retry }).click();
  await expect(market(page).getByRole('region', { name: shown.area.signInLabel })).toBeVisible();
  expect(crashes).toEqual([]);
});

/**
 * Pages of another site written by the tests themselves, each with an optional policy of its own,
 * served for real from 127.0.0.1 (a page Playwright fulfils has no address, and Chromium then
 * refuses its requests to the game on the loopback address).
 */
/** The system's pick: no port of the game, of an area or of the demo integrator. */
let PAGES_PORT: number;
const pages = new Map<string, { body: string; policy?: string }>();
let pageServer: FastifyInstance;
test.beforeAll(async () => {
  pageServer = Fastify({ logger: false });
  pageServer.get('/:file', async (req, reply) => {
    const page = pages.get((req.params as { file: string }).file);
    if (!page) return reply.code(404).send('Not found');
    if (page.policy) reply.header('Content-Security-Policy', page.policy);
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(page.body);
  });
  await pageServer.listen({ port: 0, host: '127.0.0.1' });
  PAGES_PORT = (pageServer.server.address() as AddressInfo).port;
});
test.afterAll(async () => {
  await pageServer?.close();
});

function servePage(file: string, body: string, policy?: string) {
  pages.set(file, { body, policy });
  return `http://127.0.0.1:${PAGES_PORT}/${file}`;
}

/** A page with the leaderboard; its body has no white space, so `white-space: pre` moves nothing. */
const embedPage = ({ html = '<html lang="en">', head = '', before = '', attributes = '' } = {}) =>
  `<!doctype html>${html}<head><meta charset="utf-8" /><title>A page that embeds HUESO</title>${head}</head>` +
  `<body>${before}<script type="module" src="http://localhost:8080/embed.js"></script>` +
  `<main><hueso-area area="arena" path="/arena/leaderboard"${attributes}></hueso-area></main></body></html>`;

/** Inherited properties a page may set on its body, which must not reach the area. */
const HOSTILE_BODY = [
  'color: rgb(139, 0, 139)',
  'font-family: Georgia, serif',
  'font-style: italic',
  'font-weight: 700',
  'font-variant: small-caps',
  'font-size-adjust: 0.3',
  'font-stretch: condensed',
  'line-height: 3',
  'letter-spacing: 4px',
  'word-spacing: 12px',
  'text-shadow: 2px 2px 2px red',
  'text-decoration: line-through',
  'text-transform: uppercase',
  'text-indent: 40px',
  'text-align: right',
  'white-space: pre',
  'word-break: break-all',
  'hyphens: auto',
  'border-spacing: 20px',
  'cursor: wait',
  'quotes: "«" "»"',
  'tab-size: 16',
  'list-style-type: square',
  '-webkit-text-stroke: 1px green',
].join('; ');

/** Every computed property of every element the area renders (its mount point and below). */
const areaStyles = (page: Page) =>
  page.locator('hueso-area').evaluate((el) =>
    Array.from(el.shadowRoot!.querySelectorAll('.area, .area *:not(style)'), (node) => {
      const style = getComputedStyle(node);
      return Object.fromEntries(Array.from(style, (p) => [p, style.getPropertyValue(p)]));
    }),
  );

/** The properties that differ, element by element: `#3 color: a → b`. */
function differences(expected: Record<string, string>[], actual: Record<string, string>[]) {
  const found: string[] = [];
  expected.forEach((style, i) => {
    for (const [property, value] of Object.entries(style))
      if (actual[i]?.[property] !== value)
        found.push(`#${i} ${property}: ${value} → ${actual[i]?.[property]}`);
  });
  return found;
}

test('the area is sealed: a right-to-left page with 24 inherited properties leaves every style inside as on a plain page', async ({
  page,
}) => {
  const plain = servePage('plain.html', embedPage());
  const hostile = servePage(
    'hostile.html',
    embedPage({ html: `<html lang="en" dir="rtl">`, head: `<style>body { ${HOSTILE_BODY} }</style>` }),
  );

  await page.goto(plain);
  const texts = await textsOf(page);
  await expect(leaderboard(page, texts).getByRole('row')).not.toHaveCount(0);
  const expected = await areaStyles(page);
  const picture = await page.locator('hueso-area').screenshot();

  await page.goto(hostile);
  await expect(leaderboard(page, texts).getByRole('row')).not.toHaveCount(0);
  // The page itself is right to left, struck through and purple; the area is none of those.
  expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
  const inside = await areaStyles(page);
  expect(inside.length).toBe(expected.length);
  expect(differences(expected, inside)).toEqual([]);
  const area = page.locator('hueso-area');
  expect(await area.evaluate((el) => el.shadowRoot!.querySelector('[lang]')!.getAttribute('dir'))).toBe(
    'ltr',
  );
  // Decorations a page draws through its descendants (line-through) do not reach in either.
  expect(await area.screenshot()).toEqual(picture);
});

test('an element far below the fold downloads only the loader until it comes within a screen of the viewport, unless it loads eagerly', async ({
  page,
}) => {
  const url = servePage('below.html', embedPage({ before: '<div style="height: 6000px"></div>' }));
  const game: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith('http://localhost:')) game.push(req.url());
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  expect(game).toEqual(['http://localhost:8080/embed.js']);

  await page.locator('hueso-area').scrollIntoViewIfNeeded();
  const texts = await textsOf(page);
  await expect(leaderboard(page, texts).getByRole('row')).not.toHaveCount(0);
  expect(game.some((u) => u.includes('mf-manifest.json'))).toBe(true);

  // `loading="eager"` loads it at once, far below as it is.
  await page.goto(
    servePage(
      'eager.html',
      embedPage({ before: '<div style="height: 6000px"></div>', attributes: ' loading="eager"' }),
    ),
  );
  await expect(leaderboard(page, texts).getByRole('row')).not.toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the public leaderboard alone downloads the loader, one chunk of what every area needs and its own two files: no wallet, session, sign-in or dialog code', async ({
  page,
  lang,
}) => {
  const scripts: Promise<[string, string]>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res.text().then((body) => [res.url(), body]));
  });
  await page.goto(`${integratorUrl}/leaderboard.html`);
  const texts = await textsOf(page);
  await expect(leaderboard(page, texts).getByRole('row')).not.toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts);
  expect(bodies.map(([url]) => url.replace(/\.[0-9a-f]{8}\.js$/, '.js')).sort()).toEqual([
    'http://localhost:8080/embed.js',
    'http://localhost:8080/embed/area-kit.js',
    // A page in Español also takes the platform's Español texts, a chunk the loader starts.
    ...(lang === 'es' ? ['http://localhost:8080/embed/shared-messages-es.js'] : []),
    'http://localhost:8085/__federation_expose_App.js',
    'http://localhost:8085/remoteEntry.js',
  ]);
  // Words each of them cannot be without, which minifying keeps: the Keychain call of the wallet,
  // the dialog's role, the session's sign-out call and the sign-in window's page.
  for (const marker of ['requestCustomJson', 'aria-modal', '/api/logout', '/connect'])
    expect(bodies.filter(([, body]) => body.includes(marker)).map(([url]) => `${marker}: ${url}`)).toEqual(
      [],
    );
});

test("a policy that allows only the game's origin is named in the element, and the policy the game publishes works", async ({
  page,
  request,
}) => {
  const config = (await (await request.get('http://localhost:8080/config.json')).json()) as {
    remotes: Record<string, string>;
  };
  const arena = new URL(config.remotes.arena!).origin;
  const onlyTheGame =
    "default-src 'self'; script-src 'self' http://localhost:8080; connect-src 'self' http://localhost:8080; style-src 'unsafe-inline'";
  await page.goto(servePage('strict.html', embedPage(), onlyTheGame));
  const texts = await textsOf(page);
  const alert = page.locator('hueso-area').getByRole('alert');
  await expect(alert).toHaveText(
    texts.embed.blocked(arena, 'connect-src', 'http://localhost:8080/embed-csp.txt'),
  );
  // Retry cannot help until the page's policy changes.
  await expect(alert.getByRole('button')).toHaveCount(0);

  // The policy the game publishes for pages that embed it, pasted as it is.
  const published = await request.get('http://localhost:8080/embed-csp.txt');
  expect(published.ok()).toBe(true);
  const policy = (await published.text()).trim();
  expect(policy).toMatch(new RegExp(`^script-src http://localhost:8080 [^;]*${escapeRegExp(arena)}[ ;]`));
  await recordViolations(page);
  await page.goto(servePage('pasted.html', embedPage(), `default-src 'self'; ${policy}`));
  await expect(leaderboard(page, texts).getByRole('row')).not.toHaveCount(0);
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
});
