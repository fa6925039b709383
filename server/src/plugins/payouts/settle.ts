/**
 * The pool's daily payout and the passive stake's weekly one (docs/pool.md, docs/stake.md) are
 * settled where they matter, not before every request: every read or move of `dinero`, the pool, a
 * passive lot or the mined metrics calls `settleDuePayouts` first, and the payout clock (clock.ts)
 * settles each one at its instant for everything else. Each payout is one transaction recorded
 * under its due instant, so however many callers reach it, it is paid once.
 */
import type { AppContext } from '../../context';
import { nextPayoutAt, settlePool } from '../pool/payout';
import { nextPassivePayoutAt, settlePassive } from '../stake/payout';

/** Pays the due pool payout and every due passive week (or starts their schedules); returns the units paid. */
export function settleDuePayouts(ctx: AppContext): number {
  return settlePool(ctx) + settlePassive(ctx);
}

/** The next instant (server clock, epoch ms) at which either payout falls due. */
export function nextPayoutDueAt(ctx: AppContext): number {
  return Math.min(nextPayoutAt(ctx), nextPassivePayoutAt(ctx));
}
