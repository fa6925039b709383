import { notShownResponseSchema } from '@hueso/contract/common';
import {
  passiveStakeResponseSchema,
  type PassiveStakeResponse,
  type PassiveVersion,
} from '@hueso/contract/stake';
import { baseApi } from '@hueso/shared/query';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['PassiveStake'] });
const suffix = (version: PassiveVersion) => (version === 1 ? '' : 'v2');

export const passiveApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/mirarStakePasivo (V1) or /api/mirarStakePasivov2: HUESO and VIPHUESO staked. */
    getPassive: build.query<PassiveStakeResponse, PassiveVersion>({
      query: (version) => ({
        schema: passiveStakeResponseSchema,
        method: 'GET',
        url: `/api/mirarStakePasivo${suffix(version)}`,
      }),
      providesTags: (_r, _e, version) => [{ type: 'PassiveStake', id: version }],
      keepUnusedDataFor: 0,
    }),
    /** POST /api/ingresoStakeKodv2 (V2 only: the screen never offers a V1 deposit). */
    depositPassive: build.mutation<unknown, { version: PassiveVersion; cantidad: number }>({
      query: ({ version, cantidad }) => ({
        schema: notShownResponseSchema,
        method: 'POST',
        url: `/api/ingresoStakeKod${suffix(version)}`,
        data: { cantidad },
        updatesPlayer: true,
      }),
      invalidatesTags: (_answer, _e, { version }) => [{ type: 'PassiveStake', id: version }],
    }),
    /** GET /api/retirarStakePasivo(v2): the whole stake of that version returns. */
    withdrawPassive: build.mutation<unknown, PassiveVersion>({
      query: (version) => ({
        schema: notShownResponseSchema,
        method: 'GET',
        url: `/api/retirarStakePasivo${suffix(version)}`,
        updatesPlayer: true,
      }),
      invalidatesTags: (_answer, _e, version) => [{ type: 'PassiveStake', id: version }],
    }),
  }),
});

export const { useGetPassiveQuery, useDepositPassiveMutation, useWithdrawPassiveMutation } = passiveApi;
