import { RAREZAS } from '@hueso/contract';
import { drawCard, GENERAL_PACK_WEIGHTS, OPENINGS, SHINE_PERCENT, type Random } from './packs';

/** A Random that returns the given values in order, checking each is in range. */
function sequence(...values: number[]): Random {
  let i = 0;
  return (max) => {
    const value = values[i++];
    if (value === undefined || value < 0 || value >= max) throw new Error(`no value in [0, ${max}) at ${i}`);
    return value;
  };
}

describe('pack rules', () => {
  it('every weight table is in whole percent', () => {
    for (const opening of Object.values(OPENINGS)) {
      if (opening.kind !== 'cards') continue;
      expect(RAREZAS.reduce((sum, r) => sum + opening.weights[r], 0)).toBe(100);
    }
  });

  it('maps the roll onto the rarities in order, edges included', () => {
    const rarityOf = (roll: number) => drawCard('G', GENERAL_PACK_WEIGHTS, sequence(roll, 0, 99)).card.rareza;
    const edges: [number, string][] = [
      [0, 'C'],
      [49, 'C'],
      [50, 'R'],
      [74, 'R'],
      [75, 'Z'],
      [86, 'Z'],
      [87, 'E'],
      [93, 'E'],
      [94, 'A'],
      [97, 'A'],
      [98, 'L'],
      [99, 'L'],
    ];
    for (const [roll, rareza] of edges) expect([roll, rarityOf(roll)]).toEqual([roll, rareza]);
  });

  it('picks one of the four cards of the type and rarity, then the shine', () => {
    expect(drawCard('G', GENERAL_PACK_WEIGHTS, sequence(0, 2, SHINE_PERCENT - 1))).toMatchObject({
      card: { id: 'G003', rareza: 'C' },
      brillante: true,
    });
    expect(drawCard('E', GENERAL_PACK_WEIGHTS, sequence(99, 3, SHINE_PERCENT))).toMatchObject({
      card: { id: 'E024', rareza: 'L', tipo: 'E' },
      brillante: false,
    });
  });
});
