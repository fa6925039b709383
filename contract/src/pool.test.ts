import { duePoolPayout, nextPoolPayout, poolPayouts, poolPeriodMs } from './pool';

const DAY = 24 * 3_600_000;

/** A small fixed-seed generator, so the long sequence below is the same on every run. */
function prng(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % max;
  };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('pool payout schedule', () => {
  it('pays every 24 game hours of the clock speed', () => {
    expect(poolPeriodMs(1)).toBe(DAY);
    expect(poolPeriodMs(60)).toBe(24 * 60_000);
    expect(poolPeriodMs(1e12)).toBe(1); // never a zero period
  });

  it('says when a payout is due, collapsing missed periods into one', () => {
    expect(duePoolPayout(0, DAY - 1, DAY)).toBeNull();
    expect(duePoolPayout(0, DAY, DAY)).toBe(DAY);
    expect(duePoolPayout(0, 3 * DAY + 5, DAY)).toBe(3 * DAY);
  });

  it('gives the next payout after now on the same grid', () => {
    expect(nextPoolPayout(0, 0, DAY)).toBe(DAY);
    expect(nextPoolPayout(0, DAY - 1, DAY)).toBe(DAY);
    expect(nextPoolPayout(0, DAY, DAY)).toBe(2 * DAY);
    expect(nextPoolPayout(1000, 5 * DAY, DAY)).toBe(5 * DAY + 1000);
  });
});

describe('pool payouts', () => {
  it('pays each participant the estimate', () => {
    const entries = [
      { nombre: 'a', cantidad: 50 },
      { nombre: 'b', cantidad: 150 },
    ];
    expect(poolPayouts(entries)).toEqual([
      { nombre: 'a', cantidad: 50, hueso: 150 + 0.25 * 230 * 2 },
      { nombre: 'b', cantidad: 150, hueso: 150 + 0.75 * 230 * 2 },
    ]);
  });

  it('pays in whole thousandths that add up to the sum of the estimates', () => {
    const entries = [{ cantidad: 1 }, { cantidad: 1 }, { cantidad: 1 }];
    const payouts = poolPayouts(entries);
    // Each estimate is 150 + 1 / 3 × 230 × 3 = 380, exactly.
    for (const p of payouts) expect(p.hueso).toBe(380);
    for (const p of payouts) expect(Number.isInteger(Math.round(p.hueso * 1000))).toBe(true);
    expect(sum(payouts.map((p) => Math.round(p.hueso * 1000)))).toBe(380 * 3 * 1000);
  });

  it('pays the 150 base alone when nobody staked anything, and nothing to an empty pool', () => {
    expect(poolPayouts([{ cantidad: 0 }])).toEqual([{ cantidad: 0, hueso: 150 }]);
    expect(poolPayouts([])).toEqual([]);
  });

  it('conserves HUESO over a long random sequence of joins and payouts', () => {
    const random = prng(42);
    const balances = new Map<number, number>(); // thousandths of HUESO
    let pool: { player: number; cantidad: number }[] = [];
    let paidOut = 0;
    let expected = 0;
    for (let step = 0; step < 2000; step++) {
      if (random(10) < 8) {
        const player = random(60);
        if (!pool.some((e) => e.player === player)) pool.push({ player, cantidad: 1 + random(5000) });
        continue;
      }
      const total = sum(pool.map((e) => e.cantidad));
      // The spec's estimate, written out here rather than taken from the module under test.
      const estimates = pool.map((e) => 150 + (e.cantidad / total) * 230 * pool.length);
      const payouts = poolPayouts(pool);
      const units = payouts.map((p) => Math.round(p.hueso * 1000));
      // Each payout is its estimate rounded to a thousandth (the leftover adds at most one).
      payouts.forEach((p, i) => expect(Math.abs(p.hueso - estimates[i]!)).toBeLessThan(0.0011));
      expect(sum(units)).toBe(Math.round(sum(estimates) * 1000));
      payouts.forEach((p, i) => balances.set(p.player, (balances.get(p.player) ?? 0) + units[i]!));
      paidOut += sum(units);
      expected += 380 * pool.length * 1000;
      pool = [];
    }
    expect(paidOut).toBe(expected);
    expect(sum([...balances.values()])).toBe(paidOut);
    for (const balance of balances.values()) expect(balance).toBeGreaterThanOrEqual(150_000);
  });
});
