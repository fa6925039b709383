/**
 * What makes each of the 48 portraits its own drawing beyond the breed: an outfit per album and
 * rarity (the title in the card's name, contract/src/catalogue.ts) and a scene per card within its
 * rarity. Coordinates are those of artBreeds.ts: the head centred at x = 75, its top near y = 56,
 * the shoulders from y = 128 to the window's bottom at y = 162.
 */
import type { Rareza } from '@hueso/contract';

interface Outfit {
  /** Drawn over the shoulders, after the character. */
  body: string;
  /** Drawn over the head (hats, helmets, crowns) and props beside it. */
  top: string;
}

const STAR = (x: number, y: number, r: number) =>
  `<path d="M${x} ${y - r}l${r * 0.3} ${r * 0.7} ${r * 0.7} ${r * 0.3}-${r * 0.7} ${r * 0.3}-${r * 0.3} ${r * 0.7}-${r * 0.3}-${r * 0.7}-${r * 0.7}-${r * 0.3} ${r * 0.7}-${r * 0.3}z"/>`;

const OUTFITS: Record<'G' | 'E', Record<Rareza, Outfit>> = {
  G: {
    // Pup: a red bandana.
    C: {
      body: '<path d="M54 143q21 8 42 0l-21 17z" fill="#dc2626"/><g fill="#fff"><circle cx="66" cy="148" r="1.5"/><circle cx="84" cy="148" r="1.5"/><circle cx="75" cy="153" r="1.5"/></g>',
      top: '',
    },
    // Scout: a wide-brimmed hat and a yellow neckerchief with a ring.
    R: {
      body: '<path d="M52 142q23 10 46 0l-23 8z" fill="#facc15"/><path d="M71 148l4 14 4-14z" fill="#facc15"/><circle cx="75" cy="149" r="3" fill="none" stroke="#92400e" stroke-width="1.5"/>',
      top: '<ellipse cx="75" cy="60" rx="40" ry="7" fill="#65a30d"/><path d="M55 60q2-22 20-22t20 22z" fill="#4d7c0f"/><path d="M56 54h38" stroke="#92400e" stroke-width="4"/>',
    },
    // Sailor: a white cap with a blue band and a square sailor collar.
    Z: {
      body: '<path d="M40 136l35 14 35-14 8 20H32z" fill="#1e3a8a"/><path d="M46 140l29 12 29-12" fill="none" stroke="#fff" stroke-width="2"/><path d="M70 150l5 8 5-8z" fill="#dc2626"/>',
      top: '<path d="M52 60q0-18 23-18t23 18z" fill="#f8fafc" stroke="#cbd5e1"/><rect x="52" y="56" width="46" height="7" fill="#1e3a8a"/><path d="M98 58l10 6-10 2z" fill="#1e3a8a"/>',
    },
    // Knight: a steel helmet with a plume and shoulder plates.
    E: {
      body: '<g fill="#cbd5e1" stroke="#475569" stroke-width="1.5"><path d="M28 162q0-24 22-28l8 28z"/><path d="M122 162q0-24-22-28l-8 28z"/></g><path d="M66 150h18l-9 10z" fill="#b91c1c"/>',
      top: '<path d="M50 68q0-28 25-28t25 28z" fill="#cbd5e1" stroke="#475569" stroke-width="1.5"/><rect x="48" y="64" width="54" height="6" rx="2" fill="#94a3b8"/><path d="M75 40q4-14 16-16-6 8-10 16z" fill="#dc2626"/>',
    },
    // Captain: a navy peaked cap with a gold badge and gold epaulettes.
    A: {
      body: '<g fill="#fbbf24" stroke="#92400e"><rect x="30" y="144" width="22" height="7" rx="3"/><rect x="98" y="144" width="22" height="7" rx="3"/></g><path d="M75 146v16" stroke="#fbbf24" stroke-width="2.5" stroke-dasharray="3 3"/>',
      top: '<path d="M48 62q-2-20 27-22t27 22z" fill="#1e293b"/><path d="M50 62h50l-6 7H56z" fill="#0f172a"/><circle cx="75" cy="52" r="5" fill="#fbbf24" stroke="#92400e"/>',
    },
    // King: a jewelled crown and a red cape with an ermine trim.
    L: {
      body: '<path d="M28 162q2-30 22-34l-4 34zm94 0q-2-30-22-34l4 34z" fill="#b91c1c"/><path d="M46 140q29 18 58 0" fill="none" stroke="#f8fafc" stroke-width="6" stroke-dasharray="5 4"/>',
      top: '<path d="M52 62l-2-24 12 10 13-16 13 16 12-10-2 24z" fill="#fbbf24" stroke="#92400e"/><g fill="#dc2626"><circle cx="75" cy="50" r="3"/><circle cx="61" cy="55" r="2"/><circle cx="89" cy="55" r="2"/></g>',
    },
  },
  E: {
    // Stargazer: a knitted beanie and a telescope.
    C: {
      body: '<path d="M104 160l26-30 5 4-26 30z" fill="#78350f"/><rect x="124" y="122" width="14" height="8" rx="2" transform="rotate(-50 131 126)" fill="#a16207"/>',
      top: '<path d="M54 62q0-22 21-22t21 22z" fill="#0ea5e9"/><path d="M54 58h42v6H54z" fill="#0369a1"/><circle cx="75" cy="38" r="5" fill="#f8fafc"/>',
    },
    // Apprentice: a short pointed hat with a star and a hooded cloak.
    R: {
      body: '<path d="M30 162q6-30 26-34l-8 34zm90 0q-6-30-26-34l8 34z" fill="#3730a3"/>',
      top: `<path d="M52 64l23-30 23 30z" fill="#4f46e5"/><path d="M50 62h50v5H50z" fill="#312e81"/><g fill="#fde68a">${STAR(75, 50, 5)}</g>`,
    },
    // Astronaut: a glass helmet and a white suit collar.
    Z: {
      body: '<path d="M30 162q4-30 45-32t45 32z" fill="#e2e8f0" fill-opacity=".8"/><rect x="64" y="146" width="22" height="10" rx="2" fill="#ef4444"/><circle cx="70" cy="151" r="2" fill="#fff"/>',
      top: '<circle cx="75" cy="96" r="52" fill="#bae6fd" fill-opacity=".18" stroke="#e0f2fe" stroke-width="3"/><path d="M46 68q10-14 24-16" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-opacity=".7"/>',
    },
    // Wizard: a tall starry hat and a wand.
    E: {
      body:
        '<path d="M112 162l14-40" stroke="#78350f" stroke-width="3"/><g fill="#fde68a">' +
        STAR(126, 120, 7) +
        '</g>',
      top: `<path d="M48 66l30-46 22 46z" fill="#6d28d9"/><path d="M78 20q14 2 18 12" fill="none" stroke="#6d28d9" stroke-width="5"/><path d="M46 62h58v6H46z" fill="#4c1d95"/><g fill="#fde68a">${STAR(70, 46, 4)}${STAR(84, 56, 3)}</g>`,
    },
    // Moon Guardian: a silver helmet with a crescent and a round shield.
    A: {
      body: '<circle cx="118" cy="146" r="16" fill="#94a3b8" stroke="#e2e8f0" stroke-width="2"/><circle cx="118" cy="146" r="7" fill="#fef3c7"/><circle cx="121" cy="144" r="6" fill="#94a3b8"/>',
      top: '<path d="M50 66q0-26 25-26t25 26z" fill="#94a3b8" stroke="#e2e8f0" stroke-width="2"/><circle cx="75" cy="50" r="8" fill="#fef3c7"/><circle cx="79" cy="47" r="7" fill="#94a3b8"/>',
    },
    // Emperor: a tall gold crown with gems and a starry purple cape.
    L: {
      body: `<path d="M28 162q2-30 22-34l-4 34zm94 0q-2-30-22-34l4 34z" fill="#581c87"/><g fill="#fde68a">${STAR(38, 150, 3)}${STAR(112, 150, 3)}</g>`,
      top: '<path d="M50 64l-3-30 14 12 14-22 14 22 14-12-3 30z" fill="#fbbf24" stroke="#92400e"/><g fill="#22d3ee"><circle cx="75" cy="44" r="3.5"/></g><g fill="#e11d48"><circle cx="59" cy="54" r="2.5"/><circle cx="91" cy="54" r="2.5"/></g>',
    },
  },
};

