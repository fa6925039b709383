/**
 * The album's card market and collection counts (SPEC.md sections 2, 3, 4, 7 and 9): the sell
 * book as the chain stores it, the offers the marketplace shows, the sell dialog's rules and the
 * global card counts.
 */
import { type Rareza, rarezaSchema, z } from '@hueso/contract/common';

/** Tokens a card can be listed for, in the order the price dialog shows their buttons. */
export const SELL_TOKENS = ['VIPHUESO', 'SWAP.HIVE', 'KOD', 'STARPRO', 'HUESO'] as const;
export type SellToken = (typeof SELL_TOKENS)[number];
/** The market fee of a listing, in basis points (500 = 5 %), as Hive Engine's nftmarket takes it. */
export const MARKET_SELL_FEE = 500;
/** The card sorted first in the marketplace. */
export const PINNED_CARD_ID = 105;
/** An empty marketplace answer is asked again after this long… */
export const MARKET_RETRY_MS = 3000;
/** …this many times in a row; then the section says it is empty and the player's Retry asks again. */
export const MARKET_EMPTY_RETRIES = 4;
/** Rows per chain `find` page (the node's maximum). */
export const CHAIN_PAGE_SIZE = 1000;
/** The account nftmarket holds listed instances under. */
export const NFTMARKET_ACCOUNT = 'nftmarket';

/** A `<SYMBOL>sellBook` row, as far as the album reads it (HIVE.md). */
export const sellBookRowSchema = z.object({
  account: z.string().check(z.minLength(1)),
  nftId: z.string().check(z.regex(/^[1-9]\d*$/)),
  grouping: z.object({ ID: z.string().check(z.regex(/^\d+$/)) }),
  price: z.string().check(z.regex(/^\d+(\.\d+)?$/)),
  priceSymbol: z.string().check(z.minLength(1)),
});

/** One open sell order: what SPEC.md section 3 calls a market offer. */
export interface MarketOffer {
  /** The card id (grouping.ID). */
  ide: number;
  nftId: string;
  price: number;
  /** The price exactly as the chain holds it, sent back as expPrice when buying. */
  priceText: string;
  priceSymbol: string;
  account: string;
  /** A shiny (BRILLANTE) copy, when the album read the instance's properties. */
  brillante?: boolean;
}

/** An `<SYMBOL>instances` row, as far as a shiny mark reads it (HIVE.md: BRILLANTE is only on shiny copies). */
export const shinyRowSchema = z.object({
  _id: z.union([z.int(), z.string()]),
  properties: z.object({ BRILLANTE: z.optional(z.boolean()) }),
});

/** The ids of the shiny instances among `<SYMBOL>instances` rows; a malformed row counts as plain. */
export function shinyIds(rows: readonly unknown[]): Set<string> {
  const ids = new Set<string>();
  for (const row of rows) {
    const parsed = shinyRowSchema.safeParse(row);
    if (parsed.success && parsed.data.properties.BRILLANTE === true) ids.add(String(parsed.data._id));
  }
  return ids;
}

/** The rows that read as sell orders; a malformed row is counted, never shown. */
export function parseSellBook(rows: readonly unknown[]): { offers: MarketOffer[]; malformed: number } {
  const offers: MarketOffer[] = [];
  let malformed = 0;
  for (const row of rows) {
    const parsed = sellBookRowSchema.safeParse(row);
    if (!parsed.success) {
      malformed++;
      continue;
    }
    const { account, nftId, grouping, price, priceSymbol } = parsed.data;
    offers.push({
      ide: Number(grouping.ID),
      nftId,
      price: Number(price),
      priceText: price,
      priceSymbol,
      account,
    });
  }
  return { offers, malformed };
}

/** A card with its open offers, cheapest first within a token. */
export interface CardOffers {
  ide: number;
  offers: MarketOffer[];
}

/**
 * Offers grouped per card: card 105 first, then by card id. `sellers`, when given, keeps only
 * their orders (the Special Market's two platform accounts).
 */
export function groupOffers(offers: readonly MarketOffer[], sellers?: readonly string[]): CardOffers[] {
  const byCard = new Map<number, MarketOffer[]>();
  for (const offer of offers) {
    if (sellers && !sellers.includes(offer.account)) continue;
    byCard.set(offer.ide, [...(byCard.get(offer.ide) ?? []), offer]);
  }
  const rank = (ide: number) => (ide === PINNED_CARD_ID ? -1 : ide);
  return [...byCard.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([ide, list]) => ({
      ide,
      offers: list.sort(
        (a, b) =>
          a.priceSymbol.localeCompare(b.priceSymbol) ||
          a.price - b.price ||
          Number(a.nftId) - Number(b.nftId),
      ),
    }));
}

/**
 * The price typed in the sell dialog as the chain takes it: a positive decimal string with at
 * most 8 decimals, or null (an empty field: the sell click does nothing).
 */
export function sellPriceText(input: string): string | null {
  const text = input.trim();
  if (!/^\d+(\.\d{1,8})?$/.test(text) || !(Number(text) > 0)) return null;
  return text.replace(/^0+(?=\d)/, '');
}

/** An `<SYMBOL>instances` row, as far as the global count reads it. */
export const instanceRowSchema = z.object({
  account: z.string(),
  properties: z.object({ ID: z.union([z.string(), z.number()]) }),
});

/** The account the chain gives a burned instance. */
export const BURNED_ACCOUNT = 'null';

/**
 * Adds one page of instance rows to `counts` (per card id), skipping the platform account's
 * (SPEC.md section 7) and the burned ones (account 'null', as the chain keeps them). Returns the
 * rows that did not read as instances.
 */
export function countInstances(
  rows: readonly unknown[],
  platformAccount: string,
  counts: Map<number, number>,
): number {
  let malformed = 0;
  for (const row of rows) {
    // A plain check instead of a schema parse per row: the count runs over tens of thousands of rows.
    const r = row as { account?: unknown; properties?: { ID?: unknown } } | null;
    const id = r?.properties?.ID;
    if (typeof r?.account !== 'string' || (typeof id !== 'string' && typeof id !== 'number')) {
      malformed++;
      continue;
    }
    if (r.account === platformAccount || r.account === BURNED_ACCOUNT) continue;
    const ide = Number(id);
    counts.set(ide, (counts.get(ide) ?? 0) + 1);
  }
  return malformed;
}

const rarityCountsSchema = z.record(rarezaSchema, z.int().check(z.minimum(0)));
export type RarityCounts = Record<Rareza, number>;

/** GET /api/nft/global-counts: instances in players' hands per kind and rarity. */
export const globalCountsResponseSchema = z.object({
  general: rarityCountsSchema,
  especial: rarityCountsSchema,
});
export type GlobalCountsResponse = z.infer<typeof globalCountsResponseSchema>;
