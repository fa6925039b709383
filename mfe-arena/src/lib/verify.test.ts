import { createHash } from 'node:crypto';
import { replayBattle, type BattleResult } from '@hueso/contract/arena';
import { sha256Hex } from './sha256';
import { verifyBattle } from './verify';

const hash = (t: string) => createHash('sha256').update(t).digest('hex');

describe('battle verification', () => {
  it('hashes like SHA-256', () => {
    for (const t of ['', 'abc', 'x'.repeat(200), 'ñandú 🦴']) expect(sha256Hex(t)).toBe(hash(t));
  });

  it('accepts the true PvP result and refuses a tampered one or a wrong commitment', () => {
    const seed = 'aa11:bb22';
    const { rounds, winner } = replayBattle(seed, 900, 880);
    const side = (userId: number) => ({
      userId,
      nombre: `p${userId}`,
      mmr: 1000,
      before: 0,
      battlesThisWeek: 1,
      activityTicketsThisWeek: 0,
      decay: { consumed: 0, refund: 0, final: 0 },
    });
    const result: BattleResult = {
      type: 'pvp',
      winner: winner === 'a' ? 1 : 2,
      rounds,
      reward: null,
      a: { ...side(1), power: 900 },
      b: { ...side(2), power: 880 },
      seed,
    };
    expect(verifyBattle(result, hash('bb22'))).toBe(true);
    expect(verifyBattle(result, hash('cc33'))).toBe(false);
    expect(verifyBattle({ ...result, winner: winner === 'a' ? 2 : 1 }, hash('aa11'))).toBe(false);
    expect(verifyBattle({ ...result, a: { ...result.a!, power: 2000 } }, hash('aa11'))).toBe(false);
  });
});
