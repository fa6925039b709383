/** Generated SVG art, so the game has images for every card and item without shipping assets. */
import type { Rareza } from '@hueso/contract';
import type { CardDef } from './catalogue';

const RARITY_COLOURS: Record<Rareza, [string, string]> = {
  C: ['#6b7280', '#9ca3af'],
  R: ['#1d4ed8', '#60a5fa'],
  Z: ['#047857', '#34d399'],
  E: ['#7c3aed', '#c084fc'],
  A: ['#b45309', '#fbbf24'],
  L: ['#b91c1c', '#f97316'],
};

const SHAPES = [
  '<circle cx="100" cy="120" r="48"/>',
  '<polygon points="100,66 154,120 100,174 46,120"/>',
  '<polygon points="100,68 112,106 152,106 120,130 132,170 100,146 68,170 80,130 48,106 88,106"/>',
  '<polygon points="100,70 143,95 143,145 100,170 57,145 57,95"/>',
  '<path d="M62 108a14 14 0 1 1 18-14h40a14 14 0 1 1 18 14v24a14 14 0 1 1-18 14H80a14 14 0 1 1-18-14z"/>',
];

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function cardSvg(card: CardDef): string {
  const [dark, light] = RARITY_COLOURS[card.rareza];
  const shape = SHAPES[card.ide % SHAPES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="280" viewBox="0 0 200 280">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect x="4" y="4" width="192" height="272" rx="14" fill="url(#g)" stroke="${card.tipo === 'E' ? '#fde68a' : '#111827'}" stroke-width="6"/>
<g fill="#ffffff" fill-opacity="0.85">${shape}</g>
<text x="16" y="36" font-family="sans-serif" font-size="22" font-weight="bold" fill="#ffffff">${card.id}</text>
<text x="184" y="36" font-family="sans-serif" font-size="26" font-weight="bold" fill="#ffffff" text-anchor="end">${card.rareza}</text>
<text x="100" y="230" font-family="sans-serif" font-size="20" fill="#ffffff" text-anchor="middle">${escape(card.familia)}</text>
<text x="100" y="256" font-family="sans-serif" font-size="12" fill="#ffffff" text-anchor="middle">${card.tipo === 'E' ? 'SPECIAL' : 'GENERAL'}</text>
</svg>`;
}

export function itemSvg(nombre: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<rect x="8" y="8" width="144" height="144" rx="18" fill="#1f2937" stroke="#f97316" stroke-width="6"/>
<rect x="44" y="40" width="72" height="56" rx="8" fill="#f97316"/>
<text x="80" y="128" font-family="sans-serif" font-size="15" fill="#ffffff" text-anchor="middle">${escape(nombre)}</text>
</svg>`;
}
