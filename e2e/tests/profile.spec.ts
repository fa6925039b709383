import type { Page } from '@playwright/test';
import { API, expect, login, readNumber, test } from './fixtures';
import type { GameTexts } from './texts';

async function openProfile(page: Page, t: GameTexts) {
  await page.getByRole('button', { name: t.topbar.profile }).click();
  const dialog = page.getByRole('dialog', { name: t.profile.title });
  const real = async () => readNumber(t, (await dialog.getByTestId('profile-withdrawable').textContent())!);
  return { dialog, real };
}

test('a deposit is signed in the wallet, verified on the chain and credited', async ({ page, t }) => {
  await login(page);
  const { dialog, real } = await openProfile(page, t);
  const before = await real();
  await dialog.getByLabel(t.profile.amount).fill('100');
  await dialog.getByRole('button', { name: t.profile.deposit }).click();
  const wallet = page.getByRole('alertdialog', { name: t.devWallet.name });
  await expect(wallet).toContainText('100 HUESO');
  await expect(wallet).toContainText(t.devWallet.memo('Deposit'));
  await wallet.getByRole('button', { name: t.devWallet.approve }).click();
  await expect(page.getByText(t.profile.deposited(t.format.amount(100)))).toBeVisible();
  await expect.poll(real).toBeCloseTo(before + 100, 2);
});

test('a cancelled deposit shows the wallet message and changes nothing', async ({ page, t }) => {
  await login(page);
  const { dialog, real } = await openProfile(page, t);
  const before = await real();
  await dialog.getByLabel(t.profile.amount).fill('50');
  await dialog.getByRole('button', { name: t.profile.deposit }).click();
  await page
    .getByRole('alertdialog', { name: t.devWallet.name })
    .getByRole('button', { name: t.devWallet.cancel })
    .click();
  await expect(page.getByText(t.wallet.cancelled)).toBeVisible();
  await expect(dialog.getByRole('button', { name: t.profile.deposit })).toBeEnabled();
  expect(await real()).toBe(before);
});

test('rookie cannot withdraw without the starter pack', async ({ page, t }) => {
  await login(page, 'rookie', 'rookie123');
  const { dialog } = await openProfile(page, t);
  await expect(dialog.getByText(t.profile.needsPack)).toBeVisible();
  await expect(dialog.getByRole('button', { name: t.profile.withdrawInGame })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: t.profile.withdrawAll })).toBeDisabled();
});

test('a password change asks for the current password and ends the other sessions', async ({
  page,
  browser,
  t,
}) => {
  // Another device logged in as demo, in the same language.
  const other = await browser.newContext({ locale: t.format.locale });
  const otherPage = await other.newPage();
  await login(otherPage);

  await login(page);
  const { dialog } = await openProfile(page, t);
  await dialog.getByLabel(t.profile.currentPassword).fill('wrong-pass');
  await dialog.getByLabel(t.profile.newPassword).fill('newpass1');
  await dialog.getByRole('button', { name: t.profile.changePassword }).click();
  await expect(page.getByText(t.server('The current password is not correct'))).toBeVisible();

  await dialog.getByLabel(t.profile.currentPassword).fill('demo1234');
  await dialog.getByLabel(t.profile.newPassword).fill('newpass1');
  await dialog.getByRole('button', { name: t.profile.changePassword }).click();
  await expect(page.getByText(t.profile.passwordChanged)).toBeVisible();
  await expect(dialog.getByLabel(t.profile.currentPassword)).toHaveValue('');

  // The other device's session has ended: a reload sends it back to the login screen.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login$/);
  await other.close();

  // The old password no longer logs in: the server refuses it and the login notice says so.
  await page.getByRole('button', { name: t.kit.close }).click();
  await page.getByRole('button', { name: t.topbar.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(t.kit.username, { exact: true }).fill('demo');
  await page.getByLabel(t.kit.password, { exact: true }).fill('demo1234');
  const refused = page.waitForResponse((res) => res.url().endsWith('/api/loginPass'));
  await page.getByRole('button', { name: t.login.logIn, exact: true }).click();
  expect((await refused).status()).toBe(401);
  await expect(page.getByRole('form', { name: t.login.title }).getByRole('alert')).toHaveText(t.login.error);
  await expect(page).toHaveURL(/\/login$/);
  // The new one does.
  await login(page, 'demo', 'newpass1');
});

test('logout ends the session on the server, so a copied token stops working', async ({
  page,
  request,
  t,
}) => {
  await login(page);
  const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
  expect((await request.get(`${API}/api/getInformacion`, { headers: { token } })).status()).toBe(200);
  const ended = page.waitForResponse((res) => res.url().endsWith('/api/logout'));
  await page.getByRole('button', { name: t.topbar.logout }).click();
  expect((await ended).status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  expect((await request.get(`${API}/api/getInformacion`, { headers: { token } })).status()).toBe(401);
});
