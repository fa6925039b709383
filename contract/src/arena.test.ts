import {
  activityReward,
  advanceWeeks,
  arenaStatusSchema,
  battlePower,
  battleResultSchema,
  botFor,
  canMatch,
  eloUpdate,
  feeSplitPercents,
  netPpLoss,
  nftPowerEstimate,
  pendingBattleSchema,
  poolPreview,
  ppDecay,
  ppForBurn,
  pvpSeed,
  replayBattle,
  searchMs,
  splitFee,
  ticketsLabel,
  unlockPercent,
  unlockProgress,
  winDrop,
} from './arena';

const zero = { C: 0, R: 0, Z: 0, E: 0, A: 0, L: 0 };

describe('display rules', () => {
  it('caps progress at 100 and reads 0 without a positive goal', () => {
    expect(unlockPercent({ current: 30, goal: 120 })).toBe(25);
    expect(unlockPercent({ current: 500, goal: 100 })).toBe(100);
    expect(unlockPercent({ current: 5, goal: 0 })).toBe(0);
    expect(unlockPercent({ current: 5 })).toBe(0);
    expect(unlockPercent(undefined)).toBe(0);
  });
  it('rounds the pool share, defaults to 50, burn is the rest', () => {
    expect(feeSplitPercents(undefined)).toEqual({ pool: 50, burn: 50 });
    expect(feeSplitPercents(33.6)).toEqual({ pool: 34, burn: 66 });
  });
  it('floors the net PP loss at 0 and pluralises tickets', () => {
    expect(netPpLoss({ consumed: 10, refund: 4 })).toBe(6);
    expect(netPpLoss({ consumed: 2, refund: 5 })).toBe(0);
    expect(ticketsLabel(1)).toBe('1 ticket');
    expect(ticketsLabel(0)).toBe('0 tickets');
  });
  it('estimates NFT power per rarity, N/A without totals', () => {
    expect(nftPowerEstimate(null)).toBeNull();
    expect(nftPowerEstimate({ general: { ...zero, C: 2 }, especial: { ...zero, L: 1 } })).toEqual({
      general: 20,
      especial: 500,
      total: 520,
    });
    expect(battlePower(100, { general: { ...zero, R: 1 }, especial: zero })).toBe(130);
    expect(
      ppForBurn([
        { kind: 'general', rareza: 'C' },
        { kind: 'especial', rareza: 'L' },
      ]),
    ).toBe(10200);
  });
});

describe('verifiable battle', () => {
  it('replays the same rounds from the same seed and powers', () => {
    const one = replayBattle('abc', 500, 480);
    expect(replayBattle('abc', 500, 480)).toEqual(one);
    expect(one.rounds.length).toBeGreaterThanOrEqual(2);
    expect(one.rounds.length).toBeLessThanOrEqual(3);
    expect(one.rounds.filter((r) => r.winner === one.winner)).toHaveLength(2);
  });
  it('different seeds give different battles, and power matters', () => {
    const outcomes = new Set(
      Array.from({ length: 20 }, (_, i) => JSON.stringify(replayBattle(`s${i}`, 500, 500))),
    );
    expect(outcomes.size).toBeGreaterThan(10);
    const strongWins = Array.from({ length: 200 }, (_, i) => replayBattle(`k${i}`, 1000, 500).winner).filter(
      (w) => w === 'a',
    ).length;
    expect(strongWins).toBe(200);
  });
  it('draws a bot of similar power and MMR from the seed', () => {
    const bot = botFor('seed', 1000, 1200);
    expect(botFor('seed', 1000, 1200)).toEqual(bot);
    expect(bot.power).toBeGreaterThanOrEqual(850);
    expect(bot.power).toBeLessThanOrEqual(1150);
    expect(Math.abs(bot.mmr - 1200)).toBeLessThanOrEqual(100);
  });
  it('orders the PvP seed earlier entry first', () => {
    expect(pvpSeed('x', 'y')).toBe('x:y');
  });
  it('parses a battle result', () => {
    const decay = { consumed: 1, refund: 0, final: 9 };
    const p = {
      userId: 1,
      nombre: 'demo',
      mmr: 1016,
      before: 10,
      battlesThisWeek: 1,
      activityTicketsThisWeek: 0,
      decay,
    };
    expect(
      battleResultSchema.parse({
        type: 'bot',
        winner: 1,
        rounds: [{ n: 1, a: 5, b: 4, winner: 'a' }],
        reward: null,
        player: p,
        bot: { name: 'Rusty Bot', mmr: 990 },
      }).type,
    ).toBe('bot');
  });
});

