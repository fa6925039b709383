/**
 * Staking (SPEC.md sections 2, 3, 5, 7 and 9): stake play with tickets and the passive stake V1
 * and V2. The constants are the spec's; the rules the spec leaves open are written down in
 * docs/stake.md and implemented here as pure functions, used by the screens and the server alike.
 * Amounts are HUESO / VIPHUESO numbers on the API and integer thousandths ("units") inside.
 */
import { AMOUNT_DECIMALS, amountSchema, count, fromUnits, toUnits, z } from '@hueso/contract/common';

/** Passive stake V1 pays this much HUESO weekly per 10,000 HUESO and 100 VIPHUESO staked. */
export const PASSIVE_V1_WEEKLY_HUESO = 500;
/** Passive stake V2 pays this much weekly per the same unit. */
export const PASSIVE_V2_WEEKLY_HUESO = 50;
/** The staked unit the weekly rewards are quoted for. */
export const PASSIVE_UNIT_HUESO = 10_000;
export const PASSIVE_UNIT_VIPHUESO = 100;
/** Smallest passive stake deposit, in HUESO. */
export const PASSIVE_MIN_DEPOSIT = 1000;
/** VIPHUESO required per 1,000 HUESO deposited in the passive stake. */
export const PASSIVE_VIPHUESO_PER_1000 = 10;
/** Share of a stake-play amount burned when it is withdrawn. */
export const STAKE_PLAY_BURN_SHARE = 0.5;
/** Passive rewards are paid every 7 game days. */
export const PASSIVE_PERIOD_HOURS = 7 * 24;
/** Stake play: 1,000 HUESO staked for 24 game hours earns one ticket (pro rata, to 1/1000). */
export const TICKET_STAKE_HUESO = 1000;
export const TICKET_PERIOD_HOURS = 24;
/** The inventory item a claimed ticket becomes (opened with /api/abrirTicket). */
export const TICKET_ITEM = 'ticket stake';
/** Rows per page of the stake play table (as the pool's). */
export const STAKE_PAGE_SIZES = [10, 25, 100] as const;

const SCALE = 10 ** AMOUNT_DECIMALS;
const HOUR_MS = 3_600_000;

export type PassiveVersion = 1 | 2;

// Texts of SPEC.md sections 5 and 8, and the server's refusals where the spec is silent.
export const INVALID_AMOUNT = 'Invalid amount';
export const INVALID_WITHDRAW = 'Enter a valid amount to withdraw';
export const PASSIVE_SUCCESS = 'Success';
export const PASSIVE_FAILED = 'Failed';
export const MORE_THAN_STAKED = 'You cannot withdraw more than you have staked';
export const NO_TICKETS = 'No tickets to claim yet';
export const NOTHING_STAKED = 'Nothing staked';
export const PASSIVE_V1_CLOSED = 'Passive stake V1 no longer takes deposits';
export const PASSIVE_MINIMUM = `The minimum deposit is ${PASSIVE_MIN_DEPOSIT.toLocaleString('en-US')} HUESO`;

/**
 * A deposit's amount, by the shared amount rule (common.ts); 0 or less is refused with SPEC.md's
 * text of the call (section 5), 'Invalid amount', which the server answers as it stands.
 */
export const stakeAmountSchema = amountSchema({ notPositive: INVALID_AMOUNT });
/** A withdrawal's amount (0 or less: 'Enter a valid amount to withdraw'). */
export const stakeWithdrawAmountSchema = amountSchema({ notPositive: INVALID_WITHDRAW });

/** POST /api/stakeIngreso, POST /api/ingresoStakeKod(v2). */
export const stakeDepositRequestSchema = z.object({ cantidad: stakeAmountSchema });
export type StakeDepositRequest = z.infer<typeof stakeDepositRequestSchema>;
/** POST /api/retiroStake: the amount and an explicit confirmation. */
export const stakeWithdrawRequestSchema = z.object({
  cantidad: stakeWithdrawAmountSchema,
  confirm: z.literal(true),
});
export type StakeWithdrawRequest = z.infer<typeof stakeWithdrawRequestSchema>;

/** One row of the stake play table: USERS, POSITION, HUESO, TICKET. */
export const stakePlayEntrySchema = z.object({
  nombre: z.string(),
  posicion: count,
  cantidad: count,
  /** Tickets earned and not yet claimed (to 1/1000). */
  ticket: z.optional(count),
});
export type StakePlayEntry = z.infer<typeof stakePlayEntrySchema>;

/** GET /api/mirarStake: the table, the player's tickets, what they can claim and their stake. */
export const stakePlayResponseSchema = z.object({
  stake: z.array(stakePlayEntrySchema),
  ticket: z.object({ cantidad: count }),
  disponible: z.object({ cantidad: count }),
  userStake: z.nullable(z.object({ cantidad: count })),
});
export type StakePlayResponse = z.infer<typeof stakePlayResponseSchema>;

/** GET /api/mirarStakePasivo(v2): HUESO and VIPHUESO staked, plus the reference server's extras. */
export const passiveStakeResponseSchema = z.object({
  cantidad: count,
  fusion: count,
  /** HUESO the stake earns at each weekly payout. */
  semanal: z.optional(count),
  /** Next weekly payout (epoch ms, server clock) and the period (ms) for the countdown bar. */
  nextPayoutAt: z.optional(count),
  periodMs: z.optional(count),
});
export type PassiveStakeResponse = z.infer<typeof passiveStakeResponseSchema>;

