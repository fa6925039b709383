import type { Page } from '@playwright/test';
import { API, balance, expect, login, test } from './fixtures';

/** The top bar's HUESO balance as a number. */
async function huesoBalance(page: Page): Promise<number> {
  await expect(balance(page)).not.toHaveText('–');
  return Number((await balance(page).innerText()).replace(/,/g, ''));
}

/** The player's instances of one card on the local chain. */
async function chainCopies(page: Page, account: string, ide: number): Promise<number> {
  const res = await page.request.post(`${API}/chain/contracts`, {
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

const approveInWallet = async (page: Page, text: RegExp) => {
  const wallet = page.getByRole('alertdialog', { name: 'Dev wallet' });
  await expect(wallet).toContainText(text);
  await wallet.getByRole('button', { name: 'Approve' }).click();
};

test('crafting five C cards burns them on the chain, takes the fee and says Success', async ({ page }) => {
  await login(page);
  await page.goto('/game/album?page=3');
  const before = await huesoBalance(page);
  const copies = await chainCopies(page, 'demo', 1);
  expect(copies).toBe(5);
  const add = page.getByRole('button', { name: 'Add G001, you own 5' });
  for (let i = 0; i < 5; i++) await add.click();
  await expect(page.getByText('You need 5 C Cards')).toBeVisible();
  await expect(add).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Add E001/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Crafting', exact: true }).click();
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^New card: G00[5-8] \(R\)$/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Selected cards' })).toBeHidden();
  await expect.poll(() => huesoBalance(page)).toBe(before - 100);
  expect(await chainCopies(page, 'demo', 1)).toBe(0);
  await expect(page.getByRole('button', { name: /^Add G001/ })).toHaveCount(0);
});

test('burning two cards signs nft.burn with the wallet and credits their value', async ({ page }) => {
  await login(page);
  await page.goto('/game/album?page=6');
  const before = await huesoBalance(page);
  await page.getByRole('button', { name: 'One more G002' }).click();
  await page.getByRole('button', { name: 'One more G002' }).click();
  await page.getByRole('button', { name: 'One more E024' }).click();
  const burn = page.getByRole('button', { name: 'Burn NFTs — +5,200 Hueso' });
  await burn.click();
  const confirm = page.getByRole('dialog', { name: 'Confirm burn' });
  await expect(confirm).toContainText('irreversible');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await approveInWallet(page, /Burn NFTs \(HE\)/);
  await expect(page.getByText('You burned 3 NFT(s)! +5,200 Hueso')).toBeVisible();
  // The page reloads 400 ms later; the balance and the burned counts follow.
  await expect.poll(() => huesoBalance(page)).toBe(before + 5200);
  await page.getByRole('tab', { name: 'BURNED' }).click();
  await expect(page.getByRole('tabpanel').getByRole('row', { name: 'C 2 0 2' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('row', { name: 'L 0 1 1' })).toBeVisible();
  expect(await chainCopies(page, 'demo', 2)).toBe(3);
});

test('a burn whose credit times out stays pending, survives a reload, and Retry credits it once', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await login(page);
  await page.goto('/game/album?page=6');
  const before = await huesoBalance(page);
  // The first credit call never answers: the server is down between the chain burn and the credit.
  await page.route(`${API}/api/burn-nft`, async (route) => {
    await new Promise((r) => setTimeout(r, 32_000));
    await route.abort('timedout').catch(() => undefined);
  });
  await page.getByRole('button', { name: 'One more G003' }).click();
  await page.getByRole('button', { name: /^Burn NFTs — \+100 Hueso$/ }).click();
  await page.getByRole('dialog', { name: 'Confirm burn' }).getByRole('button', { name: 'Confirm' }).click();
  await approveInWallet(page, /Burn NFTs \(HE\)/);
  await expect(page.getByText('Processing…')).toBeVisible();
  await expect(
    page.getByText('The confirmation took longer than expected. You can retry whenever you like.'),
  ).toBeVisible({ timeout: 40_000 });
  await expect(page.getByRole('heading', { name: 'Pending burn' })).toBeVisible();
  expect(await chainCopies(page, 'demo', 3)).toBe(4); // burned on the chain, not credited
  expect(await huesoBalance(page)).toBe(before);
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pending burn' })).toBeVisible();
  const [pending] = JSON.parse((await page.evaluate(() => localStorage.getItem('hueso.pendingBurns')))!) as {
    proofTx: string;
    nfts: unknown[];
    totalBone: number;
  }[];
  expect(pending!.totalBone).toBe(100);
  await page.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(page.getByText('Burn resumed successfully.')).toBeVisible();
  await expect.poll(() => huesoBalance(page)).toBe(before + 100);
  await expect(page.getByRole('heading', { name: 'Pending burn' })).toBeHidden();

  // Posting the same proof again (a second tab, a stale retry) credits nothing.
  const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
  const again = await page.request.post(`${API}/api/burn-nft`, {
    headers: { token },
    data: { nfts: pending!.nfts, bonePreview: pending!.totalBone, proofTx: pending!.proofTx },
  });
  expect(again.status()).toBe(409);
  await page.reload();
  await expect.poll(() => huesoBalance(page)).toBe(before + 100);
});

test("a burn whose record was discarded is recovered from the player's burns, once", async ({ page }) => {
  await login(page);
  await page.goto('/game/album?page=6');
  const before = await huesoBalance(page);
  // The credit call fails: the burn is signed and burned on the chain, but not credited.
  await page.route(`${API}/api/burn-nft`, (route) => route.fulfill({ status: 503, json: {} }));
  await page.getByRole('button', { name: 'One more G004' }).click();
  await page.getByRole('button', { name: /^Burn NFTs — \+100 Hueso$/ }).click();
  await page.getByRole('dialog', { name: 'Confirm burn' }).getByRole('button', { name: 'Confirm' }).click();
  await approveInWallet(page, /Burn NFTs \(HE\)/);
  await expect(page.getByRole('heading', { name: 'Pending burn' })).toBeVisible();
  // While it is pending, the burn button waits and says why.
  await expect(
    page.getByRole('button', { name: 'Pending burn: retry or discard it before burning more' }),
  ).toBeDisabled();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  // Discarded too early: the page forgets it, the server's burn history does not.
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pending burn' })).toBeHidden();
  const history = page.getByRole('table', { name: 'Your burns' });
  await expect(history.getByRole('row', { name: /1 100 Not credited yet/ })).toBeVisible();
  await history.getByRole('button', { name: /^Recover burn / }).click();
  await expect(page.getByText('Burn recovered. You burned 1 NFT(s)! +100 Hueso')).toBeVisible();
  await expect(history.getByRole('row', { name: /1 100 Credited \(HUESO and PP\)/ })).toBeVisible();
  await expect.poll(() => huesoBalance(page)).toBe(before + 100);
  expect(await huesoBalance(page)).toBe(before + 100);
});

test('the global ranking pages by 20 and sorts by the chosen column', async ({ page }) => {
  await login(page);
  await page.goto('/game/album?page=7');
  const table = page.getByRole('table');
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(21); // the header and 20 players
  await expect(page.getByRole('columnheader', { name: 'Burned' })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Prev' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText('21');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 3 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  await page.getByLabel('Sort by').selectOption('ph');
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'PH' })).toHaveAttribute('aria-sort', 'descending');
  const ph = (await table.locator('tbody tr td:nth-child(3)').allInnerTexts()).map(Number);
  expect(ph).toHaveLength(20);
  expect(ph).toEqual([...ph].sort((a, b) => b - a));
});
