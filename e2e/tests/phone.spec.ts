import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';
import { expect, login, test, textPattern } from './fixtures';
import { SCREENS, settled } from './screens';
import type { GameTexts } from './texts';

/** The top of each box, for telling which items share a row. */
async function rowTops(items: Locator, count: number): Promise<number[]> {
  const tops: number[] = [];
  for (let i = 0; i < count; i++) tops.push(Math.round((await items.nth(i).boundingBox())!.y));
  return tops;
}

/** A crafting card's Add button, whatever the card and how many the player owns. */
const addCard = (t: GameTexts) => textPattern(t.crafting.add, '.+', '\\d+');

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectTwoPerRow(page: Page, list: Locator) {
  const items = list.getByRole('listitem');
  await expect(items.nth(1)).toBeVisible();
  const [first, second] = await rowTops(items, 2);
  expect(second).toBe(first);
  const box = (await items.first().boundingBox())!;
  expect(box.width).toBeLessThan(page.viewportSize()!.width / 2);
}

test.describe('on a phone (375 × 812)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the top bar is one row of at most 64 px; navigation, links, Profile and Logout open from the menu', async ({
    page,
    t,
  }) => {
    await login(page);
    const bar = page.locator('header').first();
    await page.screenshot({ path: test.info().outputPath('home.png') });
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);
    await expect(bar.getByTestId('balance-hueso')).toBeVisible();
    await expect(bar.getByTestId('energy')).toBeVisible();

    const menu = page.getByRole('button', { name: t.topbar.menu });
    const nav = page.getByRole('navigation', { name: t.topbar.main });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: t.topbar.logout })).toBeHidden();

    // Keyboard: Enter opens, Escape closes and gives focus back to the button.
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    for (const link of [t.topbar.whitepaper, t.topbar.chat])
      await expect(bar.getByRole('link', { name: link, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t.topbar.logout })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();

    // A link closes the menu on its way to the page.
    await menu.click();
    await nav.getByRole('link', { name: t.nav('Inventory') }).click();
    await expect(page).toHaveURL(/\/game\/inventory$/);
    await expect(nav).toBeHidden();
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);

    await menu.click();
    await page.screenshot({ path: test.info().outputPath('menu-open.png') });
    await page.getByRole('button', { name: t.topbar.profile }).click();
    await expect(page.getByRole('dialog', { name: t.profile.title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeFocused();

    await menu.click();
    await page.getByRole('button', { name: t.topbar.logout }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the album's section menu is one row above the section", async ({ page, t }) => {
    await login(page);
    await page.goto('/game/album?page=6');
    const menu = page.getByRole('navigation', { name: t.album.menu });
    await expect(menu).toBeVisible();
    expect((await menu.boundingBox())!.height).toBeLessThanOrEqual(80);
    // The current section's link is in view in the row.
    await expect(menu.getByRole('link', { name: t.album.sections.burn })).toBeInViewport();
  });

  test('the album and the inventory show two cards a row', async ({ page, t }) => {
    await login(page);
    await page.goto('/game/album?page=1');
    await expectTwoPerRow(page, page.getByRole('list', { name: t.collection.grid.general }));
    await page.goto('/game/inventory');
    await expectTwoPerRow(page, page.getByRole('list', { name: t.inventory.items }));
  });

  test('in Crafting the selection stays in view beside the cards being picked', async ({ page, t }) => {
    await login(page);
    await page.goto('/game/album?page=3');
    const owned = page.getByRole('list', { name: t.crafting.ownedTitle });
    const last = owned.getByRole('button', { name: addCard(t) }).last();
    await last.scrollIntoViewIfNeeded();
    const selected = page.getByRole('region', { name: t.crafting.selectedTitle });
    await expect(selected).toBeInViewport();
    const first = owned.getByRole('button', { name: addCard(t) }).first();
    await first.click();
    await expect(
      selected.getByRole('list', { name: t.crafting.selectedTitle }).getByRole('listitem'),
    ).toHaveCount(1);
    await last.scrollIntoViewIfNeeded();
    await expect(selected).toBeInViewport();
    await expect(last).toBeInViewport();
    // Docked just below the top bar, not under it.
    expect(overlaps((await page.getByRole('banner').boundingBox())!, (await selected.boundingBox())!)).toBe(
      false,
    );
    await page.screenshot({ path: test.info().outputPath('crafting.png') });
  });

  test('the ranking and the arena leaderboard say they scroll sideways', async ({ page, t }) => {
    await login(page);
    await page.goto('/game/album?page=7');
    const ranking = page.getByRole('region', { name: t.ranking.caption });
    await expect(ranking.getByRole('table')).toBeVisible();
    await expect(page.getByText(t.ranking.scrollCue)).toBeVisible();
    expect(await ranking.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

    await page.goto('/game/arena');
    const board = page.getByRole('region', { name: t.arena.leaderboardCaption });
    await expect(board.getByRole('table')).toBeVisible();
    await expect(page.getByText(t.arena.scrollCue)).toBeVisible();
  });

  test('the missions come first: the first Start is in view without scrolling', async ({ page, t }) => {
    await login(page);
    const start = page.getByRole('button', { name: t.missions.startLabel(t.missions.titles[1]) });
    await expect(start).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const box = (await start.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(812);
  });

  test('the announcement does not cover the first Start', async ({ page, t }) => {
    await login(page);
    const banner = page.getByRole('region', { name: t.announcement.label });
    await expect(banner).toBeVisible({ timeout: 12_000 });
    const start = page.getByRole('button', { name: t.missions.startLabel(t.missions.titles[1]) });
    await start.scrollIntoViewIfNeeded();
    const [a, b] = [(await banner.boundingBox())!, (await start.boundingBox())!];
    const overlap =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap).toBe(false);
    await start.click({ trial: true });
  });
});

test.describe('on a tablet (800 × 1024)', () => {
  test.use({ viewport: { width: 800, height: 1024 } });

  test('the top bar is one row with the menu, and the full bar returns from 900 px in two rows', async ({
    page,
    t,
  }) => {
    await login(page);
    const bar = page.locator('header').first();
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);
    await expect(page.getByRole('button', { name: t.topbar.menu })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t.topbar.main })).toBeHidden();

    await page.setViewportSize({ width: 900, height: 1024 });
    await expect(page.getByRole('button', { name: t.topbar.menu })).toBeHidden();
    await expect(page.getByRole('navigation', { name: t.topbar.main })).toBeVisible();
    await expect(page.getByRole('button', { name: t.topbar.logout })).toBeVisible();
    // Two rows: the navigation and balances, then the links (three rows were 132 px).
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(110);
  });
});

