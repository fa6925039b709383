import { gzipSync } from 'node:zlib';
import { PICTURED_ITEMS, RAREZAS } from '@hueso/contract';
import { cardSvg, itemSvg } from './art';
import { BREED_NAMES, breedNamed } from './artBreeds';
import { outfitOf } from './artOutfits';
import { CATALOGUE } from './catalogue';

/** Budgets of one picture (docs/art.md); scripts/bench.mjs measures the served bytes too. */
const CARD_MAX = { raw: 5 * 1024, gzip: 1.5 * 1024 };
const ITEM_MAX = { raw: 1.5 * 1024, gzip: 0.8 * 1024 };

/** Every tag closes in order and nothing is left undefined: the browser can draw it. */
function expectWellFormed(svg: string) {
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*viewBox="0 0 \d+ \d+">/);
  expect(svg).not.toMatch(/undefined|NaN|null/);
  const open: string[] = [];
  for (const [, close, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (close) expect(open.pop()).toBe(name);
    else if (!selfClosing) open.push(name!);
  }
  expect(open).toEqual([]);
}

const gzip = (svg: string) => gzipSync(svg, { level: 9 }).length;

describe('card portraits', () => {
  const plain = CATALOGUE.map((card) => cardSvg(card));
  const shiny = CATALOGUE.map((card) => cardSvg(card, true));

  it('gives every card definition its own portrait, plain and shiny, each a well-formed SVG', () => {
    expect(new Set([...plain, ...shiny]).size).toBe(CATALOGUE.length * 2);
    for (const svg of [...plain, ...shiny]) expectWellFormed(svg);
  });

  it('shows the card id and the rarity on the card, and no words a language would translate', () => {
    CATALOGUE.forEach((card, i) => {
      const texts = [...plain[i]!.matchAll(/>([^<]*)<\/text>/g)].map((m) => m[1]);
      expect(texts).toEqual([card.id, card.rareza]);
    });
  });

  it('draws 48 different pictures even without the written id: breed, outfit and scene', () => {
    const drawings = plain.map((svg) => svg.replace(/<text[^>]*>[^<]*<\/text>/g, ''));
    expect(new Set(drawings).size).toBe(CATALOGUE.length);
    for (const tipo of ['G', 'E'] as const)
      for (const rareza of RAREZAS) {
        const cards = CATALOGUE.filter((c) => c.tipo === tipo && c.rareza === rareza);
        expect(new Set(cards.map((c) => cardSvg(c))).size).toBe(4);
        // The outfit belongs to the album and rarity: the same on all four, different elsewhere.
        const outfit = outfitOf(tipo, rareza);
        for (const card of cards) expect(cardSvg(card)).toContain(outfit.body + outfit.top);
      }
    const outfits = CATALOGUE.map((c) => JSON.stringify(outfitOf(c.tipo, c.rareza)));
    expect(new Set(outfits).size).toBe(12);
  });

  it('draws a distinct character for each breed, the same on every card of that breed', () => {
    expect(BREED_NAMES).toHaveLength(8);
    const characters = BREED_NAMES.map((name) => breedNamed(name)!.head());
    expect(new Set(characters).size).toBe(BREED_NAMES.length);
    for (const card of CATALOGUE) expect(BREED_NAMES).toContain(card.familia);
    for (const card of CATALOGUE) expect(cardSvg(card)).toContain(breedNamed(card.familia)!.head());
  });

  it('frames each rarity differently: its colours and its ornaments', () => {
    const bulldogs = RAREZAS.map((rareza) => {
      const card = CATALOGUE.find((c) => c.tipo === 'G' && c.rareza === rareza)!;
      // Without the id, rarity letter and the character, what is left is the frame.
      return cardSvg(card)
        .replace(/>[^<]*<\/text>/g, '')
        .replace(breedNamed(card.familia)!.head(), '');
    });
    expect(new Set(bulldogs).size).toBe(RAREZAS.length);
  });

  it('gives the special album a night-sky window and a gold border the general album lacks', () => {
    for (const card of CATALOGUE) {
      const svg = cardSvg(card);
      expect(svg.includes('id="s"')).toBe(card.tipo === 'E');
      expect(svg.includes('stroke="#fbbf24" stroke-width="3"')).toBe(card.tipo === 'E');
    }
  });

  it('adds a foil and sparkles to shiny instances, over the same card', () => {
    CATALOGUE.forEach((card, i) => {
      expect(plain[i]).not.toContain('url(#f)');
      expect(shiny[i]).toContain('url(#f)');
      expect(shiny[i]).toContain(`>${card.id}</text>`);
      expect(shiny[i]!.length).toBeGreaterThan(plain[i]!.length);
    });
  });

  it('keeps every portrait small', () => {
    for (const svg of [...plain, ...shiny]) {
      expect(svg.length).toBeLessThanOrEqual(CARD_MAX.raw);
      expect(gzip(svg)).toBeLessThanOrEqual(CARD_MAX.gzip);
    }
  });
});

describe('item pictures', () => {
  const names = PICTURED_ITEMS;

  it('has a picture for every inventory item and market offer, no two alike', () => {
    // The five market offers plus the items only the inventory holds (LVL, ticket stake).
    expect(names).toHaveLength(7);
    expect(names).toEqual(expect.arrayContaining(['LVL', 'LVL UP', 'ticket stake', 'Initial Land']));
    const pictures = names.map((name) => itemSvg(name));
    for (const svg of pictures) {
      expect(svg).toBeDefined();
      expectWellFormed(svg!);
      expect(svg!.length).toBeLessThanOrEqual(ITEM_MAX.raw);
      expect(gzip(svg!)).toBeLessThanOrEqual(ITEM_MAX.gzip);
    }
    expect(new Set(pictures).size).toBe(names.length);
  });

  it('has no picture for an unknown item', () => {
    expect(itemSvg('Sword')).toBeUndefined();
  });
});
