import {
  burnNftRequestSchema,
  burnPayload,
  burnTotal,
  countByRarity,
  estimateHueso,
  isPendingUsable,
  PENDING_BURN_EXPIRY_MS,
  RESUME_COOLDOWN_MS,
  resumeWait,
  spendOrder,
} from './index';

const tx = 'a'.repeat(40);
const item = { id: 'G001', ide: 1, rareza: 'C' as const, cantidad: 2, instanceIds: ['7', '8'] };

describe('burn rules', () => {
  it('spends plain copies before shiny ones, each by instance id', () => {
    expect(spendOrder([12, '3', '40', 7], ['3', '40'])).toEqual(['7', '12', '3', '40']);
    expect(spendOrder(['9', '2'])).toEqual(['2', '9']);
    expect(spendOrder(['5'], ['5', '99'])).toEqual(['5']);
  });

  it('prices a selection with the per-rarity table of SPEC.md section 9', () => {
    expect(burnTotal([item])).toBe(200);
    expect(
      burnTotal([
        { id: 'E020', rareza: 'L', cantidad: 1 },
        { id: 'G010', rareza: 'Z', cantidad: 3 },
      ]),
    ).toBe(5000 + 3 * 700);
  });

  it('counts cards per kind and rarity and estimates their HUESO', () => {
    const counts = countByRarity([
      { id: 'G001', rareza: 'C', cantidad: 3 },
      { id: 'E001', rareza: 'C', cantidad: 1 },
      { id: 'E024', rareza: 'L', cantidad: 2 },
    ]);
    expect(counts.general.C).toBe(3);
    expect(counts.especial).toMatchObject({ C: 1, L: 2 });
    expect(counts.total).toMatchObject({ C: 4, L: 2, R: 0 });
    expect(estimateHueso(counts)).toBe(300 + 200 + 10000);
  });

  it('builds the nft.burn payload with ids as strings', () => {
    expect(burnPayload('NFTHUESO', [item, { instanceIds: ['12'] }])).toEqual({
      nfts: [{ symbol: 'NFTHUESO', ids: ['7', '8', '12'] }],
    });
  });

  it('accepts a well-formed request and refuses more than 50 cards or a bad proof', () => {
    expect(burnNftRequestSchema.safeParse({ nfts: [item], proofTx: tx, bonePreview: 200 }).success).toBe(
      true,
    );
    expect(burnNftRequestSchema.safeParse({ nfts: [item], proofTx: 'abc' }).success).toBe(false);
    expect(burnNftRequestSchema.safeParse({ nfts: [], proofTx: tx }).success).toBe(false);
    const tooMany = {
      ...item,
      cantidad: 51,
      instanceIds: Array.from({ length: 51 }, (_, i) => String(i + 1)),
    };
    expect(burnNftRequestSchema.safeParse({ nfts: [tooMany], proofTx: tx }).success).toBe(false);
  });

  it('keeps a pending burn for 15 minutes and discards an incomplete one', () => {
    // SPEC.md section 9: 15 minutes, written out so a changed constant fails here.
    expect(PENDING_BURN_EXPIRY_MS).toBe(15 * 60_000);
    const pending = { proofTx: tx, nfts: [item], totalBone: 200, startedAt: 1_000 };
    expect(isPendingUsable(pending, 1_000)).toBe(true);
    expect(isPendingUsable(pending, 1_000 + 15 * 60_000 - 1)).toBe(true);
    expect(isPendingUsable(pending, 1_000 + 15 * 60_000)).toBe(false);
    expect(isPendingUsable(pending, 1_000 + 15 * 60_000 + 1)).toBe(false);
    expect(isPendingUsable({ ...pending, proofTx: undefined }, 2_000)).toBe(false);
    expect(isPendingUsable({ ...pending, nfts: [{ ...item, instanceIds: [] }] }, 2_000)).toBe(false);
    expect(isPendingUsable('garbage', 2_000)).toBe(false);
  });

  it('allows a resume two minutes after the last attempt', () => {
    // SPEC.md section 9: 2 minutes, written out so a changed constant fails here.
    expect(RESUME_COOLDOWN_MS).toBe(120_000);
    expect(resumeWait(null, 5_000)).toBe(0);
    expect(resumeWait(5_000, 5_000 + 1_000)).toBe(119_000);
    expect(resumeWait(5_000, 5_000 + 119_999)).toBe(1);
    expect(resumeWait(5_000, 5_000 + 120_000)).toBe(0);
    expect(resumeWait(5_000, 5_000 + 120_001)).toBe(0);
  });
});
