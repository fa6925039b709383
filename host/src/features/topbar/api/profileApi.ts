import {
  notShownResponseSchema,
  usuarioResponseSchema,
  type ChangePassRequest,
  type Informacion,
} from '@hueso/contract';
import { informacionUpdated } from '@hueso/shared';
import { baseApi } from '@hueso/shared/query';

/** The withdrawals answer the updated player record, which goes straight into the session. */
async function intoSession(
  dispatch: (action: ReturnType<typeof informacionUpdated>) => unknown,
  answer: Promise<{ data: { usuario: Informacion } }>,
): Promise<void> {
  const fulfilled = await answer.catch(() => null);
  if (fulfilled) dispatch(informacionUpdated(fulfilled.data.usuario));
}

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/changePass with the current password (when the player has one): any JSON is a
     * success ("not shown"); the information is read again.
     */
    changePass: build.mutation<unknown, ChangePassRequest>({
      query: (data) => ({
        schema: notShownResponseSchema,
        method: 'POST',
        url: '/api/changePass',
        data,
      }),
      invalidatesTags: (_answer, error) => (error ? [] : ['Informacion']),
    }),
    /** GET /api/retiroInterno: moves the real HUESO into the game balance. */
    withdrawInGame: build.mutation<{ usuario: Informacion }, void>({
      query: () => ({ schema: usuarioResponseSchema, method: 'GET', url: '/api/retiroInterno' }),
      onQueryStarted: (_, { dispatch, queryFulfilled }) => intoSession(dispatch, queryFulfilled),
    }),
    /** GET /api/retiro: sends the HUESO to the player's wallet. */
    withdrawAll: build.mutation<{ usuario: Informacion }, void>({
      query: () => ({ schema: usuarioResponseSchema, method: 'GET', url: '/api/retiro' }),
      onQueryStarted: (_, { dispatch, queryFulfilled }) => intoSession(dispatch, queryFulfilled),
    }),
  }),
});

export const { useChangePassMutation, useWithdrawInGameMutation, useWithdrawAllMutation } = profileApi;