/**
 * Four scenes per album, one for each card of a rarity, drawn in the window behind the character:
 * general cards stand in a meadow, a city, on a beach or in a forest; special ones under a ringed
 * planet, a comet, an aurora or a constellation.
 */
const SCENES: Record<'G' | 'E', readonly string[]> = {
  G: [
    '<circle cx="118" cy="42" r="10" fill="#fde047"/><path d="M10 150q30-24 62-8t68-6v26H10z" fill="#4ade80"/><path d="M10 156q40-14 80 0t50-4v10H10z" fill="#16a34a"/>',
    '<g fill="#64748b" fill-opacity=".55"><path d="M10 162v-70h18v-14h14v84zM108 162V70h16v20h16v72z"/></g><g fill="#fde68a"><rect x="14" y="100" width="4" height="5"/><rect x="30" y="90" width="4" height="5"/><rect x="114" y="80" width="4" height="5"/><rect x="128" y="104" width="4" height="5"/></g>',
    '<circle cx="32" cy="46" r="11" fill="#fb923c"/><path d="M10 136q16-8 32 0t32 0 32 0 34 0v26H10z" fill="#38bdf8"/><path d="M10 150q16-6 32 0t32 0 32 0 34 0v12H10z" fill="#0284c7"/>',
    '<g fill="#15803d"><path d="M22 150l-12-0 12-44 12 44zM128 150l-12 0 12-52 12 52z"/><path d="M24 120l-8 0 8-30 8 30zM126 112l-8 0 8-32 8 32z"/></g><rect x="10" y="150" width="130" height="12" fill="#65a30d"/>',
  ],
  E: [
    '<circle cx="30" cy="118" r="12" fill="#f472b6"/><ellipse cx="30" cy="118" rx="20" ry="5" fill="none" stroke="#fbcfe8" stroke-width="2" transform="rotate(-20 30 118)"/>',
    '<path d="M16 30l30 20" stroke="#fde68a" stroke-opacity=".5" stroke-width="5" stroke-linecap="round"/><circle cx="47" cy="51" r="4" fill="#fef9c3"/>',
    '<path d="M10 100q30-30 65-10t65-20v20q-35 24-65 10t-65 20z" fill="#34d399" fill-opacity=".35"/><path d="M10 80q35-26 70-6t60-14" fill="none" stroke="#a7f3d0" stroke-opacity=".6" stroke-width="3"/>',
    '<g stroke="#c7d2fe" stroke-opacity=".7" fill="#fff"><path d="M18 130l16-18 14 10 4-22" fill="none"/><circle cx="18" cy="130" r="2"/><circle cx="34" cy="112" r="2"/><circle cx="48" cy="122" r="2"/><circle cx="52" cy="100" r="2"/></g>',
  ],
};

/** The outfit of a card's album and rarity. */
export function outfitOf(tipo: 'G' | 'E', rareza: Rareza): Outfit {
  return OUTFITS[tipo][rareza];
}

/** The scene of the `index`-th card (0 to 3) of a rarity in its album. */
export function sceneOf(tipo: 'G' | 'E', index: number): string {
  return SCENES[tipo][index % SCENES[tipo].length]!;
}
