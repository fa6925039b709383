import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { API, balance, expect, homeShown, login, readNumber, test } from './fixtures';
import { arenaStatus, presetBattle } from './scenes';
import type { GameTexts } from './texts';

async function openArena(page: Page, t: GameTexts) {
  await page.goto('/game/arena');
  await expect(page.getByRole('heading', { name: t.arena.title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('arena-mmr')).toHaveText(/\d/);
}

/** Runs a battle from Enter Battle to the result dialog; answers the result dialog. */
async function fight(page: Page, t: GameTexts) {
  await page.getByRole('button', { name: t.arena.enter }).click();
  const searching = page.getByRole('dialog', { name: t.arena.battleTitle });
  // With 0 PP the game warns before the fee is paid; these fights go ahead.
  const warning = page.getByRole('dialog', { name: t.arena.hopelessTitle });
  await expect(searching.or(warning)).toBeVisible();
  if (await warning.isVisible()) await warning.getByRole('button').last().click();
  await expect(searching.getByText(t.arena.searching)).toBeVisible();
  await expect(searching.getByText(t.arena.ticketsNote)).toBeVisible();
  const result = page.getByRole('dialog', { name: t.arena.resultTitle });
  await expect(result).toBeVisible();
  return result;
}

/** Checks the result's Power Change block against the PP before the battle; answers the final PP. */
async function expectPowerChange(result: ReturnType<Page['getByRole']>, t: GameTexts, pp: number) {
  await expect(result.getByRole('heading', { name: t.arena.powerChange })).toBeVisible();
  // Figures in the page's language (12,196 / 12.196).
  await expect(result.getByTestId('pp-before')).toHaveText(t.format.count(pp));
  const consumed = readNumber(t, await result.getByTestId('pp-consumed').innerText());
  const refund = readNumber(t, await result.getByTestId('pp-refund').innerText());
  expect(consumed).toBe(Math.floor(pp / 10));
  await expect(result.getByTestId('pp-final')).toHaveText(t.format.count(pp - consumed + refund));
  await expect(result.getByTestId('pp-net')).toHaveText(t.format.count(Math.max(0, consumed - refund)));
  await expect(result.getByText(t.arena.ppExplain)).toBeVisible();
  return pp - consumed + refund;
}

test('a won bot battle: search, result with Power Change, verify, the reward, and the profile follows', async ({
  page,
  t,
}) => {
  const st = await arenaStatus();
  const known = await presetBattle(st, true);
  await login(page);
  const hueso = readNumber(t, await balance(page).innerText());
  await openArena(page, t);
  await expect(page.getByRole('link', { name: t.arena.burnLink })).toHaveAttribute(
    'href',
    '/game/album?page=6',
  );
  const weekly = Number(await page.getByTestId('arena-weekly').innerText());
  const wins = Number(await page.getByTestId('arena-wins').innerText());
  const pp = Number(await page.getByTestId('arena-pp').innerText());

  const result = await fight(page, t);
  await expect(result.getByTestId('battle-matchup')).toHaveText(t.arena.versus('demo', known.bot.name));
  await expect(result.getByTestId('battle-winner')).toHaveText('demo');
  await expect(result.getByTestId('battle-outcome')).toHaveText(t.arena.outcomeValue(true, known.rounds));
  const final = await expectPowerChange(result, t, pp);
  // The result first: each round played out with who took it; the rewards only when asked for.
  await expect(result.getByTestId(`round-${known.rounds}`)).toContainText(
    t.arena.roundTaken('demo', '', '').split(',')[0]!,
  );
  await expect(page.getByRole('dialog', { name: t.arena.rewardTitle })).toHaveCount(0);
  await result.getByRole('button', { name: t.arena.seeRewards }).click();
  // The win's drop, as the seed decides it: a ticket or a VIPHUESO.
  const reward = page.getByRole('dialog', { name: t.arena.rewardTitle });
  await expect(reward.getByText(t.arena.great)).toBeVisible();
  await expect(reward.getByRole('listitem').first()).toHaveText(
    known.drop.type === 'TICKET'
      ? t.arena.tickets(known.drop.amount, t.format.count(known.drop.amount))
      : t.arena.rewardVip(t.format.amount(known.drop.amount)),
  );
  await reward.getByRole('button', { name: t.arena.refreshBalance }).click();
  await expect(reward).toBeHidden();
  await result.getByRole('button', { name: t.arena.verify }).click();
  await expect(result.getByText(t.arena.verified)).toBeVisible();
  await result.getByRole('button', { name: t.arena.close, exact: true }).last().click();
  await expect(result).toBeHidden();
  await expect(page.getByTestId('arena-weekly')).toHaveText(String(weekly + 1));
  await expect(page.getByTestId('arena-wins')).toHaveText(String(wins + 1));
  await expect(page.getByTestId('arena-pp')).toHaveText(String(final));
  await expect(balance(page)).toHaveText(t.format.balance(hueso - 50));
  await expect(
    page.getByRole('list', { name: t.arena.logEntries }).getByRole('listitem').first(),
  ).toContainText('demo');
});

test('a lost bot battle: the bot wins, no reward dialog, View Ranking shows the leaderboard, and the loss is counted', async ({
  page,
  t,
}) => {
  const st = await arenaStatus();
  const known = await presetBattle(st, false);
  await login(page);
  const hueso = readNumber(t, await balance(page).innerText());
  await openArena(page, t);
  const losses = Number(await page.getByTestId('arena-losses').innerText());
  const wins = Number(await page.getByTestId('arena-wins').innerText());
  const pp = Number(await page.getByTestId('arena-pp').innerText());

  const result = await fight(page, t);
  await expect(result.getByTestId('battle-matchup')).toHaveText(t.arena.versus('demo', known.bot.name));
  await expect(result.getByTestId('battle-winner')).toHaveText(known.bot.name);
  await expect(result.getByTestId('battle-outcome')).toHaveText(t.arena.outcomeValue(false, known.rounds));
  const final = await expectPowerChange(result, t, pp);
  await result.getByRole('button', { name: t.arena.verify }).click();
  await expect(result.getByText(t.arena.verified)).toBeVisible();
  // A lost battle has no rewards to see.
  await expect(result.getByTestId(`round-${known.rounds}`)).toContainText(known.bot.name);
  await expect(result.getByRole('button', { name: t.arena.seeRewards })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: t.arena.rewardTitle })).toHaveCount(0);
  // The round bars carry each side's number under a legend.
  await expect(result.getByTestId('rounds-legend')).toContainText(known.bot.name);
  // View Ranking closes the result and leaves the page (and the focus) on the leaderboard.
  await result.getByRole('button', { name: t.arena.viewRanking }).click();
  await expect(result).toBeHidden();
  const board = page.locator('#arena-leaderboard-panel');
  await expect(board).toBeFocused();
  await page.waitForTimeout(300);
  await expect(board).toBeInViewport();
  await expect(page.getByTestId('arena-losses')).toHaveText(String(losses + 1));
  await expect(page.getByTestId('arena-wins')).toHaveText(String(wins));
  await expect(page.getByTestId('arena-pp')).toHaveText(String(final));
  await expect(balance(page)).toHaveText(t.format.balance(hueso - 50));
});

