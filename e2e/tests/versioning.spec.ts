import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { apps, root } from '../../scripts/apps.mjs';
import { integratorUrl, serveIntegrator } from '../../scripts/integrator.mjs';
import { serveApp } from '../../scripts/serve.mjs';
import { expect, homeShown, login, test, textsOf } from './fixtures';

/**
 * The versioning rule of docs/deployment.md: a remote built for a newer @hueso/shared than the
 * running host provides shows its "area unavailable" page naming the version it needs and the one
 * the game provides (no Retry: only an update of the game helps), on the game's page and in
 * `<hueso-area>` on another site's page, and every other area keeps working.
 */
const shared = JSON.parse(readFileSync(path.join(root, 'shared/package.json'), 'utf8')) as {
  version: string;
};
const [major, minor] = shared.version.split('.').map(Number);
const needed = `^${major}.${minor! + 1}.0`;
/** The variant's port, the system's pick: no area of the registry, now or generated later, holds it. */
let VARIANT_PORT: number;
const variantDist = path.join(tmpdir(), 'hueso-market-needs-newer-shared');
const webpackCli = createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js');

let variant: FastifyInstance;
let integrator: FastifyInstance;

// config.json is rewritten in the browser only, to name the variant: the Content-Security-Policy
// the host's page is sent with is built from the config.json the server holds (docs/deployment.md,
// "Headers a deploy sends") and does not name the variant's port, so these tests set the policy
// aside. e2e/tests/csp.spec.ts runs the game under it.
test.use({ bypassCSP: true });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // The market as a team would ship it after declaring "@hueso/shared": "<needed>", built with
  // HOST_URL: the build checks itself against the running host and stops before compiling,
  // naming the area and the library. Built again without the check, its files show what a
  // player would get if it were published anyway.
  const env = { ...process.env, HUESO_SHARED_REQUIRED: needed, HUESO_DIST: variantDist };
  const cwd = path.join(root, 'mfe-market');
  const run = (extra: Record<string, string>) =>
    promisify(execFile)(process.execPath, [webpackCli, '--mode', 'production'], {
      cwd,
      env: { ...env, ...extra },
    }).then(
      () => null,
      (err: { code: number; stdout: string; stderr: string }) => err,
    );
  rmSync(variantDist, { recursive: true, force: true });
  const refused = await run({ HOST_URL: 'http://localhost:8080' });
  expect(refused?.code).toBe(2);
  expect(refused?.stderr).toContain('HOST_URL=http://localhost:8080 cannot run this build');
  expect(refused?.stdout).toContain(
    `market: @hueso/shared ${needed} is required, the host provides ${shared.version}`,
  );
  expect(existsSync(path.join(variantDist, 'mf-manifest.json'))).toBe(false);
  expect(await run({})).toBeNull();
  const market = apps.find((a) => a.name === 'market')!;
  variant = await serveApp({ ...market, port: 0, dist: variantDist });
  VARIANT_PORT = (variant.server.address() as AddressInfo).port;
  integrator = await serveIntegrator();
});

test.afterAll(async () => {
  await variant?.close();
  await integrator?.close();
});

/** Every config.json the page reads names the variant as the market. */
const marketIsTheVariant = (page: Page) =>
  page.route('**/config.json', async (route) => {
    const config = await (await route.fetch()).json();
    config.remotes.market = `http://localhost:${VARIANT_PORT}/mf-manifest.json`;
    await route.fulfill({ json: config });
  });

test('a remote that needs a newer shared core shows its area as unavailable, the rest keeps working, and a rollback brings it back', async ({
  page,
  t,
}) => {
  await marketIsTheVariant(page);
  const consoleLines: string[] = [];
  page.on('console', (msg) => consoleLines.push(msg.text()));
  const crashes: Error[] = [];
  page.on('pageerror', (err) => crashes.push(err));

  await login(page);
  await homeShown(page, t);
  await page.getByRole('link', { name: t.nav('Market'), exact: true }).click();
  const fallback = page.getByRole('alert', { name: t.app.areaUnavailableLabel(t.nav('Market')) });
  await expect(fallback).toContainText(t.app.areaUnavailable);
  await expect(fallback).toContainText(
    t.embed.version(t.nav('Market'), '@hueso/shared', needed, shared.version),
  );
  await expect(fallback.getByRole('button')).toHaveCount(0);
  // The runtime's reason names the version loaded (with the area that loaded it first: the host's
  // copy, shared with every remote) and the remote that needs more, never "undefined". The entry
  // named is the first of @hueso/shared's entries the market's chunk asks for.
  const literal = (text: string) => text.replace(/[.^$*+?()[\]{}|\\]/g, '\\$&');
  const reason = new RegExp(
    `Version ${literal(shared.version)} from \\w+ of shared singleton module @hueso/shared(?:/\\w+)? ` +
      `does not satisfy the requirement of market which needs ${literal(needed)}`,
  );
  await expect.poll(() => consoleLines.find((line) => line.includes('@hueso/shared'))).toMatch(reason);

  await page.getByRole('link', { name: t.nav('Home') }).click();
  await homeShown(page, t);
  await page.getByRole('button', { name: t.topbar.profile }).click();
  await expect(page.getByRole('dialog', { name: t.profile.title })).toBeVisible();

  // The rollback of docs/deployment.md: config.json names the previous manifest again, and the
  // next load shows the market.
  await page.unroute('**/config.json');
  await page.goto('/game/market');
  await expect(page.getByRole('heading', { name: t.market.title })).toBeVisible();
  await expect(fallback).toHaveCount(0);
  expect(crashes).toEqual([]);
});

test('on another site the market names the version it needs, with no Retry; unreachable, it says so, with Retry', async ({
  page,
}) => {
  await marketIsTheVariant(page);
  // The variant's server cannot be reached at first.
  const variantFiles = `http://localhost:${VARIANT_PORT}/**`;
  await page.route(variantFiles, (route) => route.abort('connectionrefused'));
  await page.goto(integratorUrl);
  const shown = await textsOf(page);
  const market = page.locator('hueso-area[area="market"]');
  await expect(market.getByRole('alert')).toContainText(shown.embed.unreachable('market'));

  // Reachable again, Retry loads it: the runtime refuses it, and the element names the versions.
  await page.unroute(variantFiles);
  await market.getByRole('button', { name: shown.embed.retry }).click();
  await expect(market.getByRole('alert')).toHaveText(
    shown.embed.version('market', '@hueso/shared', needed, shared.version),
  );
  await expect(market.getByRole('button')).toHaveCount(0);
  // The other area on the page keeps working.
  await expect(
    page.locator('hueso-area[area="arena"]').getByRole('table', { name: shown.arena.leaderboardCaption }),
  ).toBeVisible();
});

test('npm run compat passes against the running game and refuses the market that needs a newer shared core', async () => {
  const compat = (...args: string[]) =>
    promisify(execFile)(process.execPath, [path.join(root, 'scripts/compat.mjs'), ...args]);
  const game = await compat('--host', 'http://localhost:8080');
  expect(game.stdout).toContain(`market  http://localhost:8083/mf-manifest.json`);
  expect(game.stdout).toContain('Compatible');

  const refused = await compat(
    '--host',
    'http://localhost:8080',
    '--remote',
    `http://localhost:${VARIANT_PORT}`,
  ).then(
    () => null,
    (err: { code: number; stderr: string }) => err,
  );
  expect(refused?.code).toBe(1);
  expect(refused?.stderr).toContain(
    `market: @hueso/shared ${needed} is required, the host provides ${shared.version}`,
  );
});
