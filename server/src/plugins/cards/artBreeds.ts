/**
 * The eight breeds of the catalogue, each drawn as its own character: a head facing the viewer
 * on shoulders, centred at x = 75 in the card's 150 × 200 picture (window y 22 to 162). Every
 * drawing is plain SVG markup from a pure function, so the same card always gets the same bytes.
 */

/** A group drawn once and mirrored around x = 75 (ears, eyes): `id` must be unique in the SVG. */
function pair(id: string, body: string): string {
  return `<g id="${id}">${body}</g><use href="#${id}" transform="matrix(-1 0 0 1 150 0)"/>`;
}

/** Two eyes at height `y`, `dx` from the centre, with a catch-light; `iris` tints them. */
function eyes(y: number, dx: number, iris = '#2b1d14', r = 5): string {
  const x = 75 - dx;
  const glint = `<circle cx="${x + 1.6}" cy="${y - 1.6}" r="1.6" fill="#fff"/>`;
  const pupil = iris === '#2b1d14' ? '' : `<circle cx="${x}" cy="${y}" r="${r / 2}" fill="#111"/>`;
  return pair('y', `<circle cx="${x}" cy="${y}" r="${r}" fill="${iris}"/>${pupil}${glint}`);
}

function nose(y: number, rx = 8): string {
  return `<ellipse cx="75" cy="${y}" rx="${rx}" ry="${(rx * 0.65).toFixed(1)}" fill="#1c1410"/><ellipse cx="72" cy="${y - 2}" rx="2.5" ry="1.4" fill="#fff" fill-opacity=".5"/>`;
}

function mouth(y: number, w = 9): string {
  return `<path d="M75 ${y - 6}v6m-${w} 0q${w} 8 ${w * 2} 0" fill="none" stroke="#1c1410" stroke-width="2.2" stroke-linecap="round"/>`;
}

/** Shoulders in the breed's coat and a collar in the rarity's colour with a bone tag. */
function body(coat: string, collar: string): string {
  return `<path d="M28 162q4-34 47-34t47 34z" fill="${coat}"/><path d="M46 140q29 16 58 0" fill="none" stroke="${collar}" stroke-width="7" stroke-linecap="round"/><path d="M67 150a3 3 0 1 1 3-4h10a3 3 0 1 1 3 4 3 3 0 1 1-3 4H70a3 3 0 1 1-3-4z" fill="#fff8e7" stroke="#1c1410" stroke-width=".8"/>`;
}

export interface Breed {
  /** Name as the catalogue spells it. */
  name: string;
  /** Main coat colour (also the shoulders). */
  coat: string;
  /** The head, ears and face. */
  head: () => string;
}

