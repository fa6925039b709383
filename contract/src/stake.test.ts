import {
  duePassivePayouts,
  lotEarnsAt,
  passiveDepositError,
  passivePeriodMs,
  passiveVipRequired,
  passiveWeeklyReward,
  periodProgress,
  stakeDepositError,
  stakePlaySplit,
  stakePlaySplitHueso,
  stakeWithdrawError,
  ticketsEarned,
} from './stake';
import { toUnits } from './common';

const HOUR = 3_600_000;

describe('stake play', () => {
  it('checks amounts with the spec texts', () => {
    expect(stakeDepositError(0, 100)).toBe('Invalid amount');
    expect(stakeDepositError(-1, 100)).toBe('Invalid amount');
    expect(stakeDepositError(100.5, 100)).toBe('Invalid amount');
    expect(stakeDepositError(Number.NaN, 100)).toBe('Invalid amount');
    expect(stakeDepositError(100, 100)).toBeNull();
    expect(stakeWithdrawError(0, 10)).toBe('Enter a valid amount to withdraw');
    expect(stakeWithdrawError(Number.NaN, 10)).toBe('Enter a valid amount to withdraw');
    expect(stakeWithdrawError(11, 10)).toBe('You cannot withdraw more than you have staked');
    expect(stakeWithdrawError(10, 10)).toBeNull();
  });

  it('splits a withdraw in half, the odd unit burned, always adding up', () => {
    expect(stakePlaySplit(1000)).toEqual({ returned: 500, burned: 500 });
    expect(stakePlaySplit(1001)).toEqual({ returned: 500, burned: 501 });
    for (let units = 1; units < 2000; units += 37) {
      const { returned, burned } = stakePlaySplit(units);
      expect(returned + burned).toBe(units);
    }
    expect(stakePlaySplitHueso(1234.567)).toEqual({ returned: 617.283, burned: 617.284 });
  });

  it('earns one ticket per 1,000 HUESO and 24 game hours, exactly', () => {
    expect(ticketsEarned(1_000_000, 24 * HOUR, 1)).toBe(1000);
    expect(ticketsEarned(5_000_000, 12 * HOUR, 1)).toBe(2500);
    expect(ticketsEarned(1_000_000, 24 * 60_000, 60)).toBe(1000);
    expect(ticketsEarned(0, 24 * HOUR, 1)).toBe(0);
    // Large stakes over long times stay exact (BigInt arithmetic).
    expect(ticketsEarned(1e12, 365 * 24 * HOUR, 1)).toBe(365e9);
  });

  it('knows the token precision', () => {
    expect(toUnits(1.001)).toBe(1001);
    expect(toUnits(1.005)).toBe(1005);
    expect(toUnits(0.3)).toBe(300);
    expect(toUnits(999_999_999.999)).toBe(999_999_999_999);
    expect(toUnits(1.0001)).toBeNull();
    expect(toUnits(Number.POSITIVE_INFINITY)).toBeNull();
    // Nothing below the precision is rounded away, however small: 1e-10 is not 0 units.
    expect(toUnits(1e-10)).toBeNull();
    expect(toUnits(1 + 1e-10)).toBeNull();
    expect(toUnits(0.1 + 0.2)).toBeNull(); // 0.30000000000000004 has 17 decimals
  });
});

describe('passive stake', () => {
  it('pays V1 500 and V2 50 HUESO weekly per 10,000 HUESO and 100 VIPHUESO, pro rata', () => {
    expect(passiveWeeklyReward(1, 10_000_000, 100_000)).toBe(500_000);
    expect(passiveWeeklyReward(2, 10_000_000, 100_000)).toBe(50_000);
    expect(passiveWeeklyReward(2, 1_000_000, 10_000)).toBe(5_000);
    // The scarcer of the two limits the reward.
    expect(passiveWeeklyReward(1, 20_000_000, 100_000)).toBe(500_000);
    expect(passiveWeeklyReward(1, 10_000_000, 0)).toBe(0);
  });

  it('needs 10 VIPHUESO per 1,000 HUESO and at least 1,000 HUESO', () => {
    expect(passiveVipRequired(1_000_000)).toBe(10_000);
    expect(passiveVipRequired(1_500_001)).toBe(15_001);
    const wallet = { dineroReal: 5000, fusion: 30 };
    expect(passiveDepositError(0, wallet)).toBe('Invalid amount');
    expect(passiveDepositError(-5, wallet)).toBe('Invalid amount');
    expect(passiveDepositError(5001, wallet)).toBe('Invalid amount');
    expect(passiveDepositError(999, wallet)).toBe('The minimum deposit is 1,000 HUESO');
    expect(passiveDepositError(3001, wallet)).toBe('You need 30.01 VIPHUESO (10 per 1,000 HUESO)');
    expect(passiveDepositError(3000, wallet)).toBeNull();
  });

  it('pays on a weekly grid of the game clock, every missed week once', () => {
    const week = passivePeriodMs(1);
    expect(week).toBe(7 * 24 * HOUR);
    expect(passivePeriodMs(60)).toBe(week / 60);
    expect(duePassivePayouts(0, week - 1, week)).toEqual([]);
    expect(duePassivePayouts(0, 3 * week + 5, week)).toEqual([week, 2 * week, 3 * week]);
    expect(lotEarnsAt(0, week, week)).toBe(true);
    expect(lotEarnsAt(1, week, week)).toBe(false);
    expect(periodProgress(week, week, week / 4)).toBe(0.25);
    expect(periodProgress(week, week, 2 * week)).toBe(1);
  });
});
