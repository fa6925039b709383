/** Staking constants of SPEC.md sections 5 and 9 (the staking rules are added with the stake remote). */

/** Passive stake V1 pays this much HUESO weekly per 10,000 HUESO and 100 VIPHUESO staked. */
export const PASSIVE_V1_WEEKLY_HUESO = 500;
/** Passive stake V2 pays this much weekly per the same unit. */
export const PASSIVE_V2_WEEKLY_HUESO = 50;
/** Smallest passive stake deposit, in HUESO. */
export const PASSIVE_MIN_DEPOSIT = 1000;
/** VIPHUESO required per 1,000 HUESO deposited in the passive stake. */
export const PASSIVE_VIPHUESO_PER_1000 = 10;
/** Share of a stake-play amount burned when it is withdrawn. */
export const STAKE_PLAY_BURN_SHARE = 0.5;
