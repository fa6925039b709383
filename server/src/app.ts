/** Builds the HUESO game server: the game API, a client of the chain node (docs/chain-node.md). */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { resolveConfig, type AppOptions } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db';
import { openGateway, loadPlatformKeys } from './gateway/gateway';
import { installErrorHandling, securityHeaders } from './http';
import { installJsonBodyParser } from './jsonBody';
import { arenaPlugin } from './plugins/arena/routes';
import { albumBurnPlugin } from './plugins/albumBurn/plugin';
import { authPlugin } from './plugins/auth/authPlugin';
import { cardsPlugin } from './plugins/cards/plugin';
import { fundsPlugin } from './plugins/funds/routes';
import { inventoryPlugin } from './plugins/inventory/routes';
import { operationsPlugin } from './plugins/operations/routes';
import { loginLimitsPlugin } from './plugins/limits/loginLimits';
import { missionsPlugin } from './plugins/missions/routes';
import { nftMarketPlugin } from './plugins/nftMarket/routes';
import { payoutClockPlugin } from './plugins/payouts/clock';
import { settleDuePayouts } from './plugins/payouts/settle';
import { poolPlugin } from './plugins/pool/routes';
import { publicPlugin } from './plugins/public/routes';
import { sessionPlugin } from './plugins/session/routes';
import { stakePlugin } from './plugins/stake/routes';
import { testResetPlugin } from './plugins/testReset/routes';
import { lastIndexedBlock } from './gateway/chainIndex';
import { seedIfEmpty } from './seed';
import { validatorCompiler } from './validation';

export type { AppOptions };

const contexts = new WeakMap<FastifyInstance, AppContext>();
const routeTables = new WeakMap<FastifyInstance, RouteOptions[]>();

/** Every route the app registered, as Fastify's route table holds it (the hostile-input tests walk it). */
export function routesOf(app: FastifyInstance): readonly RouteOptions[] {
  return routeTables.get(app) ?? [];
}

/** The database and settings of an app built here (tests reach the game database and the gateway through it). */
export function contextOf(app: FastifyInstance): AppContext {
  const ctx = contexts.get(app);
  if (!ctx) throw new Error('not an app made by buildApp');
  return ctx;
}

export function buildApp(options: AppOptions): FastifyInstance {
  const config = resolveConfig(options);
  const keys = loadPlatformKeys(options, config);
  const db = openDatabase(config.dbPath);
  const gateway = openGateway(db, config, keys);
  const ctx: AppContext = { db, config, chain: gateway.chain, settleDuePayouts: () => settleDuePayouts(ctx) };
  const app = Fastify({
    logger: options.logLevel ? { level: options.logLevel } : false,
    // Malformed URLs and over-long parameters never reach the error handler or the CORS hook:
    // answer them here in the same { error } shape, readable by the browser.
    frameworkErrors: (error, _request, reply) => {
      reply.raw.statusCode = error.statusCode ?? 400;
      reply.raw.setHeader('access-control-allow-origin', '*');
      reply.raw.setHeader('content-type', 'application/json; charset=utf-8');
      reply.raw.setHeader('x-content-type-options', 'nosniff');
      reply.raw.end(JSON.stringify({ error: error.message }));
    },
  });

  contexts.set(app, ctx);
  const routes: RouteOptions[] = [];
  routeTables.set(app, routes);
  app.addHook('onRoute', (route) => void routes.push(route));
  app.decorate('publicUrl', { getter: () => ctx.config.publicUrl });

  // Security headers on every answer, for a JSON API whose only other content is card art.
  app.register(helmet, securityHeaders);
  // The front ends run on other origins; the session travels in a header, never a cookie.
  app.register(cors, {
    origin: '*',
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['token', 'authorization', 'x-token', 'content-type'],
    maxAge: 600,
  });
  installErrorHandling(app);
  installJsonBodyParser(app);
  app.setValidatorCompiler(validatorCompiler);
  const withContext = { ctx };
  // Hooks for every route: the session's player is found. Payouts are settled by the routes that
  // read or move what they pay, and on the game clock (plugins/payouts).
  app.register(authPlugin, withContext);
  app.register(loginLimitsPlugin, withContext);
  app.register(payoutClockPlugin, withContext);
  app.register(sessionPlugin, withContext);
  app.register(missionsPlugin, withContext);
  app.register(poolPlugin, withContext);
  app.register(stakePlugin, withContext);
  app.register(fundsPlugin, withContext);
  app.register(cardsPlugin, withContext);
  app.register(inventoryPlugin, withContext);
  app.register(nftMarketPlugin, withContext);
  app.register(publicPlugin, withContext);
  app.register(arenaPlugin, withContext);
  app.register(albumBurnPlugin, withContext);
  app.register(operationsPlugin, withContext);
  if (options.testReset) app.register(testResetPlugin, { ctx, follower: gateway.follower });
  // The follower's last block beside the node's tells an operator the index is keeping up.
  app.get('/health', { config: { public: true } }, async () => ({
    ok: true,
    indexedBlock: lastIndexedBlock(ctx.db),
  }));

  app.addHook('onReady', async () => {
    await gateway.checkChainId();
    if (config.seed) await seedIfEmpty(ctx);
    await gateway.follower.sync();
    // A node that stays down fails every round: each new failure is logged once.
    let lastFailure = '';
    gateway.follower.start(config.followIntervalMs, (error) => {
      const text = error instanceof Error ? error.message : String(error);
      if (text !== lastFailure) app.log.warn(`following the chain: ${text}`);
      lastFailure = text;
    });
  });
  app.addHook('onClose', async () => {
    await gateway.follower.stop();
    ctx.db.close();
  });
  return app;
}
