/**
 * What opening an inventory item gives (docs/packs.md): packs and tickets draw one card each by
 * rarity weight, LVL raises the level. Weights are whole percentages, so every table sums to 100.
 */
import { RAREZAS, type Rareza } from '@hueso/contract';
import { CATALOGUE, type CardDef } from './catalogue';

export type RarityWeights = Readonly<Record<Rareza, number>>;

export type Opening = { kind: 'cards'; tipo: CardDef['tipo']; weights: RarityWeights } | { kind: 'level' };

export const GENERAL_PACK_WEIGHTS: RarityWeights = { C: 50, R: 25, Z: 12, E: 7, A: 4, L: 2 };
export const SPECIAL_PACK_WEIGHTS: RarityWeights = { C: 40, R: 28, Z: 15, E: 9, A: 5, L: 3 };
/** Tickets are earned, not bought: general cards with better odds than a General Pack. */
export const TICKET_WEIGHTS: RarityWeights = { C: 35, R: 30, Z: 17, E: 10, A: 5, L: 3 };

/** Items that can be opened, by inventory name. */
export const OPENINGS: Readonly<Record<string, Opening>> = {
  'General Pack': { kind: 'cards', tipo: 'G', weights: GENERAL_PACK_WEIGHTS },
  'Special Pack': { kind: 'cards', tipo: 'E', weights: SPECIAL_PACK_WEIGHTS },
  'ticket stake': { kind: 'cards', tipo: 'G', weights: TICKET_WEIGHTS },
  LVL: { kind: 'level' },
};

/** Percent chance that a drawn card is shiny; a shiny instance has double POWER. */
export const SHINE_PERCENT = 5;
export const SHINE_POWER_FACTOR = 2;

/** An integer in [0, max). */
export type Random = (max: number) => number;

export interface Draw {
  card: CardDef;
  brillante: boolean;
}

/** Draws a rarity by weight, then one card of that type and rarity uniformly, then the shine. */
export function drawCard(tipo: CardDef['tipo'], weights: RarityWeights, random: Random): Draw {
  const total = RAREZAS.reduce((sum, r) => sum + weights[r], 0);
  let roll = random(total);
  const rareza = RAREZAS.find((r) => (roll -= weights[r]) < 0)!;
  const cards = CATALOGUE.filter((c) => c.tipo === tipo && c.rareza === rareza);
  const card = cards[random(cards.length)]!;
  return { card, brillante: random(100) < SHINE_PERCENT };
}
