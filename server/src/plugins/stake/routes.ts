/**
 * Staking (SPEC.md section 7, docs/stake.md): stake play (a ranked stake that earns tickets, half
 * burned on withdraw) and the passive stake V1 / V2 (weekly HUESO for HUESO + VIPHUESO staked).
 * Every call answers on its path and on the path with a trailing slash. Each movement is one
 * SQLite transaction; the rules come from @hueso/contract. The passive calls settle the due weekly
 * payouts first, so a lot is read, added or withdrawn only after every week it earned is paid.
 */
import {
  claimableTickets,
  INVALID_AMOUNT,
  MORE_THAN_STAKED,
  NO_TICKETS,
  NOTHING_STAKED,
  PASSIVE_MIN_DEPOSIT,
  PASSIVE_V1_CLOSED,
  passiveDepositError,
  passivePeriodMs,
  passiveVipRequired,
  passiveWeeklyReward,
  stakeDepositRequestSchema,
  stakePlaySplit,
  stakeWithdrawRequestSchema,
  TICKET_ITEM,
  ticketsEarned,
  toUnits,
  vipShortText,
  type PassiveStakeResponse,
  type StakePlayResponse,
} from '@hueso/contract';
import type { RouteHandlerMethod } from 'fastify';
import { fromHueso, toHueso } from '../../amounts';
import type { AppContext } from '../../context';
import { HttpError, origin } from '../../http';
import type { GamePlugin } from '../../plugin';
import { toInformacion } from '../../players/informacion';
import { addItems } from '../../players/itemsRepository';
import { recordMetric } from '../../players/metricsRepository';
import { addDineroReal, addFusion, getUser, type UserRow } from '../../players/usersRepository';
import { settleDuePayouts } from '../payouts/settle';
import { addLot, lotsOf, removeLots } from './passiveRepository';
import { nextPassivePayoutAt } from './payout';
import { findPlay, listPlay, savePlay, type PlayRow } from './playRepository';

/** Tickets (thousandths) a position holds at `now`: the settled ones plus those earned since. */
function ticketsAt(
  row: Pick<PlayRow, 'cantidad' | 'tickets' | 'settledAt'>,
  now: number,
  clockSpeed: number,
): number {
  return row.tickets + ticketsEarned(row.cantidad, now - row.settledAt, clockSpeed);
}

/** The player's position brought up to `now` (tickets earned so far added), or an empty one. */
function settledPlay(ctx: AppContext, userId: number, now: number) {
  const row = findPlay(ctx.db, userId);
  if (!row) return { cantidad: 0, tickets: 0, settledAt: now };
  return { cantidad: row.cantidad, tickets: ticketsAt(row, now, ctx.config.clockSpeed), settledAt: now };
}

function units(cantidad: number): number {
  const value = toUnits(cantidad);
  if (value === null) throw new HttpError(400, INVALID_AMOUNT);
  return value;
}

