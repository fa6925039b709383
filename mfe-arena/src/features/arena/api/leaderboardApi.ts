import {
  ARENA_LEADERBOARD_SIZE,
  arenaLeaderboardSchema,
  type ArenaLeaderboard,
} from '@hueso/contract/arena-board';
import { baseApi } from '@hueso/shared/query';

/**
 * The leaderboard's call (SPEC.md section 7), all the public leaderboard needs; the battle's calls
 * are injected on top of it with the arena screen (arenaApi.ts). Reads are tagged 'Arena', so a
 * battle's invalidation refreshes the leaderboard too.
 */
export const leaderboardApi = baseApi.enhanceEndpoints({ addTagTypes: ['Arena'] }).injectEndpoints({
  endpoints: (build) => ({
    arenaLeaderboard: build.query<ArenaLeaderboard, void>({
      query: () => ({
        schema: arenaLeaderboardSchema,
        url: `/api/arena/leaderboard?size=${ARENA_LEADERBOARD_SIZE}`,
      }),
      providesTags: ['Arena'],
    }),
  }),
});

export const { useArenaLeaderboardQuery } = leaderboardApi;
