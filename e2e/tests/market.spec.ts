import type { Page } from '@playwright/test';
import { API, balance, expect, login, test } from './fixtures';

async function goToMarket(page: Page) {
  await page.getByRole('link', { name: 'Market', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Market' })).toBeVisible();
}

async function goToInventory(page: Page) {
  await page.getByRole('link', { name: 'Inventory', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Inventory' })).toBeVisible();
}

const owned = (page: Page, item: string) =>
  page.getByRole('listitem', { name: item }).getByText(/^Owned: \d+$/);

/** The demo player's NFT instances on the local chain, as the album reads them. */
async function chainCards(page: Page): Promise<number> {
  const res = await page.request.post(`${API}/chain/contracts`, {
    data: {
      jsonrpc: '2.0',
      id: 1,
      method: 'find',
      params: { contract: 'nft', table: 'NFTHUESOinstances', query: { account: 'demo' }, limit: 1000 },
    },
  });
  return ((await res.json()) as { result: unknown[] }).result.length;
}

test('a General Pack bought with the wallet shows up in the inventory', async ({ page }) => {
  await login(page);
  await goToMarket(page);
  await expect(page.getByTestId('wallet-HUESO')).toHaveText('5,000.00');
  await page.getByRole('button', { name: 'Buy General Pack' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy General Pack' });
  await expect(dialog.getByLabel('Amount')).toHaveValue('1');
  await expect(dialog.getByTestId('buy-total')).toHaveText('4,000.00 HUESO');
  await dialog.getByRole('button', { name: 'Buy' }).click();

  const wallet = page.getByRole('alertdialog', { name: 'Dev wallet' });
  await expect(wallet).toContainText('4000 HUESO');
  await expect(wallet).toContainText('Memo: General Pack');
  await wallet.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('You bought 1 General Pack')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('wallet-HUESO')).toHaveText('1,000.00');

  await goToInventory(page);
  await expect(owned(page, 'General Pack')).toHaveText('Owned: 4');
});

test('opening 3 packs reveals 3 cards, mints them on the chain and spends 3 packs', async ({ page }) => {
  await login(page);
  const before = await chainCards(page);
  await goToInventory(page);
  await expect(owned(page, 'General Pack')).toHaveText('Owned: 3');
  await page.getByRole('button', { name: 'Open General Pack' }).click();
  const dialog = page.getByRole('dialog', { name: 'Open General Pack' });
  await dialog.getByLabel('Amount').fill('4');
  await expect(dialog.getByRole('button', { name: 'Open' })).toBeDisabled();
  await dialog.getByLabel('Amount').fill('3');
  await dialog.getByRole('button', { name: 'Open' }).click();

  const opened = page.getByRole('dialog', { name: 'General Pack opened' });
  await expect(opened.getByText('3 of 3 cards revealed')).toBeVisible();
  const cards = opened.getByRole('list', { name: 'Opened cards' }).getByRole('img');
  await expect(cards).toHaveCount(3);
  for (const img of await cards.all()) await expect(img).toHaveJSProperty('complete', true);
  await opened.getByRole('button', { name: 'Done' }).click();
  await expect(owned(page, 'General Pack')).toHaveText('Owned: 0');
  expect(await chainCards(page)).toBe(before + 3);
});

test('a cancelled signature shows the wallet message and charges nothing', async ({ page }) => {
  await login(page);
  const topBar = await balance(page).textContent();
  await goToMarket(page);
  await expect(page.getByTestId('wallet-HUESO')).toHaveText('5,000.00');
  await page.getByRole('button', { name: 'Buy Hueso Fusion' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy Hueso Fusion' });
  await dialog.getByRole('button', { name: 'Buy' }).click();
  await page.getByRole('alertdialog', { name: 'Dev wallet' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Signature cancelled or failed');
  await expect(dialog.getByRole('button', { name: 'Buy' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await expect(page.getByTestId('wallet-HUESO')).toHaveText('5,000.00');
  await expect(balance(page)).toHaveText(topBar!);
  await goToInventory(page);
  await expect(owned(page, 'Hueso Fusion')).toHaveText('Owned: 1');
});

test('with the market remote stopped, home and the top bar keep working', async ({ page, remotes }) => {
  await login(page);
  await remotes.market.stop();
  await page.getByRole('link', { name: 'Market', exact: true }).click();
  const fallback = page.getByRole('alert', { name: 'Market unavailable' });
  await expect(fallback).toContainText('This area is unavailable right now');
  await expect(balance(page)).toHaveText(/\d/);
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Islands' })).toBeVisible();
  await page.getByRole('button', { name: 'Start Dig 1 hour' }).click();
  await expect(page.getByText('1-hour mission started successfully')).toBeVisible();

  await page.getByRole('link', { name: 'Market', exact: true }).click();
  await expect(fallback).toBeVisible();
  await remotes.market.start();
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Market' })).toBeVisible();
  await goToInventory(page);
});

test('rookie buys the Initial Land with SWAP.HIVE and gets the starter pack', async ({ page }) => {
  await login(page, 'rookie', 'rookie123');
  await expect(page.getByRole('article', { name: 'Buy Island' })).toBeVisible();
  await goToMarket(page);
  await page.getByRole('button', { name: 'Buy Initial Land' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy Initial Land' });
  await expect(dialog.getByText('Fixed quantity: 50.00 SWAP.HIVE')).toBeVisible();
  await dialog.getByRole('button', { name: 'Buy' }).click();
  const wallet = page.getByRole('alertdialog', { name: 'Dev wallet' });
  await expect(wallet).toContainText('50 SWAP.HIVE');
  await expect(wallet).toContainText('Memo: Initial Land');
  await wallet.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('You bought 1 Initial Land')).toBeVisible();
  await expect(page.getByTestId('wallet-SWAP.HIVE')).toHaveText('10.00');
  await expect(page.getByRole('button', { name: 'Buy Initial Land' })).toBeDisabled();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('article', { name: 'Pool' })).toBeVisible();
});
