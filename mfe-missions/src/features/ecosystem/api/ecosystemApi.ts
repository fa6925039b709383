import { okResponseSchema } from '@hueso/contract/common';
import { baseApi } from '@hueso/shared/query';

export const ecosystemApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/ecosistemaHueso: claims the daily ecosystem reward; the information follows. */
    claimEcosystem: build.mutation<{ ok: boolean }, void>({
      query: () => ({
        schema: okResponseSchema,
        method: 'GET',
        url: '/api/ecosistemaHueso',
        updatesPlayer: true,
      }),
    }),
  }),
});

export const { useClaimEcosystemMutation } = ecosystemApi;
