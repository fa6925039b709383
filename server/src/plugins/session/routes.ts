/** Login (password and wallet), player information and password change. */
import {
  changePassRequestSchema,
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  loginPassRequestSchema,
  PASSWORD_CHANGED_MEANWHILE,
  walletLoginRequestSchema,
  type Informacion,
  type LoginResponse,
} from '@hueso/contract';
import { platformAccounts } from '../../config';
import { syncUnlessUnreachable } from '../../gateway/gateway';
import { HttpError, origin } from '../../http';
import type { GamePlugin } from '../../plugin';
import { toInformacion } from '../../players/informacion';
import { createUser, findUserByName, getUser, replacePasswordHash } from '../../players/usersRepository';
import {
  hashPassword,
  isPostingKey,
  recoverSigner,
  verifyPassword,
  verifyPasswordEvenWithout,
} from '../auth/credentials';
import { createSession, endOtherSessions, endSession } from '../auth/sessionsRepository';
import { useLoginMessage } from './usedLoginsRepository';

/** How far the signed timestamp may be from the server clock. */
const LOGIN_WINDOW_MS = 5 * 60 * 1000;

/** Notes for finished missions not yet collected, read from the record just built. */
function finishedMissionNotes(info: Informacion, now: number): string[] {
  const notes: string[] = [];
  if (info.mision.start && info.mision.Tiempo <= now)
    notes.push('Your mission is finished: collect your reward.');
  if (info.misionEspecial.start && info.misionEspecial.Tiempo <= now)
    notes.push('Your special mission is finished: collect your reward.');
  return notes;
}

export const sessionPlugin: GamePlugin = async (app, { ctx }) => {
  const { db } = ctx;

  app.post(
    '/api/loginPass',
    { schema: { body: loginPassRequestSchema }, config: { public: true, login: true } },
    async (request) => {
      const { body } = request;
      const user = findUserByName(db, body.user.trim().toLowerCase());
      // The password is checked even for an unknown name, so both answers take the same work.
      const valid = await verifyPasswordEvenWithout(body.password, user?.password_hash);
      if (!user || !valid) {
        throw new HttpError(401, 'Invalid user or password');
      }
      const now = ctx.config.now();
      // The hash checked must still be the player's when the session opens: a password change
      // that was saved while scrypt ran has ended the other sessions, and this one is refused too.
      const token = db.transaction(() =>
        getUser(db, user.id).password_hash === user.password_hash ? createSession(db, user.id, now) : null,
      )();
      if (token === null) throw new HttpError(401, 'Invalid user or password');
      await syncUnlessUnreachable(ctx.chain, user.nombre);
      return { token, resultado: toInformacion(ctx, user.id, origin(request), now) } satisfies LoginResponse;
    },
  );

  /**
   * Wallet login: the signature must come from the account's posting key on Hive
   * (condenser_api.get_accounts). Replays are
   * refused per (account, message) rather than per signature string, which also stops a
   * re-encoded (malleated) copy of a captured signature.
   */
  app.post(
    '/api/login',
    { schema: { body: walletLoginRequestSchema }, config: { public: true, login: true } },
    async (request) => {
      const { body } = request;
      const nombre = body.nombre.trim().toLowerCase();
      const now = ctx.config.now();
      if (Math.abs(now - Number(body.message)) > LOGIN_WINDOW_MS) {
        throw new HttpError(401, 'Login message expired: sign the current time');
      }
      if (platformAccounts(ctx.config).has(nombre))
        throw new HttpError(403, `${nombre} is a platform account and cannot log in to the game`);
      // The signature is checked first, so an unknown account costs the same work.
      const signer = recoverSigner(body.key, body.message);
      const [account] = await ctx.chain.reader.getAccounts([nombre]);
      if (!account) throw new HttpError(401, `Unknown account ${nombre}`);
      if (!signer || !isPostingKey(account, signer)) throw new HttpError(401, 'Invalid signature');

      const session = db.transaction(() => {
        const login = { account: nombre, message: body.message, signature: body.key.toLowerCase() };
        if (!useLoginMessage(db, login, now, 2 * LOGIN_WINDOW_MS))
          throw new HttpError(401, 'Signature already used');
        const userId = findUserByName(db, nombre)?.id ?? createUser(db, { nombre, password_hash: null }, now);
        return { token: createSession(db, userId, now), userId };
      })();
      await ctx.chain.sync();
      await ctx.chain.holdings.of(nombre);
      return {
        token: session.token,
        resultado: toInformacion(ctx, session.userId, origin(request), now),
      } satisfies LoginResponse;
    },
  );

  app.get('/api/getInformacion', async (request) => {
    await syncUnlessUnreachable(ctx.chain);
    const now = ctx.config.now();
    const resultado = toInformacion(ctx, request.player.id, origin(request), now);
    return { resultado, mensajes: finishedMissionNotes(resultado, now) };
  });

  /**
   * A new password (4 to 12 characters). A player who has one must give the current one; the
   * player's other sessions end, this one stays. The new hash is saved only over the hash that was
   * checked (none, for a wallet-only player's first password), in the same transaction that ends
   * the other sessions: of concurrent changes one wins, the others are a 409 and change nothing.
   */
  app.post('/api/changePass', { schema: { body: changePassRequestSchema } }, async (request) => {
    const { password, currentPassword } = request.body;
    const { id } = request.player;
    const stored = getUser(db, id).password_hash;
    if (stored !== null) {
      if (currentPassword === undefined) throw new HttpError(400, CURRENT_PASSWORD_REQUIRED);
      if (!(await verifyPassword(currentPassword, stored))) throw new HttpError(403, CURRENT_PASSWORD_WRONG);
    }
    const hash = await hashPassword(password);
    db.transaction(() => {
      if (!replacePasswordHash(db, id, stored, hash)) throw new HttpError(409, PASSWORD_CHANGED_MEANWHILE);
      endOtherSessions(db, id, request.sessionTokenHash);
    })();
    return { ok: true };
  });

  /** Ends this session on the server: its token no longer opens anything. */
  app.post('/api/logout', async (request) => {
    endSession(db, request.sessionTokenHash);
    return { ok: true };
  });
};
