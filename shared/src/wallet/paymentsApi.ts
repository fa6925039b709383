import { notShownResponseSchema } from '@hueso/contract/common';
import { baseApi } from '../api/baseApi';

export const paymentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/deposit: credits a confirmed transfer; any JSON answer is a success ("not shown"),
     * and the player record follows it, after a 409 too (credited before, by another tab or an
     * earlier try whose answer was lost).
     */
    deposit: build.mutation<unknown, string>({
      query: (id) => ({
        schema: notShownResponseSchema,
        method: 'POST',
        url: '/api/deposit',
        data: { id },
        updatesPlayer: true,
      }),
    }),
  }),
});
