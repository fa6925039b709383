/** The in-game market, the inventory and pack opening (SPEC.md sections 2, 4, 5 and 9). */
import { count, countSchema, informacionSchema, openedCardSchema, z } from '@hueso/contract/common';

export type MarketItemName = 'Initial Land' | 'LVL UP' | 'General Pack' | 'Hueso Fusion' | 'Special Pack';

export const DEFAULT_INVENTORY = [
  'General Pack',
  'Special Pack',
  'LVL',
  'Hueso Fusion',
  'ticket stake',
] as const;

/** An offer of the in-game market: paid by a token transfer whose memo is `name`. */
export interface MarketItem {
  name: MarketItemName;
  /** Price of one unit. */
  price: number;
  symbol: 'SWAP.HIVE' | 'HUESO' | 'VIPHUESO';
  /** The inventory item one unit adds; null for Initial Land, which grants the starter pack. */
  item: (typeof DEFAULT_INVENTORY)[number] | null;
  /** Bought one at a time (the starter pack). */
  fixedQuantity?: number;
}

/** The market of SPEC.md section 9, in the order the screen shows it. */
export const MARKET_ITEMS: readonly MarketItem[] = [
  { name: 'Initial Land', price: 50, symbol: 'SWAP.HIVE', item: null, fixedQuantity: 1 },
  { name: 'LVL UP', price: 15000, symbol: 'HUESO', item: 'LVL' },
  { name: 'General Pack', price: 4000, symbol: 'HUESO', item: 'General Pack' },
  { name: 'Hueso Fusion', price: 1500, symbol: 'HUESO', item: 'Hueso Fusion' },
  { name: 'Special Pack', price: 100, symbol: 'VIPHUESO', item: 'Special Pack' },
];

/** Every inventory item and market offer, once: each has its own picture (docs/art.md). */
export const PICTURED_ITEMS: readonly string[] = [
  ...new Set<string>([
    ...DEFAULT_INVENTORY,
    ...MARKET_ITEMS.map((item) => item.name),
    ...MARKET_ITEMS.flatMap((item) => (item.item ? [item.item] : [])),
  ]),
];

export function marketItem(name: string): MarketItem | undefined {
  return MARKET_ITEMS.find((item) => item.name === name);
}

export const depositRequestSchema = z.object({
  id: z.string().check(z.regex(/^[0-9a-f]{40}$/i, 'id must be a transaction id')),
});
/** The reference server answers the new record; SPEC.md does not show the answer, so clients accept any JSON. */
export const depositResponseSchema = z.object({ ok: z.literal(true), usuario: informacionSchema });

/** Most packs or tickets opened in one request. */
export const MAX_OPEN = 10;

/** Body of abrirPack and abrirTicket: the item, the player, and 1 to 10 of them. */
export const openRequestSchema = z.object({
  pack: z.string().check(z.minLength(1), z.maxLength(40)),
  user: z.string().check(z.minLength(1), z.maxLength(19)),
  cantidad: countSchema(1, MAX_OPEN),
});
export type OpenRequest = z.infer<typeof openRequestSchema>;

/** `carta` (one card) or `cartas` (several); `nivel` is the new level after opening LVL items. */
export const openResponseSchema = z.object({
  carta: z.optional(openedCardSchema),
  cartas: z.optional(z.array(openedCardSchema)),
  nivel: z.optional(count),
});
export type OpenResponse = z.infer<typeof openResponseSchema>;

/** Which call opens an item: abrirTicket when the name contains 'ticket', none for fusion items. */
export function openKind(nombre: string): 'ticket' | 'pack' | null {
  const name = nombre.toLowerCase();
  if (name.includes('fusion')) return null;
  return name.includes('ticket') ? 'ticket' : 'pack';
}

/** Highest amount the open dialog accepts: min(owned, 10). */
export function maxOpenable(owned: number): number {
  return Math.max(0, Math.min(Math.floor(owned), MAX_OPEN));
}

/** The inventory with the default items first, merged by nombre; missing ones at quantity 0. */
export function mergeInventory<T extends { nombre: string; cantidad: number; image: string }>(
  server: readonly T[],
  imageFor: (nombre: string) => string,
): { nombre: string; cantidad: number; image: string }[] {
  const byName = new Map(server.map((item) => [item.nombre, item]));
  const defaults = DEFAULT_INVENTORY.map(
    (nombre) => byName.get(nombre) ?? { nombre, cantidad: 0, image: imageFor(nombre) },
  );
  const extra = server.filter((item) => !(DEFAULT_INVENTORY as readonly string[]).includes(item.nombre));
  return [...defaults, ...extra];
}

/**
 * GET /api/inventario-no-nft (SPEC.md section 7 lists the path): the player's inventory without
 * NFT items, the same items as the record's `inventario` (cards are NFTs on the chain, never items).
 */
export const inventarioNoNftResponseSchema = z.object({ inventario: informacionSchema.shape.inventario });
export type InventarioNoNftResponse = z.infer<typeof inventarioNoNftResponseSchema>;
