/**
 * Crafting (album page 3; SPEC.md sections 2, 4, 5, 7 and 9, rule in docs/crafting.md):
 * N cards of one type letter and one rarity, plus a HUESO fee that is burned, become one new card
 * of the same type letter and the next rarity. Two L cards become one shiny L card.
 */
import {
  count,
  countSchema,
  CRAFT_REQUIRED,
  informacionSchema,
  type Rareza,
  RAREZAS,
  z,
} from '@hueso/contract/common';
import { proofTxSchema } from './burn';

/**
 * Cards of one rarity a crafting takes. C, R, E and L come from SPEC.md section 9; Z and A are
 * ours: each between its neighbours, so a higher rarity never needs more cards than a lower one.
 */
export const CRAFT_CARDS: Record<Rareza, number> = { C: 5, R: 4, E: 3, L: 2, ...CRAFT_REQUIRED, Z: 4, A: 3 };

/** HUESO (in-game balance) a crafting costs, by the rarity of its inputs; the fee is burned. */
export const CRAFT_FEE: Record<Rareza, number> = { C: 100, R: 250, Z: 500, E: 1000, A: 2000, L: 4000 };

/** Texts of the crafting result (SPEC.md section 8). */
export const CRAFT_SUCCESS = 'Success';
export const CRAFT_FAILURE = 'Insufficient Balance Error';

/** A selected card as the client shows it. */
export interface CraftCard {
  ide: number;
  id: string;
  rareza: Rareza;
  /** Copies the player owns. */
  cantidad: number;
}

/** One line of the selection: a card and how many copies of it are selected. */
export interface CraftSelection {
  card: CraftCard;
  count: number;
}

/** Type letter of a card id (G or E). */
export function typeLetter(id: string): string {
  return id.charAt(0);
}

/** Cards the selection must hold: set by the rarity of its first card (0 when empty). */
export function craftRequirement(selection: readonly CraftSelection[]): number {
  const first = selection[0];
  return first ? CRAFT_CARDS[first.card.rareza] : 0;
}

/** Cards selected in total. */
export function selectedCount(selection: readonly CraftSelection[]): number {
  return selection.reduce((sum, s) => sum + s.count, 0);
}

/**
 * Whether one more copy of `card` may join the selection: same type letter and rarity as the
 * cards already there, not more than the requirement, not more copies than owned.
 */
export function canAddToCraft(selection: readonly CraftSelection[], card: CraftCard): boolean {
  const first = selection[0];
  if (first && (typeLetter(first.card.id) !== typeLetter(card.id) || first.card.rareza !== card.rareza))
    return false;
  if (selectedCount(selection) >= CRAFT_CARDS[card.rareza]) return false;
  const already = selection.find((s) => s.card.ide === card.ide)?.count ?? 0;
  return already < card.cantidad;
}

/** Adds one copy (or returns the same selection when the rules refuse it). */
export function addToCraft(selection: readonly CraftSelection[], card: CraftCard): CraftSelection[] {
  if (!canAddToCraft(selection, card)) return [...selection];
  const index = selection.findIndex((s) => s.card.ide === card.ide);
  if (index < 0) return [...selection, { card, count: 1 }];
  return selection.map((s, i) => (i === index ? { ...s, count: s.count + 1 } : s));
}

/** Removes one copy of a card; the line goes away at zero. */
export function removeFromCraft(selection: readonly CraftSelection[], ide: number): CraftSelection[] {
  return selection
    .map((s) => (s.card.ide === ide ? { ...s, count: s.count - 1 } : s))
    .filter((s) => s.count > 0);
}

/** Crafting proceeds only when the selection holds exactly the requirement (SPEC.md section 5). */
export function isCraftReady(selection: readonly CraftSelection[]): boolean {
  return selection.length > 0 && selectedCount(selection) === craftRequirement(selection);
}

/** What a crafting of `rareza` inputs gives: the next rarity, or a shiny card of the top rarity. */
export function craftOutcome(rareza: Rareza): { rareza: Rareza; brillante: boolean } {
  const index = RAREZAS.indexOf(rareza);
  const next = RAREZAS[index + 1];
  return next ? { rareza: next, brillante: false } : { rareza, brillante: true };
}

/**
 * Body of POST /api/crafting: the selected cards, each with the copies used, and the player's own
 * `nft.burn` of exactly those copies (signed in the wallet), which pays for the new card.
 */
export const craftingRequestSchema = z.object({
  cartas: z
    .array(
      z.object({
        ide: z.int().check(z.minimum(1)),
        cantidad: countSchema(1, 5),
      }),
    )
    .check(z.minLength(1), z.maxLength(5)),
  proofTx: proofTxSchema,
});
export type CraftingRequest = z.infer<typeof craftingRequestSchema>;

/**
 * Answer of POST /api/crafting: the player record that replaces the old one (`resultado`, all
 * SPEC.md reads). This server also names the new card (`carta`) and the fee it took; a client
 * shows the card when they are there, and accepts a spec-shaped answer without them.
 */
export const craftingResponseSchema = z.object({
  carta: z.optional(
    z.object({
      ide: z.int(),
      id: z.string(),
      rareza: z.enum(RAREZAS),
      url: z.string(),
      brillante: z.boolean(),
      nftId: z.string(),
    }),
  ),
  fee: z.optional(count),
  resultado: informacionSchema,
});
export type CraftingResponse = z.infer<typeof craftingResponseSchema>;
