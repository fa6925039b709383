import {
  addToCraft,
  canAddToCraft,
  craftOutcome,
  craftRequirement,
  isCraftReady,
  removeFromCraft,
  type CraftCard,
} from './index';

const g1: CraftCard = { ide: 1, id: 'G001', rareza: 'C', cantidad: 3 };
const g2: CraftCard = { ide: 2, id: 'G002', rareza: 'C', cantidad: 4 };
const e1: CraftCard = { ide: 25, id: 'E001', rareza: 'C', cantidad: 9 };
const gr: CraftCard = { ide: 5, id: 'G005', rareza: 'R', cantidad: 9 };
const gl: CraftCard = { ide: 24, id: 'G024', rareza: 'L', cantidad: 2 };

describe('crafting selection', () => {
  it('needs the count of the first card rarity: C 5, R 4, Z 4, E 3, A 3, L 2', () => {
    expect(craftRequirement([])).toBe(0);
    expect(craftRequirement([{ card: g1, count: 1 }])).toBe(5);
    expect(craftRequirement([{ card: gr, count: 1 }])).toBe(4);
    expect(craftRequirement([{ card: { ...gr, rareza: 'Z' }, count: 1 }])).toBe(4);
    expect(craftRequirement([{ card: { ...gr, rareza: 'A' }, count: 1 }])).toBe(3);
    expect(craftRequirement([{ card: gl, count: 1 }])).toBe(2);
  });

  it('adds only cards of the same type letter and rarity, never more than owned or required', () => {
    let s = addToCraft([], g1);
    expect(canAddToCraft(s, e1)).toBe(false);
    expect(canAddToCraft(s, gr)).toBe(false);
    s = addToCraft(addToCraft(s, g1), g1);
    expect(canAddToCraft(s, g1)).toBe(false); // 3 owned
    s = addToCraft(addToCraft(s, g2), g2);
    expect(isCraftReady(s)).toBe(true);
    expect(canAddToCraft(s, g2)).toBe(false); // 5 required
    expect(addToCraft(s, g2)).toEqual(s);
  });

  it('removes one copy per click and is not ready below the requirement', () => {
    let s = addToCraft(addToCraft([], gl), gl);
    expect(isCraftReady(s)).toBe(true);
    s = removeFromCraft(s, gl.ide);
    expect(s).toEqual([{ card: gl, count: 1 }]);
    expect(isCraftReady(s)).toBe(false);
    expect(removeFromCraft(s, gl.ide)).toEqual([]);
  });

  it('crafts the next rarity, and a shiny L from L cards', () => {
    expect(craftOutcome('C')).toEqual({ rareza: 'R', brillante: false });
    expect(craftOutcome('A')).toEqual({ rareza: 'L', brillante: false });
    expect(craftOutcome('L')).toEqual({ rareza: 'L', brillante: true });
  });
});
