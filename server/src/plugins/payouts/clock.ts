/**
 * The payouts on the game clock: settled when the server starts (which starts their schedules) and
 * then at each instant one falls due, so a balance that a route reads without settling first is
 * never behind by more than the timer's delay. Routes that read or move the money a payout touches
 * settle first themselves (settle.ts), which is what a test's injected clock relies on.
 */
import fp from 'fastify-plugin';
import type { GamePlugin } from '../../plugin';
import { nextPayoutDueAt, settleDuePayouts } from './settle';

/** Bounds of one wait: never a busy loop, and within what setTimeout accepts. */
const MIN_WAIT_MS = 1_000;
const MAX_WAIT_MS = 2 ** 31 - 1;
/** Wait after a payout that failed (rolled back whole) before the clock tries it again. */
const RETRY_MS = 60_000;

const payoutClock: GamePlugin = async (app, { ctx }) => {
  let timer: NodeJS.Timeout | undefined;
  const schedule = (wait: number) => {
    timer = setTimeout(tick, Math.min(Math.max(wait, MIN_WAIT_MS), MAX_WAIT_MS));
    timer.unref();
  };
  const tick = () => {
    if (!ctx.db.open) return;
    let wait = RETRY_MS;
    try {
      settleDuePayouts(ctx);
      wait = nextPayoutDueAt(ctx) - ctx.config.now();
    } catch (error) {
      // Nothing of it was kept: the next read that settles, or the next try, pays it.
      app.log.error(error, 'a due payout could not be settled');
    }
    schedule(wait);
  };
  app.addHook('onReady', async () => {
    settleDuePayouts(ctx);
    schedule(nextPayoutDueAt(ctx) - ctx.config.now());
  });
  app.addHook('onClose', async () => {
    clearTimeout(timer);
  });
};

export const payoutClockPlugin = fp(payoutClock, { name: 'hueso-payout-clock', fastify: '5.x' });
