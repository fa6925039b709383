/**
 * Serves the built game on the embedded defaults: the host on 8080, each remote on its own port
 * (shared/remotes.json), the chain node (localchain/) on 8091 and the reference server on 8090 (started
 * once the node is healthy). Stops everything on Ctrl+C.
 *   node scripts/serve.mjs [--only host,missions] [--no-server]
 */
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { apps, chainPort, root, serverPort, startGameServers } from './apps.mjs';
import { configOrigins, embedDirectives, policyText, STRICT_DIRECTIVES, unique } from './origins.mjs';
import { mtime, perFile, readJson } from './lib/files.mjs';
import { integratorUrl, serveIntegrator } from './integrator.mjs';

export { configOrigins };

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;
const withServer = !args.includes('--no-server');
/** Files whose name carries a content hash (`name.1a2b3c4d.js`): their URL changes with their content. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(?:\.(?:br|gz))?$/;

/**
 * Cache-Control of a built file: content-hashed files are kept for a year without revalidation;
 * everything else (index.html, main.js, remoteEntry.standalone.js, mf-manifest.json, config.json, the link
 * pages) is revalidated on every use, so a deploy shows at once.
 */
export const cacheControl = (file) =>
  HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';

/** The precompressed copies the build writes next to a file, by the encoding they are sent with. */
const PRECOMPRESSED = { br: '.br', gzip: '.gz' };

/** How each precompressed copy decodes, to compare it with the file itself. */
const DECODE = { br: brotliDecompressSync, gzip: gunzipSync };

/** Whether the copy `copy` of `file` (in `encoding`) still holds the file's bytes. */
function sameContent(file, copy, encoding) {
  try {
    return DECODE[encoding](readFileSync(copy)).equals(readFileSync(file));
  } catch {
    return false;
  }
}

/** The verdicts of `sameContent`, kept while neither file's mtime changes. */
const verdicts = new Map();

/**
 * The encodings whose precompressed copy of `file` no longer holds the file: an operator edited
 * the file (config.json) after the build, and the copy would send the old content. A copy older
 * than its file is decoded and compared once (a build can write a file a few ms after its
 * copies); a copy that decodes to the same bytes is sent as usual.
 */
export function staleEncodings(file) {
  const original = mtime(file);
  if (original === undefined) return [];
  return Object.entries(PRECOMPRESSED)
    .filter(([encoding, ext]) => {
      const copied = mtime(file + ext);
      if (copied === undefined || copied >= original) return false;
      const key = `${file}${ext}`;
      const stamp = `${original}:${copied}`;
      const known = verdicts.get(key);
      if (known?.stamp === stamp) return known.stale;
      const stale = !sameContent(file, file + ext, encoding);
      verdicts.set(key, { stamp, stale });
      return stale;
    })
    .map(([encoding]) => encoding);
}

/** `<script>` elements without `src`: their text is what a CSP hash covers, byte for byte. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The CSP sources (`'sha256-…'`) of the inline scripts of an HTML page, in page order. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`) || !text) continue;
    const source = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    if (!hashes.includes(source)) hashes.push(source);
  }
  return hashes;
}

/**
 * The Content-Security-Policy of an HTML page of the game (docs/deployment.md, "Headers"):
 * scripts only from the page's origin, the remotes' origins and the hashes of the page's own
 * inline scripts (no 'unsafe-inline', no 'unsafe-eval'); requests only to the page's origin, the
 * API, the chain RPC and the remotes; images from the same origins plus data: (the favicon).
 * Styles may be inline: styled-components writes them at run time.
 */
export function contentSecurityPolicy({ config, hashes = [] } = {}) {
  const { api, chain, remotes } = configOrigins(config);
  return policyText({
    ...STRICT_DIRECTIVES,
    'script-src': unique(["'self'", ...hashes, ...remotes]),
    'connect-src': unique(["'self'", ...api, ...chain, ...remotes]),
    'img-src': unique(["'self'", 'data:', ...api, ...remotes]),
    'style-src': ["'self'", "'unsafe-inline'"],
  });
}

/** Headers every response of the static servers carries. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

const pageHashes = perFile((file, stamp) =>
  stamp === undefined ? [] : inlineScriptHashes(readFileSync(file, 'utf8')),
);

/** The CSP of an HTML file of `dist`, from the file as it is now and the config.json next to it. */
export function policyOf(dist, file) {
  return contentSecurityPolicy({
    config: readJson(path.join(dist, 'config.json')),
    hashes: pageHashes(file),
  });
}

