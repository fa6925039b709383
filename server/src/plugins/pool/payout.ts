/**
 * The pool's payout (docs/pool.md): every 24 game hours each participant receives the estimate's
 * formula in `dinero` and the pool empties, in one transaction. It runs lazily: the first read or
 * move that needs it after the due instant (or the payout clock) settles it, dated at that
 * instant, so the injectable clock decides it (plugins/payouts).
 */
import { duePoolPayout, nextPoolPayout, poolPayouts, poolPeriodMs } from '@hueso/contract';
import { fromHueso } from '../../amounts';
import type { AppContext } from '../../context';
import { recordMetric } from '../../players/metricsRepository';
import { addDinero } from '../../players/usersRepository';
import { lastPayoutAt, recordPayout } from './payoutsRepository';
import { clearStakes, listStakes } from '../../players/stakesRepository';

/** Pays the pool if a payout is due; returns the units paid (0 when none was due). */
export function settlePool(ctx: AppContext): number {
  const { db, config } = ctx;
  const now = config.now();
  const periodMs = poolPeriodMs(config.clockSpeed);
  const started = lastPayoutAt(db);
  // Nothing due, the common case: one cached read and no transaction.
  if (started !== undefined && duePoolPayout(started, now, periodMs) === null) return 0;
  return db.transaction(() => {
    const last = lastPayoutAt(db);
    if (last === undefined) {
      recordPayout(db, { dueAt: now, participants: 0, paid: 0 });
      return 0;
    }
    const dueAt = duePoolPayout(last, now, periodMs);
    if (dueAt === null) return 0;
    const payouts = poolPayouts(listStakes(db));
    let paid = 0;
    for (const { userId, hueso } of payouts) {
      const units = fromHueso(hueso);
      addDinero(db, userId, units);
      recordMetric(db, userId, 'mined', units, dueAt);
      paid += units;
    }
    clearStakes(db);
    recordPayout(db, { dueAt, participants: payouts.length, paid });
    return paid;
  })();
}

/** When the pool pays next (epoch ms, server clock). */
export function nextPayoutAt(ctx: AppContext): number {
  const now = ctx.config.now();
  return nextPoolPayout(lastPayoutAt(ctx.db) ?? now, now, poolPeriodMs(ctx.config.clockSpeed));
}
