import { usuarioResponseSchema, type Informacion } from '@hueso/contract/common';
import { baseApi } from './baseApi';

/**
 * The moves between the player's HUESO places (docs/money.md): the profile's buttons and the
 * guided move that brings HUESO to the wallet before a purchase use the same two calls.
 */
export const fundsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/retiroInterno (Withdraw in game): all the in-game HUESO becomes withdrawable. */
    withdrawInGame: build.mutation<{ usuario: Informacion }, void>({
      query: () => ({
        schema: usuarioResponseSchema,
        method: 'GET',
        url: '/api/retiroInterno',
        updatesPlayer: true,
      }),
    }),
    /** GET /api/retiro (Withdraw all): the withdrawable HUESO goes to the player's wallet on the chain. */
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
