/**
 * The arena (SPEC.md sections 1-5, 7 and 9): the schemas of every arena call and the rules the
 * spec leaves open (docs/arena.md): power, the seeded battle replay, Elo MMR, PP decay, the fee
 * split, matchmaking, rewards and the weekly unlock. Server and client share these functions, so a
 * player can replay any battle from its revealed seed and check the server's result. The public
 * leaderboard's part is arenaBoard.ts (`@hueso/contract/arena-board`), re-exported here.
 */
import { ARENA_MIN_ENERGY, type CardKind, count, type Rareza, RAREZAS, z } from '@hueso/contract/common';
import { avatarSchema, unlockProgressSchema, type UnlockProgress } from './arenaBoard';

export * from './arenaBoard';

export const ARENA_TOAST_MS = 4000;

export const ARENA_RANK_THRESHOLDS: Record<CardKind, Record<Rareza, number>> = {
  general: { C: 200, R: 600, Z: 1400, E: 2400, A: 3000, L: 5000 },
  especial: { C: 400, R: 1200, Z: 2800, E: 4800, A: 6000, L: 10000 },
};

// The entry terms (ARENA_MIN_ENERGY, canEnterArena, arenaTooltip) are common: the home screen's
// arena card reads them too (common/arenaEntry.ts).

// ---------------------------------------------------------------------------------------------
// Constants (server values; the client shows what status says)

/** Entry fee in HUESO and energy per battle (the server's values, shown in status). */
export const ARENA_ENTRY_FEE = 50;
export const ARENA_ENERGY_COST = ARENA_MIN_ENERGY;
/** Share of the fee that goes to the weekly pool; the rest is burned. */
export const ARENA_POOL_PERCENT = 50;
/** Global battles a week needs for its pool to pay out. */
export const ARENA_WEEKLY_GOAL = 100;
/** Search and dialog timings (SPEC.md section 9); the polling period is arenaBoard.ts's. */
export const ARENA_SEARCH_MS = 12_000;
export const ARENA_FIGHTING_AFTER_S = 10;
export const ARENA_REWARD_DELAY_MS = 200;
export const ARENA_FEED_SIZE = 20;
export const ARENA_DEFAULT_ROUNDS = 3;
/** Matchmaking: humans within this MMR distance are "similar". */
export const ARENA_MMR_WINDOW = 200;
/** Shortest search, whatever the game clock's speed (two players must still be able to meet). */
export const ARENA_MIN_SEARCH_MS = 2_400;
/** Starting MMR and Elo K factor. */
export const ARENA_START_MMR = 1000;
export const ARENA_ELO_K = 32;
/** PP decay: a battle consumes 10 % of PP; the winner gets half of it back, the loser a quarter. */
export const ARENA_PP_CONSUME_PERCENT = 10;
export const ARENA_PP_REFUND_WIN_PERCENT = 50;
export const ARENA_PP_REFUND_LOSS_PERCENT = 25;
/** One activity ticket for every 5 battles in a week. */
export const ARENA_ACTIVITY_EVERY = 5;
/** Game days per arena week, and weeks per season. */
export const ARENA_WEEK_DAYS = 7;
export const ARENA_WEEKS_PER_SEASON = 4;
/** Leaderboard ranks that share the weekly pool (percent each) and their ticket previews. */
export const ARENA_PAYOUT_PERCENTS = [30, 20, 12, 9, 7, 6, 5, 4, 4, 3] as const;
export const ARENA_PAYOUT_TICKETS = [10, 8, 6, 5, 4, 3, 3, 2, 2, 1] as const;

/** Battle power each owned NFT adds, by kind and rarity ("HUESO power"): a tenth of its burn value. */
export const ARENA_NFT_POWER: Record<CardKind, Record<Rareza, number>> = {
  general: { C: 10, R: 30, Z: 70, E: 120, A: 150, L: 250 },
  especial: { C: 20, R: 60, Z: 100, E: 200, A: 300, L: 500 },
};
/** PP gained per NFT burned for the arena: the spec's arena rank thresholds table. */
export const ARENA_PP_PER_BURN = ARENA_RANK_THRESHOLDS;

