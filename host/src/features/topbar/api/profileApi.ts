import { notShownResponseSchema, type ChangePassRequest } from '@hueso/contract/common';
import { passiveStakeResponseSchema, stakePlayResponseSchema } from '@hueso/contract/stake';
import { request, toApiError } from '@hueso/shared';
import { tokenBalances } from '@hueso/shared/wallet';
import { baseApi } from '@hueso/shared/query';

/** The player's HUESO outside the player record: in the wallet (on the chain) and staked. */
export interface Holdings {
  wallet: number;
  /** Everything staked: `play` (stake play) plus `passive` (both passive stakes). */
  staked: number;
  play: number;
  passive: number;
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
          const inPlay = play.userStake?.cantidad ?? 0;
          const passive = v1.cantidad + v2.cantidad;
          return { data: { wallet: balances.HUESO ?? 0, staked: inPlay + passive, play: inPlay, passive } };
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
  }),
});

export const { useChangePassMutation } = profileApi;
/** Withdraw in game and Withdraw all, shared with the purchases that bring HUESO to the wallet. */
export { fundsApi } from '@hueso/shared/query';
