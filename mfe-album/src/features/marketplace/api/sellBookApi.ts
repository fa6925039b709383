import { parseSellBook, type MarketOffer } from '@hueso/contract/album';
import { findPage, getConfig, toApiError } from '@hueso/shared';
import { baseApi } from '@hueso/shared/query';

/** SPEC.md section 7: the sell book is read with limit 1000, offset 0. */
export const SELL_BOOK_LIMIT = 1000;

export interface SellBook {
  offers: MarketOffer[];
  /** Rows that did not read as sell orders: left out, and said so. */
  malformed: number;
}

export const sellBookApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The open orders of `<SYMBOL>sellBook` on the chain: one `find`, limit 1000, offset 0
     * (SPEC.md section 7).
     */
    getSellBook: build.query<SellBook, void>({
      async queryFn() {
        try {
          const rows = await findPage(
            'nftmarket',
            `${getConfig().nftSymbol}sellBook`,
            {},
            0,
            SELL_BOOK_LIMIT,
          );
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
