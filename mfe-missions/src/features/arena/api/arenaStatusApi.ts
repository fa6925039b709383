import { arenaEntrySchema, type ArenaEntry } from '@hueso/contract/common';
import { baseApi } from '@hueso/shared/query';

export const homeArenaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/arena/status, read by the home screen's arena card: the server's entry fee and
     * energy cost override the client defaults (SPEC.md section 9).
     */
    homeArenaStatus: build.query<ArenaEntry, void>({
      query: () => ({ schema: arenaEntrySchema, url: '/api/arena/status' }),
    }),
  }),
});

export const { useHomeArenaStatusQuery } = homeArenaApi;
