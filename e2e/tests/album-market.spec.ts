import type { Page } from '@playwright/test';
import {
  balance,
  CHAIN,
  configLinks,
  escapeRegExp,
  expect,
  homeShown,
  login,
  profileFigures,
  readNumber,
  test,
  textPattern,
} from './fixtures';
import type { GameTexts } from './texts';

/** A JSON-RPC `find` on the local chain. */
async function find(page: Page, contract: string, table: string, query: Record<string, unknown>) {
  const res = await page.request.post(`${CHAIN}/contracts`, {
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

/** A marketplace card's button: its id, its offers (any number), and maybe the player's own listings. */
function offersTile(t: GameTexts, id: string): RegExp {
  const many = textPattern(t.marketplace.offers, '\\d+').source;
  const offers = `(?:${escapeRegExp(t.marketplace.offers(1))}|${many.slice(1, -1)})`;
  return new RegExp(`^${escapeRegExp(id)}, ${offers}(, .+)?$`);
}

async function approve(page: Page, t: GameTexts, ...texts: string[]) {
  const wallet = page.getByRole('alertdialog', { name: t.devWallet.name });
  for (const text of texts) await expect(wallet).toContainText(text);
  await wallet.getByRole('button', { name: t.devWallet.approve }).click();
}

test('sell a card from the album: it shows as listed, then its listing is cancelled in the marketplace', async ({
  page,
  t,
}) => {
  await login(page);
  await page.getByRole('link', { name: t.nav('Album'), exact: true }).click();
  await page
    .getByRole('navigation', { name: t.album.menu })
    .getByRole('link', { name: t.album.sections.general })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: t.album.sections.general })).toBeVisible();
  await page
    .getByRole('button', { name: t.collection.tile(t.cardName(1), 'G001', 'C', 5), exact: true })
    .click();

  // The card's page: its name, rarity explained, POWER and the copies the player owns.
  await expect(page.getByRole('heading', { level: 1, name: t.cardName(1) })).toBeVisible();
  await expect(page.getByText(t.rarity.explain('C', t.rarity.names.C, 1))).toBeAttached();
  await expect(page.getByTestId('card-power')).toContainText(t.format.count(5));
  await expect(page.getByTestId('card-owned')).toHaveText(new RegExp(`^${t.format.count(5)}\\b`));
  await expect(page.getByRole('img', { name: t.cardPage.art(t.cardName(1)) })).toHaveJSProperty(
    'complete',
    true,
  );
  await page.getByRole('button', { name: t.cardPage.manage }).click();

  const instances = page.getByRole('dialog', { name: `${t.cardName(1)} · G001` });
  const sellName = textPattern((id: string) => t.collection.sellLabel(t.album.nft(id)), '(\\d+)');
  const sell = instances.getByRole('button', { name: sellName }).first();
  const nftId = sellName.exec((await sell.getAttribute('aria-label'))!)![1]!;
  await sell.click();
  const price = page.getByRole('dialog', { name: t.collection.priceTitle });
  await price.getByRole('button', { name: 'HUESO', exact: true }).click(); // empty price: nothing happens
  await expect(page.getByRole('alertdialog', { name: t.devWallet.name })).toBeHidden();
  await price.getByLabel(t.collection.priceLabel).fill('12.5');
  await price.getByRole('button', { name: 'HUESO', exact: true }).click();
  await approve(page, t, 'Vender NFT', `"nfts":["${nftId}"]`, '"fee":500');

  const listedPrice = t.album.price(t.format.price(12.5), 'HUESO');
  await expect(instances.getByText(t.collection.listedFor(listedPrice))).toBeVisible();
  await expect(
    instances.getByRole('button', { name: t.collection.cancelLabel(t.album.nft(nftId)) }),
  ).toBeVisible();
  expect((await find(page, 'nft', 'NFTHUESOinstances', { _id: Number(nftId) }))[0]).toMatchObject({
    account: 'nftmarket',
  });
  await instances.getByRole('button', { name: t.album.close }).click();
  await expect(page.getByTestId('card-owned')).toHaveText(new RegExp(`^${t.format.count(4)}\\b`));
  await expect(page.getByTestId('card-listed')).not.toHaveText(t.format.count(0));
  await expect(page.getByTestId('card-lowest')).toContainText(`${t.format.price(12.5)} HUESO`);
  await page.getByRole('link', { name: t.cardPage.back(t.album.sections.general) }).click();
  await expect(
    page.getByRole('button', { name: t.collection.tile(t.cardName(1), 'G001', 'C', 4), exact: true }),
  ).toContainText(t.collection.onMarket(t.format.count(1)));

  // The album's own menu link (the top bar has the game's Market).
  await page
    .getByRole('navigation', { name: t.album.menu })
    .getByRole('link', { name: t.album.sections.marketplace, exact: true })
    .click();
  await page.getByRole('button', { name: offersTile(t, 'G001') }).click();
  const offers = page.getByRole('dialog', { name: `${t.cardName(1)} · G001` });
  await expect(
    offers.getByRole('listitem').filter({ hasText: t.marketplace.seller('demo', true) }),
  ).toContainText(listedPrice);
  await offers
    .getByRole('button', { name: t.marketplace.cancelLabel(t.album.nft(nftId), listedPrice) })
    .click();
  await approve(page, t, 'Cancel NFT Sell Listing?');
  await expect(page.getByText(t.album.cancelled)).toBeVisible();
  expect((await find(page, 'nft', 'NFTHUESOinstances', { _id: Number(nftId) }))[0]).toMatchObject({
    account: 'demo',
    ownedBy: 'u',
  });
});