export const ARENA_AVATARS = [
  { id: 'av1', name: 'Avatar-1', img: 'av1' },
  { id: 'av2', name: 'Avatar-2', img: 'av2' },
  { id: 'av3', name: 'Avatar-3', img: 'av3' },
  { id: 'av4', name: 'Avatar-4', img: 'av4' },
] as const;
export const ARENA_AVATAR_IDS = ARENA_AVATARS.map((a) => a.id);

// ---------------------------------------------------------------------------------------------
// Schemas of the arena calls (SPEC.md sections 3 and 7); the leaderboard's are in arenaBoard.ts

const rarezaCounts = z.object({ C: count, R: count, Z: count, E: count, A: count, L: count });
export const arenaProfileSchema = z.object({
  nombre: z.string(),
  avatar: avatarSchema,
  pp: count,
  mmr: count,
  wins: count,
  losses: count,
  streak: count,
  tickets: count,
  userId: z.union([z.string(), z.number()]),
  battlesThisWeek: count,
  activityTicketsThisWeek: count,
});
export type ArenaProfile = z.infer<typeof arenaProfileSchema>;

export const userCountsSchema = z.object({ general: rarezaCounts, especial: rarezaCounts });
export type UserCounts = z.infer<typeof userCountsSchema>;

/**
 * A battle the player paid for and has not yet seen (docs/arena.md, "Coming back"): the open
 * queue entry (`waiting` for an opponent or `matched` with one) or a `settled` battle whose result
 * the player has not marked seen. The client resumes the search (resolve at its end) or shows it.
 */
export const pendingBattleSchema = z.object({
  state: z.enum(['waiting', 'matched', 'settled']),
  /** The entry's seed commitment, as queue start answered it. */
  seedHash: z.string(),
  /** The entry's search window, and how much of it is left (0 once it has ended). */
  searchMs: count,
  remainingMs: count,
  /** The settled battle (state `settled` only). */
  battleId: z.optional(count),
});
export type PendingBattle = z.infer<typeof pendingBattleSchema>;

export const arenaStatusSchema = z.object({
  energyCost: count,
  entryFee: count,
  energia: count,
  hueso: count,
  pool: count,
  season: count,
  queueSize: count,
  burnedWeek: count,
  burnedTotal: count,
  unlockProgress: unlockProgressSchema,
  perfil: arenaProfileSchema,
  userCounts: z.optional(z.nullable(userCountsSchema)),
  poolPercent: z.optional(count),
  /** HUESO power per NFT by rarity; absent on servers that do not send it (the client's table). */
  nftPower: z.optional(userCountsSchema),
  /** Avatars the player may choose; absent means the presets. */
  avatars: z.optional(z.array(avatarSchema)),
  /** When the arena week resets (epoch ms, server clock). */
  weekEndsAt: z.optional(count),
  /** The player's open or unseen battle; null (or absent) when there is none. */
  pendingBattle: z.optional(z.nullable(pendingBattleSchema)),
});
export type ArenaStatus = z.infer<typeof arenaStatusSchema>;

export const ACTIVITY_REASONS = ['WIN_DROP', 'ACTIVITY', 'POOL_PAYOUT'] as const;
/**
 * The facts of an activity line, by its `razon`, so that a client writes the line in its own
 * language from data (`detalle` is the server's English sentence, kept for older clients):
 * WIN_DROP `drop` and `opponent`; ACTIVITY `battles` this week; POOL_PAYOUT `week`, `rank` and the
 * `tickets` paid with the HUESO; PP_BURN the `nfts` burned. Absent on entries written before.
 */
export const activityFactsSchema = z.object({
  drop: z.optional(z.enum(['TICKET', 'VIPHUESO'])),
  opponent: z.optional(z.string()),
  battles: z.optional(count),
  week: z.optional(count),
  rank: z.optional(count),
  tickets: z.optional(count),
  nfts: z.optional(count),
});
export type ActivityFacts = z.infer<typeof activityFactsSchema>;

