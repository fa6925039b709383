/**
 * The arena (SPEC.md section 7): status, leaderboard, feeds, avatar, queue start/resolve and the PP
 * burn; beyond the spec, leaving the queue and marking a battle seen (docs/arena.md).
 */
import {
  ARENA_AVATARS,
  ARENA_ENERGY_COST,
  ARENA_ENTRY_FEE,
  ARENA_FEED_SIZE,
  ARENA_LEADERBOARD_SIZE,
  ARENA_NFT_POWER,
  ARENA_POOL_PERCENT,
  ARENA_WEEKLY_GOAL,
  arenaBurnRequestSchema,
  arenaWeekMs,
  avatarRequestSchema,
  battleSeenRequestSchema,
  poolPreview,
  queryInt,
  queueRequestSchema,
  unlockProgress,
  type ArenaAvatar,
  type ArenaLeaderboard,
  type ArenaStatus,
} from '@hueso/contract';
import { z } from 'zod/mini';
import { toHueso } from '../../amounts';
import type { GamePlugin } from '../../plugin';
import { getUser } from '../../players/usersRepository';
import {
  creditBurnPp,
  ensureArenaSchema,
  getArenaPlayer,
  getState,
  leaderRows,
  listBattles,
  listFeed,
  queueSize,
  setAvatar,
  userCounts,
} from './arenaRepository';
import {
  leaveQueue,
  markBattleSeen,
  pendingBattle,
  resolveQueue,
  settleArenaWeek,
  startQueue,
  unseenBattle,
} from './battle';
import { assertUnclaimed, readBurnProof, recordClaim } from '../../players/burnClaims';
import { pendingProof } from '../../gateway/outbox';

const leaderboardQuery = z.object({
  size: queryInt({ min: 1, max: ARENA_LEADERBOARD_SIZE, fallback: ARENA_LEADERBOARD_SIZE }),
});

export function avatarOf(id: string): ArenaAvatar {
  const a = ARENA_AVATARS.find((x) => x.id === id) ?? ARENA_AVATARS[0];
  return { id: a.id, img: a.img, name: a.name };
}

