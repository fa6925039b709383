import type { Page } from '@playwright/test';
import { API, balance, escapeRegExp, expect, homeShown, login, test, textPattern } from './fixtures';
import type { GameTexts } from './texts';

/** A text anywhere inside a longer one (a regular expression that matches it literally). */
const including = (text: string) => new RegExp(escapeRegExp(text));

const table = (page: Page, t: GameTexts) => page.getByRole('table', { name: t.play.tableCaption });
const demoRow = (page: Page, t: GameTexts) =>
  table(page, t).getByRole('row', { name: including(t.play.you('demo')) });

async function openPlay(page: Page, t: GameTexts) {
  await login(page);
  await page.getByRole('link', { name: t.nav('Stake'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t.landing.title, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: t.landing.ticket }).click();
  await expect(page).toHaveURL(/\/game\/stake\/play$/);
  await expect(table(page, t)).toBeVisible();
}

async function realBalance(page: Page): Promise<string> {
  return (await page.getByTestId('real').textContent()) ?? '';
}

/** The refusal of an amount above the withdrawable HUESO: which HUESO is short and how to get more. */
const notEnoughWithdrawable = (t: GameTexts, need: number, have: number) =>
  t.play.refusedShort(
    t.play.invalidAmount,
    t.notEnough('withdrawable', t.format.amount(need), t.format.amount(have)),
  );

test('stake play: deposit, the table follows, withdraw burns half, then claim the tickets', async ({
  page,
  t,
}) => {
  await openPlay(page, t);
  await expect(demoRow(page, t)).toContainText(t.format.amount(5000));
  await expect(page.getByTestId('real')).toHaveText(t.format.amount(12000));

  const deposit = page.getByRole('form', { name: t.play.depositAction });
  await deposit.getByLabel(t.play.amountToStake).fill('3000');
  await deposit.getByRole('button', { name: t.play.depositAction }).click();
  const confirmDeposit = page.getByRole('dialog', { name: t.play.depositTitle });
  await expect(confirmDeposit).toContainText(t.play.depositWarning(t.format.amount(3000)));
  await confirmDeposit.getByRole('button', { name: t.play.depositTitle }).click();
  await expect(page.getByText(t.play.deposited(t.format.amount(3000)))).toBeVisible();
  await expect(demoRow(page, t)).toContainText(t.format.amount(8000));
  await expect(page.getByTestId('staked')).toHaveText(t.format.amount(8000));
  await expect(page.getByTestId('real')).toHaveText(t.format.amount(9000));

  const burnedBefore = (await (await page.request.get(`${API}/metrics/hueso`)).json()).quemado as number;
  const withdraw = page.getByRole('form', { name: t.play.withdrawAction });
  await withdraw.getByLabel(t.play.amountToWithdraw).fill('2000');
  await withdraw.getByRole('button', { name: t.play.withdrawAction }).click();
  const confirmWithdraw = page.getByRole('dialog', { name: t.play.withdrawTitle });
  await expect(confirmWithdraw).toContainText(
    t.play.withdrawSplit(
      t.format.amount(2000),
      t.format.amount(1000),
      t.money.name.withdrawable,
      t.format.amount(1000),
    ),
  );
  await confirmWithdraw.getByRole('button', { name: t.play.withdrawTitle }).click();
  await expect(page.getByText(t.play.withdrawn(t.format.amount(1000), t.format.amount(1000)))).toBeVisible();
  await expect(demoRow(page, t)).toContainText(t.format.amount(6000));
  await expect(page.getByTestId('real')).toHaveText(t.format.amount(10000));
  const burnedAfter = (await (await page.request.get(`${API}/metrics/hueso`)).json()).quemado as number;
  expect(burnedAfter).toBeCloseTo(burnedBefore + 1000, 3);

  await expect(page.getByTestId('claimable')).not.toHaveText('0');
  const claimable = Number(await page.getByTestId('claimable').textContent());
  await page.getByRole('button', { name: t.play.claim }).click();
  await expect(page.getByText(t.play.claimed(claimable, t.format.count(claimable)))).toBeVisible();
  await expect(page.getByTestId('claimable')).toHaveText('0');
  await page.getByRole('link', { name: t.nav('Inventory') }).click();
  await expect(
    page
      .getByRole('listitem', { name: t.item('ticket stake') })
      .getByText(t.inventory.owned(t.format.count(2 + claimable))),
  ).toBeVisible();
});

test('stake play: the validation texts, and nothing is sent', async ({ page, t }) => {
  await openPlay(page, t);
  const before = await realBalance(page);
  const deposit = page.getByRole('form', { name: t.play.depositAction });
  // The spec's text; above the withdrawable HUESO it also says which HUESO is short and how to get more.
  for (const [amount, text] of [
    ['0', t.play.invalidAmount],
    ['12000.5', notEnoughWithdrawable(t, 12000.5, 12000)],
  ] as const) {
    await deposit.getByLabel(t.play.amountToStake).fill(amount);
    await deposit.getByRole('button', { name: t.play.depositAction }).click();
    await expect(deposit.getByRole('alert')).toHaveText(text);
  }
  const withdraw = page.getByRole('form', { name: t.play.withdrawAction });
  await withdraw.getByLabel(t.play.amountToWithdraw).fill('0');
  await withdraw.getByRole('button', { name: t.play.withdrawAction }).click();
  await expect(withdraw.getByRole('alert')).toHaveText(t.play.invalidWithdraw);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('real')).toHaveText(before);
});

