import { parseSellBook, type MarketOffer } from '@hueso/contract';
import { findAll, getConfig, toApiError } from '@hueso/shared';
import { baseApi } from '@hueso/shared/query';

export interface SellBook {
  offers: MarketOffer[];
  /** Rows that did not read as sell orders: left out, and said so. */
  malformed: number;
}

export const sellBookApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every open order of `<SYMBOL>sellBook` on the chain (SPEC.md section 7). */
    getSellBook: build.query<SellBook, void>({
      async queryFn() {
        try {
          const rows = await findAll('nftmarket', `${getConfig().nftSymbol}sellBook`);
          return { data: parseSellBook(rows) };
        } catch (err) {
          const { message, status } = toApiError(err);
          return { error: { message, status } };
        }
      },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetSellBookQuery } = sellBookApi;
