import type { Page } from '@playwright/test';
import {
  balance,
  CHAIN,
  expect,
  homeShown,
  login,
  profileFigures,
  readNumber,
  test,
  textPattern,
} from './fixtures';
import type { GameTexts } from './texts';

async function goToMarket(page: Page, t: GameTexts) {
  await page.getByRole('link', { name: t.nav('Market'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t.market.title })).toBeVisible();
}

async function goToInventory(page: Page, t: GameTexts) {
  await page.getByRole('link', { name: t.nav('Inventory'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t.inventory.title })).toBeVisible();
}

const owned = (page: Page, t: GameTexts, item: string) =>
  page.getByRole('listitem', { name: t.item(item) }).getByText(textPattern(t.inventory.owned, '\\d+'));

/** The demo player's NFT instances on the local chain, as the album reads them. */
async function chainCards(page: Page): Promise<number> {
  const res = await page.request.post(`${CHAIN}/contracts`, {
    data: {
      jsonrpc: '2.0',
      id: 1,
      method: 'find',
      params: { contract: 'nft', table: 'NFTHUESOinstances', query: { account: 'demo' }, limit: 1000 },
    },
  });
  return ((await res.json()) as { result: unknown[] }).result.length;
}

test('a General Pack bought with the wallet shows up in the inventory', async ({ page, t }) => {
  await login(page);
  await goToMarket(page, t);
  await expect(page.getByTestId('wallet-HUESO')).toHaveText(t.format.balance(5000));
  await page.getByRole('button', { name: t.market.buyItem(t.item('General Pack')) }).click();
  const dialog = page.getByRole('dialog', { name: t.market.buyItem(t.item('General Pack')) });
  await expect(dialog.getByLabel(t.market.amount)).toHaveValue('1');
  await expect(dialog.getByTestId('buy-total')).toHaveText(`${t.format.price(4000)} HUESO`);
  await dialog.getByRole('button', { name: t.market.buy, exact: true }).click();

  const wallet = page.getByRole('alertdialog', { name: t.devWallet.name });
  await expect(wallet).toContainText('4000 HUESO');
  await expect(wallet).toContainText(t.devWallet.memo('General Pack'));
  await wallet.getByRole('button', { name: t.devWallet.approve }).click();
  await expect(page.getByText(t.market.bought(1, t.item('General Pack')))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('wallet-HUESO')).toHaveText(t.format.balance(1000));

  await goToInventory(page, t);
  await expect(owned(page, t, 'General Pack')).toHaveText(t.inventory.owned(t.format.count(4)));
});

test('a purchase the wallet cannot pay brings the HUESO in game and the withdrawable to the wallet in one move, then buys', async ({
  page,
  t,
}) => {
  await login(page);
  const before = await profileFigures(page, t);
  // Five packs (20,000) are more than the wallet and the withdrawable HUESO together, less than all three.
  const price = 5 * 4000;
  expect(before.wallet + before.withdrawable).toBeLessThan(price);
  const toWallet = before.withdrawable + before.inGame;
  const walletAfter = before.wallet + toWallet;
  expect(walletAfter).toBeGreaterThanOrEqual(price);

  await goToMarket(page, t);
  await page.getByRole('button', { name: t.market.buyItem(t.item('General Pack')) }).click();
  const dialog = page.getByRole('dialog', { name: t.market.buyItem(t.item('General Pack')) });
  await dialog.getByLabel(t.market.amount).fill('5');
  await expect(dialog.getByText(t.market.paidFrom)).toBeVisible();
  const parts = [
    `${t.format.amount(before.inGame)} ${t.money.name.inGame}`,
    `${t.format.amount(before.withdrawable)} ${t.money.name.withdrawable}`,
  ].join(t.market.topUpAnd);
  await expect(
    dialog.getByText(t.market.topUp(parts, `${t.format.amount(walletAfter)} ${t.money.name.wallet}`)),
  ).toBeVisible();
  await dialog.getByRole('button', { name: t.market.topUpBuy, exact: true }).click();

  // Withdraw in game, then Withdraw all (each answered by the server), then the payment signed in the wallet.
  const wallet = page.getByRole('alertdialog', { name: t.devWallet.name });
  await expect(
    page.getByText(t.market.topUpMoved(`${t.format.amount(toWallet)} ${t.money.name.wallet}`)),
  ).toBeVisible();
  await expect(wallet).toContainText(`${price} HUESO`);
  await wallet.getByRole('button', { name: t.devWallet.approve }).click();
  await expect(page.getByText(t.market.bought(5, t.item('General Pack')))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('wallet-HUESO')).toHaveText(t.format.balance(walletAfter - price));
  await expect.poll(async () => readNumber(t, await balance(page).innerText())).toBe(0);
  const after = await profileFigures(page, t);
  expect(after).toEqual({ inGame: 0, withdrawable: 0, wallet: walletAfter - price });
});

