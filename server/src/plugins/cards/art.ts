/**
 * The game's art, drawn by the project as SVG from pure functions (docs/art.md): a card portrait
 * per card definition (the breed's character, a frame per rarity, a night-sky treatment for the
 * special album, a foil finish for shiny instances) and a picture per inventory and market item.
 */
import { RAREZAS, RARITY_COLOURS, type Rareza } from '@hueso/contract';
import { drawBreed } from './artBreeds';
import { outfitOf, sceneOf } from './artOutfits';
import { createHash } from 'node:crypto';
import { cardByIde, type CardDef } from './catalogue';
import { ITEM_PICTURES } from './artItems';

/** Ornaments of each rarity's frame, drawn over it: higher rarities are richer. */
function frameOrnaments(rareza: Rareza, light: string): string {
  const rank = RAREZAS.indexOf(rareza);
  const parts: string[] = [];
  // Rank pips under the window: one for C up to six for L.
  const pips = Array.from({ length: rank + 1 }, (_, i) => {
    const x = 75 + (i - rank / 2) * 14;
    return `<path d="M${x} 169l5 5-5 5-5-5z"/>`;
  });
  parts.push(`<g fill="#fff">${pips.join('')}</g>`);
  if (rareza === 'R')
    parts.push(`<rect x="5" y="5" width="140" height="190" rx="7" fill="none" stroke="${light}"/>`);
  if (rareza === 'Z')
    parts.push(
      `<g fill="${light}" stroke="#fff"><circle cx="9" cy="9" r="4"/><circle cx="141" cy="9" r="4"/><circle cx="9" cy="191" r="4"/><circle cx="141" cy="191" r="4"/></g>`,
    );
  if (rareza === 'E' || rareza === 'A')
    parts.push(
      `<g fill="${light}" stroke="#fff"><path d="M9 2l6 7-6 7-6-7z"/><path d="M141 2l6 7-6 7-6-7z"/><path d="M9 184l6 7-6 7-6-7z"/><path d="M141 184l6 7-6 7-6-7z"/></g>`,
    );
  if (rareza === 'A')
    parts.push(
      `<g fill="#fff"><circle cx="4.5" cy="70" r="2"/><circle cx="4.5" cy="100" r="2"/><circle cx="4.5" cy="130" r="2"/><circle cx="145.5" cy="70" r="2"/><circle cx="145.5" cy="100" r="2"/><circle cx="145.5" cy="130" r="2"/></g>`,
    );
  if (rareza === 'L')
    parts.push(
      `<path d="M59 5l5 8 11-10 11 10 5-8 2 14H57z" fill="#fcd34d" stroke="#92400e"/><g fill="#fcd34d" stroke="#92400e"><path d="M2 2h20l-8 6-6 6-6 8z"/><path d="M148 2h-20l8 6 6 6 6 8z"/><path d="M2 198h20l-8-6-6-6-6-8z"/><path d="M148 198h-20l8-6 6-6 6-8z"/></g>`,
    );
  return parts.join('');
}

/** The window behind the character: a soft glow for general cards, a night sky for specials. */
function backdrop(card: CardDef, light: string): string {
  if (card.tipo === 'E')
    return (
      '<rect x="10" y="22" width="130" height="140" rx="6" fill="url(#s)"/>' +
      '<g fill="#fde68a"><path d="M28 40l2 5 5 2-5 2-2 5-2-5-5-2 5-2z"/><path d="M118 52l1.5 4 4 1.5-4 1.5-1.5 4-1.5-4-4-1.5 4-1.5z"/><circle cx="104" cy="34" r="1.5"/><circle cx="40" cy="70" r="1.2"/><circle cx="126" cy="86" r="1.3"/><circle cx="22" cy="100" r="1.1"/></g>' +
      '<circle cx="112" cy="40" r="9" fill="#fef3c7"/><circle cx="116" cy="37" r="8" fill="#1e1b4b"/>'
    );
  return `<rect x="10" y="22" width="130" height="140" rx="6" fill="url(#w)"/><circle cx="75" cy="100" r="52" fill="${light}" fill-opacity=".35"/>`;
}

