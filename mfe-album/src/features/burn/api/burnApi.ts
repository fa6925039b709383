import {
  BURN_TIMEOUT_MS,
  burnNftResponseSchema,
  globalCountsResponseSchema,
  type BurnNftRequest,
  type GlobalCountsResponse,
} from '@hueso/contract';
import { baseApi, sessionApi } from '@hueso/shared/query';
import { followCards } from '../../../lib/followCards';
import type { z } from 'zod/mini';

export type BurnNftResponse = z.infer<typeof burnNftResponseSchema>;

export const burnApi = baseApi.enhanceEndpoints({ addTagTypes: ['GlobalCounts'] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/burn-nft with the 30 s time-out of SPEC.md section 7. The answer's record replaces
     * the player's, and the cards and global counts are read again.
     */
    burnNft: build.mutation<BurnNftResponse, { body: BurnNftRequest; timeoutMs?: number }>({
      query: ({ body, timeoutMs = BURN_TIMEOUT_MS }) => ({
        schema: burnNftResponseSchema,
        method: 'POST',
        url: '/api/burn-nft',
        data: body,
        timeout: timeoutMs,
      }),
      invalidatesTags: (result) => (result ? ['Informacion', 'GlobalCounts'] : []),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          followCards(dispatch, data.resultado);
          void dispatch(
            burnApi.endpoints.getGlobalCounts.initiate(undefined, { forceRefetch: true, subscribe: false }),
          );
        } catch {
          // The section shows the failure.
        }
      },
    }),
    /** GET /api/nft/global-counts?prefer=nft&net=1: the GLOBAL tab. */
    getGlobalCounts: build.query<GlobalCountsResponse, void>({
      query: () => ({
        schema: globalCountsResponseSchema,
        method: 'GET',
        url: '/api/nft/global-counts',
        params: { prefer: 'nft', net: 1 },
      }),
      providesTags: ['GlobalCounts'],
    }),
  }),
});

export const { useBurnNftMutation, useGetGlobalCountsQuery } = burnApi;

/** The card definitions with the player's instances, read fresh on each visit. */
export function useBurnCards() {
  return sessionApi.endpoints.getCards.useQuery(undefined, { refetchOnMountOrArgChange: true });
}
