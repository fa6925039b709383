import { arenaStatusSchema, type ArenaStatus } from '@hueso/contract/arena';
import { baseApi } from '@hueso/shared/query';

export const homeArenaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/arena/status, read by the home screen's arena card: the server's entry fee and
     * energy cost override the client defaults (SPEC.md section 9).
     */
    homeArenaStatus: build.query<ArenaStatus, void>({
      query: () => ({ schema: arenaStatusSchema, url: '/api/arena/status' }),
    }),
  }),
});

export const { useHomeArenaStatusQuery } = homeArenaApi;
