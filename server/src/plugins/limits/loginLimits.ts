/**
 * Login rate limits (@fastify/rate-limit): every route marked `config: { login: true }` accepts
 * `loginAttemptsPerMinute` attempts per minute from one address (checked before the body is read)
 * and as many on one account name (checked once the body is parsed). Over the limit the answer is
 * 429 with a text the login notice shows, and a Retry-After header.
 */
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../http';
import type { GamePlugin } from '../../plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A login route: rate-limited per address and per account. */
    login?: boolean;
  }
  interface FastifyInstance {
    /** Forgets every login count (POST /test/reset only). */
    resetLoginLimits: () => void;
  }
}

const WINDOW_MS = 60_000;

/** The account a login names: `user` (password login) or `nombre` (wallet login), normalised. */
function accountOf(request: FastifyRequest): string {
  const body = request.body as { user?: unknown; nombre?: unknown } | null;
  const name =
    typeof body?.user === 'string' ? body.user : typeof body?.nombre === 'string' ? body.nombre : '';
  return name.trim().toLowerCase().slice(0, 32);
}

const asArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

type Limiter = onRequestHookHandler & preHandlerHookHandler;

/**
 * One limiter of its own: each registration of the plugin counts once per request, so the
 * address and account limits are made in two encapsulated contexts.
 */
async function makeLimiter(app: FastifyInstance, options: RateLimitOptions): Promise<Limiter> {
  let limiter: Limiter | undefined;
  await app.register(async (child) => {
    await child.register(rateLimit, { global: false, cache: 10_000 });
    limiter = child.rateLimit(options) as Limiter;
  });
  return limiter!;
}

const limits: GamePlugin = async (app, { ctx }) => {
  // Counts live in memory; a new generation after /test/reset starts every count from zero.
  let generation = 0;
  app.decorate('resetLoginLimits', () => void generation++);
  const max = ctx.config.loginAttemptsPerMinute;
  const perAddress = await makeLimiter(app, {
    max,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `${generation}:${request.ip}`,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many login attempts from your address. Try again in ${context.after}.`),
  });
  const perAccount = await makeLimiter(app, {
    max,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `${generation}:${accountOf(request)}`,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many login attempts for this account. Try again in ${context.after}.`),
  });
  app.addHook('onRoute', (route) => {
    if (!route.config?.login) return;
    route.onRequest = [perAddress, ...asArray(route.onRequest)];
    route.preHandler = [perAccount, ...asArray(route.preHandler)];
  });
};

export const loginLimitsPlugin = fp(limits, { name: 'hueso-login-limits', fastify: '5.x' });
