import { arenaLeaderboardSchema, type ArenaLeaderboard } from '@hueso/contract/arena';
import { baseApi } from '@hueso/shared/query';

/** How many players the screen lists. */
export const TOP_PLAYERS = 10;

/**
 * The area's calls, injected into the one query layer. It starts with an existing call of the
 * game server (the arena's leaderboard, docs/api.md); each call validates its answer with the
 * contract's schema.
 */
export const __name__Api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    __name__TopPlayers: build.query<ArenaLeaderboard, void>({
      query: () => ({ schema: arenaLeaderboardSchema, url: `/api/arena/leaderboard?size=${TOP_PLAYERS}` }),
    }),
  }),
});

export const { use__Name__TopPlayersQuery } = __name__Api;
