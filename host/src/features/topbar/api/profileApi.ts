import {
  notShownResponseSchema,
  usuarioResponseSchema,
  type ChangePassRequest,
  type Informacion,
} from '@hueso/contract';
import { baseApi } from '@hueso/shared/query';

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
        updatesPlayer: true,
      }),
    }),
    /** GET /api/retiroInterno: moves the real HUESO into the game balance. */
    withdrawInGame: build.mutation<{ usuario: Informacion }, void>({
      query: () => ({
        schema: usuarioResponseSchema,
        method: 'GET',
        url: '/api/retiroInterno',
        updatesPlayer: true,
      }),
    }),
    /** GET /api/retiro: sends the HUESO to the player's wallet. */
    withdrawAll: build.mutation<{ usuario: Informacion }, void>({
      query: () => ({
        schema: usuarioResponseSchema,
        method: 'GET',
        url: '/api/retiro',
        updatesPlayer: true,
      }),
    }),
  }),
});

export const { useChangePassMutation, useWithdrawInGameMutation, useWithdrawAllMutation } = profileApi;