describe('economy rules', () => {
  it('changes MMR by Elo with K 32, zero-sum between equals', () => {
    expect(eloUpdate(1000, 1000, 1)).toBe(1016);
    expect(eloUpdate(1000, 1000, 0)).toBe(984);
    expect(eloUpdate(1400, 1000, 1)).toBe(1403);
    expect(eloUpdate(0, 1000, 0)).toBe(0);
  });
  it('decays PP: 10 % consumed, half back on a win, a quarter on a loss', () => {
    expect(ppDecay(1000, true)).toEqual({ consumed: 100, refund: 50, final: 950 });
    expect(ppDecay(1000, false)).toEqual({ consumed: 100, refund: 25, final: 925 });
    expect(ppDecay(5, true)).toEqual({ consumed: 0, refund: 0, final: 5 });
  });
  it('splits the fee with nothing lost', () => {
    expect(splitFee(50_001)).toEqual({ pool: 25_000, burn: 25_001 });
    expect(splitFee(1000, 30)).toEqual({ pool: 300, burn: 700 });
  });
  it('matches similar MMR only, and searches 12 s at speed 1 and never under 2.4 s', () => {
    expect(canMatch(1000, 1200)).toBe(true);
    expect(canMatch(1000, 1201)).toBe(false);
    expect(searchMs(1)).toBe(12_000);
    expect(searchMs(720)).toBe(2_400);
  });
  it('drops tickets (doubled in PvP) or VIPHUESO, and activity every 5th battle', () => {
    const drops = Array.from({ length: 100 }, (_, i) => winDrop(`d${i}`, false));
    expect(drops.every((d) => (d.type === 'TICKET' ? d.amount === 1 : d.type === 'VIPHUESO'))).toBe(true);
    const seed = Array.from({ length: 100 }, (_, i) => `d${i}`).find(
      (s) => winDrop(s, false).type === 'TICKET',
    )!;
    expect(winDrop(seed, true)).toEqual({ type: 'TICKET', amount: 2 });
    expect(activityReward(5)).toEqual({ type: 'ACTIVITY', amount: 1, played: 5 });
    expect(activityReward(4)).toBeNull();
  });
  it('unlocks at the goal and previews the payout of the top 10 active players', () => {
    expect(unlockProgress(99, 100).unlocked).toBe(false);
    expect(unlockProgress(100, 100).unlocked).toBe(true);
    const rows = [{ battlesThisWeek: 3 }, { battlesThisWeek: 0 }, { battlesThisWeek: 1 }];
    expect(poolPreview(rows, 1000)).toEqual([
      { hueso: 300, tickets: 10 },
      { hueso: 0, tickets: 0 },
      { hueso: 200, tickets: 8 },
    ]);
  });
  it('parses a status with only the spec fields', () => {
    const status = {
      energyCost: 5,
      entryFee: 50,
      energia: 60,
      hueso: 100,
      pool: 10,
      season: 1,
      queueSize: 0,
      burnedWeek: 0,
      burnedTotal: 0,
      unlockProgress: { current: 1, goal: 100, unlocked: false },
      perfil: {
        nombre: 'demo',
        avatar: { id: 'av1', img: 'av1', name: 'Avatar-1' },
        pp: 0,
        mmr: 1000,
        wins: 0,
        losses: 0,
        streak: 0,
        tickets: 0,
        userId: 1,
        battlesThisWeek: 0,
        activityTicketsThisWeek: 0,
      },
      userCounts: null,
    };
    expect(arenaStatusSchema.parse(status).poolPercent).toBeUndefined();
  });
});

describe('weeks and seasons', () => {
  it('advance by every week that passed, a season at each 4th week', () => {
    expect(advanceWeeks({ weekNumber: 9, season: 3 }, 0)).toEqual({ weekNumber: 9, season: 3 });
    expect(advanceWeeks({ weekNumber: 9, season: 3 }, 1)).toEqual({ weekNumber: 10, season: 3 });
    expect(advanceWeeks({ weekNumber: 12, season: 3 }, 1)).toEqual({ weekNumber: 13, season: 4 });
    expect(advanceWeeks({ weekNumber: 9, season: 3 }, 5)).toEqual({ weekNumber: 14, season: 4 });
    expect(advanceWeeks({ weekNumber: 9, season: 3 }, 14)).toEqual({ weekNumber: 23, season: 6 });
    expect(advanceWeeks({ weekNumber: 1, season: 1 }, 4)).toEqual({ weekNumber: 5, season: 2 });
  });
});

describe('the pending battle in status', () => {
  it('is optional and nullable, so the spec status stays valid', () => {
    const pending = { state: 'waiting', seedHash: 'a'.repeat(64), searchMs: 12_000, remainingMs: 7_000 };
    expect(pendingBattleSchema.safeParse(pending).success).toBe(true);
    expect(pendingBattleSchema.safeParse({ ...pending, state: 'settled', battleId: 4 }).success).toBe(true);
    expect(pendingBattleSchema.safeParse({ ...pending, state: 'left' }).success).toBe(false);
    expect(arenaStatusSchema.shape.pendingBattle.safeParse(null).success).toBe(true);
    expect(arenaStatusSchema.shape.pendingBattle.safeParse(undefined).success).toBe(true);
  });
});
