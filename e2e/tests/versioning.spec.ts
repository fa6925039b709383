import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { apps, root } from '../../scripts/apps.mjs';
import { serveApp } from '../../scripts/serve.mjs';
import { expect, login, test } from './fixtures';

/**
 * The versioning rule of docs/deployment.md: a remote built for a newer @hueso/shared than the
 * running host provides shows its "area unavailable" page with the reason in the console, and
 * every other area keeps working.
 */
const shared = JSON.parse(readFileSync(path.join(root, 'shared/package.json'), 'utf8')) as {
  version: string;
};
const [major, minor] = shared.version.split('.').map(Number);
const needed = `^${major}.${minor! + 1}.0`;
const VARIANT_PORT = 8086;
const variantDist = path.join(tmpdir(), 'hueso-market-needs-newer-shared');
const webpackCli = createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js');

let variant: FastifyInstance;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // The market as a team would ship it after declaring "@hueso/shared": "<needed>".
  await promisify(execFile)(process.execPath, [webpackCli, '--mode', 'production'], {
    cwd: path.join(root, 'mfe-market'),
    env: { ...process.env, HUESO_SHARED_REQUIRED: needed, HUESO_DIST: variantDist },
  });
  const market = apps.find((a) => a.name === 'market')!;
  variant = await serveApp({ ...market, port: VARIANT_PORT, dist: variantDist });
});

test.afterAll(async () => {
  await variant?.close();
});

test('a remote that needs a newer shared core shows its area as unavailable, and the rest keeps working', async ({
  page,
}) => {
  await page.route('**/config.json', async (route) => {
    const config = await (await route.fetch()).json();
    config.remotes.market = `http://localhost:${VARIANT_PORT}/mf-manifest.json`;
    await route.fulfill({ json: config });
  });
  const consoleLines: string[] = [];
  page.on('console', (msg) => consoleLines.push(msg.text()));
  const crashes: Error[] = [];
  page.on('pageerror', (err) => crashes.push(err));

  await login(page);
  await expect(page.getByRole('heading', { name: 'Islands' })).toBeVisible();
  await page.getByRole('link', { name: 'Market' }).click();
  const fallback = page.getByRole('alert', { name: 'Market unavailable' });
  await expect(fallback).toContainText('This area is unavailable right now');
  await expect
    .poll(() => consoleLines.find((line) => line.includes('@hueso/shared')))
    .toContain(`needs ${needed}`);

  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Islands' })).toBeVisible();
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Profile' })).toBeVisible();
  expect(crashes).toEqual([]);
});
