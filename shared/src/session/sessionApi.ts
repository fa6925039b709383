/** The calls that exist once per page: the player's information (in baseApi), cards and login. */
import {
  cardsResponseSchema,
  loginResponseSchema,
  type CardsResponse,
  type LoginResponse,
} from '@hueso/contract/common';
import { baseApi } from '../api/baseApi';

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/getCards: the card definitions with the player's instances (`especiales`, `generalNft`). */
    getCards: build.query<CardsResponse, void>({
      query: () => ({ schema: cardsResponseSchema, method: 'GET', url: '/api/getCards' }),
      providesTags: ['Cards'],
    }),
    loginPass: build.mutation<LoginResponse, { user: string; password: string }>({
      query: (data) => ({ schema: loginResponseSchema, method: 'POST', url: '/api/loginPass', data }),
    }),
  }),
});

export const { useGetInformacionQuery, useLoginPassMutation } = sessionApi;
