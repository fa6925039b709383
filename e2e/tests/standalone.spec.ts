import { apps } from '../../scripts/apps.mjs';
import { expect, homeShown, login, test } from './fixtures';

/**
 * docs/deployment.md, "Two entries of a remote": the host loads each remote's lean
 * `remoteEntry.js`, which takes the federation runtime from the host; a page without the host
 * uses `remoteEntry.standalone.js` (`mf-manifest.standalone.json`), which carries its own.
 */
const remotes = apps.filter((a) => a.name !== 'host');
const market = remotes.find((a) => a.name === 'market')!;

test('the host loads every remote through its lean entry, never a standalone one', async ({ page, t }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await login(page);
  await homeShown(page, t);
  await page.getByRole('link', { name: t.nav('Market'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t.market.title })).toBeVisible();
  expect(scripts.filter((url) => /\/remoteEntry\.[0-9a-f]{8}\.js$/.test(url)).length).toBeGreaterThanOrEqual(
    2,
  );
  expect(scripts.filter((url) => url.includes('standalone'))).toEqual([]);
});

test("a remote's ./mount runs on a page without the host, from its standalone entry", async ({ page, t }) => {
  const crashes: Error[] = [];
  page.on('pageerror', (err) => crashes.push(err));
  // A plain page on the market's origin with no federation runtime of its own: the standalone
  // entry is a classic script that defines the `market` container; config.json is the one the
  // remote serves next to it.
  await page.route(`http://localhost:${market.port}/embed-test`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Embedding page</title></head>
        <body><main id="hueso"></main>
        <script src="/remoteEntry.standalone.js"></script>
        <script>
          (async () => {
            await window.market.init({});
            const { mount } = (await window.market.get('./mount'))();
            mount(document.getElementById('hueso'), {
              router: 'memory',
              initialPath: '/market',
            });
          })();
        </script></body></html>`,
    }),
  );
  await page.goto(`http://localhost:${market.port}/embed-test`);
  // The remote's own store and screens: with no session on this page, its sign-in form.
  await expect(page.getByRole('form', { name: t.area.signInLabel })).toBeVisible();
  expect(crashes).toEqual([]);
});

for (const remote of remotes)
  test(`${remote.name} runs alone on its own port`, async ({ page }) => {
    const crashes: Error[] = [];
    page.on('pageerror', (err) => crashes.push(err));
    const manifest = await (
      await page.request.get(`http://localhost:${remote.port}/mf-manifest.standalone.json`)
    ).json();
    expect(manifest.metaData.remoteEntry.name).toBe('remoteEntry.standalone.js');
    await page.goto(`http://localhost:${remote.port}/`);
    await expect(page.locator('#root > *').first()).toBeVisible();
    expect(crashes).toEqual([]);
  });
