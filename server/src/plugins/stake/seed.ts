/** The demo world's stakes: a stake play table and the demo player's V1 stake and tickets. */
import type { Db } from '../../db';
import { fromHueso } from '../../amounts';
import { findUserByName } from '../../players/usersRepository';
import { addLot } from './passiveRepository';
import { savePlay } from './playRepository';

/** Seeded stake play positions, HUESO (tickets earned so far, thousandths), by player. */
const PLAY: readonly [string, number, number][] = [
  ['demo', 5000, 2500],
  ['player03', 42000, 12000],
  ['player07', 30500, 800],
  ['player11', 18000, 4300],
  ['player12', 15000, 0],
  ['player15', 12500, 1500],
  ['player18', 9000, 3000],
  ['player21', 7200, 250],
  ['player22', 6400, 0],
  ['player25', 4000, 1000],
  ['player28', 2500, 100],
  ['player30', 1200, 0],
];

export function seedStakes(db: Db, now: number): void {
  for (const [nombre, hueso, tickets] of PLAY) {
    const user = findUserByName(db, nombre);
    if (user) savePlay(db, user.id, { cantidad: fromHueso(hueso), tickets, settledAt: now });
  }
  const demo = findUserByName(db, 'demo');
  // A V1 stake from before V1 closed to deposits: it still earns and can be withdrawn.
  if (demo)
    addLot(db, {
      userId: demo.id,
      version: 1,
      cantidad: fromHueso(10_000),
      fusion: fromHueso(100),
      since: now,
    });
}
