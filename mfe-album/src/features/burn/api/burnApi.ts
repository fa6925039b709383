import { globalCountsResponseSchema, type GlobalCountsResponse } from '@hueso/contract/album';
import {
  BURN_TIMEOUT_MS,
  burnHistorySchema,
  burnNftResponseSchema,
  type BurnHistory,
  type BurnNftRequest,
  type BurnNftResponse,
  type BurnRecoverRequest,
} from '@hueso/contract/burn';
import { baseApi } from '@hueso/shared/query';

export type { BurnNftResponse };

/** Tags of what a credited burn changes besides the player record. */
const CREDITED = ['Cards', 'GlobalCounts', 'CardCounts', 'BurnHistory'] as const;

export const burnApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['GlobalCounts', 'CardCounts', 'BurnHistory'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /**
       * POST /api/burn-nft with the 30 s time-out of SPEC.md section 7. The answer's record
       * (`resultado` or `usuario`) becomes the player's, and the cards, the counts and the
       * player's burns are read again.
       */
      burnNft: build.mutation<BurnNftResponse, { body: BurnNftRequest; timeoutMs?: number }>({
        query: ({ body, timeoutMs = BURN_TIMEOUT_MS }) => ({
          schema: burnNftResponseSchema,
          method: 'POST',
          url: '/api/burn-nft',
          data: body,
          timeout: timeoutMs,
          updatesPlayer: true,
        }),
        invalidatesTags: (result) => (result ? [...CREDITED] : ['BurnHistory']),
      }),
      /** POST /api/burn-nft/recover: credits an unclaimed burn of the player by its id alone. */
      recoverBurn: build.mutation<BurnNftResponse, BurnRecoverRequest>({
        query: (body) => ({
          schema: burnNftResponseSchema,
          method: 'POST',
          url: '/api/burn-nft/recover',
          data: body,
          updatesPlayer: true,
        }),
        invalidatesTags: (result) => (result ? [...CREDITED] : ['BurnHistory']),
      }),
      /** GET /api/burn-nft/history: the player's newest burns and what each became. */
      getBurnHistory: build.query<BurnHistory, void>({
        query: () => ({ schema: burnHistorySchema, method: 'GET', url: '/api/burn-nft/history' }),
        providesTags: ['BurnHistory'],
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

export const { useBurnNftMutation, useRecoverBurnMutation, useGetBurnHistoryQuery, useGetGlobalCountsQuery } =
  burnApi;