test.describe('on a desktop (1280 × 800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the top bar shows navigation, links, Profile and Logout without a menu', async ({ page, t }) => {
    await login(page);
    await expect(page.getByRole('button', { name: t.topbar.menu })).toBeHidden();
    await expect(page.getByRole('navigation', { name: t.topbar.main })).toBeVisible();
    await expect(page.getByRole('button', { name: t.topbar.profile })).toBeVisible();
    await expect(page.getByRole('button', { name: t.topbar.logout })).toBeVisible();
    // The ranking's and the arena's cue (one text in English).
    for (const cue of new Set([t.ranking.scrollCue, t.arena.scrollCue]))
      await expect(page.getByText(cue)).toHaveCount(0);
  });

  test('in Crafting the recipe shows before the first pick and the selection stays in view', async ({
    page,
    t,
  }) => {
    await login(page);
    await page.goto('/game/album?page=3');
    const recipe = page.getByRole('list', { name: t.crafting.recipeTitle });
    await expect(recipe.getByRole('listitem')).toHaveCount(6);
    await expect(recipe.getByRole('listitem').first()).toHaveText(
      t.crafting.recipe(5, 'C', 'R', false, t.format.amount(100)),
    );
    const owned = page.getByRole('list', { name: t.crafting.ownedTitle });
    const last = owned.getByRole('button', { name: addCard(t) }).last();
    await last.scrollIntoViewIfNeeded();
    await last.click();
    const selected = page.getByRole('region', { name: t.crafting.selectedTitle });
    await expect(selected.getByRole('list', { name: t.crafting.selectedTitle })).toBeInViewport();
    await expect(recipe).toBeHidden();
    // The card's label says its id and rarity once ('G001 · C', not 'G · G001 · C').
    await expect(owned.getByText(/^[A-Z] · [A-Z]\d{3} · /)).toHaveCount(0);
  });

  test('home shows Whitepaper and Chat once, in the top bar', async ({ page, t }) => {
    await login(page);
    for (const name of [t.topbar.whitepaper, t.topbar.chat])
      await expect(
        page.getByRole('link', { name: new RegExp(`^${name}`) }).filter({ visible: true }),
      ).toHaveCount(1);
  });

  test('the announcement leaves Open pool and Enter Arena clear', async ({ page, t }) => {
    await login(page);
    const banner = page.getByRole('region', { name: t.announcement.label });
    await expect(banner).toBeVisible({ timeout: 12_000 });
    for (const target of [
      page.getByRole('button', { name: t.pool.open }),
      page.getByRole('link', { name: t.arenaCard.enter }),
    ]) {
      await target.scrollIntoViewIfNeeded();
      expect(overlaps((await banner.boundingBox())!, (await target.boundingBox())!)).toBe(false);
      await target.click({ trial: true });
    }
  });
});

