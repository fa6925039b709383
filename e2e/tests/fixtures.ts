import { test as base, expect, type Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
// The static server of the built apps, shared with `npm start`.
import { serveApp } from '../../scripts/serve.mjs';
import { apps } from '../../scripts/apps.mjs';
import { loadTexts, type GameTexts, type Language } from './texts';

export const API = 'http://localhost:8090';
/** The chain node (localchain/): Hive Engine JSON-RPC at /contracts and /blockchain. */
export const CHAIN = 'http://localhost:8091';

/** A remote served inside the test worker, so a test can stop and restart it. */
export interface RemoteControl {
  stop(): Promise<void>;
  start(): Promise<void>;
}

type RemoteName = 'missions' | 'market' | 'album' | 'arena' | 'stake';
/** Every remote of the registry (shared/remotes.json), the five of SPEC.md by name. */
type Remotes = Record<RemoteName, RemoteControl> & Record<string, RemoteControl>;

export const test = base.extend<{ resetWorld: void }, { remotes: Remotes; lang: Language; t: GameTexts }>({
  /**
   * The language the test runs in (the project's: playwright.config.ts runs the flows in English
   * and in Español, with the browser's locale to match, so the game follows it on first visit).
   */
  lang: ['en', { option: true, scope: 'worker' }],
  /** What the player reads in that language: every catalogue, number formats, server refusals. */
  t: [async ({ lang }, use) => use(loadTexts(lang)), { scope: 'worker' }],
  remotes: [
    // Playwright requires the object pattern for fixtures without dependencies.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const control = async (app: (typeof apps)[number]) => {
        let server: FastifyInstance | null = await serveApp(app);
        return {
          async stop() {
            await server?.close();
            server = null;
          },
          async start() {
            if (!server) server = await serveApp(app);
          },
        };
      };
      const remotes = {} as Remotes;
      for (const app of apps.filter((a) => !a.spa)) remotes[app.name] = await control(app);
      await use(remotes);
      await Promise.all(Object.values(remotes).map((r) => r.stop()));
    },
    { scope: 'worker', auto: true },
  ],
  resetWorld: [
    async ({ request, remotes }, use) => {
      await Promise.all(Object.values(remotes).map((r) => r.start()));
      // The chain first (genesis again), then the game, which reads the chain anew.
      const chain = await request.post(`${CHAIN}/test/reset`);
      expect(chain.ok()).toBeTruthy();
      const res = await request.post(`${API}/test/reset`);
      expect(res.ok()).toBeTruthy();
      await use();
    },
    { auto: true },
  ],
});
export { expect };

/** Logs in through the login screen with a password, in the language the page shows. */
export async function login(page: Page, user = 'demo', password = 'demo1234') {
  await page.goto('/login');
  await expect(page.locator('input').first()).toBeVisible();
  const t = await textsOf(page);
  await page.getByLabel(t.kit.username, { exact: true }).fill(user);
  await page.getByLabel(t.kit.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.login.logIn, exact: true }).click();
  await expect(page).toHaveURL(/\/game$/);
}

/**
 * Waits for the home screen itself: its title, which the host paints while the area's code loads
 * (mfe-missions/src/firstPaint.json), and the islands, which only the area renders.
 */
export async function homeShown(page: Page, t: GameTexts) {
  await expect(page.getByRole('heading', { name: t.home.title })).toBeVisible();
  await expect(firstIsland(page)).toBeVisible();
}

/** The home screen's first island card: only the missions area renders it, never the host. */
export function firstIsland(page: Page) {
  return page.getByRole('main').getByRole('article').first();
}

/** The texts of the language the page is showing (its `<html lang>`). */
export async function textsOf(page: Page): Promise<GameTexts> {
  const lang = (await page.locator('html').getAttribute('lang')) === 'es' ? 'es' : 'en';
  return loadTexts(lang);
}

export const balance = (page: Page) => page.getByTestId('balance-hueso');

/**
 * A catalogue text with holes, as a whole-text pattern: `textPattern(t.inventory.owned, '\\d+')`
 * matches 'Owned: 4' and 'Tienes: 4'. Each hole is a regular expression, whatever type the
 * text's parameter is: the text gets a mark in its place, so a count that only picks a plural
 * form gets the form of any number but 1.
 */
export function textPattern<A extends unknown[]>(
  text: (...args: A) => string,
  ...holes: { [K in keyof A]: string }
): RegExp {
  const marks = holes.map((_, i) => `\u0000${i}\u0000`);
  let source = escapeRegExp(text(...(marks as unknown as A)));
  holes.forEach((hole, i) => (source = source.replace(marks[i]!, hole)));
  return new RegExp(`^${source}$`);
}

/** A text as a part of a regular expression, matching itself only. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A number as the test's language formats it ('12,000.50' / '12.000,50' / '5000,25'), read back. */
export function readNumber(t: GameTexts, text: string): number {
  const parts = new Intl.NumberFormat(t.format.locale).formatToParts(12345.6);
  const group = parts.find((p) => p.type === 'group')!.value;
  const decimal = parts.find((p) => p.type === 'decimal')!.value;
  return Number(text.split(group).join('').replace(decimal, '.'));
}

/** The profile's HUESO figures (in game, withdrawable, wallet), read once the wallet's is known. */
export async function profileFigures(page: Page, t: GameTexts) {
  await page.getByRole('button', { name: t.topbar.profile }).click();
  const dialog = page.getByRole('dialog', { name: t.profile.title });
  const read = async (id: string) => {
    const figure = dialog.getByTestId(`profile-${id}`);
    await expect(figure).toHaveText(/\d/);
    return readNumber(t, await figure.innerText());
  };
  const figures = {
    inGame: await read('in-game'),
    withdrawable: await read('withdrawable'),
    wallet: await read('wallet'),
  };
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return figures;
}

/** The game's configured links (config.json) in the test's language: a page's Spanish version in Español. */
export async function configLinks(page: Page, t: GameTexts): Promise<Record<string, string>> {
  const { links } = (await (await page.request.get('/config.json')).json()) as {
    links: Record<string, string> & { es?: Record<string, string> };
  };
  const { es, ...pages } = links;
  return t.lang === 'es' ? { ...pages, ...es } : pages;
}
