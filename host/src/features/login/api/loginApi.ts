import { loginResponseSchema, type LoginResponse } from '@hueso/contract/common';
import { baseApi } from '@hueso/shared/query';

export interface WalletLoginRequest {
  nombre: string;
  key: string;
  message: string;
  parametros?: string;
}

export const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/login: a message signed with the account's Posting key, plus the referral. */
    walletLogin: build.mutation<LoginResponse, WalletLoginRequest>({
      query: ({ parametros, ...data }) => ({
        schema: loginResponseSchema,
        method: 'POST',
        url: '/api/login',
        data: { ...data, parametros: parametros ?? null },
      }),
    }),
  }),
});

export const { useWalletLoginMutation } = loginApi;
