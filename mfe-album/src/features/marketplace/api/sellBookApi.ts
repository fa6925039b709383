import { parseSellBook, shinyIds, type MarketOffer } from '@hueso/contract/album';
import { getConfig, toApiError } from '@hueso/shared';
import { findPage } from '@hueso/shared/wallet';
import { baseApi } from '@hueso/shared/query';

/** SPEC.md section 7: the sell book is read with limit 1000, offset 0. */
export const SELL_BOOK_LIMIT = 1000;

export interface SellBook {
  offers: MarketOffer[];
  /** Rows that did not read as sell orders: left out, and said so. */
  malformed: number;
}

/**
 * The listed instances' rows (one `find` on `<SYMBOL>instances` by their ids), to mark the shiny
 * ones. The marks are a nicety: when the chain does not answer, the offers show without them.
 */
async function markShiny(offers: MarketOffer[]): Promise<MarketOffer[]> {
  if (offers.length === 0) return offers;
  try {
    const rows = await findPage(
      'nft',
      `${getConfig().nftSymbol}instances`,
      { _id: { $in: offers.map((o) => Number(o.nftId)) } },
      0,
      SELL_BOOK_LIMIT,
    );
    const shiny = shinyIds(rows);
    return offers.map((o) => ({ ...o, brillante: shiny.has(o.nftId) }));
  } catch {
    return offers;
  }
}

export const sellBookApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The open orders of `<SYMBOL>sellBook` on the chain: one `find`, limit 1000, offset 0
     * (SPEC.md section 7), with the shiny ones marked.
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
          const { offers, malformed } = parseSellBook(rows);
          return { data: { offers: await markShiny(offers), malformed } };
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