/** The game's areas and their routes, as the host and the top bar read them. */
const registry = createRequire(import.meta.url)('../../shared/remotes.json') as {
  remotes: { routes: string[] }[];
};

/** How far the document is wider than the window (0 when nothing pans sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * A screen's address with what names one thing in it left out (a card's id in its path), so the
 * crawl visits each kind of screen once; the query stays (the album's sections are `?page=`).
 */
const screenKey = (url: URL) =>
  url.pathname.replace(/\/[^/]*\d[^/]*/g, '/:id').replace(/\/$/, '') + url.search;

/**
 * Every screen of the game: the areas' routes in shared/remotes.json and every screen their
 * in-game links lead to (the album's sections, stake play, ...), each visited once, settled.
 */
async function everyScreen(page: Page, t: GameTexts, visit: (key: string) => Promise<void>) {
  const queue = registry.remotes.flatMap((r) =>
    r.routes.map((route) => (route ? `/game/${route}` : '/game')),
  );
  const seen = new Set(queue);
  while (queue.length > 0) {
    const path = queue.shift()!;
    await page.goto(path);
    await settled(page);
    await SCREENS.find((s) => s.path === path)?.ready(page, t);
    await visit(path);
    const links = await page
      .locator('main a[href]')
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    for (const href of links) {
      const url = new URL(href);
      if (url.origin !== new URL(page.url()).origin || !url.pathname.startsWith('/game')) continue;
      const key = screenKey(url);
      if (!seen.has(key)) {
        seen.add(key);
        queue.push(url.pathname + url.search);
      }
    }
  }
  return [...seen];
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('no screen of the game is wider than the window', async ({ page, t }) => {
      await login(page);
      const wide: string[] = [];
      const visited = await everyScreen(page, t, async (path) => {
        const extra = await overflow(page);
        if (extra > 0) {
          wide.push(`${path}: ${extra} px too wide`);
          await page.screenshot({ path: test.info().outputPath(`${path.replace(/\W+/g, '-')}.png`) });
        }
      });
      // The crawl reached the album's sections and the areas' inner screens, not only the top routes.
      for (const path of SCREENS.map((s) => s.path)) expect(visited).toContain(path);
      expect(wide).toEqual([]);
    });

    test('the burn page with a history fits, its tabs fit their panel, and the burn button hides nothing', async ({
      page,
      t,
    }) => {
      await login(page);
      await page.goto('/game/album?page=6');
      await page.getByRole('button', { name: t.burn.more('G004') }).click();
      await page.getByRole('button', { name: t.burn.burnButton(t.format.amount(100)), exact: true }).click();
      await page
        .getByRole('dialog', { name: t.burn.confirmTitle })
        .getByRole('button', { name: t.burn.confirm, exact: true })
        .click();
      const wallet = page.getByRole('alertdialog', { name: t.devWallet.name });
      await wallet.getByRole('button', { name: t.devWallet.approve }).click();
      const history = page.getByRole('table', { name: t.burn.historyTitle });
      await expect(history.getByRole('row')).toHaveCount(2);
      // The page reloads after a credited burn; measured on the page as it comes back.
      await page.reload();
      await expect(history.getByRole('row')).toHaveCount(2);
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      const tablist = page.getByRole('tablist', { name: t.burn.tabsLabel });
      const list = (await tablist.boundingBox())!;
      for (const tab of await tablist.getByRole('tab').all()) {
        const box = (await tab.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(list.x + list.width + 0.5);
        // The label is whole inside its tab.
        expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }

      // The button says all it says, inside the window; at the bottom it leaves the pager clear.
      const burn = page.getByRole('button', { name: t.burn.burnButton(t.format.amount(0)), exact: true });
      const inWindow = (await burn.boundingBox())!;
      expect(inWindow.y + inWindow.height).toBeLessThanOrEqual(viewport.height);
      expect(await burn.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const next = page.getByRole('button', { name: t.kit.nextPage });
      await expect(next).toBeInViewport();
      expect(overlaps((await burn.boundingBox())!, (await next.boundingBox())!)).toBe(false);
      await page.screenshot({ path: test.info().outputPath('burn.png'), fullPage: true });
    });
  });
}
