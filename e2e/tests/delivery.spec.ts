import { readdirSync } from 'node:fs';
import path from 'node:path';
import { apps, root } from '../../scripts/apps.mjs';
import { expect, test } from './fixtures';

/**
 * docs/deployment.md, compression and caching: the static server sends the build's precompressed
 * file the browser accepts, varies on Accept-Encoding, and caches by name.
 */
const host = 'http://localhost:8080';
const hashedChunk = readdirSync(path.join(root, 'host/dist')).find((f) =>
  /^[\w-]+\.[0-9a-f]{8}\.js$/.test(f),
);

test('pages are sent Brotli or gzip as accepted, and revalidated on every use', async ({ request }) => {
  const br = await request.get(`${host}/login`, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['vary']).toMatch(/accept-encoding/i);
  expect(br.headers()['cache-control']).toBe('no-cache');
  expect(br.headers()['content-type']).toMatch(/text\/html/);
  // The host's scripts are named by their content, so the page that names them is the entry.
  expect(await br.text()).toMatch(/href="?\/main\.[0-9a-f]{8}\.js/);

  const gzip = await request.get(`${host}/login`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(await gzip.text()).toBe(await br.text());

  const deepLink = await request.get(`${host}/game/market`, { headers: { 'Accept-Encoding': 'br' } });
  expect(deepLink.headers()['content-type']).toMatch(/text\/html/);
  expect(deepLink.headers()['content-encoding']).toBe('br');
  expect(deepLink.headers()['cache-control']).toBe('no-cache');

  const config = await request.get(`${host}/config.json`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(config.headers()['cache-control']).toBe('no-cache');
  expect(config.headers()['content-encoding']).toBe('gzip');
});

test('content-hashed files are cached for a year without revalidation', async ({ request }) => {
  expect(hashedChunk).toBeTruthy();
  const res = await request.get(`${host}/${hashedChunk}`, { headers: { 'Accept-Encoding': 'br' } });
  expect(res.headers()['content-encoding']).toBe('br');
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('every remote sends its manifest uncached and the entry it names immutable, compressed and readable from the host', async ({
  request,
}) => {
  for (const remote of apps.filter((a) => a.name !== 'host')) {
    const get = (file: string) =>
      request.get(`http://localhost:${remote.port}/${file}`, {
        headers: { 'Accept-Encoding': 'br, gzip', Origin: host },
      });
    const manifest = await get('mf-manifest.json');
    const { remoteEntry } = (
      (await manifest.json()) as { metaData: { remoteEntry: { path: string; name: string } } }
    ).metaData;
    // The entry's name carries its content hash: a new deploy names a new file in the manifest.
    expect(remoteEntry.name).toMatch(/^remoteEntry\.[0-9a-f]{8}\.js$/);
    const entry = await get(`${remoteEntry.path}${remoteEntry.name}`);
    for (const [res, caching] of [
      [manifest, 'no-cache'],
      [entry, 'public, max-age=31536000, immutable'],
    ] as const) {
      expect(res.ok(), `${remote.name} ${res.url()}`).toBeTruthy();
      expect(res.headers()['content-encoding']).toBe('br');
      expect(res.headers()['cache-control']).toBe(caching);
      expect(res.headers()['access-control-allow-origin']).toBe('*');
    }
  }
});
