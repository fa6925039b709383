/**
 * The card catalogue: 24 general (G) and 24 special (E) cards, four per rarity in the order
 * C, R, Z, E, A, L. It is fixed game data, so it lives in code; the chain holds the instances.
 */
import { RAREZAS, type Rareza } from '@hueso/contract/common';

export interface CardDef {
  ide: number;
  id: string;
  tipo: 'G' | 'E';
  rareza: Rareza;
  familia: string;
  /** POWER given to new instances of this card. */
  power: number;
}

const FAMILIAS = [
  'Bulldog',
  'Beagle',
  'Husky',
  'Dalmatian',
  'Shiba',
  'Greyhound',
  'Poodle',
  'Boxer',
] as const;
const PER_RARITY = 4;
const BASE_POWER: Record<Rareza, number> = { C: 5, R: 10, Z: 20, E: 35, A: 50, L: 80 };

function buildCatalogue(): CardDef[] {
  const cards: CardDef[] = [];
  for (const tipo of ['G', 'E'] as const) {
    RAREZAS.forEach((rareza, r) => {
      for (let k = 0; k < PER_RARITY; k++) {
        const n = r * PER_RARITY + k + 1;
        cards.push({
          ide: cards.length + 1,
          id: `${tipo}${String(n).padStart(3, '0')}`,
          tipo,
          rareza,
          familia: FAMILIAS[(n - 1) % FAMILIAS.length]!,
          power: BASE_POWER[rareza] * (tipo === 'E' ? 2 : 1),
        });
      }
    });
  }
  return cards;
}

export const CATALOGUE: readonly CardDef[] = buildCatalogue();

export function cardByIde(ide: number): CardDef | undefined {
  return CATALOGUE[ide - 1];
}
