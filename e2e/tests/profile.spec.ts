import { expect, login, test } from './fixtures';

async function openProfile(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile' });
  const real = async () => Number((await dialog.locator('dt:text-is("HUESO real") + dd').textContent())!);
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
  await expect(page.getByText('Firma cancelada o fallida')).toBeVisible();
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