test('Leave queue refunds the search: fee and energy come back, and the dialog closes', async ({
  page,
  t,
}) => {
  await login(page);
  const hueso = readNumber(t, await balance(page).innerText());
  await openArena(page, t);
  const energy = Number(await page.getByTestId('arena-energy').innerText());
  // The real start, with a long search on the page, so the dialog can be checked and left at leisure.
  await page.route(`${API}/api/arena/queue`, async (r) => {
    if (!r.request().postData()?.includes('nftId')) return r.continue();
    const started = await (await r.fetch()).json();
    await r.fulfill({ json: { ...started, searchMs: 600_000 } });
  });
  await page.getByRole('button', { name: t.arena.enter }).click();
  const searching = page.getByRole('dialog', { name: t.arena.battleTitle });
  const leave = searching.getByRole('button', { name: t.arena.leave });
  await expect(leave).toBeVisible();
  await expect(balance(page)).toHaveText(t.format.balance(hueso - 50));
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
  await leave.click();
  await expect(
    page.getByText(t.arena.leftQueue(t.format.amount(50), t.money.name.inGame, t.format.amount(5))),
  ).toBeVisible();
  await expect(searching).toBeHidden();
  await expect(balance(page)).toHaveText(t.format.balance(hueso));
  await expect(page.getByTestId('arena-energy')).toHaveText(String(energy));
});

test('a player who reloads during a search sees the battle they paid for, once', async ({ page, t }) => {
  const st = await arenaStatus();
  const known = await presetBattle(st, false);
  await login(page);
  await openArena(page, t);
  await page.getByRole('button', { name: t.arena.enter }).click();
  await expect(
    page.getByRole('dialog', { name: t.arena.battleTitle }).getByText(t.arena.searching),
  ).toBeVisible();
  await page.reload();
  const result = page.getByRole('dialog', { name: t.arena.resultTitle });
  await expect(result.getByTestId('battle-winner')).toHaveText(known.bot.name);
  await result.getByRole('button', { name: t.arena.close, exact: true }).last().click();
  await expect(result).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('arena-mmr')).toHaveText(/\d/);
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

async function arenaPage(browser: Browser, t: GameTexts, user: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, user, password);
  await openArena(page, t);
  return page;
}

test('two players in two browsers meet in PvP and see the same battle', async ({ browser, t }) => {
  const demo = await arenaPage(browser, t, 'demo', 'demo1234');
  const rival = await arenaPage(browser, t, 'rival', 'rival1234');
  await Promise.all([
    demo.getByRole('button', { name: t.arena.enter }).click(),
    rival.getByRole('button', { name: t.arena.enter }).click(),
  ]);
  const [a, b] = [
    demo.getByRole('dialog', { name: t.arena.resultTitle }),
    rival.getByRole('dialog', { name: t.arena.resultTitle }),
  ];
  await expect(a.getByTestId('battle-matchup')).toHaveText(t.arena.versus('demo', 'rival'));
  await expect(b.getByTestId('battle-matchup')).toHaveText(t.arena.versus('rival', 'demo'));
  const winner = await a.getByTestId('battle-winner').innerText();
  expect(['demo', 'rival']).toContain(winner);
  await expect(b.getByTestId('battle-winner')).toHaveText(winner);
  await b.getByRole('button', { name: t.arena.verify }).click();
  await expect(b.getByText(t.arena.verified)).toBeVisible();
  await demo.context().close();
  await rival.context().close();
});

