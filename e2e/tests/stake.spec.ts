import type { Page } from '@playwright/test';
import { API, balance, expect, login, test } from './fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Stake play positions' });
const demoRow = (page: Page) => table(page).getByRole('row', { name: /demo \(you\)/ });

async function openPlay(page: Page) {
  await login(page);
  await page.getByRole('link', { name: 'Stake', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Stake', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Stake play' }).click();
  await expect(page).toHaveURL(/\/game\/stake\/play$/);
  await expect(table(page)).toBeVisible();
}

async function realBalance(page: Page): Promise<string> {
  return (await page.getByTestId('real').textContent()) ?? '';
}

test('stake play: deposit, the table follows, withdraw burns half, then claim the tickets', async ({
  page,
}) => {
  await openPlay(page);
  await expect(demoRow(page)).toContainText('5,000');
  await expect(page.getByTestId('real')).toHaveText('12,000');

  const deposit = page.getByRole('form', { name: 'Deposit' });
  await deposit.getByLabel('Amount to stake').fill('3000');
  await deposit.getByRole('button', { name: 'Deposit' }).click();
  const confirmDeposit = page.getByRole('dialog', { name: 'Confirm deposit' });
  await expect(confirmDeposit).toContainText('50% of the amount is burned when you withdraw it later.');
  await confirmDeposit.getByRole('button', { name: 'Confirm deposit' }).click();
  await expect(page.getByText('You staked 3,000 HUESO')).toBeVisible();
  await expect(demoRow(page)).toContainText('8,000');
  await expect(page.getByTestId('staked')).toHaveText('8,000');
  await expect(page.getByTestId('real')).toHaveText('9,000');

  const burnedBefore = (await (await page.request.get(`${API}/metrics/hueso`)).json()).quemado as number;
  const withdraw = page.getByRole('form', { name: 'Withdraw' });
  await withdraw.getByLabel('Amount to withdraw').fill('2000');
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  const confirmWithdraw = page.getByRole('dialog', { name: 'Confirm withdraw' });
  await expect(confirmWithdraw).toContainText(
    'You withdraw 2,000 HUESO: 1,000 HUESO return to your HUESO (withdrawable) and 1,000 HUESO (50%) are burned.',
  );
  await confirmWithdraw.getByRole('button', { name: 'Confirm withdraw' }).click();
  await expect(page.getByText('Withdrawn: 1,000 HUESO returned, 1,000 HUESO burned')).toBeVisible();
  await expect(demoRow(page)).toContainText('6,000');
  await expect(page.getByTestId('real')).toHaveText('10,000');
  const burnedAfter = (await (await page.request.get(`${API}/metrics/hueso`)).json()).quemado as number;
  expect(burnedAfter).toBeCloseTo(burnedBefore + 1000, 3);

  await expect(page.getByTestId('claimable')).not.toHaveText('0');
  const claimable = Number(await page.getByTestId('claimable').textContent());
  await page.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText(`You claimed ${claimable} tickets: find them in your inventory`)).toBeVisible();
  await expect(page.getByTestId('claimable')).toHaveText('0');
  await page.getByRole('link', { name: 'Inventory' }).click();
  await expect(
    page.getByRole('listitem', { name: 'ticket stake' }).getByText(`Owned: ${2 + claimable}`),
  ).toBeVisible();
});

test('stake play: the validation texts, and nothing is sent', async ({ page }) => {
  await openPlay(page);
  const before = await realBalance(page);
  const deposit = page.getByRole('form', { name: 'Deposit' });
  // The spec's text; above the withdrawable HUESO it also says which HUESO is short and how to get more.
  for (const [amount, text] of [
    ['0', /^Invalid amount$/],
    ['12000.5', /^Invalid amount\. Not enough HUESO \(withdrawable\): you need 12,000\.5 and have 12,000\. /],
  ] as const) {
    await deposit.getByLabel('Amount to stake').fill(amount);
    await deposit.getByRole('button', { name: 'Deposit' }).click();
    await expect(deposit.getByRole('alert')).toHaveText(text);
  }
  const withdraw = page.getByRole('form', { name: 'Withdraw' });
  await withdraw.getByLabel('Amount to withdraw').fill('0');
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(withdraw.getByRole('alert')).toHaveText('Enter a valid amount to withdraw');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('real')).toHaveText(before);
});

test('passive stake: V1 deposit disabled, V2 refusals, then a V2 deposit and withdraw', async ({ page }) => {
  await login(page);
  await page.goto('/game/stake');
  await page.getByRole('button', { name: 'Passive stake' }).click();
  const dialog = page.getByRole('dialog', { name: 'Passive stake' });
  await expect(dialog.getByRole('progressbar', { name: 'Next weekly payout' })).toBeVisible();

  await dialog.getByRole('tab', { name: 'V1' }).click();
  await expect(dialog.getByTestId('passive-hueso')).toHaveText('10,000');
  await expect(dialog.getByLabel('Amount to stake (HUESO)')).toBeDisabled();
  await expect(
    dialog.getByRole('form', { name: 'Deposit' }).getByRole('button', { name: 'Deposit' }),
  ).toBeDisabled();

  await dialog.getByRole('tab', { name: 'V2' }).click();
  const form = dialog.getByRole('form', { name: 'Deposit' });
  const refusals: [string, string | RegExp][] = [
    ['0', 'Invalid amount'],
    ['-5', 'Invalid amount'],
    ['12001', /^Invalid amount\. Not enough HUESO \(withdrawable\): you need 12,001 and have 12,000\. /],
    ['500', 'The minimum deposit is 1,000 HUESO'],
  ];
  for (const [amount, text] of refusals) {
    await form.getByLabel('Amount to stake (HUESO)').fill(amount);
    await form.getByRole('button', { name: 'Deposit' }).click();
    await expect(form.getByRole('alert')).toHaveText(text);
  }
  await form.getByLabel('Amount to stake (HUESO)').fill('2000');
  await expect(form.getByText(/This deposit takes 20 VIPHUESO/)).toBeVisible();
  await form.getByRole('button', { name: 'Deposit' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Success');
  await expect(dialog.getByTestId('passive-hueso')).toHaveText('2,000');
  await expect(dialog.getByTestId('passive-vip')).toHaveText('20');

  await dialog.getByRole('button', { name: 'Withdraw V2' }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw your V2 stake?' });
  await expect(confirm).toContainText("This week's reward");
  await confirm.getByRole('button', { name: 'Withdraw V2' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Success');
  await expect(dialog.getByTestId('passive-hueso')).toHaveText('0');
});

test('with the stake remote stopped, its area falls back and the rest of the game works', async ({
  page,
  remotes,
}) => {
  await login(page);
  await remotes.stake.stop();
  await page.goto('/game/stake');
  const fallback = page.getByRole('alert', { name: 'Stake unavailable' });
  await expect(fallback).toContainText('This area is unavailable right now');
  await expect(balance(page)).toHaveText(/\d/);
  await page.getByRole('link', { name: 'Market' }).click();
  await expect(page.getByRole('heading', { name: 'Market' })).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Islands' })).toBeVisible();

  await page.getByRole('link', { name: 'Stake', exact: true }).click();
  await expect(fallback).toBeVisible();

  await remotes.stake.start();
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Stake', level: 1 })).toBeVisible();
});
