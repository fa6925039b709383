import { API, balance, escapeRegExp, expect, homeShown, login, test } from './fixtures';

test('a stopped remote costs only its own area, and Retry brings it back', async ({ page, remotes, t }) => {
  await login(page);
  await homeShown(page, t);
  await remotes.missions.stop();
  await page.reload();
  const fallback = page.getByRole('alert', { name: t.app.areaUnavailableLabel(t.nav('Home')) });
  await expect(fallback).toContainText(t.app.areaUnavailable);
  await expect(balance(page)).toHaveText(/\d/);
  await page.getByRole('link', { name: t.nav('Arena') }).click();
  await expect(page.getByRole('heading', { name: t.arena.title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: t.topbar.profile }).click();
  await expect(page.getByRole('dialog', { name: t.profile.title })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: t.nav('Home') }).click();
  await expect(fallback).toBeVisible();

  await remotes.missions.start();
  await fallback.getByRole('button', { name: t.kit.retry }).click();
  await homeShown(page, t);
});

test('an API error is shown with the server text, never a blank page', async ({ page, t }) => {
  await login(page);
  await page.route(`${API}/api/mision`, (r) => r.fulfill({ status: 503, json: { error: 'Server is busy' } }));
  await page.getByRole('button', { name: t.missions.startLabel(t.missions.titles[1]) }).click();
  await expect(page.getByText('Server is busy')).toBeVisible();
  await homeShown(page, t);
});

test('a malformed API response is reported, not rendered', async ({ page, t }) => {
  await login(page);
  await page.route(`${API}/api/mision`, (r) => r.fulfill({ status: 200, json: { usuario: { nombre: 1 } } }));
  await page.getByRole('button', { name: t.missions.startLabel(t.missions.titles[1]) }).click();
  await expect(page.getByText(new RegExp(escapeRegExp(t.kit.badResponse)))).toBeVisible();
  await expect(balance(page)).toHaveText(/\d/);
});

test('an invalid config.json shows a clear error page', async ({ page, t }) => {
  await page.route('**/config.json', (r) => r.fulfill({ status: 200, json: { apiBase: 'nope' } }));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: t.app.cannotStart })).toBeVisible();
  await expect(page.getByText(/apiBase/)).toBeVisible();
});
