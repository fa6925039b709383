import { API, expect, login, test } from './fixtures';

async function openProfile(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile' });
  const real = async () =>
    Number((await dialog.getByTestId('profile-withdrawable').textContent())!.replace(/,/g, ''));
  return { dialog, real };
}

test('a deposit is signed in the wallet, verified on the chain and credited', async ({ page }) => {
  await login(page);
  const { dialog, real } = await openProfile(page);
  const before = await real();
  await dialog.getByLabel('Amount (HUESO)').fill('100');
  await dialog.getByRole('button', { name: 'Deposit' }).click();
  const wallet = page.getByRole('alertdialog', { name: 'Dev wallet' });
  await expect(wallet).toContainText('100 HUESO');
  await expect(wallet).toContainText('Memo: Deposit');
  await wallet.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Deposited 100 HUESO')).toBeVisible();
  await expect.poll(real).toBeCloseTo(before + 100, 2);
});

test('a cancelled deposit shows the wallet message and changes nothing', async ({ page }) => {
  await login(page);
  const { dialog, real } = await openProfile(page);
  const before = await real();
  await dialog.getByLabel('Amount (HUESO)').fill('50');
  await dialog.getByRole('button', { name: 'Deposit' }).click();
  await page.getByRole('alertdialog', { name: 'Dev wallet' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Signature cancelled or failed')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Deposit' })).toBeEnabled();
  expect(await real()).toBe(before);
});

test('rookie cannot withdraw without the starter pack', async ({ page }) => {
  await login(page, 'rookie', 'rookie123');
  const { dialog } = await openProfile(page);
  await expect(dialog.getByText('You need the starter pack to withdraw.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Withdraw in game' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Withdraw all' })).toBeDisabled();
});

test('a password change asks for the current password and ends the other sessions', async ({
  page,
  browser,
}) => {
  // Another device logged in as demo.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await login(otherPage);

  await login(page);
  const { dialog } = await openProfile(page);
  await dialog.getByLabel('Current password').fill('wrong-pass');
  await dialog.getByLabel('New password').fill('newpass1');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct')).toBeVisible();

  await dialog.getByLabel('Current password').fill('demo1234');
  await dialog.getByLabel('New password').fill('newpass1');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Success')).toBeVisible();
  await expect(dialog.getByLabel('Current password')).toHaveValue('');

  // The other device's session has ended: a reload sends it back to the login screen.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login$/);
  await other.close();

  // The new password logs in; the old one no longer does.
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await login(page, 'demo', 'newpass1');
});

test('logout ends the session on the server, so a copied token stops working', async ({ page, request }) => {
  await login(page);
  const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
  expect((await request.get(`${API}/api/getInformacion`, { headers: { token } })).status()).toBe(200);
  const ended = page.waitForResponse((res) => res.url().endsWith('/api/logout'));
  await page.getByRole('button', { name: 'Logout' }).click();
  expect((await ended).status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  expect((await request.get(`${API}/api/getInformacion`, { headers: { token } })).status()).toBe(401);
});
