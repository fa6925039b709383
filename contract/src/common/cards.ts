/** Cards: rarities, card definitions, opened cards, and the per-rarity tables of SPEC.md section 9. */
import { z } from 'zod/mini';
import { count } from './core';

export const RAREZAS = ['C', 'R', 'Z', 'E', 'A', 'L'] as const;
export const rarezaSchema = z.enum(RAREZAS);
export type Rareza = z.infer<typeof rarezaSchema>;
export type CardKind = 'general' | 'especial';

/**
 * Dark and light colour of each rarity (C grey, R blue, Z green, E purple, A amber, L red-orange):
 * the portraits' frames and the pages' rarity badges, glows and legends.
 */
export const RARITY_COLOURS: Record<Rareza, readonly [dark: string, light: string]> = {
  C: ['#4b5563', '#9ca3af'],
  R: ['#1d4ed8', '#60a5fa'],
  Z: ['#047857', '#34d399'],
  E: ['#6d28d9', '#c084fc'],
  A: ['#b45309', '#fbbf24'],
  L: ['#b91c1c', '#f97316'],
};

export const cardDefinitionSchema = z.object({
  ide: z.int(),
  id: z.string().check(z.regex(/^[EG]/)),
  rareza: rarezaSchema,
  url: z.string(),
  familia: z.string(),
  cantidad: count,
  nft: z.array(z.union([z.string(), z.number()])),
  /** The shiny (BRILLANTE) copies among `nft`, when the server tells them (contract 1.4.0). */
  brillantes: z.optional(z.array(z.string())),
  /** The card's shiny portrait (the same drawing with the shiny finish), when the server has one. */
  urlBrillante: z.optional(z.string()),
});
export type CardDefinition = z.infer<typeof cardDefinitionSchema>;

export const cardsResponseSchema = z.object({
  especiales: z.array(cardDefinitionSchema),
  generalNft: z.array(cardDefinitionSchema),
});
export type CardsResponse = z.infer<typeof cardsResponseSchema>;

/** A card drawn from a pack or ticket; `item` is the card id, `cantidad` how many of it the player now owns. */
export const openedCardSchema = z.object({
  url: z.string(),
  brillante: z.boolean(),
  item: z.string(),
  rareza: rarezaSchema,
  cantidad: count,
});
export type OpenedCard = z.infer<typeof openedCardSchema>;

/** Cards of one rarity a crafting needs, as SPEC.md section 9 gives them (Z and A: `CRAFT_CARDS` in crafting.ts). */
export const CRAFT_REQUIRED: Partial<Record<Rareza, number>> = { C: 5, R: 4, E: 3, L: 2 };

/** HUESO paid per NFT burned, by kind and rarity. */
export const BURN_HUESO: Record<CardKind, Record<Rareza, number>> = {
  general: { C: 100, R: 300, Z: 700, E: 1200, A: 1500, L: 2500 },
  especial: { C: 200, R: 600, Z: 1000, E: 2000, A: 3000, L: 5000 },
};
