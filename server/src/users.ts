/** Game players: storage rows, creation, and the `Informacion` view the API returns. */
import { DEFAULT_POOL_COST, poolEstimate, type Informacion } from '@hueso/contract';
import { toHueso } from './amounts';
import type { AppContext } from './context';
import type { Db } from './db';

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

export function itemImageUrl(origin: string, nombre: string): string {
  return `${origin}/items/art/${encodeURIComponent(nombre)}.svg`;
}

function slot(endsAt: number | null) {
  return { start: endsAt !== null, Tiempo: endsAt ?? 0 };
}

/** The player record as the API shows it; `origin` makes image URLs absolute for other ports. */
export function toInformacion(ctx: AppContext, userId: number, origin: string, hora?: number): Informacion {
  const { db } = ctx;
  const u = getUser(db, userId);
  const items = db
    .prepare('SELECT nombre, cantidad FROM items WHERE user_id = ? AND cantidad > 0 ORDER BY nombre')
    .all(userId) as { nombre: string; cantidad: number }[];
  const stake = db.prepare('SELECT cantidad FROM pool_stakes WHERE user_id = ?').get(userId) as
    { cantidad: number } | undefined;
  const nftUnicos = db
    .prepare('SELECT COUNT(DISTINCT card_ide) AS n FROM chain_nft_instances WHERE symbol = ? AND account = ?')
    .get(ctx.config.nftSymbol, u.nombre) as { n: number };
  let rewardPool = 0;
  if (stake) {
    const pool = db
      .prepare('SELECT COUNT(*) AS participants, SUM(cantidad) AS total FROM pool_stakes')
      .get() as {
      participants: number;
      total: number;
    };
    rewardPool = Math.round(poolEstimate(stake.cantidad, pool.total, pool.participants) * 100) / 100;
  }
  return {
    nombre: u.nombre,
    nivel: u.nivel,
    ph: u.ph,
    pe: u.pe,
    dinero: toHueso(u.dinero),
    dineroReal: toHueso(u.dinero_real),
    fusion: toHueso(u.fusion),
    porcentaje: u.nivel * LEVEL_BONUS_PERCENT,
    nftUnicos: nftUnicos.n,
    cantidadMision: u.cantidad_mision,
    packInicial: u.pack_inicial === 1,
    poder: u.poder,
    poderEnergia: u.poder_energia,
    energia: { actual: u.energia_actual, maximo: u.energia_maximo },
    costos: { primera: u.costo_primera, segunda: u.costo_segunda },
    costoPool: u.costo_pool,
    pool: stake !== undefined,
    rewardPool,
    mision: slot(u.mision_ends_at),
    misionEspecial: slot(u.especial_ends_at),
    inventario: items.map((i) => ({
      nombre: i.nombre,
      cantidad: i.cantidad,
      image: itemImageUrl(origin, i.nombre),
    })),
    ...(hora === undefined ? {} : { hora }),
  };
}
