/**
 * A picture of each inventory item and market offer, drawn in a 160 × 160 box (the markup inside
 * the <svg>). No two share a drawing: packs are foil pouches of their own colour and emblem, the
 * level items a medal and a shield, the fusion a potion, the ticket a torn stub, the land an island.
 */

/** A rounded tile with a vertical gradient `id` from `top` to `bottom`. */
function tile(id: string, top: string, bottom: string): string {
  return `<defs><linearGradient id="${id}" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect x="4" y="4" width="152" height="152" rx="22" fill="url(#${id})"/>`;
}

/** A pouch with crimped top and bottom edges, its body `fill`, a sheen and an `emblem`. */
function pouch(fill: string, edge: string, emblem: string): string {
  const top = 'l4 -6l4 6'.repeat(8);
  const bottom = 'l-4 6l-4 -6'.repeat(8);
  return (
    `<path d="M48 28${top}V132${bottom}z" fill="${fill}" stroke="${edge}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M48 40h64M48 120h64" stroke="${edge}" stroke-width="3"/>` +
    '<path d="M56 44h10L58 116h-6z" fill="#fff" fill-opacity=".25"/>' +
    emblem
  );
}

/** A paw print centred at (x, y). */
function paw(x: number, y: number, fill: string): string {
  return `<g fill="${fill}"><ellipse cx="${x}" cy="${y + 6}" rx="12" ry="10"/><circle cx="${x - 13}" cy="${y - 6}" r="5"/><circle cx="${x - 5}" cy="${y - 13}" r="5"/><circle cx="${x + 5}" cy="${y - 13}" r="5"/><circle cx="${x + 13}" cy="${y - 6}" r="5"/></g>`;
}

export const ITEM_PICTURES: Readonly<Record<string, string>> = {
  'General Pack':
    tile('t', '#0ea5e9', '#1e3a8a') +
    pouch('#2563eb', '#bfdbfe', paw(80, 80, '#fff')) +
    '<text x="80" y="112" font-family="sans-serif" font-size="14" font-weight="bold" fill="#fff" text-anchor="middle">G</text>',
  'Special Pack':
    tile('t', '#7c3aed', '#1e1b4b') +
    pouch(
      '#4c1d95',
      '#fbbf24',
      '<path d="M80 56l7 15 16 2-12 11 3 16-14-8-14 8 3-16-12-11 16-2z" fill="#fbbf24"/><path d="M66 52l5 6 9-10 9 10 5-6v-6H66z" fill="#fde68a"/>',
    ) +
    '<text x="80" y="115" font-family="sans-serif" font-size="14" font-weight="bold" fill="#fde68a" text-anchor="middle">E</text>',
  LVL:
    tile('t', '#334155', '#0f172a') +
    '<path d="M56 18h16l12 40H68zM104 18H88L76 58h16z" fill="#dc2626"/><path d="M64 18h4l12 40h-4zM96 18h-4L80 58h4z" fill="#fca5a5"/>' +
    '<circle cx="80" cy="96" r="40" fill="#f59e0b" stroke="#fde68a" stroke-width="5"/><circle cx="80" cy="96" r="29" fill="#fbbf24" stroke="#b45309" stroke-width="2"/>' +
    '<path d="M64 100l16-14 16 14M64 114l16-14 16 14" fill="none" stroke="#92400e" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>' +
    '<path d="M80 70l3 6 6 1-4.5 4 1 6-5.5-3-5.5 3 1-6-4.5-4 6-1z" fill="#92400e"/>',
  'LVL UP':
    tile('t', '#22c55e', '#14532d') +
    '<path d="M80 20l46 16v40c0 30-20 52-46 64-26-12-46-34-46-64V36z" fill="#166534" stroke="#bbf7d0" stroke-width="5"/>' +
    '<path d="M80 40l28 32H92v36H68V72H52z" fill="#fef08a" stroke="#ca8a04" stroke-width="3" stroke-linejoin="round"/>' +
    '<g fill="#fff"><path d="M120 100l2 5 5 2-5 2-2 5-2-5-5-2 5-2z"/><path d="M36 92l1.5 4 4 1.5-4 1.5-1.5 4-1.5-4-4-1.5 4-1.5z"/></g>',
  'Hueso Fusion':
    tile('t', '#0f766e', '#042f2e') +
    '<circle cx="80" cy="100" r="44" fill="#5eead4" fill-opacity=".25"/>' +
    '<path d="M68 26h24v28c22 8 32 26 28 46-4 22-22 36-40 36s-36-14-40-36c-4-20 6-38 28-46z" fill="#ccfbf1" fill-opacity=".5" stroke="#f0fdfa" stroke-width="4"/>' +
    '<path d="M44 96c10-6 22 6 36 0s26-6 36 0c0 22-16 36-36 36s-36-14-36-36z" fill="#14b8a6"/>' +
    '<path d="M62 114a6 6 0 1 1 7-8h22a6 6 0 1 1 7 8 6 6 0 1 1-7 8H69a6 6 0 1 1-7-8z" fill="#fff8e7" transform="rotate(-20 80 114)"/>' +
    '<rect x="64" y="18" width="32" height="12" rx="4" fill="#a16207"/>' +
    '<g fill="#f0fdfa"><circle cx="96" cy="88" r="4"/><circle cx="66" cy="80" r="3"/><circle cx="88" cy="70" r="2.5"/></g>',
  'ticket stake':
    tile('t', '#f97316', '#7c2d12') +
    '<g transform="rotate(-12 80 80)"><path d="M22 50h116v18a12 12 0 0 0 0 24v18H22V92a12 12 0 0 0 0-24z" fill="#fef3c7" stroke="#b45309" stroke-width="3"/>' +
    '<path d="M106 54v52" stroke="#b45309" stroke-width="2.5" stroke-dasharray="5 4"/>' +
    '<path d="M44 72a5 5 0 1 1 6-6h24a5 5 0 1 1 6 6v8a5 5 0 1 1-6 6H50a5 5 0 1 1-6-6z" fill="#f97316"/>' +
    '<text x="122" y="84" font-family="sans-serif" font-size="13" font-weight="bold" fill="#b45309" text-anchor="middle">1</text></g>',
  'Initial Land':
    tile('t', '#7dd3fc', '#0369a1') +
    '<circle cx="124" cy="36" r="14" fill="#fde047"/>' +
    '<path d="M10 116q18-8 36 0t36 0 36 0 32 0v26q0 14-14 14H24q-14 0-14-14z" fill="#0284c7"/>' +
    '<ellipse cx="80" cy="114" rx="58" ry="16" fill="#fcd34d"/>' +
    '<path d="M52 112q-2-36 10-58" fill="none" stroke="#92400e" stroke-width="5" stroke-linecap="round"/>' +
    '<path d="M62 54q-20-10-32 6 18-6 32-6zm0 0q4-22 26-20-20 6-26 20zm0 0q22-8 32 8-18-8-32-8zm0 0q-16 2-20 22 8-16 20-22z" fill="#16a34a" stroke="#15803d" stroke-width="2"/>' +
    '<path d="M84 108V90l16-14 16 14v18z" fill="#dc2626"/><path d="M80 92l20-18 20 18" fill="none" stroke="#7f1d1d" stroke-width="4" stroke-linecap="round"/><path d="M94 108v-10a6 6 0 0 1 12 0v10z" fill="#3f1d0b"/>',
};
