/**
 * The demo world's game side, written on first start (SEED=1 and an empty users table) from the
 * one definition the chain node's genesis also reads (@hueso/contract/demo): the players' game
 * records with the documented logins (demo/demo1234 with everything, rookie/rookie123 without the
 * starter pack, rival/rival1234 for the arena), their items, pool stakes and six months of metrics
 * history, then the stakes and the arena. The players' accounts, balances and cards are the
 * node's. `bigdog` has a chain account and no game player yet: its first wallet login signs it up.
 */
import { demoWorld, type DemoGameUser } from '@hueso/contract/demo';
import { fromHueso } from './amounts';
import type { AppContext } from './context';
import { hashPassword } from './plugins/auth/credentials';
import { seedArena } from './plugins/arena/seed';
import { addStake } from './players/stakesRepository';
import { seedStakes } from './plugins/stake/seed';
import { addItems } from './players/itemsRepository';
import { recordMetric } from './players/metricsRepository';
import { countUsers, createUser, type NewUser } from './players/usersRepository';

const DAY_MS = 86_400_000;

/** The demo passwords are public, so one hash each per process serves every fresh database (tests). */
const passwordHashes = new Map<string, Promise<string>>();
function demoHash(password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) passwordHashes.set(password, (hash = hashPassword(password)));
  return hash;
}

/** The game record in the database's units (HUESO amounts in thousandths). */
function gameFields(game: DemoGameUser): Omit<NewUser, 'nombre' | 'password_hash'> {
  const { dinero, dinero_real, fusion, ...rest } = game;
  return {
    ...rest,
    ...(dinero === undefined ? {} : { dinero: fromHueso(dinero) }),
    ...(dinero_real === undefined ? {} : { dinero_real: fromHueso(dinero_real) }),
    ...(fusion === undefined ? {} : { fusion: fromHueso(fusion) }),
  };
}

export async function seedIfEmpty(ctx: AppContext): Promise<void> {
  const { db, config } = ctx;
  if (countUsers(db) > 0) return;
  const world = demoWorld();
  const hashes = new Map<string, string>();
  for (const player of world.players)
    if (player.password) hashes.set(player.nombre, await demoHash(player.password));
  // Another seeding may have run while the passwords were hashed (a reset racing a start).
  if (countUsers(db) > 0) return;
  const now = config.now();

  db.transaction(() => {
    const ids = new Map<string, number>();
    for (const player of world.players) {
      if (!player.game) continue;
      const id = createUser(
        db,
        {
          nombre: player.nombre,
          password_hash: hashes.get(player.nombre) ?? null,
          ...gameFields(player.game),
        },
        now,
      );
      ids.set(player.nombre, id);
      for (const [nombre, cantidad] of Object.entries(player.items)) addItems(db, id, nombre, cantidad);
      if (player.poolStake !== undefined) addStake(db, id, player.poolStake, now);
    }
    seedStakes(db, now);
    for (const metric of world.metrics) {
      const id = ids.get(metric.nombre);
      if (id === undefined)
        throw new Error(`the demo world's metrics name ${metric.nombre}, who has no game player`);
      recordMetric(db, id, metric.kind, fromHueso(metric.hueso), now - metric.daysAgo * DAY_MS);
    }
  })();
  seedArena(ctx);
}
