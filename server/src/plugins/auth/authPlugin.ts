/**
 * Authentication, once for every route: a hook finds the session's player and puts it on
 * `request.player`. Routes anyone may call say so with `config: { public: true }`.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { platformAccounts } from '../../config';
import { ChainUnavailable } from '../../gateway/types';
import { unauthorized } from '../../http';
import type { GamePlugin } from '../../plugin';
import { findSessionPlayer, type Player } from './sessionsRepository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in player; set on every route that is not public. */
    player: Player;
    /** SHA-256 of the request's session token; set with `player`. */
    sessionTokenHash: string;
  }
  interface FastifyContextConfig {
    /** The route needs no session. */
    public?: boolean;
  }
}

/** The session token from `token`, `x-token` or `Authorization: Bearer` (arena calls use the latter two). */
function readToken(request: FastifyRequest): string | undefined {
  const { token, 'x-token': xToken, authorization } = request.headers;
  const bearer = typeof authorization === 'string' ? /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] : undefined;
  return [token, xToken, bearer].find((t): t is string => typeof t === 'string' && t.length > 0);
}

const auth: GamePlugin = async (app, { ctx }) => {
  app.decorateRequest('player', null as unknown as Player);
  app.decorateRequest('sessionTokenHash', '');
  // preValidation: a malformed body is still refused first (as before), a bad session before bad fields.
  app.addHook('preValidation', async (request) => {
    if (request.is404 || request.routeOptions.config.public) return;
    const token = readToken(request);
    const session = token ? findSessionPlayer(ctx.db, token, ctx.config.now()) : undefined;
    // A platform account is never a player, even if an older database let one log in.
    if (!session || platformAccounts(ctx.config).has(session.nombre)) throw unauthorized();
    request.player = { id: session.id, nombre: session.nombre };
    request.sessionTokenHash = session.tokenHash;
    // The player's own cards from the node's find, read once and kept until the chain moves them.
    await ctx.chain.holdings.of(session.nombre).catch((error: unknown) => {
      if (!(error instanceof ChainUnavailable)) throw error;
    });
  });
};

export const authPlugin = fp(auth, { name: 'hueso-auth', fastify: '5.x' });
