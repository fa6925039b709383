import {
  leaderboardResponseSchema,
  type LeaderboardResponse,
  LEADERBOARD_SORTS,
} from '@hueso/contract/ranking';
import { baseApi } from '@hueso/shared/query';

export type RankingSort = (typeof LEADERBOARD_SORTS)[number];
/** Rows per page of the global ranking (SPEC.md section 2). */
export const RANKING_PAGE_SIZE = 20;

export const rankingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/leaderboard (public): one page of 20 rows in the chosen order. */
    getLeaderboard: build.query<LeaderboardResponse, { sort: RankingSort; page: number }>({
      query: ({ sort, page }) => ({
        schema: leaderboardResponseSchema,
        method: 'GET',
        url: '/api/leaderboard',
        params: { sort, limit: RANKING_PAGE_SIZE, page },
      }),
    }),
  }),
});

export const { useGetLeaderboardQuery } = rankingApi;
