import { toApiError } from '@hueso/shared';
import { tokenBalances } from '@hueso/shared/wallet';
import { baseApi } from '@hueso/shared/query';

export const marketApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The account's sidechain token balances, by symbol: what market purchases are paid with. */
    getWalletBalances: build.query<Record<string, number>, string>({
      async queryFn(account) {
        try {
          return { data: await tokenBalances(account) };
        } catch (err) {
          const { message, status } = toApiError(err);
          return { error: { message, status } };
        }
      },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetWalletBalancesQuery } = marketApi;
