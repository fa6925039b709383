/**
 * Burning NFTs for HUESO (album page 6; SPEC.md sections 3, 4, 7, 8 and 9): the request and
 * answer of POST /api/burn-nft, the pending-burn record kept in the browser, the burned counts of
 * the user record, and the pure rules of pricing, batching, expiry and resume.
 */
import {
  amountSchema,
  BURN_HUESO,
  type BurnedCounts,
  type CardKind,
  count,
  countSchema,
  emptyRarityCounts,
  informacionSchema,
  type Rareza,
  RAREZAS,
  rarezaSchema,
  z,
} from '@hueso/contract/common';

/** Hive Engine's limit of NFT ids in one action; a burn signs one action, so it holds at most this many. */
export const MAX_BURN_PER_ACTION = 50;
/** Time-out of POST /api/burn-nft (SPEC.md section 9). */
export const BURN_TIMEOUT_MS = 30_000;
/** Reload after a successful burn. */
export const BURN_RELOAD_MS = 400;
/** A pending burn older than this is discarded on load. */
export const PENDING_BURN_EXPIRY_MS = 15 * 60_000;
/** Least time between two resume attempts. */
export const RESUME_COOLDOWN_MS = 2 * 60_000;
/**
 * The 409 text of POST /api/burn-nft for a proof the album itself credited before: the page
 * then says 'Esta quema ya estaba acreditada.'. Any other 409 (a burn already turned into arena
 * PP) is shown with the server's own text (SPEC.md section 8).
 */
export const BURN_ALREADY_CREDITED = 'This burn was already credited';
/** Keychain prompt of the burn. */
export const BURN_DISPLAY_MESSAGE = 'Burn NFTs (HE)';

const instanceId = z
  .string()
  .check(z.regex(/^[1-9]\d{0,15}$/, 'instance ids must be positive integers as strings'));

/**
 * The order a burn or a crafting spends a card's copies in: plain copies first, then the shiny
 * (BRILLANTE) ones, each group by instance id. A player who burns or crafts some copies of a card
 * keeps its shiny copies longest; the album's burn and the server's crafting both follow it.
 */
export function spendOrder(ids: readonly (string | number)[], shiny: readonly string[] = []): string[] {
  const isShiny = new Set(shiny);
  const byId = (a: string, b: string) => Number(a) - Number(b);
  const all = ids.map(String);
  return [
    ...all.filter((id) => !isShiny.has(id)).sort(byId),
    ...all.filter((id) => isShiny.has(id)).sort(byId),
  ];
}

/** One selected card of a burn: its definition and the instances chosen. */
export const burnNftItemSchema = z.object({
  id: z.string().check(z.regex(/^[EG]/, 'id must be a card id starting with E or G'), z.maxLength(20)),
  ide: z.int().check(z.minimum(1)),
  rareza: rarezaSchema,
  cantidad: countSchema(1, MAX_BURN_PER_ACTION),
  instanceIds: z.array(instanceId).check(z.minLength(1), z.maxLength(MAX_BURN_PER_ACTION)),
});
export type BurnNftItem = z.infer<typeof burnNftItemSchema>;

/** A Hive Engine transaction id (40 hex), optionally with the sub-transaction suffix of a batch. */
export const proofTxSchema = z
  .string()
  .check(z.regex(/^[0-9a-f]{40}(-\d{1,2})?$/i, 'proofTx must be a transaction id'));

/** Body of POST /api/burn-nft. The server credits what the chain burned, not what this lists. */
export const burnNftRequestSchema = z.object({
  nfts: z.array(burnNftItemSchema).check(z.minLength(1), z.maxLength(MAX_BURN_PER_ACTION)),
  bonePreview: z.optional(amountSchema({ zero: true })),
  proofTx: proofTxSchema,
});
export type BurnNftRequest = z.infer<typeof burnNftRequestSchema>;

/**
 * Answer of POST /api/burn-nft (and of its recovery): what the chain burned, the HUESO credited,
 * and the new record. SPEC.md section 7 reads `data.resultado` or `data.usuario`, so either
 * carries the record; an answer without the figures shows the default success text 'Operación
 * exitosa' (section 8).
 */
export const burnNftResponseSchema = z
  .object({
    ok: z.optional(z.literal(true)),
    quemados: z.optional(count),
    hueso: z.optional(count),
    proofTx: z.optional(z.string()),
    resultado: z.optional(informacionSchema),
    usuario: z.optional(informacionSchema),
  })
  .check(
    z.refine((res) => res.resultado !== undefined || res.usuario !== undefined, {
      message: 'The burn answer carries no player record (resultado or usuario)',
    }),
  );
