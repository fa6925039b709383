import type { Page } from '@playwright/test';
import { API, balance, expect, login, test } from './fixtures';

/** A JSON-RPC `find` on the local chain. */
async function find(page: Page, contract: string, table: string, query: Record<string, unknown>) {
  const res = await page.request.post(`${API}/chain/contracts`, {
    data: { jsonrpc: '2.0', id: 1, method: 'find', params: { contract, table, query, limit: 1000 } },
  });
  return ((await res.json()) as { result: Record<string, unknown>[] }).result;
}

async function hueso(page: Page, account: string): Promise<number> {
  const [row] = await find(page, 'tokens', 'balances', { account, symbol: 'HUESO' });
  return Number(row?.balance ?? 0);
}

/** The card id the catalogue gives a card number: G001–G024, then E001–E024. */
const cardId = (ide: number) =>
  ide <= 24 ? `G${String(ide).padStart(3, '0')}` : `E${String(ide - 24).padStart(3, '0')}`;

async function approve(page: Page, ...texts: string[]) {
  const wallet = page.getByRole('alertdialog', { name: 'Dev wallet' });
  for (const text of texts) await expect(wallet).toContainText(text);
  await wallet.getByRole('button', { name: 'Approve' }).click();
}

test('sell a card from the album: it shows as listed, then its listing is cancelled in the marketplace', async ({
  page,
}) => {
  await login(page);
  await page.getByRole('link', { name: 'Album', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Album sections' })
    .getByRole('link', { name: 'General Album' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'General Album' })).toBeVisible();
  await page.getByRole('button', { name: /^G001, C, owned 5$/ }).click();

  const instances = page.getByRole('dialog', { name: 'G001 · Bulldog' });
  const sell = instances.getByRole('button', { name: /^Sell NFT #\d+$/ }).first();
  const nftId = (await sell.getAttribute('aria-label'))!.replace('Sell NFT #', '');
  await sell.click();
  const price = page.getByRole('dialog', { name: 'Select a Price' });
  await price.getByRole('button', { name: 'HUESO', exact: true }).click(); // empty price: nothing happens
  await expect(page.getByRole('alertdialog', { name: 'Dev wallet' })).toBeHidden();
  await price.getByLabel('Price').fill('12.5');
  await price.getByRole('button', { name: 'HUESO', exact: true }).click();
  await approve(page, 'Vender NFT', `"nfts":["${nftId}"]`, '"fee":500');

  await expect(instances.getByText('Listed — Price: 12.50 HUESO')).toBeVisible();
  await expect(instances.getByRole('button', { name: `Cancel the listing of NFT #${nftId}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^G001, C, owned 4$/ })).toContainText('On the market: 1');
  expect((await find(page, 'nft', 'NFTHUESOinstances', { _id: Number(nftId) }))[0]).toMatchObject({
    account: 'nftmarket',
  });
  await instances.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: 'Marketplace' }).click();
  await page.getByRole('button', { name: /^G001, \d+ offers?(, .+)?$/ }).click();
  const offers = page.getByRole('dialog', { name: 'G001 · Bulldog' });
  await expect(offers.getByRole('listitem').filter({ hasText: 'Your listing' })).toContainText(
    'Price: 12.50 HUESO',
  );
  await offers.getByRole('button', { name: `Cancel NFT #${nftId} (Price: 12.50 HUESO)` }).click();
  await approve(page, 'Cancel NFT Sell Listing?');
  await expect(page.getByText('Your listing was cancelled; the NFT is back in your wallet.')).toBeVisible();
  expect((await find(page, 'nft', 'NFTHUESOinstances', { _id: Number(nftId) }))[0]).toMatchObject({
    account: 'demo',
    ownedBy: 'u',
  });
});

test("buy another player's card in the marketplace", async ({ page }) => {
  await login(page);
  const book = await find(page, 'nftmarket', 'NFTHUESOsellBook', {});
  const order = book.find((o) => String(o.account).startsWith('player') && o.priceSymbol === 'HUESO')!;
  const ide = Number((order.grouping as { ID: string }).ID);
  const before = { demo: await hueso(page, 'demo'), seller: await hueso(page, String(order.account)) };

  await page.goto('/game/album?page=4');
  await page.getByRole('button', { name: new RegExp(`^${cardId(ide)}, \\d+ offers?(, .+)?$`) }).click();
  const label = `Buy NFT #${order.nftId} (Price: ${Number(order.price).toFixed(2)} HUESO)`;
  await page.getByRole('button', { name: label }).click();
  await approve(page, 'Buy NFT', `"expPrice":"${order.price}"`, '"expPriceSymbol":"HUESO"');
  await expect(page.getByText('The NFT is yours.')).toBeVisible();

  expect((await find(page, 'nft', 'NFTHUESOinstances', { _id: Number(order.nftId) }))[0]).toMatchObject({
    account: 'demo',
  });
  const price = Number(order.price);
  expect(await hueso(page, 'demo')).toBeCloseTo(before.demo - price, 3);
  expect(await hueso(page, String(order.account))).toBeCloseTo(before.seller + price * 0.95, 3);
  await expect(page.getByRole('button', { name: label })).toBeHidden();
});

test('the side menu moves between sections, the back button returns, and /Album reaches the album', async ({
  page,
}) => {
  await login(page);
  await page.goto('/Album');
  await expect(page).toHaveURL(/\/game\/album$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Special Market' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Special Market cards' }).getByRole('button').first(),
  ).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Album sections' });
  await menu.getByRole('link', { name: 'General Album' }).click();
  await expect(page).toHaveURL(/\/game\/album\?page=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'General Album' })).toBeVisible();
  await menu.getByRole('link', { name: 'Marketplace' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'General Album' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Special Market' })).toBeVisible();
  await page.goto('/game/album?page=42');
  await expect(page.getByRole('heading', { level: 1, name: 'Special Market' })).toBeVisible();

  const config = await (await page.request.get('/config.json')).json();
  const external = menu.getByRole('link', { name: 'Secondary market (opens a new tab)' });
  await expect(external).toHaveAttribute('href', config.links.secondaryMarket);
  await page.goto(config.links.secondaryMarket);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Secondary market');
});

test('a stopped album remote costs only the album, and Retry brings it back', async ({ page, remotes }) => {
  await login(page);
  await remotes.album.stop();
  await page.goto('/game/album?page=4');
  const fallback = page.getByRole('alert', { name: 'Album unavailable' });
  await expect(fallback).toContainText('This area is unavailable right now');
  await expect(balance(page)).toHaveText(/\d/);
  await page.getByRole('link', { name: 'Market', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Market' })).toBeVisible();
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Islands' })).toBeVisible();
  await page.getByRole('link', { name: 'Album', exact: true }).click();
  await expect(fallback).toBeVisible();

  await remotes.album.start();
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Special Market' })).toBeVisible();
});
