import type { Browser, Page } from '@playwright/test';
import { API, balance, expect, login, test } from './fixtures';

async function openArena(page: Page) {
  await page.goto('/game/arena');
  await expect(page.getByRole('heading', { name: 'Arena', level: 1 })).toBeVisible();
  await expect(page.getByTestId('arena-mmr')).toHaveText(/\d/);
}

/** Runs a battle from Enter Battle to the result dialog; answers the result dialog. */
async function fight(page: Page) {
  await page.getByRole('button', { name: 'Enter Battle' }).click();
  const searching = page.getByRole('dialog', { name: 'Battle' });
  await expect(searching.getByText('Searching opponent...')).toBeVisible();
  await expect(searching.getByText('(Tickets x2 if PvP win)')).toBeVisible();
  const result = page.getByRole('dialog', { name: 'Battle result' });
  await expect(result).toBeVisible();
  return result;
}

test('a bot battle: search, result with Power Change, verify, reward, and the profile follows', async ({
  page,
}) => {
  await login(page);
  const hueso = Number((await balance(page).innerText()).replace(/,/g, ''));
  await openArena(page);
  await expect(page.getByRole('link', { name: 'Burn System' })).toHaveAttribute('href', '/game/album?page=6');
  const weekly = Number(await page.getByTestId('arena-weekly').innerText());
  const pp = Number(await page.getByTestId('arena-pp').innerText());

  const result = await fight(page);
  await expect(result.getByTestId('battle-matchup')).toHaveText(/^demo vs /);
  const outcome = await result.getByTestId('battle-outcome').innerText();
  expect(outcome).toMatch(/^(Won|Lost) in [23] rounds$/);
  await expect(result.getByRole('heading', { name: 'Power Change' })).toBeVisible();
  await expect(result.getByTestId('pp-before')).toHaveText(String(pp));
  const consumed = Number(await result.getByTestId('pp-consumed').innerText());
  const refund = Number(await result.getByTestId('pp-refund').innerText());
  await expect(result.getByTestId('pp-final')).toHaveText(String(pp - consumed + refund));
  await expect(result.getByTestId('pp-net')).toHaveText(String(Math.max(0, consumed - refund)));

  if (outcome.startsWith('Won')) {
    const reward = page.getByRole('dialog', { name: 'Rewards' });
    await expect(reward.getByText('Great!')).toBeVisible();
    await expect(reward.getByRole('listitem').first()).toHaveText(/ticket|VIPHUESO/);
    await reward.getByRole('button', { name: 'Refresh Balance' }).click();
    await expect(reward).toBeHidden();
  }
  await result.getByRole('button', { name: 'Verify' }).click();
  await expect(
    result.getByText('Verified: the replay of the revealed seed matches this result.'),
  ).toBeVisible();
  await result.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(result).toBeHidden();
  await expect(page.getByTestId('arena-weekly')).toHaveText(String(weekly + 1));
  await expect(page.getByTestId('arena-pp')).toHaveText(String(pp - consumed + refund));
  await expect(balance(page)).toHaveText((hueso - 50).toLocaleString('en-US', { minimumFractionDigits: 2 }));
  await expect(
    page.getByRole('list', { name: 'Battle Log entries' }).getByRole('listitem').first(),
  ).toContainText('demo');
});

async function arenaPage(browser: Browser, user: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, user, password);
  await openArena(page);
  return page;
}

test('two players in two browsers meet in PvP and see the same battle', async ({ browser }) => {
  const demo = await arenaPage(browser, 'demo', 'demo1234');
  const rival = await arenaPage(browser, 'rival', 'rival1234');
  await Promise.all([
    demo.getByRole('button', { name: 'Enter Battle' }).click(),
    rival.getByRole('button', { name: 'Enter Battle' }).click(),
  ]);
  const [a, b] = [
    demo.getByRole('dialog', { name: 'Battle result' }),
    rival.getByRole('dialog', { name: 'Battle result' }),
  ];
  await expect(a.getByTestId('battle-matchup')).toHaveText('demo vs rival');
  await expect(b.getByTestId('battle-matchup')).toHaveText('rival vs demo');
  const winner = await a.getByTestId('battle-winner').innerText();
  expect(['demo', 'rival']).toContain(winner);
  await expect(b.getByTestId('battle-winner')).toHaveText(winner);
  await b.getByRole('button', { name: 'Verify' }).click();
  await expect(b.getByText(/^Verified/)).toBeVisible();
  await demo.context().close();
  await rival.context().close();
});

