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
  /** The card's name in each language (docs/glossary.md): the same character, its title translated. */
  nombre: CardName;
}

export interface CardName {
  en: string;
  es: string;
}

/**
 * The title each album and rarity gives its four characters: it matches the outfit the portrait
 * draws (server/src/plugins/cards/artOutfits.ts), so a name says what the picture shows.
 */
const TITLES: Record<'G' | 'E', Record<Rareza, CardName>> = {
  G: {
    C: { en: 'Pup', es: 'Cachorro' },
    R: { en: 'Scout', es: 'Explorador' },
    Z: { en: 'Sailor', es: 'Marinero' },
    E: { en: 'Knight', es: 'Caballero' },
    A: { en: 'Captain', es: 'Capitán' },
    L: { en: 'King', es: 'Rey' },
  },
  E: {
    C: { en: 'Stargazer', es: 'Astrónomo' },
    R: { en: 'Apprentice', es: 'Aprendiz' },
    Z: { en: 'Astronaut', es: 'Astronauta' },
    E: { en: 'Wizard', es: 'Mago' },
    A: { en: 'Moon Guardian', es: 'Guardián Lunar' },
    L: { en: 'Emperor', es: 'Emperador' },
  },
};

/** One given name per card, by catalogue order (G001…G024, then E001…E024); translated when it is a word. */
const GIVEN: readonly CardName[] = [
  ...['Biscuit/Galleta', 'Pepper/Pimienta', 'Snowball/Copito', 'Domino/Dominó'],
  ...['Mochi/Mochi', 'Dash/Flecha', 'Cloud/Nube', 'Rocky/Rocky'],
  ...['Anchor/Ancla', 'Compass/Brújula', 'Frost/Escarcha', 'Patches/Parches'],
  ...['Bruno/Bruno', 'Arrow/Saeta', 'Velvet/Terciopelo', 'Thunder/Trueno'],
  ...['Tank/Tanque', 'Rusty/Óxido', 'Blizzard/Ventisca', 'Inkspot/Tintero'],
  ...['Hachiko/Hachiko', 'Comet/Cometa', 'Marquis/Marqués', 'Titan/Titán'],
  ...['Pebble/Guijarro', 'Nova/Nova', 'Aurora/Aurora', 'Orion/Orión'],
  ...['Sora/Sora', 'Whisper/Susurro', 'Lumen/Lumen', 'Spark/Chispa'],
  ...['Meteor/Meteoro', 'Nebula/Nebulosa', 'Polaris/Polaris', 'Dotty/Lunares'],
  ...['Yuki/Yuki', 'Zephyr/Céfiro', 'Merlin/Merlín', 'Rune/Runa'],
  ...['Crater/Cráter', 'Eclipse/Eclipse', 'Glacier/Glaciar', 'Vega/Vega'],
  ...['Kaguya/Kaguya', 'Quasar/Quásar', 'Celeste/Celeste', 'Cosmos/Cosmos'],
].map((pair) => {
  const [en, es] = pair.split('/') as [string, string];
  return { en, es };
});

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

function cardName(title: CardName, given: CardName): CardName {
  return { en: `${title.en} ${given.en}`, es: `${title.es} ${given.es}` };
}

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
          nombre: cardName(TITLES[tipo][rareza], GIVEN[cards.length]!),
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

/** A card's name in `lang`, or undefined for an ide the catalogue does not know. */
export function cardNameOf(ide: number, lang: keyof CardName): string | undefined {
  return cardByIde(ide)?.nombre[lang];
}
