import { notShownResponseSchema } from '@hueso/contract/common';
import {
  stakePlayResponseSchema,
  type StakePlayResponse,
  type StakeWithdrawRequest,
} from '@hueso/contract/stake';
import { baseApi } from '@hueso/shared/query';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['StakePlay'] });

export const stakePlayApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/mirarStake: the table, the player's tickets, what is claimable and their stake. */
    getStakePlay: build.query<StakePlayResponse, void>({
      query: () => ({ schema: stakePlayResponseSchema, method: 'GET', url: '/api/mirarStake' }),
      providesTags: ['StakePlay'],
      keepUnusedDataFor: 0,
    }),
    /** POST /api/stakeIngreso: any JSON is a success; the stake and the balance follow. */
    depositStake: build.mutation<unknown, number>({
      query: (cantidad) => ({
        schema: notShownResponseSchema,
        method: 'POST',
        url: '/api/stakeIngreso',
        data: { cantidad },
        updatesPlayer: true,
      }),
      invalidatesTags: ['StakePlay'],
    }),
    /** POST /api/retiroStake with the explicit confirmation. */
    withdrawStake: build.mutation<unknown, StakeWithdrawRequest>({
      query: (data) => ({
        schema: notShownResponseSchema,
        method: 'POST',
        url: '/api/retiroStake',
        data,
        updatesPlayer: true,
      }),
      invalidatesTags: ['StakePlay'],
    }),
    /** GET /api/retirarTicket: whole tickets become inventory items. */
    claimTickets: build.mutation<unknown, void>({
      query: () => ({
        schema: notShownResponseSchema,
        method: 'GET',
        url: '/api/retirarTicket',
        updatesPlayer: true,
      }),
      invalidatesTags: ['StakePlay'],
    }),
  }),
});

export const {
  useGetStakePlayQuery,
  useDepositStakeMutation,
  useWithdrawStakeMutation,
  useClaimTicketsMutation,
} = stakePlayApi;
