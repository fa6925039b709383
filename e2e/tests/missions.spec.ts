import AxeBuilder from '@axe-core/playwright';
import { API, balance, expect, homeShown, login, readNumber, test, textPattern } from './fixtures';
import type { Page } from '@playwright/test';
import type { GameTexts } from './texts';

const hueso = async (t: GameTexts, text: Promise<string | null>) => readNumber(t, (await text)!);

/** A `+12.5 HUESO` reward as the language shows it. */
const huesoGain = (t: GameTexts) => textPattern(t.missions.huesoGain, '\\d[\\d,.]*');
const gainOf = (t: GameTexts, text: string) => readNumber(t, text.replace(/^\+/, '').replace(/ HUESO$/, ''));

/** The player record as the server has it, read with the page's session. */
async function record(page: Page): Promise<{ poder: number; costoPool: number }> {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
  const res = await page.request.get(`${API}/api/getInformacion`, { headers: { token } });
  return (await res.json()).resultado;
}

/** The top bar's energy, `actual/maximo`. */
async function energy(page: Page): Promise<number> {
  const text = (await page.getByTestId('energy').textContent())!;
  return Number(/(\d+)\s*\/\s*\d+/.exec(text)![1]);
}

test('a 1-hour dig runs from start to the collected reward and the top bar balance changes', async ({
  page,
  t,
}) => {
  await login(page);
  const { poder } = await record(page);
  const before = await hueso(t, balance(page).textContent());
  const start = (code: 1 | 3 | 4 | 6) =>
    page.getByRole('button', { name: t.missions.startLabel(t.missions.titles[code]) });
  await start(1).click();
  await expect(page.getByText(t.missions.started[1])).toBeVisible();
  await expect(page.getByRole('progressbar', { name: t.missions.normalMission })).toBeVisible();
  for (const code of [1, 6, 3] as const) {
    await expect(start(code)).toBeDisabled();
  }
  // One hour at the test clock speed (720x) is five seconds.
  const reward = page.getByRole('region', { name: t.missions.normalMission }).getByText(huesoGain(t));
  await expect(reward).toBeVisible({ timeout: 20_000 });
  const gained = gainOf(t, (await reward.textContent())!);
  // SPEC.md section 9: the 1-hour dig gives 1 to poder + 80 HUESO.
  expect(gained).toBeGreaterThanOrEqual(1);
  expect(gained).toBeLessThanOrEqual(poder + 80);
  await expect(balance(page)).not.toHaveText(t.format.balance(before));
  expect(await hueso(t, balance(page).textContent())).toBeCloseTo(before + gained, 2);
  await page.getByRole('button', { name: t.missions.collect }).click();
  await expect(start(1)).toBeEnabled();
});

test('rookie sees the special mission off, with the spec text as the reason, and no request', async ({
  page,
  t,
}) => {
  let requests = 0;
  page.on('request', (r) => r.url() === `${API}/api/mision` && requests++);
  await login(page, 'rookie', 'rookie123');
  const dig4 = page.getByRole('button', { name: t.missions.startLabel(t.missions.titles[4]) });
  await expect(dig4).toBeDisabled();
  await expect(dig4).toHaveAccessibleDescription(t.missions.notAvailable);
  await expect(page.getByText(t.missions.notAvailable)).toBeVisible();
  await dig4.click({ force: true });
  expect(requests).toBe(0);
  await expect(page.getByRole('link', { name: t.pool.buyInitialLand })).toBeVisible();
});

test('the pool pages by 10, 25 and 100 rows and lets demo join once', async ({ page, t }) => {
  await login(page);
  await page.getByRole('button', { name: t.pool.open }).click();
  const dialog = page.getByRole('dialog', { name: t.poolDialog.title });
  const { users, position, power, estimate } = t.poolDialog.columns;
  for (const header of [users, position, power, estimate]) {
    await expect(dialog.getByRole('columnheader', { name: header })).toBeVisible();
  }
  const rows = dialog.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await dialog.getByLabel(t.kit.rowsPerPage).selectOption('25');
  await expect(rows).toHaveCount(25);
  await dialog.getByLabel(t.kit.rowsPerPage).selectOption('100');
  const total = await rows.count();
  expect(total).toBeGreaterThan(25);
  await dialog.getByLabel(t.kit.rowsPerPage).selectOption('10');
  await dialog.getByRole('button', { name: t.kit.nextPage }).click();
  await expect(rows.first().getByRole('cell').nth(1)).toHaveText('11');

  // SPEC.md section 9: the pool costs costoPool energy, 20 by default.
  expect((await record(page)).costoPool).toBe(20);
  const energyBefore = await energy(page);
  await dialog.getByRole('button', { name: t.poolDialog.join }).click();
  await expect(dialog.getByRole('button', { name: t.poolDialog.join })).toBeDisabled();
  await expect(dialog.getByText(t.poolDialog.alreadyIn)).toBeVisible();
  await expect.poll(() => energy(page)).toBe(energyBefore - 20);
});