test('opening 3 packs reveals 3 cards, mints them on the chain and spends 3 packs', async ({ page, t }) => {
  await login(page);
  const before = await chainCards(page);
  await goToInventory(page, t);
  await expect(owned(page, t, 'General Pack')).toHaveText(t.inventory.owned(t.format.count(3)));
  await page.getByRole('button', { name: t.inventory.openItem(t.item('General Pack')) }).click();
  const dialog = page.getByRole('dialog', { name: t.inventory.openItem(t.item('General Pack')) });
  await dialog.getByLabel(t.inventory.amount).fill('4');
  await expect(dialog.getByRole('button', { name: t.inventory.submit, exact: true })).toBeDisabled();
  await dialog.getByLabel(t.inventory.amount).fill('3');
  await dialog.getByRole('button', { name: t.inventory.submit, exact: true }).click();

  const opened = page.getByRole('dialog', { name: t.inventory.opened(t.item('General Pack')) });
  // Face down first, then turned over one by one (a tap turns one now), each rarity said first.
  const list = opened.getByRole('list', { name: t.inventory.openedCards });
  await expect(list.getByRole('button', { name: t.inventory.turnOver(3) })).toBeVisible();
  await list.getByRole('button', { name: t.inventory.turnOver(3) }).click();
  await expect(
    list.getByRole('button', { name: new RegExp(`^${t.inventory.announce('').slice(0, -1)}`) }).first(),
  ).toBeAttached();
  await expect(opened.getByText(t.inventory.revealed(3, 3))).toBeVisible({ timeout: 10_000 });
  await expect(opened.getByRole('region', { name: t.inventory.summary(3) })).toBeVisible();
  const cards = opened.getByRole('list', { name: t.inventory.openedCards }).getByRole('img');
  await expect(cards).toHaveCount(3);
  for (const img of await cards.all()) await expect(img).toHaveJSProperty('complete', true);
  await opened.getByRole('button', { name: t.inventory.done }).click();
  await expect(owned(page, t, 'General Pack')).toHaveText(t.inventory.owned(t.format.count(0)));
  expect(await chainCards(page)).toBe(before + 3);
});

test('a cancelled signature shows the wallet message and charges nothing', async ({ page, t }) => {
  await login(page);
  const topBar = await balance(page).textContent();
  await goToMarket(page, t);
  await expect(page.getByTestId('wallet-HUESO')).toHaveText(t.format.balance(5000));
  await page.getByRole('button', { name: t.market.buyItem(t.item('Hueso Fusion')) }).click();
  const dialog = page.getByRole('dialog', { name: t.market.buyItem(t.item('Hueso Fusion')) });
  await dialog.getByRole('button', { name: t.market.buy, exact: true }).click();
  await page
    .getByRole('alertdialog', { name: t.devWallet.name })
    .getByRole('button', { name: t.devWallet.cancel })
    .click();
  await expect(dialog.getByRole('alert')).toHaveText(t.wallet.cancelled);
  await expect(dialog.getByRole('button', { name: t.market.buy, exact: true })).toBeEnabled();
  await dialog.getByRole('button', { name: t.market.cancel }).click();
  await page.reload();
  await expect(page.getByTestId('wallet-HUESO')).toHaveText(t.format.balance(5000));
  await expect(balance(page)).toHaveText(topBar!);
  await goToInventory(page, t);
  await expect(owned(page, t, 'Hueso Fusion')).toHaveText(t.inventory.owned(t.format.count(1)));
});

test('with the market remote stopped, home and the top bar keep working', async ({ page, remotes, t }) => {
  await login(page);
  await remotes.market.stop();
  await page.getByRole('link', { name: t.nav('Market'), exact: true }).click();
  const fallback = page.getByRole('alert', { name: t.app.areaUnavailableLabel(t.nav('Market')) });
  await expect(fallback).toContainText(t.app.areaUnavailable);
  await expect(balance(page)).toHaveText(/\d/);
  await page.getByRole('link', { name: t.nav('Home') }).click();
  await homeShown(page, t);
  await page.getByRole('button', { name: t.missions.startLabel(t.missions.titles[1]) }).click();
  await expect(page.getByText(t.missions.started[1])).toBeVisible();

  await page.getByRole('link', { name: t.nav('Market'), exact: true }).click();
  await expect(fallback).toBeVisible();
  await remotes.market.start();
  await fallback.getByRole('button', { name: t.kit.retry }).click();
  await expect(page.getByRole('heading', { name: t.market.title })).toBeVisible();
  await goToInventory(page, t);
});

test('rookie buys the Initial Land with SWAP.HIVE and it replaces the offer and the home card', async ({
  page,
  t,
}) => {
  await login(page, 'rookie', 'rookie123');
  await expect(page.getByRole('article', { name: t.pool.initialLandTitle })).toBeVisible();
  await goToMarket(page, t);
  await page.getByRole('button', { name: t.market.buyItem(t.item('Initial Land')) }).click();
  const dialog = page.getByRole('dialog', { name: t.market.buyItem(t.item('Initial Land')) });
  await expect(dialog.getByText(t.market.fixedQuantity(`${t.format.price(50)} SWAP.HIVE`))).toBeVisible();
  await dialog.getByRole('button', { name: t.market.buy, exact: true }).click();
  const wallet = page.getByRole('alertdialog', { name: t.devWallet.name });
  await expect(wallet).toContainText('50 SWAP.HIVE');
  await expect(wallet).toContainText(t.devWallet.memo('Initial Land'));
  await wallet.getByRole('button', { name: t.devWallet.approve }).click();
  await expect(page.getByText(t.market.bought(1, t.item('Initial Land')))).toBeVisible();
  await expect(page.getByTestId('wallet-SWAP.HIVE')).toHaveText(t.format.balance(10));
  await expect(page.getByRole('button', { name: t.market.buyItem(t.item('Initial Land')) })).toBeDisabled();
  await page.getByRole('link', { name: t.nav('Home') }).click();
  await expect(page.getByRole('article', { name: t.pool.cardTitle })).toBeVisible();
});