export const activityEntrySchema = z.object({
  ts: count,
  user: z.string(),
  razon: z.string(),
  qty: count,
  detalle: z.optional(z.string()),
  facts: z.optional(activityFactsSchema),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export const activityFeedSchema = z.object({ feed: z.array(activityEntrySchema) });

export const battleLogEntrySchema = z.object({
  ts: count,
  type: z.enum(['bot', 'pvp']),
  winner: z.string(),
  players: z.array(z.object({ nombre: z.string(), won: z.boolean() })),
  poolAdded: count,
  burnAdded: count,
});
export type BattleLogEntry = z.infer<typeof battleLogEntrySchema>;
export const battleFeedSchema = z.object({ feed: z.array(battleLogEntrySchema) });

export const avatarRequestSchema = z.object({ avatarId: z.enum(ARENA_AVATAR_IDS as [string, ...string[]]) });
export const queueRequestSchema = z.object({ nftId: z.optional(z.null()) });
/** Queue start's answer: the commitment to the battle seed and how long the search lasts. */
export const queueStartSchema = z.object({
  ok: z.boolean(),
  seedHash: z.string(),
  searchMs: count,
  queueSize: z.optional(count),
});
export type QueueStart = z.infer<typeof queueStartSchema>;
/** POST /api/arena/queue/leave: a search not yet paired is refunded: the fee exactly, the energy up to the cap. */
export const leaveQueueResponseSchema = z.object({
  ok: z.boolean(),
  refunded: z.object({ hueso: count, energia: count }),
});
export type LeaveQueueResponse = z.infer<typeof leaveQueueResponseSchema>;
/** POST /api/arena/battle/seen: the player has seen this settled battle's result. */
export const battleSeenRequestSchema = z.object({
  battleId: z.number().check(z.int(), z.positive()),
});

export const rewardSchema = z.object({
  type: z.enum(['VIPHUESO', 'TICKET', 'ACTIVITY']),
  amount: count,
  played: z.optional(count),
});
export type ArenaReward = z.infer<typeof rewardSchema>;

export const decaySchema = z.object({ consumed: count, refund: count, final: count });
export type Decay = z.infer<typeof decaySchema>;
export const participantSchema = z.object({
  userId: z.union([z.string(), z.number()]),
  nombre: z.string(),
  mmr: count,
  before: count,
  battlesThisWeek: count,
  activityTicketsThisWeek: count,
  decay: decaySchema,
  /** Battle power used in the replay, and MMR before the battle. */
  power: z.optional(count),
  mmrBefore: z.optional(count),
});
export type Participant = z.infer<typeof participantSchema>;
export const botSchema = z.object({ name: z.string(), mmr: count, power: z.optional(count) });

export const roundSchema = z.object({ n: count, a: count, b: count, winner: z.enum(['a', 'b']) });
export type Round = z.infer<typeof roundSchema>;

export const battleResultSchema = z.object({
  type: z.enum(['pvp', 'bot']),
  winner: z.union([z.string(), z.number()]),
  rounds: z.array(roundSchema),
  reward: z.nullable(rewardSchema),
  rewards: z.optional(z.array(rewardSchema)),
  a: z.optional(participantSchema),
  b: z.optional(participantSchema),
  player: z.optional(participantSchema),
  bot: z.optional(botSchema),
  /** The revealed seed ('seedA:seedB' for PvP) whose hash(es) queue start committed to. */
  seed: z.optional(z.string()),
  battleId: z.optional(count),
});
export type BattleResult = z.infer<typeof battleResultSchema>;

/** POST /api/arena/burn: a chain burn transaction whose NFTs turn into PP. */
export const arenaBurnRequestSchema = z.object({
  // A Hive Engine transaction id, as burn.ts's proofTxSchema (kept here so the arena bundles no burn module).
  proofTx: z.string().check(z.regex(/^[0-9a-f]{40}(-\d{1,2})?$/i, 'proofTx must be a transaction id')),
});
export const arenaBurnResponseSchema = z.object({ ok: z.boolean(), ppAdded: count, pp: count });

// ---------------------------------------------------------------------------------------------
// Display rules (SPEC.md section 5)

/** Pool and burn shares of the fee: pool rounded to a whole percent, default 50. */
export function feeSplitPercents(poolPercent: number | undefined | null): { pool: number; burn: number } {
  const pool =
    poolPercent === undefined || poolPercent === null || !Number.isFinite(poolPercent)
      ? ARENA_POOL_PERCENT
      : Math.round(Math.min(100, Math.max(0, poolPercent)));
  return { pool, burn: 100 - pool };
}

/** Net PP loss: consumed minus refund, floored at 0. */
export function netPpLoss(decay: Pick<Decay, 'consumed' | 'refund'>): number {
  return Math.max(0, decay.consumed - decay.refund);
}

/** '1 ticket', '2 tickets'. */
export function ticketsLabel(qty: number): string {
  return `${qty} ${qty === 1 ? 'ticket' : 'tickets'}`;
}

/** Estimated accumulated power of owned NFTs, or null (N/A) when rarity totals are missing. */
export function nftPowerEstimate(
  counts: UserCounts | null | undefined,
  table: UserCounts = ARENA_NFT_POWER,
): { general: number; especial: number; total: number } | null {
  if (!counts?.general || !counts.especial) return null;
  const sum = (kind: CardKind) => RAREZAS.reduce((s, r) => s + (counts[kind][r] ?? 0) * table[kind][r], 0);
  const general = sum('general');
  const especial = sum('especial');
  return { general, especial, total: general + especial };
}

/** Battle power: PP plus the power of the NFTs owned. */
export function battlePower(pp: number, counts: UserCounts | null | undefined): number {
  return Math.max(1, Math.round(pp + (nftPowerEstimate(counts)?.total ?? 0)));
}

/** PP gained by burning NFTs of these kinds and rarities. */
export function ppForBurn(cards: { kind: CardKind; rareza: Rareza }[]): number {
  return cards.reduce((s, c) => s + ARENA_PP_PER_BURN[c.kind][c.rareza], 0);
}

// ---------------------------------------------------------------------------------------------
// The verifiable battle

/** xmur3 string hash: turns a seed string into a 32-bit PRNG state. */
function hashSeed(seed: string): number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^= h >>> 16) >>> 0;
}