const BREEDS: readonly Breed[] = [
  {
    name: 'Bulldog',
    coat: '#d8a46a',
    head: () =>
      pair('e', '<path d="M36 78l8-18 16 10z" fill="#a8703a"/>') +
      '<ellipse cx="75" cy="100" rx="44" ry="38" fill="#d8a46a"/>' +
      '<path d="M34 110q0 34 41 34t41-34q-14-12-41-12t-41 12z" fill="#f7efe3"/>' +
      '<path d="M60 74q15-7 30 0M63 83q12-5 24 0" fill="none" stroke="#a8703a" stroke-width="2.2" stroke-linecap="round"/>' +
      eyes(94, 19) +
      nose(106, 11) +
      '<path d="M58 124q17 10 34 0v-3q-17 7-34 0z" fill="#7a2e2e"/><path d="M61 122l3-6 3 6zm22 0l3-6 3 6z" fill="#fff"/>',
  },
  {
    name: 'Beagle',
    coat: '#c98a4b',
    head: () =>
      '<ellipse cx="75" cy="96" rx="34" ry="38" fill="#c98a4b"/>' +
      pair('e', '<path d="M44 70q-22 6-18 52q2 14 14 10q8-32 4-62z" fill="#7a4a21"/>') +
      '<path d="M70 60h10l7 44H63z" fill="#fbf7f0"/><ellipse cx="75" cy="118" rx="23" ry="18" fill="#fbf7f0"/>' +
      eyes(90, 14) +
      nose(110, 8) +
      mouth(126),
  },
  {
    name: 'Husky',
    coat: '#5b6b80',
    head: () =>
      pair(
        'e',
        '<path d="M40 82l6-40 26 24z" fill="#5b6b80"/><path d="M47 72l3-20 13 12z" fill="#f4c7c3"/>',
      ) +
      '<ellipse cx="75" cy="100" rx="40" ry="37" fill="#5b6b80"/>' +
      '<path d="M75 74c-8 0-10 12-22 12-15 0-19 12-15 24 6 20 21 30 37 30s31-10 37-30c4-12 0-24-15-24-12 0-14-12-22-12z" fill="#f1f5f9"/>' +
      pair('b', '<ellipse cx="58" cy="84" rx="4" ry="2.5" fill="#f1f5f9"/>') +
      eyes(95, 16, '#60a5fa') +
      nose(112, 8) +
      mouth(128),
  },
  {
    name: 'Dalmatian',
    coat: '#f8fafc',
    head: () =>
      '<path d="M44 70q-18 6-14 44q2 12 12 8q6-26 2-52z" fill="#1f2937"/>' +
      '<path d="M106 70q18 6 14 44q-2 12-12 8q-6-26-2-52z" fill="#f8fafc" stroke="#cbd5e1"/>' +
      '<ellipse cx="75" cy="98" rx="35" ry="38" fill="#f8fafc" stroke="#cbd5e1"/>' +
      '<g fill="#1f2937"><circle cx="60" cy="72" r="4"/><circle cx="92" cy="78" r="5"/><circle cx="52" cy="112" r="3.5"/><circle cx="99" cy="108" r="3"/><circle cx="84" cy="66" r="2.5"/><circle cx="112" cy="100" r="2.5"/><circle cx="117" cy="88" r="2"/></g>' +
      eyes(92, 14) +
      nose(112, 8) +
      mouth(128),
  },
  {
    name: 'Shiba',
    coat: '#d9772f',
    head: () =>
      pair(
        'e',
        '<path d="M38 86l8-34 26 20z" fill="#d9772f"/><path d="M45 78l4-17 13 10z" fill="#fdf3e1"/>',
      ) +
      '<ellipse cx="75" cy="102" rx="41" ry="35" fill="#d9772f"/>' +
      '<path d="M36 106q10 34 39 34t39-34q-12 8-24 0-6-10-15-10t-15 10q-12 8-24 0z" fill="#fdf3e1"/>' +
      pair('b', '<ellipse cx="60" cy="85" rx="5" ry="3" fill="#fdf3e1"/>') +
      pair(
        'y',
        '<path d="M54 97q6-6 12 0" fill="none" stroke="#1c1410" stroke-width="3" stroke-linecap="round"/>',
      ) +
      nose(112, 7) +
      '<path d="M75 116v4m-11 0q11 10 22 0" fill="none" stroke="#1c1410" stroke-width="2.2" stroke-linecap="round"/>',
  },
  {
    name: 'Greyhound',
    coat: '#9ca3af',
    head: () =>
      pair('e', '<path d="M58 66q-18-8-24 8 12-2 22 4z" fill="#6b7280"/>') +
      '<path d="M75 54c19 0 25 14 23 36l-9 44q-4 12-14 12t-14-12l-9-44c-2-22 4-36 23-36z" fill="#9ca3af"/>' +
      '<path d="M71 66h8l4 66H67z" fill="#e5e7eb"/>' +
      eyes(86, 13, '#2b1d14', 4.5) +
      nose(138, 6),
  },
  {
    name: 'Poodle',
    coat: '#f3e8d8',
    head: () =>
      '<g fill="#e9d9c1"><circle cx="56" cy="64" r="15"/><circle cx="75" cy="56" r="17"/><circle cx="94" cy="64" r="15"/></g>' +
      pair(
        'e',
        '<g fill="#e9d9c1"><circle cx="42" cy="96" r="12"/><circle cx="38" cy="114" r="12"/><circle cx="44" cy="130" r="10"/></g>',
      ) +
      '<ellipse cx="75" cy="104" rx="28" ry="34" fill="#f3e8d8"/>' +
      '<path d="M75 46l-14-8v16zm0 0l14-8v16z" fill="#ec4899"/><circle cx="75" cy="46" r="3.5" fill="#be185d"/>' +
      '<ellipse cx="75" cy="122" rx="15" ry="13" fill="#e2cfb4"/>' +
      eyes(98, 11, '#2b1d14', 4.5) +
      nose(116, 6) +
      mouth(130, 6),
  },
  {
    name: 'Boxer',
    coat: '#b86b2e',
    head: () =>
      pair('e', '<path d="M42 78q-10-16 6-24 12 8 14 20z" fill="#8a4b1c"/>') +
      '<rect x="36" y="60" width="78" height="82" rx="28" fill="#b86b2e"/>' +
      '<path d="M71 60h8v44h-8z" fill="#fff"/>' +
      '<path d="M45 114q0-16 30-16t30 16q0 26-30 26t-30-26z" fill="#2a1a12"/>' +
      eyes(90, 17) +
      '<ellipse cx="75" cy="108" rx="9" ry="6" fill="#0b0b0b"/><path d="M75 114v6m-10 2q10 6 20 0" fill="none" stroke="#f8fafc" stroke-width="2" stroke-linecap="round"/>' +
      '<path d="M62 134q13 6 26 0" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>',
  },
];

export function breedNamed(name: string): Breed | undefined {
  return BREEDS.find((b) => b.name === name);
}

export const BREED_NAMES: readonly string[] = BREEDS.map((b) => b.name);

/** The breed's character with a collar of `collar`; an unknown breed is drawn as a bone. */
export function drawBreed(name: string, collar: string): string {
  const breed = breedNamed(name);
  if (!breed)
    return '<path d="M44 84a14 14 0 1 1 18-16h26a14 14 0 1 1 18 16v32a14 14 0 1 1-18 16H62a14 14 0 1 1-18-16z" fill="#fff8e7"/>';
  return body(breed.coat, collar) + breed.head();
}