test('a queue start failure closes the dialog with a toast; a resolve failure shows Error', async ({
  page,
  t,
}) => {
  await login(page);
  await openArena(page, t);
  await page.route(`${API}/api/arena/queue`, (r) => r.fulfill({ status: 500, body: '' }));
  await page.getByRole('button', { name: t.arena.enter }).click();
  await expect(page.getByText(t.arena.queueFailed)).toBeVisible();
  await expect(page.getByRole('dialog', { name: t.arena.battleTitle })).toBeHidden();

  await page.unroute(`${API}/api/arena/queue`);
  await page.route(`${API}/api/arena/queue`, (r) =>
    r.request().postData() === '{}' ? r.fulfill({ status: 500, body: '' }) : r.continue(),
  );
  await page.getByRole('button', { name: t.arena.enter }).click();
  const error = page.getByRole('dialog', { name: t.arena.errorTitle });
  await expect(error).toBeVisible();
  await expect(page.getByText(t.arena.resolveFailed).first()).toBeVisible();
  await expect(error.getByTestId('pp-final')).toHaveText('0');
});

test('empty feeds and leaderboard show their texts; a status failure shows Unauthorized in Arena', async ({
  page,
  t,
}) => {
  await login(page);
  await page.route(`${API}/api/arena/feed`, (r) => r.fulfill({ json: { feed: [] } }));
  await page.route(`${API}/api/arena/battle-feed`, (r) => r.fulfill({ json: { feed: [] } }));
  await page.route(`${API}/api/arena/leaderboard?size=200`, (r) =>
    r.fulfill({
      json: {
        data: [],
        pool: 0,
        burnedWeek: 0,
        burnedTotal: 0,
        unlockProgress: { current: 0, goal: 0, unlocked: false },
      },
    }),
  );
  await openArena(page, t);
  await expect(page.getByText(t.arena.noActivity)).toBeVisible();
  await expect(page.getByText(t.arena.noBattles)).toBeVisible();
  await expect(page.getByText(t.arena.noPositions)).toBeVisible();

  await page.route(`${API}/api/arena/status`, (r) => r.fulfill({ status: 401, body: '' }));
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: t.arena.statusFailed })).toBeVisible();
  await expect(balance(page)).toHaveText(/\d/);
});

test('the avatar changes and stays; a failed change keeps the local choice with a toast; a broken image falls back', async ({
  page,
  t,
}) => {
  await login(page);
  await openArena(page, t);
  await page.getByRole('button', { name: 'Avatar-3' }).click();
  await expect(page.getByRole('button', { name: 'Avatar-3' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Avatar-3' })).toHaveAttribute('aria-pressed', 'true');

  await page.route(`${API}/api/arena/avatar`, (r) => r.fulfill({ status: 500, body: '' }));
  await page.getByRole('button', { name: 'Avatar-2' }).click();
  await expect(page.getByText(t.arena.avatarFailed)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Avatar-2' })).toHaveAttribute('aria-pressed', 'true');

  await page.route(`${API}/api/arena/leaderboard?size=200`, async (r) => {
    const body = await (await r.fetch()).json();
    body.data[0].avatar = { id: 'x', img: `${API}/missing-avatar.svg`, name: 'Broken' };
    await r.fulfill({ json: body });
  });
  await page.reload();
  const first = page
    .getByRole('table', { name: t.arena.leaderboardCaption })
    .getByRole('row')
    .nth(1)
    .locator('img');
  await expect(first).toHaveAttribute('src', /av1\.[0-9a-f]+\.svg$/);
});

test('polling refreshes the arena every 20 s only while it is on screen', async ({ page, t }) => {
  await page.clock.install();
  await login(page);
  await openArena(page, t);
  let reads = 0;
  page.on('request', (r) => {
    if (r.url().startsWith(`${API}/api/arena/`) && r.method() === 'GET') reads++;
  });
  await page.clock.runFor(20_500);
  await expect.poll(() => reads).toBeGreaterThanOrEqual(4);
  await page.getByRole('link', { name: t.nav('Home') }).click();
  await homeShown(page, t);
  const after = reads;
  await page.clock.runFor(60_000);
  await page.waitForLoadState('networkidle');
  expect(reads).toBe(after);
});

test('the arena remote stopped costs only its area', async ({ page, remotes, t }) => {
  await login(page);
  await remotes.arena.stop();
  await page.goto('/game/arena');
  await expect(page.getByRole('alert', { name: t.app.areaUnavailableLabel(t.nav('Arena')) })).toBeVisible();
  await page.getByRole('link', { name: t.nav('Home') }).click();
  await homeShown(page, t);
  await expect(balance(page)).toHaveText(/\d/);
});
