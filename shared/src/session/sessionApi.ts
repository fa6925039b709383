/** The calls that exist once per page: session restore, login and the player's information. */
import {
  cardsResponseSchema,
  informacionResponseSchema,
  loginResponseSchema,
  type CardsResponse,
  type Informacion,
  type LoginResponse,
} from '@hueso/contract';
import { baseApi } from '../api/baseApi';
import { informacionUpdated, type SessionState } from './sessionSlice';

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/getInformacion; every answer also updates the session, which the top bar shows. */
    getInformacion: build.query<Informacion, void>({
      query: () => ({ schema: informacionResponseSchema, method: 'GET', url: '/api/getInformacion' }),
      transformResponse: (res: { resultado: Informacion }) => res.resultado,
      providesTags: ['Informacion'],
      async onQueryStarted(_, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // An answer arriving after a logout must not bring the player back.
          const { session } = getState() as unknown as { session: SessionState };
          if (session.usuario.logged) dispatch(informacionUpdated(data));
        } catch {
          // The caller sees the failure; the session keeps what it had.
        }
      },
    }),
    getCards: build.query<CardsResponse, void>({
      query: () => ({ schema: cardsResponseSchema, method: 'GET', url: '/api/getCards' }),
    }),
    loginPass: build.mutation<LoginResponse, { user: string; password: string }>({
      query: (data) => ({ schema: loginResponseSchema, method: 'POST', url: '/api/loginPass', data }),
    }),
  }),
});

export const { useGetInformacionQuery, useLoginPassMutation } = sessionApi;
