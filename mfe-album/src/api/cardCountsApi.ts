/**
 * The global count of every card (SPEC.md section 7): `find` on `<SYMBOL>instances`, 1000 rows
 * at a time with a growing offset until a page comes back empty, counting per card id the
 * instances in players' hands (neither the platform account's nor burned ones, as the burn page's
 * GLOBAL tab counts). Tagged 'CardCounts': a crafting, a burn, a buy or a sell counts again.
 */
import { CHAIN_PAGE_SIZE, countInstances } from '@hueso/contract/album';
import { getConfig, toApiError } from '@hueso/shared';
import { findPage } from '@hueso/shared/wallet';
import { baseApi } from '@hueso/shared/query';

export interface CardCounts {
  /** Instances per card id in players' hands. */
  counts: Record<number, number>;
  pages: number;
}

/** Marks the script time spent counting, for the bench (performance entry 'album:count'). */
function measure(ms: number): void {
  try {
    performance.measure('album:count', { start: 0, duration: ms });
  } catch {
    // No User Timing (old browsers, test DOMs): the bench has nothing to read, nothing breaks.
  }
}

export const cardCountsApi = baseApi.enhanceEndpoints({ addTagTypes: ['CardCounts'] }).injectEndpoints({
  endpoints: (build) => ({
    getCardCounts: build.query<CardCounts, void>({
      async queryFn() {
        const { nftSymbol, accounts } = getConfig();
        const counts = new Map<number, number>();
        let spent = 0;
        try {
          for (let offset = 0, pages = 0; ; offset += CHAIN_PAGE_SIZE, pages++) {
            const rows = await findPage('nft', `${nftSymbol}instances`, {}, offset, CHAIN_PAGE_SIZE);
            if (rows.length === 0) {
              measure(spent);
              return { data: { counts: Object.fromEntries(counts), pages } };
            }
            const start = performance.now();
            countInstances(rows, accounts.platform, counts);
            spent += performance.now() - start;
          }
        } catch (err) {
          const { message, status } = toApiError(err);
          return { error: { message, status } };
        }
      },
      providesTags: ['CardCounts'],
      // The counts change through the tagged moves (or other players'): kept while the page lives.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetCardCountsQuery } = cardCountsApi;

/** After a move that changed which cards are in players' hands. */
export const countCardsAgain = () => cardCountsApi.util.invalidateTags(['CardCounts']);
