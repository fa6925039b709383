/**
 * The demo integrator (docs/integrator-demo): a page of another site that embeds two HUESO areas
 * with the two-line embed, served on its own origin (127.0.0.1, not localhost: another site, so
 * it shares no cookies with the game) under a strict policy of its own.
 *   node scripts/integrator.mjs   (npm start runs it too)
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { root } from './apps.mjs';
import { readJson } from './lib/files.mjs';
import { configOrigins, embedDirectives, policyText, STRICT_DIRECTIVES } from './origins.mjs';

export const integratorPort = 8095;
export const integratorUrl = `http://127.0.0.1:${integratorPort}`;

const PAGES = path.join(root, 'docs/integrator-demo');
/**
 * The demo's pages: `/` (two areas in a styled page), `/leaderboard.html` (the leaderboard alone)
 * and `/below.html` (the leaderboard at the end of a long page).
 */
const PAGE_FILES = {
  '/': 'index.html',
  '/leaderboard.html': 'leaderboard.html',
  '/below.html': 'below.html',
};
const CONFIG = path.join(root, 'host/dist/config.json');

/** The game's origin and the origins its config.json names (host, API, chain, remotes). */
export function gameOriginsOf(config) {
  const host = config.host ? new URL(config.host).origin : 'http://localhost:8080';
  const { api, chain, remotes } = configOrigins(config);
  return { host, api, chain, remotes };
}

/**
 * The integrator's own Content-Security-Policy: scripts only from itself and the game's origins
 * (no inline script at all), styles only from itself and by nonce (the page's `<style>` and the
 * areas' styled-components sheets, which take the nonce of the embed's `<script>`), requests only
 * to the game. What an integrator with a strict policy writes (docs/embedding.md).
 */
export function integratorPolicy(config, nonce) {
  const game = embedDirectives(config, gameOriginsOf(config).host);
  return policyText({
    ...STRICT_DIRECTIVES,
    'script-src': ["'self'", ...game['script-src']],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'connect-src': ["'self'", ...game['connect-src']],
    'img-src': ["'self'", ...game['img-src']],
  });
}

export async function serveIntegrator({ port = integratorPort } = {}) {
  const server = Fastify({ logger: false });
  server.get('/*', async (req, reply) => {
    const file = PAGE_FILES[req.url.split('?')[0]];
    if (!file) return reply.code(404).type('text/plain').send('Not found');
    const config = readJson(CONFIG);
    const nonce = randomBytes(16).toString('base64');
    const html = readFileSync(path.join(PAGES, file), 'utf8')
      .replaceAll('{{NONCE}}', nonce)
      .replaceAll('{{GAME}}', gameOriginsOf(config).host);
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', integratorPolicy(config, nonce))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'strict-origin-when-cross-origin')
      .send(html);
  });
  await server.listen({ port, host: '127.0.0.1' });
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await serveIntegrator();
  console.log(`integrator ${integratorUrl}`);
}
