import { API, balance, configLinks, escapeRegExp, expect, login, test } from './fixtures';
import type { GameTexts } from './texts';

/**
 * The server's refusal of the 11th attempt, as the player reads it: 'Too many login attempts from
 * your address. Try again in 1 minute.' (or in N seconds).
 */
function tooManyAttempts(t: GameTexts): RegExp {
  const [before, after] = t
    .server('Too many login attempts from your address. Try again in {0}.')
    .split('{0}');
  const seconds = t.server('{0} seconds').split('{0}').map(escapeRegExp).join('\\d+');
  const wait = `${escapeRegExp(t.server('1 minute'))}|${seconds}|${escapeRegExp(t.server('1 second'))}`;
  return new RegExp(`^${escapeRegExp(before!)}(${wait})${escapeRegExp(after!)}$`);
}

/** The login notice's text, anywhere in the alert (which also holds its Dismiss button). */
const loginNotice = (t: GameTexts) => new RegExp(escapeRegExp(t.login.error));

test.describe('guards and redirects', () => {
  test('/ and /game/* go to /login when logged out', async ({ page, t }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/game/market');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: t.login.title })).toBeVisible();
  });

  test('/Album and /game/Album reach the album area at /game/album', async ({ page, t }) => {
    await login(page);
    for (const path of ['/Album?page=6', '/game/Album?page=6']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/game\/album\?page=6$/);
      await expect(page.getByRole('heading', { level: 1, name: t.album.sections.burn })).toBeVisible();
    }
  });

  test("the whitepaper, chat and partner-game links open pages that exist, in the game's language", async ({
    page,
    t,
  }) => {
    await login(page);
    const hrefs = await Promise.all(
      [t.topbar.whitepaper, t.topbar.chat].map((name) =>
        page.getByRole('banner').getByRole('link', { name }).getAttribute('href'),
      ),
    );
    const links = await configLinks(page, t);
    expect(hrefs).toEqual([links.whitepaper, links.chat]);
    const headings =
      t.lang === 'es'
        ? ['Whitepaper de HUESO', 'Chat de la comunidad HUESO', 'Juego asociado']
        : ['HUESO whitepaper', 'HUESO community chat', 'Partner game'];
    for (const [i, href] of [links.whitepaper, links.chat, links.partnerGame].entries()) {
      await page.goto(href!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings[i]!);
      await expect(page.locator('html')).toHaveAttribute('lang', t.lang);
    }
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  });

  test('login replaces the history entry', async ({ page, t }) => {
    // Reached from another page: Back from /game must return there, not to the login screen
    // (which, logged in, would bounce to /game and hide a pushed entry).
    await page.goto('/whitepaper.html');
    await page.goto('/login/friend42');
    await page.getByLabel(t.kit.username, { exact: true }).fill('demo');
    await page.getByLabel(t.kit.password, { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: t.login.logIn, exact: true }).click();
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
      t,
    }) => {
      let requests = 0;
      page.on('request', (r) => r.url().includes('/api/loginPass') && requests++);
      await page.goto('/login');
      await page.getByLabel(t.kit.username, { exact: true }).fill(user);
      await page.getByLabel(t.kit.password, { exact: true }).fill(password);
      await page.getByRole('button', { name: t.login.logIn, exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText(loginNotice(t));
      expect(requests).toBe(0);
    });
  }

  test('wrong password shows the notice, which stays on outside clicks and hides after 6000 ms', async ({
    page,
    t,
  }) => {
    await page.clock.install();
    await page.goto('/login');
    await page.getByLabel(t.kit.username, { exact: true }).fill('demo');
    await page.getByLabel(t.kit.password, { exact: true }).fill('wrong-pass');
    await page.getByRole('button', { name: t.login.logIn, exact: true }).click();
    const notice = page.getByRole('alert');
    await expect(notice).toHaveText(loginNotice(t));
    await page.getByRole('heading', { name: t.login.title }).click();
    await page.clock.runFor(5500);
    await expect(notice).toBeVisible();
    await page.clock.runFor(600);
    await expect(notice).toBeHidden();
  });

  test('too many wrong passwords: the notice says to wait', async ({ page, t }) => {
    await page.goto('/login');
    await page.getByLabel(t.kit.username, { exact: true }).fill('demo');
    await page.getByLabel(t.kit.password, { exact: true }).fill('wrong-pass');
    const notice = page.getByRole('alert');
    // 10 attempts a minute are allowed per address; the 11th is refused with 429.
    for (let i = 0; i < 10; i++) {
      const answer = page.waitForResponse((res) => res.url().endsWith('/api/loginPass'));
      await page.getByRole('button', { name: t.login.logIn, exact: true }).click();
      expect((await answer).status()).toBe(401);
    }
    await page.getByRole('button', { name: t.login.logIn, exact: true }).click();
    await expect(notice).toHaveText(tooManyAttempts(t));
  });

  test('the notice can be dismissed', async ({ page, t }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: t.login.logIn, exact: true }).click();
    await page.getByRole('button', { name: t.kit.dismiss }).click();
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

  test('wallet login signs with the dev wallet', async ({ page, t }) => {
    await page.goto('/login');
    await page.getByLabel(t.kit.username, { exact: true }).fill('demo');
    await page.getByRole('button', { name: t.login.keychain }).click();
    const popup = page.getByRole('alertdialog', { name: t.devWallet.name });
    await expect(popup).toContainText(t.devWallet.title(t.devWallet.signMessage));
    await popup.getByRole('button', { name: t.devWallet.approve }).click();
    await expect(page).toHaveURL(/\/game$/);
    await expect(balance(page)).toHaveText(/\d/);
  });

  test('a cancelled wallet login stays on the login screen', async ({ page, t }) => {
    await page.goto('/login');
    await page.getByLabel(t.kit.username, { exact: true }).fill('demo');
    await page.getByRole('button', { name: t.login.keychain }).click();
    await page
      .getByRole('alertdialog', { name: t.devWallet.name })
      .getByRole('button', { name: t.devWallet.cancel })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: t.login.keychain })).toBeEnabled();
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

  test('logout returns to login and guards the game', async ({ page, t }) => {
    await login(page);
    await page.getByRole('button', { name: t.topbar.logout }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/game');
    await expect(page).toHaveURL(/\/login$/);
  });
});
