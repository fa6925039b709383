/** The player record (`Informacion`) as the API returns it, read from its tables. */
import { poolEstimate, type Informacion, type InventoryItem } from '@hueso/contract';
import { toHueso } from '../amounts';
import type { AppContext } from '../context';
import { countDistinctCards } from '../gateway/chainIndex';
import { burnedCounts } from './burnsRepository';
import { findStake, poolTotals } from './stakesRepository';
import { listItems } from './itemsRepository';
import { ownedCards } from './ownedCards';
import { getUser, LEVEL_BONUS_PERCENT } from './usersRepository';

export function itemImageUrl(origin: string, nombre: string): string {
  return `${origin}/items/art/${encodeURIComponent(nombre)}.svg`;
}

/** The player's items (never NFTs: cards live on the chain), as `inventario` shows them. */
export function inventoryOf(db: AppContext['db'], userId: number, origin: string): InventoryItem[] {
  return listItems(db, userId).map((i) => ({
    nombre: i.nombre,
    cantidad: i.cantidad,
    image: itemImageUrl(origin, i.nombre),
  }));
}

function slot(endsAt: number | null) {
  return { start: endsAt !== null, Tiempo: endsAt ?? 0 };
}

/**
 * The player record as the API shows it; `origin` makes image URLs absolute for other ports. It
 * shows `dinero` and the pool, so due payouts are settled first.
 */
export function toInformacion(ctx: AppContext, userId: number, origin: string, hora?: number): Informacion {
  const { db } = ctx;
  ctx.settleDuePayouts();
  const u = getUser(db, userId);
  const stake = findStake(db, userId);
  let rewardPool = 0;
  if (stake !== undefined) {
    const pool = poolTotals(db);
    rewardPool = Math.round(poolEstimate(stake, pool.total, pool.participants) * 100) / 100;
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
    nftUnicos: countDistinctCards(db, ctx.config.nftSymbol, u.nombre),
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
    inventario: inventoryOf(db, userId, origin),
    burned: burnedCounts(db, userId),
    ...ownedCards(ctx, u.nombre),
    ...(hora === undefined ? {} : { hora }),
  };
}
