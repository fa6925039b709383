import type { Locator, Page } from '@playwright/test';
import { expect, login, test } from './fixtures';

/** The top of each box, for telling which items share a row. */
async function rowTops(items: Locator, count: number): Promise<number[]> {
  const tops: number[] = [];
  for (let i = 0; i < count; i++) tops.push(Math.round((await items.nth(i).boundingBox())!.y));
  return tops;
}

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
  }) => {
    await login(page);
    const bar = page.locator('header').first();
    await page.screenshot({ path: test.info().outputPath('home.png') });
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);
    await expect(bar.getByTestId('balance-hueso')).toBeVisible();
    await expect(bar.getByTestId('energy')).toBeVisible();

    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();

    // Keyboard: Enter opens, Escape closes and gives focus back to the button.
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    for (const link of ['Whitepaper', 'Chat'])
      await expect(bar.getByRole('link', { name: link, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();

    // A link closes the menu on its way to the page.
    await menu.click();
    await nav.getByRole('link', { name: 'Inventory' }).click();
    await expect(page).toHaveURL(/\/game\/inventory$/);
    await expect(nav).toBeHidden();
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);

    await menu.click();
    await page.screenshot({ path: test.info().outputPath('menu-open.png') });
    await page.getByRole('button', { name: 'Profile' }).click();
    await expect(page.getByRole('dialog', { name: 'Profile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeFocused();

    await menu.click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the album and the inventory show two cards a row', async ({ page }) => {
    await login(page);
    await page.goto('/game/album?page=1');
    await expectTwoPerRow(page, page.getByRole('list', { name: 'General cards' }));
    await page.goto('/game/inventory');
    await expectTwoPerRow(page, page.getByRole('list', { name: 'Items' }));
  });

  test('in Crafting the selection stays in view beside the cards being picked', async ({ page }) => {
    await login(page);
    await page.goto('/game/album?page=3');
    const owned = page.getByRole('list', { name: 'Your cards' });
    const last = owned.getByRole('button', { name: /^Add / }).last();
    await last.scrollIntoViewIfNeeded();
    const selected = page.getByRole('region', { name: 'Selected cards' });
    await expect(selected).toBeInViewport();
    const first = owned.getByRole('button', { name: /^Add / }).first();
    await first.click();
    await expect(selected.getByRole('list', { name: 'Selected cards' }).getByRole('listitem')).toHaveCount(1);
    await last.scrollIntoViewIfNeeded();
    await expect(selected).toBeInViewport();
    await expect(last).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('crafting.png') });
  });

  test('the ranking and the arena leaderboard say they scroll sideways', async ({ page }) => {
    await login(page);
    await page.goto('/game/album?page=7');
    const ranking = page.getByRole('region', { name: 'Global ranking' });
    await expect(ranking.getByRole('table')).toBeVisible();
    await expect(page.getByText('Scroll sideways for more columns')).toBeVisible();
    expect(await ranking.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

    await page.goto('/game/arena');
    const board = page.getByRole('region', { name: 'Arena leaderboard' });
    await expect(board.getByRole('table')).toBeVisible();
    await expect(page.getByText('Scroll sideways for more columns')).toBeVisible();
  });

  test('the announcement does not cover the first Start', async ({ page }) => {
    await login(page);
    const banner = page.getByRole('region', { name: 'Announcement' });
    await expect(banner).toBeVisible({ timeout: 12_000 });
    const start = page.getByRole('button', { name: 'Start Dig 1 hour' });
    await start.scrollIntoViewIfNeeded();
    const [a, b] = [(await banner.boundingBox())!, (await start.boundingBox())!];
    const overlap =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap).toBe(false);
    await start.click({ trial: true });
  });
});

test.describe('on a desktop (1280 × 800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the top bar shows navigation, links, Profile and Logout without a menu', async ({ page }) => {
    await login(page);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByText('Scroll sideways for more columns')).toHaveCount(0);
  });

  test('the announcement leaves Open pool and Enter Arena clear', async ({ page }) => {
    await login(page);
    const banner = page.getByRole('region', { name: 'Announcement' });
    await expect(banner).toBeVisible({ timeout: 12_000 });
    for (const target of [
      page.getByRole('button', { name: 'Open pool' }),
      page.getByRole('link', { name: 'Enter Arena' }),
    ]) {
      await target.scrollIntoViewIfNeeded();
      expect(overlaps((await banner.boundingBox())!, (await target.boundingBox())!)).toBe(false);
      await target.click({ trial: true });
    }
  });
});