export type BurnNftResponse = z.infer<typeof burnNftResponseSchema>;

/** Body of POST /api/burn-nft/recover: a burn claimed by its transaction id alone. */
export const burnRecoverRequestSchema = z.object({ proofTx: proofTxSchema });
export type BurnRecoverRequest = z.infer<typeof burnRecoverRequestSchema>;

/** How many of the player's newest burns GET /api/burn-nft/history lists. */
export const BURN_HISTORY_SIZE = 20;

/**
 * What a burn was turned into: HUESO and PP in the album ('credited'), arena PP ('pp'), a
 * crafting's new card ('crafting'); 'unclaimed' can still be recovered; 'failed' burned nothing.
 */
export const burnStateSchema = z.enum(['credited', 'pp', 'crafting', 'unclaimed', 'failed']);
export type BurnState = z.infer<typeof burnStateSchema>;

/** Answer of GET /api/burn-nft/history, newest first; `hueso` is paid, or payable when unclaimed. */
export const burnHistorySchema = z.object({
  burns: z.array(
    z.object({
      proofTx: z.string(),
      ts: z.number(),
      cards: count,
      hueso: z.number().check(z.minimum(0)),
      state: burnStateSchema,
    }),
  ),
});
export type BurnHistory = z.infer<typeof burnHistorySchema>;

/** The pending-burn record kept in local storage (SPEC.md section 3). */
export const pendingBurnSchema = z.object({
  proofTx: proofTxSchema,
  nfts: z.array(burnNftItemSchema).check(z.minLength(1)),
  totalBone: z.number(),
  startedAt: z.number(),
});
export type PendingBurn = z.infer<typeof pendingBurnSchema>;

/** HUESO one burned NFT pays. */
export function burnValue(kind: CardKind, rareza: Rareza): number {
  return BURN_HUESO[kind][rareza];
}

/** The kind of a card from the first letter of its id. */
export function cardKind(id: string): CardKind {
  return id.startsWith('E') ? 'especial' : 'general';
}

/** HUESO a selection pays: each card's price times the copies chosen. */
export function burnTotal(items: readonly { id: string; rareza: Rareza; cantidad: number }[]): number {
  return items.reduce((sum, item) => sum + burnValue(cardKind(item.id), item.rareza) * item.cantidad, 0);
}

/** Per-rarity counts of the cards given, split by kind, with totals. */
export function countByRarity(
  cards: readonly { id: string; rareza: Rareza; cantidad: number }[],
): BurnedCounts {
  const counts = { general: emptyRarityCounts(), especial: emptyRarityCounts(), total: emptyRarityCounts() };
  for (const card of cards) {
    counts[cardKind(card.id)][card.rareza] += card.cantidad;
    counts.total[card.rareza] += card.cantidad;
  }
  return counts;
}

/** HUESO the given per-rarity counts are worth (the 'Calcular Hueso' estimate). */
export function estimateHueso(counts: Pick<BurnedCounts, 'general' | 'especial'>): number {
  return RAREZAS.reduce(
    (sum, r) =>
      sum + counts.general[r] * burnValue('general', r) + counts.especial[r] * burnValue('especial', r),
    0,
  );
}

/** The `nft.burn` payload: ids as strings, one entry per symbol. */
export function burnPayload(symbol: string, items: readonly { instanceIds: readonly string[] }[]) {
  return { nfts: [{ symbol, ids: items.flatMap((item) => item.instanceIds.map(String)) }] };
}

/** A pending record that is complete and younger than 15 minutes; anything else is discarded. */
export function isPendingUsable(value: unknown, now: number): value is PendingBurn {
  const parsed = pendingBurnSchema.safeParse(value);
  if (!parsed.success) return false;
  const { nfts, startedAt } = parsed.data;
  if (nfts.some((n) => n.instanceIds.length === 0)) return false;
  return now - startedAt >= 0 && now - startedAt < PENDING_BURN_EXPIRY_MS;
}

/** Milliseconds until a resume is allowed again (0 when it is allowed now). */
export function resumeWait(lastAttempt: number | null, now: number): number {
  if (lastAttempt === null || !Number.isFinite(lastAttempt)) return 0;
  return Math.max(0, lastAttempt + RESUME_COOLDOWN_MS - now);
}