/** Why a stake play deposit is refused on the client (SPEC.md section 5), or null. */
export function stakeDepositError(cantidad: number, dineroReal: number): string | null {
  if (!(cantidad > 0) || cantidad > dineroReal || toUnits(cantidad) === null) return INVALID_AMOUNT;
  return null;
}

/** Why a stake play withdraw is refused (SPEC.md section 5), or null. */
export function stakeWithdrawError(cantidad: number, staked: number): string | null {
  if (!(cantidad > 0) || toUnits(cantidad) === null) return INVALID_WITHDRAW;
  if (cantidad > staked) return MORE_THAN_STAKED;
  return null;
}

/**
 * A stake play withdraw of `units`: half comes back, half is burned. An odd unit is burned, so
 * the two parts always add up to the amount withdrawn.
 */
export function stakePlaySplit(units: number): { returned: number; burned: number } {
  const returned = Math.floor(units * (1 - STAKE_PLAY_BURN_SHARE));
  return { returned, burned: units - returned };
}

/** The same split in HUESO, for the confirmation dialog. */
export function stakePlaySplitHueso(cantidad: number): { returned: number; burned: number } {
  const units = toUnits(cantidad) ?? Math.round(cantidad * SCALE);
  const { returned, burned } = stakePlaySplit(units);
  return { returned: fromUnits(returned), burned: fromUnits(burned) };
}

/**
 * Thousandths of a ticket earned by `stakeUnits` over `realMs` of real time at `clockSpeed`:
 * 1,000 HUESO for 24 game hours make one ticket. Exact integer arithmetic, rounded down.
 */
export function ticketsEarned(stakeUnits: number, realMs: number, clockSpeed: number): number {
  if (stakeUnits <= 0 || realMs <= 0) return 0;
  const gameMs = BigInt(Math.floor(realMs * clockSpeed));
  const perTicket = BigInt(TICKET_STAKE_HUESO * SCALE) * BigInt(TICKET_PERIOD_HOURS * HOUR_MS);
  return Number((BigInt(stakeUnits) * gameMs * BigInt(SCALE)) / perTicket);
}

/** Whole tickets a balance of ticket thousandths lets the player claim. */
export function claimableTickets(ticketMillis: number): number {
  return Math.floor(ticketMillis / SCALE);
}

/** HUESO a passive version pays weekly per 10,000 HUESO and 100 VIPHUESO. */
export function passiveRate(version: PassiveVersion): number {
  return version === 1 ? PASSIVE_V1_WEEKLY_HUESO : PASSIVE_V2_WEEKLY_HUESO;
}

/**
 * Weekly reward (units) of a passive stake: the rate per 10,000 HUESO and per 100 VIPHUESO, pro
 * rata, limited by whichever of the two is scarcer, rounded down to the unit.
 */
export function passiveWeeklyReward(version: PassiveVersion, huesoUnits: number, vipUnits: number): number {
  const rate = passiveRate(version);
  const byHueso = Math.floor((huesoUnits * rate) / PASSIVE_UNIT_HUESO);
  const byVip = Math.floor((vipUnits * rate) / PASSIVE_UNIT_VIPHUESO);
  return Math.max(0, Math.min(byHueso, byVip));
}

/** VIPHUESO (units) a passive deposit of `huesoUnits` requires: 10 per 1,000 HUESO, rounded up. */
export function passiveVipRequired(huesoUnits: number): number {
  return Math.ceil((huesoUnits * PASSIVE_VIPHUESO_PER_1000) / PASSIVE_MIN_DEPOSIT);
}

/** Why a passive V2 deposit is refused (SPEC.md section 5), or null. */
export function passiveDepositError(
  cantidad: number,
  balances: { dineroReal: number; fusion: number },
): string | null {
  const units = toUnits(cantidad);
  if (!(cantidad > 0) || cantidad > balances.dineroReal || units === null) return INVALID_AMOUNT;
  if (cantidad < PASSIVE_MIN_DEPOSIT) return PASSIVE_MINIMUM;
  const vip = passiveVipRequired(units);
  if (vip > Math.round(balances.fusion * SCALE)) return vipShortText(fromUnits(vip));
  return null;
}

export function vipShortText(required: number): string {
  return `You need ${required.toLocaleString('en-US')} VIPHUESO (10 per 1,000 HUESO)`;
}

/** Real milliseconds of one passive period (7 game days) at a game-clock speed. */
export function passivePeriodMs(clockSpeed: number): number {
  return Math.max(1, Math.round((PASSIVE_PERIOD_HOURS * HOUR_MS) / clockSpeed));
}

/** Every payout instant due by `now` on the grid `last + k * periodMs` (k >= 1), oldest first. */
export function duePassivePayouts(last: number, now: number, periodMs: number, max = 520): number[] {
  const periods = Math.min(max, Math.max(0, Math.floor((now - last) / periodMs)));
  return Array.from({ length: periods }, (_, i) => last + (i + 1) * periodMs);
}

/** A lot earns at a payout only if it was staked for the whole period before it. */
export function lotEarnsAt(since: number, dueAt: number, periodMs: number): boolean {
  return since <= dueAt - periodMs;
}

/** Share (0 to 1) of the current period already elapsed, for the countdown bar. */
export function periodProgress(nextAt: number, periodMs: number, now: number): number {
  if (periodMs <= 0) return 0;
  return Math.min(1, Math.max(0, 1 - (nextAt - now) / periodMs));
}