export const arenaPlugin: GamePlugin = async (app, { ctx }) => {
  const { db, config } = ctx;
  ensureArenaSchema(db);
  // The weekly reset is settled before any arena call reads or moves money (encapsulated: arena routes only).
  app.addHook('preHandler', async () => {
    settleArenaWeek(ctx);
  });

  app.get('/api/arena/status', async (request) => {
    await ctx.chain.sync();
    const { id } = request.player;
    const now = config.now();
    const user = getUser(db, id);
    const p = getArenaPlayer(db, id);
    const state = getState(db, now);
    return {
      energyCost: ARENA_ENERGY_COST,
      entryFee: ARENA_ENTRY_FEE,
      energia: user.energia_actual,
      hueso: toHueso(user.dinero),
      pool: toHueso(state.pool),
      season: state.season,
      queueSize: queueSize(db, now),
      burnedWeek: toHueso(state.burned_week),
      burnedTotal: toHueso(state.burned_total),
      unlockProgress: unlockProgress(state.battles_week, ARENA_WEEKLY_GOAL),
      perfil: {
        nombre: user.nombre,
        avatar: avatarOf(p.avatar),
        pp: p.pp,
        mmr: p.mmr,
        wins: p.wins,
        losses: p.losses,
        streak: p.streak,
        tickets: p.tickets,
        userId: id,
        battlesThisWeek: p.battles_week,
        activityTicketsThisWeek: p.activity_week,
      },
      userCounts: userCounts(db, config.nftSymbol, user.nombre),
      poolPercent: ARENA_POOL_PERCENT,
      nftPower: ARENA_NFT_POWER,
      avatars: ARENA_AVATARS.map((a) => avatarOf(a.id)),
      weekEndsAt: state.week_start + arenaWeekMs(config.clockSpeed),
      pendingBattle: pendingBattle(ctx, id),
    } satisfies ArenaStatus;
  });

  // Public like the global ranking: it holds no private data, and integrators embed it (docs/embedding.md).
  app.get(
    '/api/arena/leaderboard',
    { schema: { querystring: leaderboardQuery }, config: { public: true } },
    async (request) => {
      const now = config.now();
      const state = getState(db, now);
      const rows = leaderRows(db, request.query.size);
      const preview = poolPreview(rows, state.pool);
      return {
        data: rows.map((r, i) => ({
          userId: r.userId,
          nombre: r.nombre,
          avatar: avatarOf(r.avatar),
          mmr: r.mmr,
          battlesThisWeek: r.battlesThisWeek,
          preview: { hueso: toHueso(preview[i]!.hueso), tickets: preview[i]!.tickets },
        })),
        pool: toHueso(state.pool),
        burnedWeek: toHueso(state.burned_week),
        burnedTotal: toHueso(state.burned_total),
        unlockProgress: unlockProgress(state.battles_week, ARENA_WEEKLY_GOAL),
        season: state.season,
      } satisfies ArenaLeaderboard;
    },
  );

  app.get('/api/arena/feed', async () => ({
    feed: listFeed(db, ARENA_FEED_SIZE),
  }));

  app.get('/api/arena/battle-feed', async () => ({
    feed: listBattles(db, ARENA_FEED_SIZE).map((b) => ({
      ts: b.ts,
      type: b.type,
      winner: b.winner,
      players: b.players,
      poolAdded: toHueso(b.pool_added),
      burnAdded: toHueso(b.burn_added),
    })),
  }));

  app.post('/api/arena/avatar', { schema: { body: avatarRequestSchema } }, async (request) => {
    setAvatar(db, request.player.id, request.body.avatarId);
    return { ok: true, avatar: avatarOf(request.body.avatarId) };
  });

  /** Start sends { nftId: null }; resolve sends {} (SPEC.md section 7). */
  app.post('/api/arena/queue', { schema: { body: queueRequestSchema } }, async (request) => {
    const { id } = request.player;
    // A queued player's power counts the cards they hold now.
    await ctx.chain.sync();
    return 'nftId' in request.body ? startQueue(ctx, id) : resolveQueue(ctx, id);
  });

  /** Leave queue: a search not yet paired is refunded (the energy up to its cap); 409 once paired. */
  app.post('/api/arena/queue/leave', async (request) => leaveQueue(ctx, request.player.id));

  /** The latest settled battle the player has not seen (status `pendingBattle` says when there is one). */
  app.get('/api/arena/battle/unseen', async (request) => unseenBattle(ctx, request.player.id));

  /** The player has seen a settled battle's result, so status stops offering it. */
  app.post('/api/arena/battle/seen', { schema: { body: battleSeenRequestSchema } }, async (request) => {
    markBattleSeen(ctx, request.player.id, request.body.battleId);
    return { ok: true };
  });

  /** Burning NFTs for PP: a signed chain nft.burn transaction of the player, claimed once (players/burnClaims.ts). */
  app.post('/api/arena/burn', { schema: { body: arenaBurnRequestSchema } }, async (request, reply) => {
    const { id, nombre } = request.player;
    const { proofTx } = request.body;
    assertUnclaimed(db, proofTx, id, 'arena');
    const proof = await readBurnProof(ctx, proofTx, nombre, config.nftSymbol);
    // Not processed yet: nothing credited, nothing claimed; the client posts it again.
    if (proof.pending) return reply.code(202).send(pendingProof(proofTx.toLowerCase()));
    const now = config.now();
    return db.transaction(() => {
      assertUnclaimed(db, proofTx, id, 'arena');
      const { ppAdded, pp } = creditBurnPp(db, { userId: id, nombre, cards: proof.cards, now });
      recordClaim(
        db,
        { txId: proofTx, userId: id, route: 'arena', cards: proof.cards.length, huesoUnits: 0, pp: ppAdded },
        now,
      );
      return { ok: true, ppAdded, pp };
    })();
  });
};
