import {
  notShownResponseSchema,
  usuarioResponseSchema,
  type ChangePassRequest,
  type Informacion,
} from '@hueso/contract/common';
import { passiveStakeResponseSchema, stakePlayResponseSchema } from '@hueso/contract/stake';
import { request, toApiError, tokenBalances } from '@hueso/shared';
import { baseApi } from '@hueso/shared/query';

/** The player's HUESO outside the player record: in the wallet (on the chain) and staked. */
export interface Holdings {
  wallet: number;
  staked: number;
}

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The wallet's HUESO (the chain's balance) and everything staked: stake play
     * (GET /api/mirarStake) and both passive stakes (GET /api/mirarStakePasivo, …v2).
     */
    holdings: build.query<Holdings, string>({
      async queryFn(account) {
        try {
          const [balances, play, v1, v2] = await Promise.all([
            tokenBalances(account),
            request(stakePlayResponseSchema, { method: 'GET', url: '/api/mirarStake' }),
            request(passiveStakeResponseSchema, { method: 'GET', url: '/api/mirarStakePasivo' }),
            request(passiveStakeResponseSchema, { method: 'GET', url: '/api/mirarStakePasivov2' }),
          ]);
          const staked = (play.userStake?.cantidad ?? 0) + v1.cantidad + v2.cantidad;
          return { data: { wallet: balances.HUESO ?? 0, staked } };
        } catch (err) {
          const { message, status } = toApiError(err);
          return { error: { message, status } };
        }
      },
      keepUnusedDataFor: 0,
    }),
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
