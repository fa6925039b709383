/**
 * The demo world's arena: profiles for demo, the second password account (rival/rival1234, MMR
 * close to demo's so two browsers meet in PvP; seeded with the other players by seed.ts) and the
 * generated players, a season in progress, and history in both feeds. Fixed-seed draws, so every
 * fresh database is the same arena.
 */
import { ARENA_AVATARS, seededRandom } from '@hueso/contract';
import { fromHueso } from '../../amounts';
import type { AppContext } from '../../context';
import { countUsers, findUserByName } from '../../players/usersRepository';
import {
  addFeed,
  ensureArenaSchema,
  getArenaPlayer,
  getState,
  insertBattle,
  saveArenaPlayer,
  saveState,
} from './arenaRepository';

export const RIVAL_LOGIN = { user: 'rival', password: 'rival1234' } as const;
const HOUR = 3_600_000;

/** Writes the demo arena over the seeded players (call once, right after they are written). */
export function seedArena(ctx: AppContext): void {
  const { db, config } = ctx;
  ensureArenaSchema(db);
  const rival = findUserByName(db, RIVAL_LOGIN.user)?.id;
  if (rival === undefined) return;
  const now = config.now();
  const rand = seededRandom('arena-demo');
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));

  db.transaction(() => {
    const profile = (userId: number, fields: Partial<ReturnType<typeof getArenaPlayer>>) =>
      saveArenaPlayer(db, { ...getArenaPlayer(db, userId), ...fields });
    const demo = findUserByName(db, 'demo');
    if (demo)
      profile(demo.id, {
        pp: 2500,
        mmr: 1040,
        wins: 12,
        losses: 7,
        streak: 2,
        tickets: 9,
        battles_week: 3,
        activity_week: 0,
      });
    profile(rival, { pp: 1800, mmr: 1010, wins: 8, losses: 9, avatar: 'av2', battles_week: 2 });

    const names: string[] = [];
    const total = countUsers(db);
    for (let i = 1; i <= 24 && i < total; i++) {
      const u = findUserByName(db, `player${String(i).padStart(2, '0')}`);
      if (!u) continue;
      names.push(u.nombre);
      const wins = int(0, 40);
      profile(u.id, {
        avatar: ARENA_AVATARS[int(0, ARENA_AVATARS.length - 1)]!.id,
        pp: int(0, 6000),
        mmr: int(850, 1450),
        wins,
        losses: int(0, 40),
        streak: int(0, 4),
        tickets: int(0, 30),
        battles_week: int(0, 6),
        activity_week: int(0, 1),
      });
    }
    const state = getState(db, now);
    const fee = fromHueso(25);
    let poolAdded = 0;
    for (let k = 14; k >= 1; k--) {
      const ts = now - k * 3 * HOUR;
      const pvp = rand() < 0.4;
      const a = names[int(0, names.length - 1)]!;
      const b = pvp ? names[int(0, names.length - 1)]! : 'Rusty Bot';
      const aWon = rand() < 0.5;
      insertBattle(db, {
        ts,
        type: pvp ? 'pvp' : 'bot',
        winner: aWon ? a : b,
        players: pvp
          ? [
              { nombre: a, won: aWon },
              { nombre: b, won: !aWon },
            ]
          : [{ nombre: a, won: aWon }],
        result: null,
        pool: pvp ? 2 * fee : fee,
        burn: pvp ? 2 * fee : fee,
      });
      poolAdded += pvp ? 2 * fee : fee;
      if (aWon) {
        const ticket = rand() < 0.7;
        addFeed(db, {
          ts,
          userId: null,
          nombre: a,
          razon: 'WIN_DROP',
          qty: ticket ? (pvp ? 2 : 1) : 1,
          detalle: `${ticket ? 'TICKET' : 'VIPHUESO'} · win vs ${b}`,
          facts: { drop: ticket ? 'TICKET' : 'VIPHUESO', opponent: b },
        });
      }
      if (k % 5 === 0)
        addFeed(db, {
          ts,
          userId: null,
          nombre: b === 'Rusty Bot' ? a : b,
          razon: 'ACTIVITY',
          qty: 1,
          detalle: '5 battles this week',
          facts: { battles: 5 },
        });
    }
    addFeed(db, {
      ts: now - 50 * HOUR,
      userId: null,
      nombre: names[0] ?? 'demo',
      razon: 'POOL_PAYOUT',
      qty: 420,
      detalle: 'Week 8 rank 1 · 10 tickets',
      facts: { week: 8, rank: 1, tickets: 10 },
    });
    // The demo world's arena economy so far (seeded, like the rest of the demo balances).
    saveState(db, {
      ...state,
      pool: poolAdded + fromHueso(900),
      burned_week: poolAdded,
      burned_total: poolAdded + fromHueso(18_400),
      battles_week: 64,
      week_number: 9,
      season: 3,
    });
  })();
}
