import {
  arenaTooltip,
  canJoinPool,
  formatBalance,
  formatDuration,
  formatPrice,
  isValidNewPassword,
  isValidPasswordLogin,
  isWhitelisted,
  maxOpenable,
  mergeInventory,
  missionCost,
  missionRewardRange,
  openKind,
  poolEstimate,
  rechargeAmount,
} from './index';

describe('game rules', () => {
  it('accepts usernames of 4 to 19 and passwords of 4 to 15 characters', () => {
    expect(isValidPasswordLogin('demo', 'demo')).toBe(true);
    expect(isValidPasswordLogin('a'.repeat(19), 'p'.repeat(15))).toBe(true);
    expect(isValidPasswordLogin('abc', 'demo1234')).toBe(false);
    expect(isValidPasswordLogin('a'.repeat(20), 'demo1234')).toBe(false);
    expect(isValidPasswordLogin('demo', 'abc')).toBe(false);
    expect(isValidPasswordLogin('demo', 'p'.repeat(16))).toBe(false);
  });

  it('applies the intended change-password rule of 4 to 12 characters', () => {
    expect(isValidNewPassword('')).toBe(false);
    expect(isValidNewPassword('abc')).toBe(false);
    expect(isValidNewPassword('abcd')).toBe(true);
    expect(isValidNewPassword('a'.repeat(12))).toBe(true);
    expect(isValidNewPassword('a'.repeat(13))).toBe(false);
  });

  it('prices missions from the player costs', () => {
    const info = { costos: { primera: 10, segunda: 25 } };
    expect(missionCost(info, 1)).toBe(10);
    expect(missionCost(info, 6)).toBe(25);
    expect(missionCost(info, 4)).toBe(25);
    expect(missionCost(info, 3)).toBe(0);
  });

  it('gives the reward ranges of section 9', () => {
    expect(missionRewardRange(50, 1)).toEqual([1, 130]);
    expect(missionRewardRange(50, 6)).toEqual([10, 650]);
    expect(missionRewardRange(50, 4)).toEqual([1, 250]);
    expect(rechargeAmount(10)).toBe(12);
  });

  it('estimates the pool reward as 150 plus a share of 230 per participant', () => {
    expect(poolEstimate(50, 200, 4)).toBeCloseTo(150 + 0.25 * 230 * 4);
    expect(poolEstimate(0, 200, 4)).toBe(150);
    expect(poolEstimate(10, 0, 0)).toBe(150);
  });

  it('explains a disabled arena and pool', () => {
    expect(arenaTooltip(4)).toBe('Not enough energy (4/5)');
    expect(arenaTooltip(5)).toBeNull();
    const base = { energia: { actual: 20, maximo: 100 }, costoPool: 20, pool: false };
    expect(canJoinPool(base)).toBe(true);
    expect(canJoinPool({ ...base, energia: { actual: 19, maximo: 100 } })).toBe(false);
    expect(canJoinPool({ ...base, pool: true })).toBe(false);
    expect(canJoinPool({ ...base, costoPool: 0, energia: { actual: 19, maximo: 100 } })).toBe(false);
  });

  it('matches whitelisted accounts without case', () => {
    expect(isWhitelisted('Demo', ['demo', 'bigdog'])).toBe(true);
    expect(isWhitelisted('rookie', ['demo', 'bigdog'])).toBe(false);
  });

  it('formats countdowns', () => {
    expect(formatDuration(3_600_000)).toBe('01:00:00');
    expect(formatDuration(61_001)).toBe('00:01:02');
    expect(formatDuration(0)).toBe('00:00:00');
  });
});

describe('market formatting', () => {
  it('shows prices with 2 decimals and balances rounded down', () => {
    expect(formatPrice(4000)).toBe('4,000.00');
    expect(formatPrice(0.5)).toBe('0.50');
    expect(formatPrice(1234.5)).toBe('1,234.50');
    expect(formatPrice(1234.5, 'es-ES')).toBe('1234,50');
    expect(formatBalance(24950.509, 'es-ES')).toBe('24.950,50');
    expect(formatBalance(3999.996)).toBe('3,999.99');
    expect(formatBalance(12.5)).toBe('12.50');
  });
});

describe('open rules', () => {
  it('opens tickets with abrirTicket, packs with abrirPack, never fusion items', () => {
    expect(openKind('ticket stake')).toBe('ticket');
    expect(openKind('General Pack')).toBe('pack');
    expect(openKind('LVL')).toBe('pack');
    expect(openKind('Hueso Fusion')).toBeNull();
  });

  it('allows at most min(owned, 10)', () => {
    expect(maxOpenable(3)).toBe(3);
    expect(maxOpenable(15)).toBe(10);
    expect(maxOpenable(0)).toBe(0);
  });

  it('merges the server inventory into the five defaults, missing ones at 0', () => {
    const merged = mergeInventory(
      [
        { nombre: 'ticket stake', cantidad: 2, image: 't.svg' },
        { nombre: 'Golden Bone', cantidad: 1, image: 'g.svg' },
      ],
      (nombre) => `${nombre}.svg`,
    );
    expect(merged.map((i) => [i.nombre, i.cantidad])).toEqual([
      ['General Pack', 0],
      ['Special Pack', 0],
      ['LVL', 0],
      ['Hueso Fusion', 0],
      ['ticket stake', 2],
      ['Golden Bone', 1],
    ]);
    expect(merged[0]!.image).toBe('General Pack.svg');
  });
});