test("buy another player's card in the marketplace", async ({ page, t }) => {
  await login(page);
  const book = await find(page, 'nftmarket', 'NFTHUESOsellBook', {});
  const order = book.find((o) => String(o.account).startsWith('player') && o.priceSymbol === 'HUESO')!;
  const ide = Number((order.grouping as { ID: string }).ID);
  const before = { demo: await hueso(page, 'demo'), seller: await hueso(page, String(order.account)) };

  await page.goto('/game/album?page=4');
  await page.getByRole('button', { name: offersTile(t, cardId(ide)) }).click();
  const label = t.marketplace.buyLabel(
    t.album.nft(String(order.nftId)),
    t.album.price(t.format.price(Number(order.price)), 'HUESO'),
  );
  await page.getByRole('button', { name: label }).click();
  await approve(page, t, 'Buy NFT', `"expPrice":"${order.price}"`, '"expPriceSymbol":"HUESO"');
  await expect(page.getByText(t.album.bought)).toBeVisible();

  expect((await find(page, 'nft', 'NFTHUESOinstances', { _id: Number(order.nftId) }))[0]).toMatchObject({
    account: 'demo',
  });
  const price = Number(order.price);
  expect(await hueso(page, 'demo')).toBeCloseTo(before.demo - price, 3);
  expect(await hueso(page, String(order.account))).toBeCloseTo(before.seller + price * 0.95, 3);
  await expect(page.getByRole('button', { name: label })).toBeHidden();
});

