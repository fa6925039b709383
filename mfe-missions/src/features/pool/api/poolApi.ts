import { notShownResponseSchema } from '@hueso/contract/common';
import { poolResponseSchema, type PoolResponse } from '@hueso/contract/pool';
import { baseApi } from '@hueso/shared/query';

export const poolApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/mirarPool: the participants, the player's stake and the next payout. */
    getPool: build.query<PoolResponse, void>({
      query: () => ({ schema: poolResponseSchema, method: 'GET', url: '/api/mirarPool' }),
      // Every mount shows the pool as it is now.
      keepUnusedDataFor: 0,
    }),
    /** GET /api/ingresoStakePool: any JSON is a success; the information follows. */
    joinPool: build.mutation<unknown, void>({
      query: () => ({
        schema: notShownResponseSchema,
        method: 'GET',
        url: '/api/ingresoStakePool',
        updatesPlayer: true,
      }),
    }),
  }),
});

export const { useGetPoolQuery, useJoinPoolMutation } = poolApi;
