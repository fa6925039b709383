import type { Page } from '@playwright/test';
import { API, CHAIN, balance, escapeRegExp, expect, login, readNumber, test, textPattern } from './fixtures';
import type { GameTexts } from './texts';

/** The top bar's HUESO balance ('5,000.00', '5000,00', '12.000,00') as a number. */
async function huesoBalance(page: Page, t: GameTexts): Promise<number> {
  await expect(balance(page)).not.toHaveText('–');
  return readNumber(t, await balance(page).innerText());
}

/** The player's instances of one card on the local chain. */
async function chainCopies(page: Page, account: string, ide: number): Promise<number> {
  const res = await page.request.post(`${CHAIN}/contracts`, {
    data: {
      jsonrpc: '2.0',
      id: 1,
      method: 'find',
      params: {
        contract: 'nft',
        table: 'NFTHUESOinstances',
        query: { account, 'properties.ID': String(ide) },
        limit: 1000,
        offset: 0,
      },
    },
  });
  return ((await res.json()) as { result: unknown[] }).result.length;
}

const approveInWallet = async (page: Page, t: GameTexts, text: RegExp) => {
  const wallet = page.getByRole('alertdialog', { name: t.devWallet.name });
  await expect(wallet).toContainText(text);
  await wallet.getByRole('button', { name: t.devWallet.approve }).click();
};

/** The burn section's confirmation, with its Confirm button pressed. */
async function confirmBurn(page: Page, t: GameTexts) {
  await page
    .getByRole('dialog', { name: t.burn.confirmTitle })
    .getByRole('button', { name: t.burn.confirm, exact: true })
    .click();
}

test('in Crafting on a desktop the selection stays beside the cards, below the top bar', async ({
  page,
  t,
}) => {
  await login(page);
  await page.goto('/game/album?page=3');
  const add = page
    .getByRole('list', { name: t.crafting.ownedTitle })
    .getByRole('button', { name: textPattern(t.crafting.add, '.+', '\\d+') });
  await add.first().click();
  await add.last().scrollIntoViewIfNeeded();
  const heading = page
    .getByRole('region', { name: t.crafting.selectedTitle })
    .getByRole('heading', { name: t.crafting.selectedTitle });
  await expect(heading).toBeInViewport();
  const bar = await page.getByRole('banner').boundingBox();
  const box = await heading.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
});

test('crafting five C cards: the wallet burns them on the chain, the fee is taken and it says Success', async ({
  page,
  t,
}) => {
  await login(page);
  await page.goto('/game/album?page=3');
  const before = await huesoBalance(page, t);
  const copies = await chainCopies(page, 'demo', 1);
  expect(copies).toBe(5);
  const add = page.getByRole('button', { name: t.crafting.add('G001', 5), exact: true });
  for (let i = 0; i < 5; i++) await add.click();
  await expect(page.getByText(t.crafting.need(5, 'C'))).toBeVisible();
  await expect(add).toBeDisabled();
  await expect(
    page.getByRole('button', { name: textPattern(t.crafting.add, 'E001', '\\d+') }),
  ).toBeDisabled();
  await page.getByRole('button', { name: t.crafting.craft, exact: true }).click();
  // The player's own nft.burn of the five copies, then the crafting against it.
  await approveInWallet(page, t, /Burn NFTs \(HE\)/);
  await expect(page.getByText(t.crafting.success, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: textPattern(t.crafting.crafted, 'G00[5-8]', 'R') }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: t.crafting.selectedTitle })).toBeHidden();
  await expect.poll(() => huesoBalance(page, t)).toBe(before - 100);
  expect(await chainCopies(page, 'demo', 1)).toBe(0);
  await expect(page.getByRole('button', { name: textPattern(t.crafting.add, 'G001', '\\d+') })).toHaveCount(
    0,
  );
});