/** mulberry32 over a seed string: the one PRNG every battle draw comes from. */
export function seededRandom(seed: string): () => number {
  let a = hashSeed(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seed of a PvP battle: both players' committed seeds, earlier entry first. */
export function pvpSeed(seedA: string, seedB: string): string {
  return `${seedA}:${seedB}`;
}

/**
 * Replays a battle: best of 3 rounds; each round both sides roll power x (0.75 to 1.25) from the
 * seeded PRNG and the higher roll wins it (side a on a tie). Pure: same seed and powers, same rounds.
 */
export function replayBattle(
  seed: string,
  powerA: number,
  powerB: number,
): { rounds: Round[]; winner: 'a' | 'b' } {
  const rand = seededRandom(`battle|${seed}|${powerA}|${powerB}`);
  const rounds: Round[] = [];
  const wins = { a: 0, b: 0 };
  while (wins.a < 2 && wins.b < 2) {
    const a = Math.round(powerA * (0.75 + rand() * 0.5));
    const b = Math.round(powerB * (0.75 + rand() * 0.5));
    const winner = a >= b ? 'a' : 'b';
    wins[winner]++;
    rounds.push({ n: rounds.length + 1, a, b, winner });
  }
  return { rounds, winner: wins.a === 2 ? 'a' : 'b' };
}

/** The bot a lonely player meets: similar power (85-115 %) and MMR (+-100), drawn from the seed. */
export function botFor(
  seed: string,
  power: number,
  mmr: number,
): { name: string; power: number; mmr: number } {
  const rand = seededRandom(`bot|${seed}`);
  const names = ['Rusty Bot', 'Bone Crusher', 'Mecha Pup', 'Scrap Hound', 'Iron Fang'];
  const name = names[Math.floor(rand() * names.length)]!;
  return {
    name,
    power: Math.max(1, Math.round(power * (0.85 + rand() * 0.3))),
    mmr: Math.max(0, Math.round(mmr - 100 + rand() * 200)),
  };
}

/** Elo: the new rating of a player rated `mmr` against `opponent` after a win (1) or loss (0). */
export function eloUpdate(mmr: number, opponent: number, score: 0 | 1, k = ARENA_ELO_K): number {
  const expected = 1 / (1 + 10 ** ((opponent - mmr) / 400));
  return Math.max(0, Math.round(mmr + k * (score - expected)));
}

/** PP decay of one battle: 10 % consumed (rounded down), part refunded (win 50 %, loss 25 %). */
export function ppDecay(pp: number, won: boolean): Decay {
  const consumed = Math.floor((pp * ARENA_PP_CONSUME_PERCENT) / 100);
  const refund = Math.floor(
    (consumed * (won ? ARENA_PP_REFUND_WIN_PERCENT : ARENA_PP_REFUND_LOSS_PERCENT)) / 100,
  );
  return { consumed, refund, final: pp - consumed + refund };
}

/** Fee split in integer units: the pool's share rounded down, the burn the rest (nothing lost). */
export function splitFee(feeUnits: number, poolPercent = ARENA_POOL_PERCENT): { pool: number; burn: number } {
  const pool = Math.floor((feeUnits * poolPercent) / 100);
  return { pool, burn: feeUnits - pool };
}

/** Whether two queued players may meet: similar MMR. */
export function canMatch(mmrA: number, mmrB: number, window = ARENA_MMR_WINDOW): boolean {
  return Math.abs(mmrA - mmrB) <= window;
}

/** How long a search lasts (real ms) at a game-clock speed: 12 s at speed 1, never under 2.4 s. */
export function searchMs(clockSpeed: number): number {
  return Math.max(ARENA_MIN_SEARCH_MS, Math.round(ARENA_SEARCH_MS / Math.max(1, clockSpeed)));
}

/** Real ms of one arena week at a game-clock speed. */
export function arenaWeekMs(clockSpeed: number): number {
  return Math.max(1, Math.round((ARENA_WEEK_DAYS * 86_400_000) / clockSpeed));
}

/**
 * The week number and season after `weeks` arena weeks have passed (several when the arena sat
 * idle): weeks are numbered from 1 and every 4th week from the first opens a season (weeks 1-4
 * are season 1, 5-8 season 2...), so the season advances once for each season start crossed.
 */
export function advanceWeeks(
  at: { weekNumber: number; season: number },
  weeks: number,
): { weekNumber: number; season: number } {
  const passed = Math.max(0, Math.floor(weeks));
  const weekNumber = at.weekNumber + passed;
  const seasonIndex = (week: number) => Math.floor((week - 1) / ARENA_WEEKS_PER_SEASON);
  return { weekNumber, season: at.season + seasonIndex(weekNumber) - seasonIndex(at.weekNumber) };
}

/**
 * The reward of a win, drawn from the battle seed: 70 % one ticket (two on a PvP win), 30 % one
 * VIPHUESO. A loss drops nothing.
 */
export function winDrop(seed: string, pvp: boolean): ArenaReward {
  const roll = seededRandom(`drop|${seed}`)();
  return roll < 0.7 ? { type: 'TICKET', amount: pvp ? 2 : 1 } : { type: 'VIPHUESO', amount: 1 };
}

/** The activity reward a battle earns: one activity ticket every 5th battle of the week. */
export function activityReward(battlesThisWeek: number): ArenaReward | null {
  return battlesThisWeek > 0 && battlesThisWeek % ARENA_ACTIVITY_EVERY === 0
    ? { type: 'ACTIVITY', amount: 1, played: battlesThisWeek }
    : null;
}

/** Whether the week's pool is unlocked. */
export function unlockProgress(current: number, goal = ARENA_WEEKLY_GOAL): UnlockProgress {
  return { current, goal, unlocked: goal > 0 && current >= goal };
}

/**
 * The leaderboard's preview: the top 10 players with a battle this week share the pool
 * (30, 20, 12, 9, 7, 6, 5, 4, 4, 3 %, rounded down to units) and get tickets; others get 0.
 * Input is in leaderboard order; amounts in the caller's units.
 */
export function poolPreview(
  rows: { battlesThisWeek: number }[],
  pool: number,
): { hueso: number; tickets: number }[] {
  let rank = 0;
  return rows.map((row) => {
    if (row.battlesThisWeek <= 0 || rank >= ARENA_PAYOUT_PERCENTS.length) return { hueso: 0, tickets: 0 };
    const i = rank++;
    return { hueso: Math.floor((pool * ARENA_PAYOUT_PERCENTS[i]!) / 100), tickets: ARENA_PAYOUT_TICKETS[i]! };
  });
}
