import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * The static server of `npm start` (scripts/serve.mjs, docs/deployment.md): an operator edits
 * config.json after the build, and the next load gets the edit, never the build's stale `.br`/`.gz`.
 */
const root = path.resolve(__dirname, '../..');
let dist: string;
let server: ChildProcess;
let base: string;

/** A file as the build writes it: the file and its Brotli and gzip copies, a minute ago. */
function built(file: string, text: string) {
  const full = path.join(dist, file);
  writeFileSync(full, text);
  writeFileSync(`${full}.br`, brotliCompressSync(text));
  writeFileSync(`${full}.gz`, gzipSync(text));
  const then = new Date(Date.now() - 60_000);
  for (const f of [full, `${full}.br`, `${full}.gz`]) utimesSync(f, then, then);
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'hueso-serve-'));
  built('config.json', JSON.stringify({ apiBase: 'https://old.example' }));
  built('index.html', '<title>old</title>');
  built('main.js', 'old()');
  // serve.mjs is an ES module: started as a child, which prints the port it listens on.
  const start = `
    const { serveApp } = await import(${JSON.stringify(path.join(root, 'scripts/serve.mjs'))});
    const server = await serveApp({ name: 'host', dir: 'host', port: 0, spa: true, dist: ${JSON.stringify(dist)} });
    console.log(server.server.address().port);`;
  server = spawn(process.execPath, ['--input-type=module', '-e', start], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    server.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    server.once('exit', (code) => reject(new Error(`the static server exited with ${code}`)));
  });
  base = `http://127.0.0.1:${port}`;
});

afterAll(() => {
  server?.kill();
  rmSync(dist, { recursive: true, force: true });
});

const get = (file: string, encoding: string) =>
  fetch(`${base}${file}`, { headers: { 'Accept-Encoding': encoding } });

test('an edited config.json is sent at the next load, never its stale precompressed copy', async () => {
  const before = await get('/config.json', 'br, gzip');
  expect(before.headers.get('content-encoding')).toBe('br');
  expect(before.headers.get('cache-control')).toBe('no-cache');
  expect(await before.json()).toEqual({ apiBase: 'https://old.example' });

  // The operator edits the one file; the build's config.json.br and .gz stay as they were.
  writeFileSync(path.join(dist, 'config.json'), JSON.stringify({ apiBase: 'https://new.example' }));

  for (const encoding of ['br', 'gzip', 'br, gzip', '*']) {
    const after = await get('/config.json', encoding);
    expect(after.headers.get('content-encoding')).toBeNull();
    expect(after.headers.get('cache-control')).toBe('no-cache');
    expect(after.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await after.json()).toEqual({ apiBase: 'https://new.example' });
  }

  // Compressing the edit again (newer than the file) makes the copy current: it is sent again.
  writeFileSync(
    path.join(dist, 'config.json.br'),
    brotliCompressSync(JSON.stringify({ apiBase: 'https://new.example' })),
  );
  const recompressed = await get('/config.json', 'br, gzip');
  expect(recompressed.headers.get('content-encoding')).toBe('br');
  expect(await recompressed.json()).toEqual({ apiBase: 'https://new.example' });
  expect((await get('/config.json', 'gzip')).headers.get('content-encoding')).toBeNull();
});

test('files left as built are sent precompressed; an edited page is sent as edited, deep links too', async () => {
  const main = await get('/main.js', 'gzip');
  expect(main.headers.get('content-encoding')).toBe('gzip');
  expect(await main.text()).toBe('old()');

  writeFileSync(path.join(dist, 'index.html'), '<title>new</title>');
  for (const page of ['/', '/index.html', '/game/market']) {
    const res = await get(page, 'br, gzip');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('<title>new</title>');
  }
});

test('a file written a moment after its copies, with the same bytes, is still sent precompressed', async () => {
  // A build may write a file a few ms after its .br/.gz: the copies are older but not stale.
  const file = path.join(dist, 'main.js');
  const later = new Date();
  utimesSync(file, later, later);
  for (const encoding of ['br', 'gzip']) {
    const res = await get('/main.js', encoding);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(await res.text()).toBe('old()');
  }
});

test('every page carries a strict policy with the hashes of its inline scripts and config.json origins', async () => {
  const inline = 'window.early = 1;';
  writeFileSync(
    path.join(dist, 'index.html'),
    `<title>csp</title><script>${inline}</script><script src="/main.js"></script>`,
  );
  writeFileSync(
    path.join(dist, 'config.json'),
    JSON.stringify({
      apiBase: 'https://api.example',
      chain: {
        contractsRpc: 'https://rpc.example/c',
        blockchainRpc: '/chain',
        chainId: 'hueso-local',
        devWallet: 'https://wallet.example/dev',
      },
      remotes: { market: 'https://market.example/mf-manifest.json' },
    }),
  );
  const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
  for (const page of ['/', '/index.html', '/game/market']) {
    const res = await get(page, 'br, gzip');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${hash} https://market.example`,
        "connect-src 'self' https://api.example https://rpc.example https://wallet.example https://market.example",
        "img-src 'self' data: https://api.example https://market.example",
        "style-src 'self' 'unsafe-inline'",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  }
  const script = await get('/main.js', 'gzip');
  expect(script.headers.get('content-security-policy')).toBeNull();
  expect(script.headers.get('x-content-type-options')).toBe('nosniff');
  const missing = await get('/nothing.js', 'gzip');
  expect(missing.status).toBe(404);
  expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  expect(missing.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
});
