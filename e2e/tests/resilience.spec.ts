import { API, balance, expect, login, test } from './fixtures';

test('a stopped remote costs only its own area, and Retry brings it back', async ({ page, remotes }) => {
  await login(page);
  await expect(page.getByRole('heading', { name: 'Islands' })).toBeVisible();
  await remotes.missions.stop();
  await page.reload();
  const fallback = page.getByRole('alert', { name: 'Home unavailable' });
  await expect(fallback).toContainText('This area is unavailable right now');
  await expect(balance(page)).toHaveText(/\d/);
  await page.getByRole('link', { name: 'Arena' }).click();
  await expect(page.getByRole('heading', { name: 'Arena', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Profile' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(fallback).toBeVisible();

  await remotes.missions.start();
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Islands' })).toBeVisible();
});

test('an API error is shown with the server text, never a blank page', async ({ page }) => {
  await login(page);
  await page.route(`${API}/api/mision`, (r) => r.fulfill({ status: 503, json: { error: 'Server is busy' } }));
  await page.getByRole('button', { name: 'Start Dig 1 hour' }).click();
  await expect(page.getByText('Server is busy')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Islands' })).toBeVisible();
});

test('a malformed API response is reported, not rendered', async ({ page }) => {
  await login(page);
  await page.route(`${API}/api/mision`, (r) => r.fulfill({ status: 200, json: { usuario: { nombre: 1 } } }));
  await page.getByRole('button', { name: 'Start Dig 1 hour' }).click();
  await expect(page.getByText(/Unexpected response from the server/)).toBeVisible();
  await expect(balance(page)).toHaveText(/\d/);
});

test('an invalid config.json shows a clear error page', async ({ page }) => {
  await page.route('**/config.json', (r) => r.fulfill({ status: 200, json: { apiBase: 'nope' } }));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'The game could not start' })).toBeVisible();
  await expect(page.getByText(/apiBase/)).toBeVisible();
});