test('burning two cards signs nft.burn with the wallet and credits their value', async ({ page, t }) => {
  await login(page);
  await page.goto('/game/album?page=6');
  const before = await huesoBalance(page, t);
  await page.getByRole('button', { name: t.burn.more('G002') }).click();
  await page.getByRole('button', { name: t.burn.more('G002') }).click();
  await page.getByRole('button', { name: t.burn.more('E024') }).click();
  const burn = page.getByRole('button', { name: t.burn.burnButton(t.format.amount(5200)) });
  await burn.click();
  const confirm = page.getByRole('dialog', { name: t.burn.confirmTitle });
  await expect(confirm).toContainText(t.burn.confirmText(t.format.count(3), t.format.amount(5200)));
  // The page reloads 400 ms after the success: the counts' tab is chosen after that.
  const reloaded = page.waitForEvent('load');
  await confirm.getByRole('button', { name: t.burn.confirm, exact: true }).click();
  await approveInWallet(page, t, /Burn NFTs \(HE\)/);
  await expect(page.getByText(t.burn.success(t.format.count(3), t.format.amount(5200)))).toBeVisible();
  await reloaded;
  // The message stays across the reload; the balance and the burned counts follow.
  await expect(page.getByText(t.burn.success(t.format.count(3), t.format.amount(5200)))).toBeVisible();
  await expect.poll(() => huesoBalance(page, t)).toBe(before + 5200);
  await page.getByRole('tab', { name: t.burn.tabs.quemados }).click();
  await expect(page.getByRole('tabpanel').getByRole('row', { name: 'C 2 0 2' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('row', { name: 'L 0 1 1' })).toBeVisible();
  expect(await chainCopies(page, 'demo', 2)).toBe(3);
});

test('a burn whose credit times out stays pending, survives a reload, and Retry credits it once', async ({
  page,
  t,
}) => {
  test.setTimeout(150_000);
  await login(page);
  await page.goto('/game/album?page=6');
  const before = await huesoBalance(page, t);
  // The first credit call never answers: the server is down between the chain burn and the credit.
  await page.route(`${API}/api/burn-nft`, async (route) => {
    await new Promise((r) => setTimeout(r, 32_000));
    await route.abort('timedout').catch(() => undefined);
  });
  await page.getByRole('button', { name: t.burn.more('G003') }).click();
  await page.getByRole('button', { name: t.burn.burnButton(t.format.amount(100)), exact: true }).click();
  await confirmBurn(page, t);
  await approveInWallet(page, t, /Burn NFTs \(HE\)/);
  await expect(page.getByText(t.burn.processing)).toBeVisible();
  await expect(page.getByText(t.burn.timeout)).toBeVisible({ timeout: 40_000 });
  await expect(page.getByRole('heading', { name: t.burn.pendingTitle })).toBeVisible();
  expect(await chainCopies(page, 'demo', 3)).toBe(4); // burned on the chain, not credited
  expect(await huesoBalance(page, t)).toBe(before);
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  await page.reload();
  await expect(page.getByRole('heading', { name: t.burn.pendingTitle })).toBeVisible();
  const [pending] = JSON.parse((await page.evaluate(() => localStorage.getItem('hueso.pendingBurns')))!) as {
    proofTx: string;
    nfts: unknown[];
    totalBone: number;
  }[];
  expect(pending!.totalBone).toBe(100);
  await page.getByRole('button', { name: t.burn.retry, exact: true }).click();
  await expect(page.getByText(t.burn.resumeSuccess)).toBeVisible();
  await expect.poll(() => huesoBalance(page, t)).toBe(before + 100);
  await expect(page.getByRole('heading', { name: t.burn.pendingTitle })).toBeHidden();

  // Posting the same proof again (a second tab, a stale retry) credits nothing.
  const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
  const again = await page.request.post(`${API}/api/burn-nft`, {
    headers: { token },
    data: { nfts: pending!.nfts, bonePreview: pending!.totalBone, proofTx: pending!.proofTx },
  });
  expect(again.status()).toBe(409);
  await page.reload();
  await expect.poll(() => huesoBalance(page, t)).toBe(before + 100);
});

test("a burn whose record was discarded is recovered from the player's burns, once", async ({ page, t }) => {
  await login(page);
  await page.goto('/game/album?page=6');
  const before = await huesoBalance(page, t);
  // The credit call fails: the burn is signed and burned on the chain, but not credited.
  await page.route(`${API}/api/burn-nft`, (route) => route.fulfill({ status: 503, json: {} }));
  await page.getByRole('button', { name: t.burn.more('G004') }).click();
  await page.getByRole('button', { name: t.burn.burnButton(t.format.amount(100)), exact: true }).click();
  await confirmBurn(page, t);
  await approveInWallet(page, t, /Burn NFTs \(HE\)/);
  await expect(page.getByRole('heading', { name: t.burn.pendingTitle })).toBeVisible();
  // While it is pending, the burn button waits and says why.
  await expect(page.getByRole('button', { name: t.burn.pendingWait })).toBeDisabled();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  // Discarded too early: the page forgets it, the server's burn history does not.
  await page.getByRole('button', { name: t.burn.discard, exact: true }).click();
  await expect(page.getByRole('heading', { name: t.burn.pendingTitle })).toBeHidden();
  const history = page.getByRole('table', { name: t.burn.historyTitle });
  /** A history row's cards, HUESO and state, as its accessible name holds them. */
  const row = (cards: number, hueso: number, state: string) =>
    history.getByRole('row', {
      name: new RegExp(
        `${escapeRegExp(t.format.count(cards))} ${escapeRegExp(t.format.amount(hueso))} ${escapeRegExp(state)}`,
      ),
    });
  await expect(row(1, 100, t.burn.states.unclaimed)).toBeVisible();
  await history.getByRole('button', { name: textPattern(t.burn.historyRecover, '[0-9a-f]{10}') }).click();
  await expect(
    page.getByText(t.burn.recovered(t.burn.success(t.format.count(1), t.format.amount(100)))),
  ).toBeVisible();
  await expect(row(1, 100, t.burn.states.credited)).toBeVisible();
  await expect.poll(() => huesoBalance(page, t)).toBe(before + 100);
  expect(await huesoBalance(page, t)).toBe(before + 100);
});

test('the global ranking pages by 20 and sorts by the chosen column', async ({ page, t }) => {
  await login(page);
  await page.goto('/game/album?page=7');
  const table = page.getByRole('table');
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(21); // the header and 20 players
  await expect(page.getByRole('columnheader', { name: t.ranking.sorts.burned })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(page.getByText(t.ranking.page(1, 3))).toBeVisible();
  await expect(page.getByRole('button', { name: t.ranking.prev })).toBeDisabled();
  await page.getByRole('button', { name: t.ranking.next }).click();
  await expect(page.getByText(t.ranking.page(2, 3))).toBeVisible();
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText('21');
  await page.getByRole('button', { name: t.ranking.next }).click();
  await expect(page.getByText(t.ranking.page(3, 3))).toBeVisible();
  await expect(page.getByRole('button', { name: t.ranking.next })).toBeDisabled();

  await page.getByLabel(t.ranking.sortLabel).selectOption('ph');
  await expect(page.getByText(t.ranking.page(1, 3))).toBeVisible();
  await expect(page.getByRole('columnheader', { name: t.ranking.sorts.ph })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const ph = (await table.locator('tbody tr td:nth-child(3)').allInnerTexts()).map(Number);
  expect(ph).toHaveLength(20);
  expect(ph).toEqual([...ph].sort((a, b) => b - a));
});