/** A foil sheen over the whole card and sparkles, for shiny (`BRILLANTE`) instances. */
const SHINE =
  '<rect width="150" height="200" rx="10" fill="url(#f)" opacity=".45" style="mix-blend-mode:overlay"/>' +
  '<rect width="150" height="200" rx="10" fill="url(#h)"/>' +
  '<g fill="#fff"><path d="M30 58l3 9 9 3-9 3-3 9-3-9-9-3 9-3z"/><path d="M122 118l2.5 7 7 2.5-7 2.5-2.5 7-2.5-7-7-2.5 7-2.5z"/><path d="M112 66l2 5 5 2-5 2-2 5-2-5-5-2 5-2z"/><path d="M36 140l2 5 5 2-5 2-2 5-2-5-5-2 5-2z"/></g>' +
  '<rect x="2" y="2" width="146" height="196" rx="9" fill="none" stroke="#fde68a" stroke-width="3"/>';

/** Which of its rarity's four cards `card` is (0 to 3), for its scene. */
function placeInRarity(card: CardDef): number {
  return (Number(card.id.slice(1)) - 1) % 4;
}

/**
 * The portrait of `card`; `brillante` adds the shiny finish. It carries no words but the id and
 * the rarity letter: the page names the card in its own language beside it.
 */
export function cardSvg(card: CardDef, brillante = false): string {
  const [dark, light] = RARITY_COLOURS[card.rareza];
  const special = card.tipo === 'E';
  const defs =
    `<linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>` +
    (special
      ? '<linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="#1e1b4b"/><stop offset="1" stop-color="#4338ca"/></linearGradient>'
      : `<radialGradient id="w" cy=".45"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${light}"/></radialGradient>`) +
    (brillante
      ? '<linearGradient id="f" x2="1" y2="1"><stop offset="0" stop-color="#f0abfc"/><stop offset=".35" stop-color="#67e8f9"/><stop offset=".7" stop-color="#fde047"/><stop offset="1" stop-color="#f0abfc"/></linearGradient>' +
        '<linearGradient id="h" x2="1" y2="1"><stop offset=".4" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity=".6"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/></linearGradient>'
      : '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="200" viewBox="0 0 150 200"><defs>${defs}</defs>` +
    `<rect width="150" height="200" rx="10" fill="url(#g)"/>` +
    backdrop(card, light) +
    sceneOf(card.tipo, placeInRarity(card)) +
    `<g>${drawBreed(card.familia, special ? '#fbbf24' : dark)}</g>` +
    outfitOf(card.tipo, card.rareza).body +
    outfitOf(card.tipo, card.rareza).top +
    `<rect x="10" y="22" width="130" height="140" rx="6" fill="none" stroke="${special ? '#fbbf24' : '#fff'}" stroke-width="${special ? 3 : 1.5}"/>` +
    frameOrnaments(card.rareza, light) +
    `<g font-family="sans-serif" font-weight="bold" fill="#fff"><text x="20" y="17" font-size="12">${card.id}</text>` +
    `<circle cx="134" cy="12" r="9" fill="${dark}" stroke="#fff"/><text x="134" y="16" font-size="11" text-anchor="middle">${card.rareza}</text></g>` +
    (brillante ? SHINE : '') +
    '</svg>'
  );
}

/** The picture of an inventory or market item by its name, or undefined when it has none. */
export function itemSvg(nombre: string): string | undefined {
  const picture = ITEM_PICTURES[nombre];
  return (
    picture &&
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">${picture}</svg>`
  );
}

/** A short hash of a picture's bytes: its ETag and the version in its URL. */
export function artHash(svg: string): string {
  return createHash('sha1').update(svg).digest('base64url').slice(0, 16);
}

const versions = new Map<string, string>();
/** The version of a card's portrait, made once: the art is a pure function of the card. */
export function cardArtVersion(ide: number, brillante = false): string | undefined {
  const key = `${ide}${brillante ? '-shiny' : ''}`;
  let version = versions.get(key);
  const card = cardByIde(ide);
  if (version === undefined && card) {
    version = artHash(cardSvg(card, brillante));
    versions.set(key, version);
  }
  return version;
}

/**
 * Where a card's portrait is served, shiny or not: the URL names the version of the bytes, so a
 * browser may keep it for good (`immutable`); a new drawing is a new URL.
 */
export function cardArtPath(ide: number, brillante = false): string {
  const version = cardArtVersion(ide, brillante);
  return `/cards/art/${ide}${brillante ? '-shiny' : ''}.svg${version ? `?v=${version}` : ''}`;
}
