/** The player record the server sends (`informacion`, SPEC.md section 3). */
import { z } from 'zod/mini';
import { burnedCountsSchema, rarityCountsSchema } from './burnedCounts';
import { count } from './core';

export const energiaSchema = z.object({ actual: count, maximo: count });

/** A mission slot: `start` is set while it runs; `Tiempo` is the end time (epoch ms, server clock). */
export const misionStateSchema = z.object({ start: z.boolean(), Tiempo: count });

export const inventoryItemSchema = z.object({
  nombre: z.string(),
  image: z.string(),
  cantidad: count,
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

/**
 * The player's own NFTs in the user record (SPEC.md section 3): `general` and `especial` count the
 * cards held per rarity, `nft` and `nftEspecial` list the instance ids held (general / special).
 */
export const ownedCardsSchema = z.object({
  general: rarityCountsSchema,
  especial: rarityCountsSchema,
  nft: z.array(z.string()),
  nftEspecial: z.array(z.string()),
});
export type OwnedCards = z.infer<typeof ownedCardsSchema>;

export const informacionSchema = z.object({
  nombre: z.string(),
  nivel: count,
  ph: count,
  pe: count,
  dinero: count,
  dineroReal: count,
  fusion: count,
  porcentaje: count,
  nftUnicos: count,
  cantidadMision: count,
  packInicial: z.boolean(),
  poder: count,
  poderEnergia: count,
  energia: energiaSchema,
  costos: z.object({ primera: count, segunda: count }),
  /** Energy cost of the pool; a record without it costs the default (see `poolCost`). */
  costoPool: z.optional(count),
  pool: z.boolean(),
  rewardPool: count,
  mision: misionStateSchema,
  misionEspecial: misionStateSchema,
  inventario: z.array(inventoryItemSchema),
  /** Server time (epoch ms) when the record was read: lets the client correct its clock. */
  hora: z.optional(count),
  /** NFTs the player burned, per kind and rarity (burn page, QUEMADOS tab). */
  burned: z.optional(burnedCountsSchema),
  /** Cards held per rarity, general and special. */
  general: z.optional(rarityCountsSchema),
  especial: z.optional(rarityCountsSchema),
  /** Instance ids held, general and special. */
  nft: z.optional(z.array(z.string())),
  nftEspecial: z.optional(z.array(z.string())),
});
export type Informacion = z.infer<typeof informacionSchema>;

/** Calls that answer the new player record. */
export const usuarioResponseSchema = z.object({ usuario: informacionSchema });

const carriesUsuario = z.object({ usuario: informacionSchema });
const carriesResultado = z.object({ resultado: informacionSchema });

/**
 * The player record a move's answer carries, as `usuario` or `resultado` (SPEC.md reads either),
 * or undefined when it carries none that reads as a record.
 */
export function playerRecordIn(answer: unknown): Informacion | undefined {
  const usuario = carriesUsuario.safeParse(answer);
  if (usuario.success) return usuario.data.usuario;
  const resultado = carriesResultado.safeParse(answer);
  return resultado.success ? resultado.data.resultado : undefined;
}