test('a HUESO offer the wallet cannot pay: one guided move brings the HUESO to the wallet, then buys', async ({
  page,
  t,
}) => {
  await login(page);
  const book = await find(page, 'nftmarket', 'NFTHUESOsellBook', {});
  const order = book
    .filter((o) => String(o.account) !== 'demo' && o.priceSymbol === 'HUESO')
    .sort((a, b) => Number(b.price) - Number(a.price))[0]!;
  const price = Number(order.price);
  const seller = String(order.account);
  const ide = Number((order.grouping as { ID: string }).ID);
  // The wallet keeps 10 HUESO, less than the price: the rest goes to another player.
  const keep = 10;
  const sent = await page.request.post(`${CHAIN}/dev/sendToken`, {
    data: {
      account: 'demo',
      to: 'bigdog',
      amount: String((await hueso(page, 'demo')) - keep),
      memo: '',
      currency: 'HUESO',
    },
  });
  expect(sent.ok()).toBe(true);
  await expect.poll(() => hueso(page, 'demo')).toBe(keep);

  const before = await profileFigures(page, t);
  expect(before.wallet).toBe(keep);
  // Withdraw all moves the withdrawable HUESO; the in-game HUESO goes first only when that is short.
  const fromInGame = before.wallet + before.withdrawable < price ? before.inGame : 0;
  const toWallet = before.withdrawable + fromInGame;
  const walletAfter = before.wallet + toWallet;
  expect(walletAfter).toBeGreaterThanOrEqual(price);
  const sellerBefore = await hueso(page, seller);

  await page.goto('/game/album?page=4');
  await page.getByRole('button', { name: offersTile(t, cardId(ide)) }).click();
  const nft = t.album.nft(String(order.nftId));
  const label = t.marketplace.buyLabel(nft, t.album.price(t.format.price(price), 'HUESO'));
  await page.getByRole('button', { name: label }).click();
  const parts = [
    fromInGame > 0 && `${t.format.amount(fromInGame)} ${t.money.name.inGame}`,
    toWallet > fromInGame && `${t.format.amount(toWallet - fromInGame)} ${t.money.name.withdrawable}`,
  ]
    .filter(Boolean)
    .join(t.marketplace.topUpAnd);
  await expect(
    page.getByText(t.marketplace.topUp(nft, parts, `${t.format.amount(walletAfter)} ${t.money.name.wallet}`)),
  ).toBeVisible();
  // Nothing moved before the player chose to.
  expect(await hueso(page, 'demo')).toBe(keep);
  await page.getByRole('button', { name: t.marketplace.topUpBuy, exact: true }).click();

  // Withdraw in game (if needed), Withdraw all, each answered by the server, then the purchase signed.
  await approve(page, t, 'Buy NFT', `"expPrice":"${order.price}"`, '"expPriceSymbol":"HUESO"');
  await expect(page.getByText(t.album.bought)).toBeVisible();
  expect((await find(page, 'nft', 'NFTHUESOinstances', { _id: Number(order.nftId) }))[0]).toMatchObject({
    account: 'demo',
  });
  expect(await hueso(page, 'demo')).toBeCloseTo(walletAfter - price, 3);
  expect(await hueso(page, seller)).toBeCloseTo(sellerBefore + price * 0.95, 3);
  await expect
    .poll(async () => readNumber(t, await balance(page).innerText()))
    .toBe(before.inGame - fromInGame);
  const after = await profileFigures(page, t);
  expect(after).toEqual({
    inGame: before.inGame - fromInGame,
    withdrawable: 0,
    wallet: walletAfter - price,
  });
});

test('the side menu moves between sections, the back button returns, and /Album reaches the album', async ({
  page,
  t,
}) => {
  const heading = (name: string) => page.getByRole('heading', { level: 1, name });
  await login(page);
  await page.goto('/Album');
  await expect(page).toHaveURL(/\/game\/album$/);
  await expect(heading(t.album.sections.specialMarket)).toBeVisible();
  await expect(
    page.getByRole('list', { name: t.marketplace.grid.platform }).getByRole('button').first(),
  ).toBeVisible();
  const menu = page.getByRole('navigation', { name: t.album.menu });
  await menu.getByRole('link', { name: t.album.sections.general }).click();
  await expect(page).toHaveURL(/\/game\/album\?page=1$/);
  await expect(heading(t.album.sections.general)).toBeVisible();
  await menu.getByRole('link', { name: t.album.sections.marketplace, exact: true }).click();
  await expect(heading(t.album.sections.marketplace)).toBeVisible();
  await page.goBack();
  await expect(heading(t.album.sections.general)).toBeVisible();
  await page.goBack();
  await expect(heading(t.album.sections.specialMarket)).toBeVisible();
  await page.goto('/game/album?page=42');
  await expect(heading(t.album.sections.specialMarket)).toBeVisible();

  const links = await configLinks(page, t);
  const external = menu.getByRole('link', { name: t.album.secondaryMarket });
  await expect(external).toHaveAttribute('href', links.secondaryMarket!);
  // The stand-in for an operator's external market: a page outside the game, in the game's language.
  await page.goto(links.secondaryMarket!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t.lang === 'es' ? 'Mercado secundario' : 'Secondary market',
  );
});

test('a stopped album remote costs only the album, and Retry brings it back', async ({
  page,
  remotes,
  t,
}) => {
  await login(page);
  await remotes.album.stop();
  await page.goto('/game/album?page=4');
  const fallback = page.getByRole('alert', { name: t.app.areaUnavailableLabel(t.nav('Album')) });
  await expect(fallback).toContainText(t.app.areaUnavailable);
  await expect(balance(page)).toHaveText(/\d/);
  await page.getByRole('link', { name: t.nav('Market'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t.market.title })).toBeVisible();
  await page.getByRole('link', { name: t.nav('Home'), exact: true }).click();
  await homeShown(page, t);
  await page.getByRole('link', { name: t.nav('Album'), exact: true }).click();
  await expect(fallback).toBeVisible();

  await remotes.album.start();
  await fallback.getByRole('button', { name: t.kit.retry }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.album.sections.specialMarket })).toBeVisible();
});