test('the special 4-hour dig is collected by hand, then closed', async ({ page, t }) => {
  test.slow();
  await login(page);
  const { poder } = await record(page);
  const before = await hueso(t, balance(page).textContent());
  const dig4 = page.getByRole('button', { name: t.missions.startLabel(t.missions.titles[4]) });
  await dig4.click();
  await expect(page.getByText(t.missions.started[4])).toBeVisible();
  await expect(dig4).toBeDisabled();
  // A special mission leaves the normal missions available.
  await expect(page.getByRole('button', { name: t.missions.startLabel(t.missions.titles[1]) })).toBeEnabled();
  const panel = page.getByRole('region', { name: t.missions.specialMission });
  // Four hours at the test clock speed (720x) is twenty seconds.
  await panel.getByRole('button', { name: t.missions.collect }).click({ timeout: 40_000 });
  const reward = panel.getByRole('status').filter({ hasText: huesoGain(t) });
  await expect(reward).toBeVisible();
  const gained = gainOf(t, (await reward.textContent())!);
  // SPEC.md section 9: the 4-hour special dig gives 1 to poder + 200 HUESO.
  expect(gained).toBeGreaterThanOrEqual(1);
  expect(gained).toBeLessThanOrEqual(poder + 200);
  expect(await hueso(t, balance(page).textContent())).toBeCloseTo(before + gained, 2);
  await panel.getByRole('button', { name: t.missions.close }).click();
  await expect(panel).toBeHidden();
  await expect(dig4).toBeEnabled();
});

test('the Enter Arena card shows the entry fee the arena screen shows', async ({ page, t }) => {
  await login(page);
  const fee = page
    .getByRole('article', { name: t.arenaCard.title })
    .getByText(textPattern((fee: string) => `${fee} ${t.money.name.inGame}`, '\\d[\\d,.]*'));
  await expect(fee).toBeVisible();
  const shown = await fee.textContent();
  await page.getByRole('link', { name: t.arenaCard.enter }).click();
  await expect(page.getByTestId('arena-fee')).toHaveText(shown!);
});

test('a new player meets a three-step guide, walks it by keyboard, and it stays closed for that player', async ({
  page,
  t,
}) => {
  await login(page, 'rookie', 'rookie123');
  const guide = page.getByRole('region', { name: t.guide.title });
  await expect(guide.getByRole('heading', { name: t.guide.steps[0]!.title })).toBeVisible();
  await expect(guide.getByText(t.guide.step(1, 3))).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await guide.getByRole('button', { name: t.guide.next }).focus();
  await page.keyboard.press('Enter');
  await expect(guide.getByRole('heading', { name: t.guide.steps[1]!.title })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(guide.getByRole('heading', { name: t.guide.steps[2]!.title })).toBeVisible();
  await expect(guide.getByRole('button', { name: t.guide.back })).toBeVisible();
  await guide.getByRole('button', { name: t.guide.done }).press('Enter');
  await expect(guide).toBeHidden();
  await page.reload();
  await homeShown(page, t);
  await expect(page.getByRole('button', { name: t.missions.startLabel(t.missions.titles[1]) })).toBeVisible();
  await expect(guide).toBeHidden();
});

test('a player with the starter pack is not shown the guide', async ({ page, t }) => {
  await login(page);
  await expect(page.getByRole('button', { name: t.missions.startLabel(t.missions.titles[1]) })).toBeVisible();
  await expect(page.getByRole('region', { name: t.guide.title })).toHaveCount(0);
});
