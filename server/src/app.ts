/** Builds the HUESO reference server: game API, local chain and (optionally) the dev wallet. */
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { resolveConfig, type AppOptions } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db';
import { installErrorHandling } from './http';
import { albumBurnPlugin } from './plugins/albumBurn/plugin';
import { authPlugin } from './plugins/auth/authPlugin';
import { cardsPlugin } from './plugins/cards/plugin';
import { chainPlugin } from './plugins/chain/routes';
import { devChainPlugin } from './plugins/devChain/routes';
import { fundsPlugin } from './plugins/funds/routes';
import { missionsPlugin } from './plugins/missions/routes';
import { nftMarketPlugin } from './plugins/nftMarket/routes';
import { poolPayoutPlugin, poolPlugin } from './plugins/pool/routes';
import { publicPlugin } from './plugins/public/routes';
import { sessionPlugin } from './plugins/session/routes';
import { testResetPlugin } from './plugins/testReset/routes';
import { seedIfEmpty } from './seed';
import { validatorCompiler } from './validation';

export type { AppOptions };

export function buildApp(options: AppOptions): FastifyInstance {
  const config = resolveConfig(options);
  const ctx: AppContext = { db: openDatabase(config.dbPath), config };
  const app = Fastify({
    logger: options.logLevel ? { level: options.logLevel } : false,
    // Malformed URLs and over-long parameters never reach the error handler or the CORS hook:
    // answer them here in the same { error } shape, readable by the browser.
    frameworkErrors: (error, _request, reply) => {
      reply.raw.statusCode = error.statusCode ?? 400;
      reply.raw.setHeader('access-control-allow-origin', '*');
      reply.raw.setHeader('content-type', 'application/json; charset=utf-8');
      reply.raw.end(JSON.stringify({ error: error.message }));
    },
  });

  // The front ends run on other origins; the session travels in a header, never a cookie.
  app.register(cors, {
    origin: '*',
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['token', 'authorization', 'x-token', 'content-type'],
    maxAge: 600,
  });
  installErrorHandling(app);
  app.setValidatorCompiler(validatorCompiler);
  const withContext = { ctx };
  // Hooks for every route: a due pool payout is settled, then the session's player is found.
  app.register(authPlugin, withContext);
  app.register(poolPayoutPlugin, withContext);
  app.register(sessionPlugin, withContext);
  app.register(missionsPlugin, withContext);
  app.register(poolPlugin, withContext);
  app.register(fundsPlugin, withContext);
  app.register(cardsPlugin, withContext);
  app.register(nftMarketPlugin, withContext);
  app.register(publicPlugin, withContext);
  app.register(albumBurnPlugin, withContext);
  app.register(chainPlugin, withContext);
  if (config.devChain) app.register(devChainPlugin, withContext);
  if (options.testReset) app.register(testResetPlugin, withContext);
  app.get('/health', { config: { public: true } }, async () => ({ ok: true }));

  app.addHook('onReady', async () => {
    if (config.seed) await seedIfEmpty(ctx);
  });
  app.addHook('onClose', async () => {
    ctx.db.close();
  });
  return app;
}
