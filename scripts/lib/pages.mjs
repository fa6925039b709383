/** What the bench and the screenshots do with a page of the game in Chromium (Playwright). */
import { gzipSync } from 'node:zlib';

/** Records every script body the page downloads, keyed by URL. */
export function recordScripts(page) {
  const scripts = new Map();
  const pending = new Set();
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script' || !res.ok()) return;
    const done = res
      .body()
      .then((body) =>
        scripts.set(res.url(), {
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          text: body.toString(),
        }),
      )
      .catch(() => {})
      .finally(() => pending.delete(done));
    pending.add(done);
  });
  const snapshot = async () => {
    await Promise.all([...pending]);
    return new Map(scripts);
  };
  return snapshot;
}

export const sum = (scripts) =>
  [...scripts.values()].reduce(
    (t, s) => ({ files: t.files + 1, raw: t.raw + s.raw, gzip: t.gzip + s.gzip }),
    {
      files: 0,
      raw: 0,
      gzip: 0,
    },
  );

/** Logs in as demo on the login screen `page` shows, and waits for /game. */
export async function logInAsDemo(page) {
  // In either language: the fields by their autocomplete role, the form's submit button.
  await page.locator('input[autocomplete="username"]').fill('demo');
  await page.locator('input[autocomplete="current-password"]').fill('demo1234');
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL('**/game');
}
