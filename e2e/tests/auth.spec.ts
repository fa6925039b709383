import { API, balance, expect, login, test } from './fixtures';

const NOTICE = 'There was an error loading the data';

test.describe('guards and redirects', () => {
  test('/ and /game/* go to /login when logged out', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/game/market');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Log in with your user' })).toBeVisible();
  });

  test('/Album and /game/Album reach the album area at /game/album', async ({ page }) => {
    await login(page);
    for (const path of ['/Album?page=6', '/game/Album?page=6']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/game\/album\?page=6$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Burn NFTs' })).toBeVisible();
    }
  });

  test('the whitepaper, chat and partner-game links open pages that exist', async ({ page }) => {
    await login(page);
    const hrefs = await Promise.all(
      ['Whitepaper', 'Chat'].map((name) =>
        page.getByRole('banner').getByRole('link', { name }).getAttribute('href'),
      ),
    );
    const config = await (await page.request.get('/config.json')).json();
    expect(hrefs).toEqual([config.links.whitepaper, config.links.chat]);
    for (const [href, heading] of [
      [config.links.whitepaper, 'HUESO whitepaper'],
      [config.links.chat, 'HUESO community chat'],
      [config.links.partnerGame, 'Partner game'],
    ]) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  });

  test('login replaces the history entry', async ({ page }) => {
    // Reached from another page: Back from /game must return there, not to the login screen
    // (which, logged in, would bounce to /game and hide a pushed entry).
    await page.goto('/whitepaper.html');
    await page.goto('/login/friend42');
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/game$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/whitepaper\.html$/);
    await expect(page.getByRole('heading', { name: 'HUESO whitepaper' })).toBeVisible();
  });
});

test.describe('login validation', () => {
  for (const [user, password] of [
    ['abc', 'demo1234'],
    ['a'.repeat(20), 'demo1234'],
    ['demo', 'abc'],
    ['demo', 'p'.repeat(16)],
  ] as const) {
    test(`refuses ${user.length}-char user / ${password.length}-char password without a request`, async ({
      page,
    }) => {
      let requests = 0;
      page.on('request', (r) => r.url().includes('/api/loginPass') && requests++);
      await page.goto('/login');
      await page.getByLabel('Username').fill(user);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('alert')).toHaveText(new RegExp(NOTICE));
      expect(requests).toBe(0);
    });
  }

  test('wrong password shows the notice, which stays on outside clicks and hides after 6000 ms', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/login');
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('wrong-pass');
    await page.getByRole('button', { name: 'Log in' }).click();
    const notice = page.getByRole('alert');
    await expect(notice).toHaveText(new RegExp(NOTICE));
    await page.getByRole('heading', { name: 'Log in with your user' }).click();
    await page.clock.runFor(5500);
    await expect(notice).toBeVisible();
    await page.clock.runFor(600);
    await expect(notice).toBeHidden();
  });

  test('the notice can be dismissed', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('alert')).toBeHidden();
  });
});

test.describe('session', () => {
  test('password login shows the top bar with balance and energy', async ({ page }) => {
    await login(page);
    await expect(balance(page)).toHaveText(/\d/);
    await expect(page.getByTestId('energy')).toHaveText(/^\d+\/\d+$/);
    const token = (await page.context().cookies()).find((c) => c.name === 'token');
    expect(token).toMatchObject({ path: '/', sameSite: 'Strict', secure: true });
    const lifetime = token!.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(43200 - 120);
    expect(lifetime).toBeLessThanOrEqual(43200);
  });

  test('wallet login signs with the dev wallet', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('demo');
    await page.getByRole('button', { name: 'KeyChain' }).click();
    const popup = page.getByRole('alertdialog', { name: 'Dev wallet' });
    await expect(popup).toContainText('Sign message');
    await popup.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/game$/);
    await expect(balance(page)).toHaveText(/\d/);
  });

  test('a cancelled wallet login stays on the login screen', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('demo');
    await page.getByRole('button', { name: 'KeyChain' }).click();
    await page
      .getByRole('alertdialog', { name: 'Dev wallet' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'KeyChain' })).toBeEnabled();
  });

  test('a reload restores the session', async ({ page }) => {
    await login(page);
    const before = await balance(page).textContent();
    await page.reload();
    await expect(page).toHaveURL(/\/game$/);
    await expect(balance(page)).toHaveText(before!);
  });

  test('restore goes to login when the user info fetch fails', async ({ page }) => {
    await login(page);
    await page.route(`${API}/api/getInformacion`, (r) => r.fulfill({ status: 500, json: { error: 'boom' } }));
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('user'))).toBeNull();
  });

  test('logout returns to login and guards the game', async ({ page }) => {
    await login(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/game');
    await expect(page).toHaveURL(/\/login$/);
  });
});
