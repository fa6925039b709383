/** The users table: game players' rows, creation, and the balance and stat changes of the game. */
import { DEFAULT_POOL_COST } from '@hueso/contract';
import type { Db } from '../db';

export interface UserRow {
  id: number;
  nombre: string;
  password_hash: string | null;
  nivel: number;
  ph: number;
  pe: number;
  dinero: number;
  dinero_real: number;
  fusion: number;
  cantidad_mision: number;
  pack_inicial: number;
  poder: number;
  poder_energia: number;
  energia_actual: number;
  energia_maximo: number;
  costo_primera: number;
  costo_segunda: number;
  costo_pool: number;
  mision_code: number | null;
  mision_ends_at: number | null;
  especial_ends_at: number | null;
  nft_burned: number;
  ecosistema_day: string | null;
  created_at: number;
}

/** Fields a new player gets; balances in in-game units (amounts.ts). */
export type NewUser = Pick<UserRow, 'nombre' | 'password_hash'> &
  Partial<Omit<UserRow, 'id' | 'nombre' | 'password_hash' | 'created_at'>>;

/** Stats of a player who signs up through the wallet, before any purchase. */
export const DEFAULT_STATS = {
  nivel: 1,
  ph: 0,
  pe: 0,
  dinero: 0,
  dinero_real: 0,
  fusion: 0,
  cantidad_mision: 0,
  pack_inicial: 0,
  poder: 10,
  poder_energia: 5,
  energia_actual: 100,
  energia_maximo: 100,
  costo_primera: 10,
  costo_segunda: 25,
  costo_pool: DEFAULT_POOL_COST,
  nft_burned: 0,
} as const;

/** Level bonus shown as `porcentaje`: 0.25 % per level (SPEC.md section 9). */
export const LEVEL_BONUS_PERCENT = 0.25;

export function createUser(db: Db, user: NewUser, now: number): number {
  const row = { ...DEFAULT_STATS, ...user, created_at: now };
  const columns = Object.keys(row);
  const result = db
    .prepare(`INSERT INTO users (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`)
    .run(row);
  return Number(result.lastInsertRowid);
}

export function findUserByName(db: Db, nombre: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE nombre = ?').get(nombre) as UserRow | undefined;
}

export function getUser(db: Db, id: number): UserRow {
  const user = db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
  if (!user) throw new Error(`user ${id} vanished`);
  return user;
}

/** Changes a player's columns; `set` is SQL over the row's own columns, values come as parameters. */
function update(db: Db, id: number, set: string, ...values: unknown[]): void {
  db.prepare(`UPDATE users SET ${set} WHERE id = ?`).run(...values, id);
}

/**
 * Replaces the password hash only if it is still `expected` (null: the player has none yet), so of
 * two changes started from the same hash one saves; returns whether this one did.
 */
export function replacePasswordHash(db: Db, id: number, expected: string | null, hash: string): boolean {
  return (
    db
      .prepare('UPDATE users SET password_hash = ? WHERE id = ? AND password_hash IS ?')
      .run(hash, id, expected).changes === 1
  );
}

export function spendEnergy(db: Db, id: number, energy: number): void {
  update(db, id, 'energia_actual = energia_actual - ?', energy);
}

/**
 * Gives energy, never past the player's cap (`energia_maximo`): every energy credit (a refund, a
 * recharge) goes through here. Returns the energy actually credited.
 */
export function creditEnergy(db: Db, id: number, energy: number): number {
  const read = () => db.prepare('SELECT energia_actual FROM users WHERE id = ?').pluck().get(id) as number;
  const before = read();
  update(db, id, 'energia_actual = MAX(energia_actual, MIN(energia_maximo, energia_actual + ?))', energy);
  return read() - before;
}

/** Starts the special mission's slot, or the normal slot with its mission code. */
export function startMissionSlot(
  db: Db,
  id: number,
  slot: { special: true; endsAt: number } | { special: false; code: number; endsAt: number },
): void {
  if (slot.special) update(db, id, 'especial_ends_at = ?', slot.endsAt);
  else update(db, id, 'mision_code = ?, mision_ends_at = ?', slot.code, slot.endsAt);
}

/** Collects a finished mission: its HUESO and energy (up to the cap), one more mission done, the slot freed. */
export function finishMissionSlot(
  db: Db,
  id: number,
  special: boolean,
  reward: { dineroUnits: number; energia: number },
): void {
  const clearSlot = special ? 'especial_ends_at = NULL' : 'mision_code = NULL, mision_ends_at = NULL';
  update(
    db,
    id,
    `dinero = dinero + ?, cantidad_mision = cantidad_mision + 1, ${clearSlot}`,
    reward.dineroUnits,
  );
  if (reward.energia > 0) creditEnergy(db, id, reward.energia);
}

export function addDinero(db: Db, id: number, units: number): void {
  update(db, id, 'dinero = dinero + ?', units);
}

/** Takes in-game HUESO the caller has checked the player holds. */
export function spendDinero(db: Db, id: number, units: number): void {
  update(db, id, 'dinero = dinero - ?', units);
}

/** VIPHUESO (the `fusion` column) won or returned. */
export function addFusion(db: Db, id: number, units: number): void {
  update(db, id, 'fusion = fusion + ?', units);
}

export function addDineroReal(db: Db, id: number, units: number): void {
  update(db, id, 'dinero_real = dinero_real + ?', units);
}

/** Withdraw in game: the whole mined balance moves to the real balance. */
export function moveDineroToReal(db: Db, id: number): void {
  update(db, id, 'dinero_real = dinero_real + dinero, dinero = 0');
}

export function clearDineroReal(db: Db, id: number): void {
  update(db, id, 'dinero_real = 0');
}

export function grantStarterPack(db: Db, id: number): void {
  update(db, id, 'pack_inicial = 1');
}

/** Records the day's ecosystem claim with its HUESO. */
export function claimEcosystem(db: Db, id: number, units: number, day: string): void {
  update(db, id, 'dinero = dinero + ?, ecosistema_day = ?', units, day);
}

/** Raises the level; returns the new one. */
export function raiseLevel(db: Db, id: number, levels: number): number {
  update(db, id, 'nivel = nivel + ?', levels);
  return getUser(db, id).nivel;
}

export function countUsers(db: Db): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
}