/** The built file a request path names, if it stays inside `dist` (index.html for the SPA fallback). */
function fileOf(dist, url, spa) {
  let pathname;
  try {
    pathname = decodeURIComponent(url.split('?')[0]);
  } catch {
    return undefined;
  }
  let file = path.join(dist, pathname);
  if (pathname.endsWith('/')) file = path.join(file, 'index.html');
  else if (spa && !path.extname(pathname) && !existsSync(file)) file = path.join(dist, 'index.html');
  return file.startsWith(dist + path.sep) ? file : undefined;
}

/**
 * One static server per app: CORS for remotes, the build's precompressed `.br`/`.gz` file for a
 * browser that accepts it (with `Vary: Accept-Encoding`) unless the file was edited after it was
 * compressed, caching by name, SPA fallback for the host; `nosniff` and a Referrer-Policy on every
 * response and a strict Content-Security-Policy on every page (`policyOf`).
 */
export async function serveApp(app) {
  const dist = path.resolve(app.dist ?? path.join(root, app.dir, 'dist'));
  if (!existsSync(dist)) throw new Error(`${app.dir}/dist is missing: run npm run build first`);
  // Stopping a static server drops its connections at once, including ones a browser opened ahead
  // of a request (which would otherwise hold `close()` for the 60 s header timeout).
  const server = Fastify({ logger: false, forceCloseConnections: true });
  server.addHook('onSend', async (_req, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    return payload;
  });
  // A precompressed copy older than its file is never sent: the request then does not accept that
  // encoding, and the edited file itself (or a fresh copy in another encoding) is sent instead.
  server.addHook('onRequest', async (req) => {
    const accepted = req.headers['accept-encoding'];
    const file = accepted && fileOf(dist, req.url, app.spa);
    const stale = file ? staleEncodings(file) : [];
    if (stale.length)
      req.headers['accept-encoding'] = accepted
        .split(',')
        .filter((token) => {
          const encoding = token.split(';')[0].trim().toLowerCase();
          return encoding !== '*' && !stale.includes(encoding);
        })
        .join(',');
  });
  // The game publishes what a page that embeds it must allow, from the config.json it serves.
  if (app.name === 'host')
    server.get('/embed-csp.txt', async (req, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Access-Control-Allow-Origin', '*')
        .send(
          `${policyText(embedDirectives(readJson(path.join(dist, 'config.json')), `${req.protocol}://${req.headers.host}`))}\n`,
        ),
    );
  server.register(fastifyStatic, {
    root: dist,
    cacheControl: false,
    preCompressed: true,
    // @fastify/static 9 (the last for Node 20) hands over Node's own response here.
    setHeaders(res, file) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cache-Control', cacheControl(file));
      // Every file may be sent precompressed, so every answer depends on Accept-Encoding (also
      // one sent as it is because its copy is stale, where the library adds no Vary itself).
      res.setHeader('Vary', 'Accept-Encoding');
      // The page itself, not its precompressed copy: the hashes are of the text the browser runs.
      const page = file.replace(/\.(?:br|gz)$/, '');
      if (page.endsWith('.html')) res.setHeader('Content-Security-Policy', policyOf(dist, page));
    },
  });
  server.setNotFoundHandler((req, reply) =>
    app.spa && req.method === 'GET' && !path.extname(req.url.split('?')[0])
      ? reply
          .header('Cache-Control', 'no-cache')
          .header('Content-Security-Policy', policyOf(dist, path.join(dist, 'index.html')))
          .sendFile('index.html')
      : reply.code(404).send({ error: 'Not found' }),
  );
  await server.listen({ port: app.port, host: '127.0.0.1' });
  return server;
}

async function main() {
  const children = [];
  if (withServer) {
    const { node, server } = await startGameServers();
    node.on('exit', (code) => {
      if (code) console.error(`chain node exited with ${code}`);
    });
    server.on('exit', (code) => {
      if (code) console.error(`reference server exited with ${code}`);
    });
    children.push(server, node);
  }
  for (const app of apps.filter((a) => !only || only.includes(a.name))) {
    await serveApp(app);
    console.log(`${app.name.padEnd(9)} http://localhost:${app.port}`);
  }
  if (withServer) {
    console.log(`server    http://localhost:${serverPort}`);
    console.log(`chain     http://localhost:${chainPort}  (Hive Engine RPC, Hive RPC, dev wallet)`);
  }
  // The demo of another site embedding two areas (docs/embedding.md), unless only some apps run.
  if (!only) {
    await serveIntegrator();
    console.log(`embed     ${integratorUrl}  (a page of another site with two embedded areas)`);
  }
  console.log('\nThe game: http://localhost:8080  (demo / demo1234)');
  const stop = () => {
    for (const c of children) c.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
