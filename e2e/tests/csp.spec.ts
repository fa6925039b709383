import type { Page } from '@playwright/test';
import { apps } from '../../scripts/apps.mjs';
import { expect, homeShown, login, test } from './fixtures';
import { SCREENS } from './screens';

/**
 * docs/deployment.md, "Headers a deploy sends": the static servers of `npm start` send a strict
 * Content-Security-Policy on every page and `nosniff` and a Referrer-Policy on every response;
 * every screen of the game runs under that policy with no violation.
 */
const remotes = apps.filter((a) => a.name !== 'host');

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Records every `securitypolicyviolation` of each document the page loads, on `window`. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.cspViolations!.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      ),
    );
  });
}

const violationsOf = (page: Page) => page.evaluate(() => window.cspViolations ?? []);

/** The directives of a policy, by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

test('every page is sent with a strict policy, every response with nosniff and a Referrer-Policy', async ({
  request,
}) => {
  const pages = [
    'http://localhost:8080/login',
    'http://localhost:8080/game/market',
    'http://localhost:8080/whitepaper.html',
    ...remotes.map((r) => `http://localhost:${r.port}/`),
  ];
  for (const url of pages) {
    const res = await request.get(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.ok(), url).toBeTruthy();
    const policy = directives(res.headers()['content-security-policy'] ?? '');
    expect(policy['script-src'], url).toContain("'self'");
    expect(policy['script-src'], url).not.toContain("'unsafe-inline'");
    expect(policy['script-src'], url).not.toContain("'unsafe-eval'");
    expect(policy['object-src'], url).toEqual(["'none'"]);
    expect(policy['base-uri'], url).toEqual(["'self'"]);
    expect(policy['frame-ancestors'], url).toEqual(["'none'"]);
    // config.json's origins: the API and chain for requests, the remotes for scripts too.
    expect(policy['connect-src'], url).toEqual(
      expect.arrayContaining(['http://localhost:8090', 'http://localhost:8091']),
    );
    expect(policy['script-src'], url).toEqual(
      expect.arrayContaining(remotes.map((r) => `http://localhost:${r.port}`)),
    );
  }
  // The host's page has inline scripts (the early config.json request, the game preload that
  // draws the phone shell, the page script that starts the entry scripts): each is allowed by its
  // hash, nothing else inline.
  const host = await request.get('http://localhost:8080/login');
  const hostPolicy = directives(host.headers()['content-security-policy'] ?? '');
  const hashes = (hostPolicy['script-src'] ?? []).filter((s) => s.startsWith("'sha256-"));
  expect(hashes.length).toBe(3);

  const others = [
    'http://localhost:8080/config.json',
    'http://localhost:8080/mf-manifest.json',
    `http://localhost:${remotes[0]!.port}/mf-manifest.json`,
    'http://localhost:8080/no-such-file.js',
  ];
  for (const url of [...pages, ...others]) {
    const res = await request.get(url);
    expect(res.headers()['x-content-type-options'], url).toBe('nosniff');
    expect(res.headers()['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
  }
});

test('the login screen and every game screen run with no policy violation', async ({ page, t }) => {
  await recordViolations(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: t.login.title })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
  await login(page);
  await homeShown(page, t);
  expect(await violationsOf(page)).toEqual([]);
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await screen.ready(page, t);
    expect(await violationsOf(page), screen.name).toEqual([]);
  }
  // In-app navigation too (remote areas loaded after the first page).
  await page.goto('/game');
  await page.getByRole('link', { name: t.nav('Market'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t.market.title })).toBeVisible();
  await page.getByRole('button', { name: t.topbar.profile }).click();
  await expect(page.getByRole('dialog', { name: t.profile.title })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);

  // The policy is enforced and the recorder sees it: an injected inline script is blocked.
  await page.addScriptTag({ content: 'window.injected = true;' }).catch(() => undefined);
  await expect
    .poll(() => violationsOf(page))
    .toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
});

for (const remote of remotes)
  test(`${remote.name} run alone has no policy violation`, async ({ page }) => {
    await recordViolations(page);
    await page.goto(`http://localhost:${remote.port}/`);
    await expect(page.locator('#root > *').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violationsOf(page)).toEqual([]);
  });
