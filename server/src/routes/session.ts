/** Login (password and wallet), player information and password change. */
import {
  changePassRequestSchema,
  loginPassRequestSchema,
  walletLoginRequestSchema,
  type LoginResponse,
  type Informacion,
} from '@hueso/contract';
import type { FastifyInstance } from 'fastify';
import {
  authenticate,
  createSession,
  hashPassword,
  isPostingKey,
  recoverSigner,
  verifyPassword,
} from '../auth';
import { getAccount } from '../chain/ledger';
import type { AppContext } from '../context';
import { HttpError, origin, parse } from '../http';
import { createUser, findUserByName, toInformacion } from '../users';

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

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.post('/api/loginPass', async (request) => {
    const body = parse(loginPassRequestSchema, request.body);
    const user = findUserByName(db, body.user.trim().toLowerCase());
    if (!user || !(await verifyPassword(body.password, user.password_hash))) {
      throw new HttpError(401, 'Invalid user or password');
    }
    const now = ctx.config.now();
    const token = createSession(db, user.id, now);
    return { token, resultado: toInformacion(ctx, user.id, origin(request), now) } satisfies LoginResponse;
  });

  /**
   * Wallet login: the signature must come from the account's posting key on the chain. Replays are
   * refused per (account, message) rather than per signature string, which also stops a
   * re-encoded (malleated) copy of a captured signature.
   */
  app.post('/api/login', async (request) => {
    const body = parse(walletLoginRequestSchema, request.body);
    const nombre = body.nombre.trim().toLowerCase();
    const now = ctx.config.now();
    if (Math.abs(now - Number(body.message)) > LOGIN_WINDOW_MS) {
      throw new HttpError(401, 'Login message expired: sign the current time');
    }
    const account = getAccount(db, nombre);
    if (!account) throw new HttpError(401, `Unknown account ${nombre}`);
    const signer = recoverSigner(body.key, body.message);
    if (!signer || !isPostingKey(account, signer)) throw new HttpError(401, 'Invalid signature');

    const session = db.transaction(() => {
      const fresh = db
        .prepare(
          'INSERT OR IGNORE INTO used_logins (account, message, signature, used_at) VALUES (?, ?, ?, ?)',
        )
        .run(nombre, body.message, body.key.toLowerCase(), now);
      if (fresh.changes === 0) throw new HttpError(401, 'Signature already used');
      const userId = findUserByName(db, nombre)?.id ?? createUser(db, { nombre, password_hash: null }, now);
      return { token: createSession(db, userId, now), userId };
    })();
    return {
      token: session.token,
      resultado: toInformacion(ctx, session.userId, origin(request), now),
    } satisfies LoginResponse;
  });

  app.get('/api/getInformacion', async (request) => {
    const { id } = authenticate(ctx, request);
    const now = ctx.config.now();
    const resultado = toInformacion(ctx, id, origin(request), now);
    return { resultado, mensajes: finishedMissionNotes(resultado, now) };
  });

  app.post('/api/changePass', async (request) => {
    const { id } = authenticate(ctx, request);
    const { password } = parse(changePassRequestSchema, request.body);
    db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(await hashPassword(password), id);
    return { ok: true };
  });
}
