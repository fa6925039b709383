import { API, balance, expect, login, test } from './fixtures';

const hueso = async (text: Promise<string | null>) => Number((await text)!.replace(/,/g, ''));

test('a 1-hour dig runs from start to the collected reward and the top bar balance changes', async ({
  page,
}) => {
  await login(page);
  const before = await hueso(balance(page).textContent());
  await page.getByRole('button', { name: 'Start Dig 1 hour' }).click();
  await expect(page.getByText('1-hour mission started successfully')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /Normal mission/ })).toBeVisible();
  for (const name of ['Start Dig 1 hour', 'Start Walk 6 hours', 'Start Recharge']) {
    await expect(page.getByRole('button', { name })).toBeDisabled();
  }
  // One hour at the test clock speed (720x) is five seconds.
  const reward = page.getByRole('region', { name: 'Normal mission' }).getByText(/^\+\d[\d,.]* HUESO$/);
  await expect(reward).toBeVisible({ timeout: 20_000 });
  const gained = Number((await reward.textContent())!.replace(/[^\d.]/g, ''));
  expect(gained).toBeGreaterThanOrEqual(1);
  await expect(balance(page)).not.toHaveText(String(before));
  expect(await hueso(balance(page).textContent())).toBeCloseTo(before + gained, 2);
  await page.getByRole('button', { name: 'Collect' }).click();
  await expect(page.getByRole('button', { name: 'Start Dig 1 hour' })).toBeEnabled();
});

test('rookie sees the special mission off, with the spec text as the reason, and no request', async ({
  page,
}) => {
  let requests = 0;
  page.on('request', (r) => r.url() === `${API}/api/mision` && requests++);
  await login(page, 'rookie', 'rookie123');
  const dig4 = page.getByRole('button', { name: 'Start Dig 4 hours' });
  await expect(dig4).toBeDisabled();
  await expect(dig4).toHaveAccessibleDescription('It is not yet available, it will be soon.');
  await expect(page.getByText('It is not yet available, it will be soon.')).toBeVisible();
  await dig4.click({ force: true });
  expect(requests).toBe(0);
  await expect(page.getByRole('link', { name: 'Buy Island' })).toBeVisible();
});

test('the pool pages by 10, 25 and 100 rows and lets demo join once', async ({ page }) => {
  await login(page);
  await page.getByRole('button', { name: 'Open pool' }).click();
  const dialog = page.getByRole('dialog', { name: 'Daily pool' });
  for (const header of ['USERS', 'POSITION', 'POWER', 'EST. HUESO']) {
    await expect(dialog.getByRole('columnheader', { name: header })).toBeVisible();
  }
  const rows = dialog.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await dialog.getByLabel('Rows per page').selectOption('25');
  await expect(rows).toHaveCount(25);
  await dialog.getByLabel('Rows per page').selectOption('100');
  const total = await rows.count();
  expect(total).toBeGreaterThan(25);
  await dialog.getByLabel('Rows per page').selectOption('10');
  await dialog.getByRole('button', { name: 'Next page' }).click();
  await expect(rows.first().getByRole('cell').nth(1)).toHaveText('11');

  const energyBefore = await page.getByTestId('energy').textContent();
  await dialog.getByRole('button', { name: 'Join pool' }).click();
  await expect(dialog.getByRole('button', { name: 'Join pool' })).toBeDisabled();
  await expect(dialog.getByText('You are already in the pool')).toBeVisible();
  await expect(page.getByTestId('energy')).not.toHaveText(energyBefore!);
});

test('the special 4-hour dig is collected by hand, then closed', async ({ page }) => {
  test.slow();
  await login(page);
  const before = await hueso(balance(page).textContent());
  await page.getByRole('button', { name: 'Start Dig 4 hours' }).click();
  await expect(page.getByText('4-hour special mission started successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Dig 4 hours' })).toBeDisabled();
  // A special mission leaves the normal missions available.
  await expect(page.getByRole('button', { name: 'Start Dig 1 hour' })).toBeEnabled();
  const panel = page.getByRole('region', { name: 'Special mission' });
  // Four hours at the test clock speed (720x) is twenty seconds.
  await panel.getByRole('button', { name: 'Collect' }).click({ timeout: 40_000 });
  const reward = panel.getByRole('status').filter({ hasText: /^\+\d[\d,.]* HUESO$/ });
  await expect(reward).toBeVisible();
  const gained = Number((await reward.textContent())!.replace(/[^\d.]/g, ''));
  expect(await hueso(balance(page).textContent())).toBeCloseTo(before + gained, 2);
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Start Dig 4 hours' })).toBeEnabled();
});

test('the Enter Arena card shows the entry fee the arena screen shows', async ({ page }) => {
  await login(page);
  const fee = page.getByRole('article', { name: 'Enter Arena' }).getByText(/^\d[\d,.]* HUESO$/);
  await expect(fee).toBeVisible();
  const shown = await fee.textContent();
  await page.getByRole('link', { name: 'Enter Arena' }).click();
  await expect(page.getByTestId('arena-fee')).toHaveText(shown!);
});
