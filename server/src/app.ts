/** Builds the HUESO reference server: game API, local chain and (optionally) the dev wallet. */
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerDevWalletRoutes } from './chain/devWallet';
import { registerRpcRoutes } from './chain/rpc';
import { resolveConfig, type AppOptions } from './config';
import type { AppContext } from './context';
import { openDatabase, wipeDatabase } from './db';
import { installErrorHandling } from './http';
import { registerCardRoutes } from './routes/cards';
import { registerFundRoutes } from './routes/funds';
import { registerItemRoutes } from './routes/items';
import { registerMissionRoutes } from './routes/missions';
import { registerPoolRoutes } from './routes/pool';
import { registerPublicRoutes } from './routes/public';
import { registerSessionRoutes } from './routes/session';
import { seedIfEmpty } from './seed';

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
  app.register(async (routes) => {
    registerSessionRoutes(routes, ctx);
    registerCardRoutes(routes, ctx);
    registerMissionRoutes(routes, ctx);
    registerPoolRoutes(routes, ctx);
    registerFundRoutes(routes, ctx);
    registerItemRoutes(routes, ctx);
    registerPublicRoutes(routes, ctx);
    registerRpcRoutes(routes, ctx);
    if (config.devChain) registerDevWalletRoutes(routes, ctx);
    routes.get('/health', async () => ({ ok: true }));
    if (options.testReset) {
      routes.post('/test/reset', async () => {
        wipeDatabase(ctx.db);
        await seedIfEmpty(ctx);
        return { ok: true };
      });
    }
  });

  app.addHook('onReady', async () => {
    if (config.seed) await seedIfEmpty(ctx);
  });
  app.addHook('onClose', async () => {
    ctx.db.close();
  });
  return app;
}