export const stakePlugin: GamePlugin = async (app, { ctx }) => {
  const { db, config } = ctx;

  /** Registers a route on its path and on the path with a trailing slash. */
  const get = (path: string, handler: RouteHandlerMethod) => {
    app.get(path, handler);
    app.get(`${path}/`, handler);
  };

  const mirarStake: RouteHandlerMethod = async (request) => {
    const { id } = request.player;
    const now = config.now();
    const rows = listPlay(db).filter((r) => r.cantidad > 0);
    const own = settledPlay(ctx, id, now);
    return {
      stake: rows.map((r, i) => ({
        nombre: r.nombre,
        posicion: i + 1,
        cantidad: toHueso(r.cantidad),
        ticket: toHueso(ticketsAt(r, now, config.clockSpeed)),
      })),
      ticket: { cantidad: toHueso(own.tickets) },
      disponible: { cantidad: claimableTickets(own.tickets) },
      userStake: own.cantidad > 0 ? { cantidad: toHueso(own.cantidad) } : null,
    } satisfies StakePlayResponse;
  };
  get('/api/mirarStake', mirarStake);

  /** Claim: every whole ticket earned becomes a 'ticket stake' item in the inventory. */
  get('/api/retirarTicket', async (request) => {
    const { id } = request.player;
    const now = config.now();
    const claimed = db.transaction(() => {
      const own = settledPlay(ctx, id, now);
      const whole = claimableTickets(own.tickets);
      if (whole < 1) throw new HttpError(400, NO_TICKETS);
      addItems(db, id, TICKET_ITEM, whole);
      savePlay(db, id, { ...own, tickets: own.tickets - whole * 1000 });
      return whole;
    })();
    return { ok: true, tickets: claimed, usuario: toInformacion(ctx, id, origin(request), now) };
  });

  const stakeIngreso: RouteHandlerMethod = async (request) => {
    const { id } = request.player;
    const amount = units((request.body as { cantidad: number }).cantidad);
    const now = config.now();
    db.transaction(() => {
      const user = getUser(db, id);
      if (amount > user.dinero_real) throw new HttpError(400, INVALID_AMOUNT);
      const own = settledPlay(ctx, id, now);
      addDineroReal(db, id, -amount);
      savePlay(db, id, { ...own, cantidad: own.cantidad + amount });
    })();
    return { ok: true, usuario: toInformacion(ctx, id, origin(request), now) };
  };
  app.post('/api/stakeIngreso', { schema: { body: stakeDepositRequestSchema } }, stakeIngreso);
  app.post('/api/stakeIngreso/', { schema: { body: stakeDepositRequestSchema } }, stakeIngreso);

  /** Withdraw: half of the amount returns to dineroReal, half is burned (recorded in the metrics). */
  const retiroStake: RouteHandlerMethod = async (request) => {
    const { id } = request.player;
    const amount = units((request.body as { cantidad: number }).cantidad);
    const now = config.now();
    const split = db.transaction(() => {
      const own = settledPlay(ctx, id, now);
      if (own.cantidad <= 0) throw new HttpError(400, NOTHING_STAKED);
      if (amount > own.cantidad) throw new HttpError(400, MORE_THAN_STAKED);
      const split = stakePlaySplit(amount);
      savePlay(db, id, { ...own, cantidad: own.cantidad - amount });
      addDineroReal(db, id, split.returned);
      recordMetric(db, id, 'burned', split.burned, now);
      return split;
    })();
    return {
      ok: true,
      devuelto: toHueso(split.returned),
      quemado: toHueso(split.burned),
      usuario: toInformacion(ctx, id, origin(request), now),
    };
  };
  app.post('/api/retiroStake', { schema: { body: stakeWithdrawRequestSchema } }, retiroStake);
  app.post('/api/retiroStake/', { schema: { body: stakeWithdrawRequestSchema } }, retiroStake);

  for (const version of [1, 2] as const) {
    const suffix = version === 1 ? '' : 'v2';

    get(`/api/mirarStakePasivo${suffix}`, async (request) => {
      settleDuePayouts(ctx);
      const lots = lotsOf(db, request.player.id, version);
      const sum = (key: 'cantidad' | 'fusion') => lots.reduce((total, lot) => total + lot[key], 0);
      return {
        cantidad: toHueso(sum('cantidad')),
        fusion: toHueso(sum('fusion')),
        semanal: toHueso(lots.reduce((t, l) => t + passiveWeeklyReward(version, l.cantidad, l.fusion), 0)),
        nextPayoutAt: nextPassivePayoutAt(ctx),
        periodMs: passivePeriodMs(config.clockSpeed),
      } satisfies PassiveStakeResponse;
    });

    const deposit: RouteHandlerMethod = async (request) => {
      const { id } = request.player;
      if (version === 1) throw new HttpError(403, PASSIVE_V1_CLOSED);
      settleDuePayouts(ctx);
      const cantidad = (request.body as { cantidad: number }).cantidad;
      const amount = units(cantidad);
      const now = config.now();
      db.transaction(() => {
        const user: UserRow = getUser(db, id);
        const error = passiveDepositError(cantidad, {
          dineroReal: toHueso(user.dinero_real),
          fusion: toHueso(user.fusion),
        });
        if (error) throw new HttpError(400, error);
        const vip = passiveVipRequired(amount);
        // Re-checked in units: the text check above works in HUESO numbers.
        if (amount > user.dinero_real || amount < fromHueso(PASSIVE_MIN_DEPOSIT))
          throw new HttpError(400, INVALID_AMOUNT);
        if (vip > user.fusion) throw new HttpError(400, vipShortText(toHueso(vip)));
        addDineroReal(db, id, -amount);
        addFusion(db, id, -vip);
        addLot(db, { userId: id, version, cantidad: amount, fusion: vip, since: now });
      })();
      return { ok: true, usuario: toInformacion(ctx, id, origin(request), now) };
    };
    app.post(`/api/ingresoStakeKod${suffix}`, { schema: { body: stakeDepositRequestSchema } }, deposit);
    app.post(`/api/ingresoStakeKod${suffix}/`, { schema: { body: stakeDepositRequestSchema } }, deposit);

    /** Withdraw: the whole passive stake of the version returns, HUESO and VIPHUESO, nothing burned. */
    get(`/api/retirarStakePasivo${suffix}`, async (request) => {
      const { id } = request.player;
      settleDuePayouts(ctx);
      const now = config.now();
      db.transaction(() => {
        const lots = lotsOf(db, id, version);
        if (lots.length === 0) throw new HttpError(400, NOTHING_STAKED);
        addDineroReal(
          db,
          id,
          lots.reduce((t, l) => t + l.cantidad, 0),
        );
        addFusion(
          db,
          id,
          lots.reduce((t, l) => t + l.fusion, 0),
        );
        removeLots(db, id, version);
      })();
      return { ok: true, usuario: toInformacion(ctx, id, origin(request), now) };
    });
  }
};