test('passive stake: V1 deposit disabled, V2 refusals, then a V2 deposit and withdraw', async ({
  page,
  t,
}) => {
  await login(page);
  await page.goto('/game/stake');
  await page.getByRole('button', { name: t.landing.chest }).click();
  const dialog = page.getByRole('dialog', { name: t.passive.title });
  await expect(dialog.getByRole('progressbar', { name: t.passive.nextPayout })).toBeVisible();

  await dialog.getByRole('tab', { name: t.passive.version(1) }).click();
  await expect(dialog.getByTestId('passive-hueso')).toHaveText(t.format.amount(10000));
  await expect(dialog.getByLabel(t.passive.amountToStake)).toBeDisabled();
  await expect(
    dialog.getByRole('form', { name: t.passive.deposit }).getByRole('button', { name: t.passive.deposit }),
  ).toBeDisabled();

  await dialog.getByRole('tab', { name: t.passive.version(2) }).click();
  const form = dialog.getByRole('form', { name: t.passive.deposit });
  const refusals: [string, string][] = [
    ['0', t.passive.invalidAmount],
    ['-5', t.passive.invalidAmount],
    ['12001', notEnoughWithdrawable(t, 12001, 12000)],
    ['500', t.passive.minimum(t.format.amount(1000))],
  ];
  for (const [amount, text] of refusals) {
    await form.getByLabel(t.passive.amountToStake).fill(amount);
    await form.getByRole('button', { name: t.passive.deposit }).click();
    await expect(form.getByRole('alert')).toHaveText(text);
  }
  await form.getByLabel(t.passive.amountToStake).fill('2000');
  await expect(form.getByText(including(t.passive.required(t.format.amount(20))))).toBeVisible();
  await form.getByRole('button', { name: t.passive.deposit }).click();
  await expect(dialog.getByRole('status')).toHaveText(t.passive.success);
  await expect(dialog.getByTestId('passive-hueso')).toHaveText(t.format.amount(2000));
  await expect(dialog.getByTestId('passive-vip')).toHaveText(t.format.amount(20));

  await dialog.getByRole('button', { name: t.passive.withdrawConfirm(2) }).click();
  const confirm = page.getByRole('dialog', { name: t.passive.withdrawTitle(2) });
  await expect(confirm.getByText(textPattern(t.passive.withdrawForfeit, '[\\d.,]+'))).toBeVisible();
  await confirm.getByRole('button', { name: t.passive.withdrawConfirm(2) }).click();
  await expect(dialog.getByRole('status')).toHaveText(t.passive.success);
  await expect(dialog.getByTestId('passive-hueso')).toHaveText(t.format.amount(0));
});

test('with the stake remote stopped, its area falls back and the rest of the game works', async ({
  page,
  remotes,
  t,
}) => {
  await login(page);
  await remotes.stake.stop();
  await page.goto('/game/stake');
  const fallback = page.getByRole('alert', { name: t.app.areaUnavailableLabel(t.nav('Stake')) });
  await expect(fallback).toContainText(t.app.areaUnavailable);
  await expect(balance(page)).toHaveText(/\d/);
  await page.getByRole('link', { name: t.nav('Market') }).click();
  await expect(page.getByRole('heading', { name: t.market.title })).toBeVisible();
  await page.getByRole('link', { name: t.nav('Home') }).click();
  await homeShown(page, t);

  await page.getByRole('link', { name: t.nav('Stake'), exact: true }).click();
  await expect(fallback).toBeVisible();

  await remotes.stake.start();
  await fallback.getByRole('button', { name: t.kit.retry }).click();
  await expect(page.getByRole('heading', { name: t.landing.title, level: 1 })).toBeVisible();
});
