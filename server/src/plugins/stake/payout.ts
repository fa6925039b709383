/**
 * The weekly passive stake payout (docs/stake.md): every 7 game days each lot staked for the whole
 * week earns its version's reward into `dinero`. It runs lazily, like the pool's: the first read or
 * move that needs it after a due instant (or the payout clock) settles every missed week, each
 * dated at its instant, in one transaction with its record in passive_payouts. A payout that fails
 * half-way (a crash, a full disk) rolls back entirely, and a restart pays that week again, once.
 */
import {
  duePassivePayouts,
  lotEarnsAt,
  nextPoolPayout,
  passivePeriodMs,
  passiveWeeklyReward,
} from '@hueso/contract';
import type { AppContext } from '../../context';
import { recordMetric } from '../../players/metricsRepository';
import { addDinero } from '../../players/usersRepository';
import { lastPassivePayout, listLots, recordPassivePayout } from './passiveRepository';

/** Pays every due week; returns the units paid (0 when none was due). */
export function settlePassive(ctx: AppContext): number {
  const { db, config } = ctx;
  const now = config.now();
  const periodMs = passivePeriodMs(config.clockSpeed);
  const started = lastPassivePayout(db);
  // Nothing due, the common case: one cached read and no transaction.
  if (started !== undefined && duePassivePayouts(started, now, periodMs, 1).length === 0) return 0;
  return db.transaction(() => {
    const last = lastPassivePayout(db);
    if (last === undefined) {
      recordPassivePayout(db, { dueAt: now, stakers: 0, paid: 0 });
      return 0;
    }
    let total = 0;
    for (const dueAt of duePassivePayouts(last, now, periodMs)) {
      const earned = new Map<number, number>();
      for (const lot of listLots(db)) {
        if (!lotEarnsAt(lot.since, dueAt, periodMs)) continue;
        const units = passiveWeeklyReward(lot.version, lot.cantidad, lot.fusion);
        if (units > 0) earned.set(lot.userId, (earned.get(lot.userId) ?? 0) + units);
      }
      let paid = 0;
      for (const [userId, units] of earned) {
        addDinero(db, userId, units);
        recordMetric(db, userId, 'mined', units, dueAt);
        paid += units;
      }
      recordPassivePayout(db, { dueAt, stakers: earned.size, paid });
      total += paid;
    }
    return total;
  })();
}

/** When the passive stake pays next (epoch ms, server clock). */
export function nextPassivePayoutAt(ctx: AppContext): number {
  const now = ctx.config.now();
  return nextPoolPayout(lastPassivePayout(ctx.db) ?? now, now, passivePeriodMs(ctx.config.clockSpeed));
}