test('a queue start failure closes the dialog with a toast; a resolve failure shows Error', async ({
  page,
}) => {
  await login(page);
  await openArena(page);
  await page.route(`${API}/api/arena/queue`, (r) => r.fulfill({ status: 500, body: '' }));
  await page.getByRole('button', { name: 'Enter Battle' }).click();
  await expect(page.getByText('Could not enter queue')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Battle' })).toBeHidden();

  await page.unroute(`${API}/api/arena/queue`);
  await page.route(`${API}/api/arena/queue`, (r) =>
    r.request().postData() === '{}' ? r.fulfill({ status: 500, body: '' }) : r.continue(),
  );
  await page.getByRole('button', { name: 'Enter Battle' }).click();
  const error = page.getByRole('dialog', { name: 'Error' });
  await expect(error).toBeVisible();
  await expect(page.getByText('Battle resolve failed').first()).toBeVisible();
  await expect(error.getByTestId('pp-final')).toHaveText('0');
});

test('empty feeds and leaderboard show their texts; a status failure shows Unauthorized in Arena', async ({
  page,
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
  await openArena(page);
  await expect(page.getByText('No recent rewards yet.')).toBeVisible();
  await expect(page.getByText('No recent battles logged.')).toBeVisible();
  await expect(page.getByText('No positions yet')).toBeVisible();

  await page.route(`${API}/api/arena/status`, (r) => r.fulfill({ status: 401, body: '' }));
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Unauthorized in Arena' })).toBeVisible();
  await expect(balance(page)).toHaveText(/\d/);
});

test('the avatar changes and stays; a failed change keeps the local choice with a toast; a broken image falls back', async ({
  page,
}) => {
  await login(page);
  await openArena(page);
  await page.getByRole('button', { name: 'Avatar-3' }).click();
  await expect(page.getByRole('button', { name: 'Avatar-3' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Avatar-3' })).toHaveAttribute('aria-pressed', 'true');

  await page.route(`${API}/api/arena/avatar`, (r) => r.fulfill({ status: 500, body: '' }));
  await page.getByRole('button', { name: 'Avatar-2' }).click();
  await expect(page.getByText('Avatar change failed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Avatar-2' })).toHaveAttribute('aria-pressed', 'true');

  await page.route(`${API}/api/arena/leaderboard?size=200`, async (r) => {
    const body = await (await r.fetch()).json();
    body.data[0].avatar = { id: 'x', img: `${API}/missing-avatar.svg`, name: 'Broken' };
    await r.fulfill({ json: body });
  });
  await page.reload();
  const first = page.getByRole('table', { name: 'Arena leaderboard' }).getByRole('row').nth(1).locator('img');
  await expect(first).toHaveAttribute('src', /av1\.[0-9a-f]+\.svg$/);
});

test('polling refreshes the arena every 20 s only while it is on screen', async ({ page }) => {
  await page.clock.install();
  await login(page);
  await openArena(page);
  let reads = 0;
  page.on('request', (r) => {
    if (r.url().startsWith(`${API}/api/arena/`) && r.method() === 'GET') reads++;
  });
  await page.clock.runFor(20_500);
  await expect.poll(() => reads).toBeGreaterThanOrEqual(4);
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Islands' })).toBeVisible();
  const after = reads;
  await page.clock.runFor(60_000);
  await page.waitForLoadState('networkidle');
  expect(reads).toBe(after);
});

test('the arena remote stopped costs only its area', async ({ page, remotes }) => {
  await login(page);
  await remotes.arena.stop();
  await page.goto('/game/arena');
  await expect(page.getByRole('alert', { name: 'Arena unavailable' })).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Islands' })).toBeVisible();
  await expect(balance(page)).toHaveText(/\d/);
});
