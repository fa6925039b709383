/**
 * The API contract: zod schemas for every request and response of SPEC.md section 7 that the
 * platform uses. The front end parses responses with them; the reference server validates
 * requests and types its replies with the same schemas, so client and server cannot drift.
 */
import { z } from 'zod/mini';

export const RAREZAS = ['C', 'R', 'Z', 'E', 'A', 'L'] as const;
export const rarezaSchema = z.enum(RAREZAS);
export type Rareza = z.infer<typeof rarezaSchema>;

const count = z.number();

export const energiaSchema = z.object({ actual: count, maximo: count });

/** A mission slot: `start` is set while it runs; `Tiempo` is the end time (epoch ms, server clock). */
export const misionStateSchema = z.object({ start: z.boolean(), Tiempo: count });

export const inventoryItemSchema = z.object({
  nombre: z.string(),
  image: z.string(),
  cantidad: count,
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

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
  costoPool: count,
  pool: z.boolean(),
  rewardPool: count,
  mision: misionStateSchema,
  misionEspecial: misionStateSchema,
  inventario: z.array(inventoryItemSchema),
  /** Server time (epoch ms) when the record was read: lets the client correct its clock. */
  hora: z.optional(count),
});
export type Informacion = z.infer<typeof informacionSchema>;

export const cardDefinitionSchema = z.object({
  ide: z.int(),
  id: z.string().check(z.regex(/^[EG]/)),
  rareza: rarezaSchema,
  url: z.string(),
  familia: z.string(),
  cantidad: count,
  nft: z.array(z.union([z.string(), z.number()])),
});
export type CardDefinition = z.infer<typeof cardDefinitionSchema>;

export const errorBodySchema = z.object({ error: z.string() });

// ---- Login and session ----
export const loginPassRequestSchema = z.object({
  user: z.string().check(z.minLength(4), z.maxLength(19)),
  password: z.string().check(z.minLength(4), z.maxLength(15)),
});
export const walletLoginRequestSchema = z.object({
  nombre: z.string().check(z.minLength(3), z.maxLength(16)),
  key: z.string().check(z.regex(/^[0-9a-f]{130}$/i, 'key must be a hex signature')),
  message: z.string().check(z.regex(/^\d{10,16}$/, 'message must be a timestamp')),
  parametros: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
});
export const loginResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  resultado: informacionSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const cardsResponseSchema = z.object({
  especiales: z.array(cardDefinitionSchema),
  generalNft: z.array(cardDefinitionSchema),
});
export type CardsResponse = z.infer<typeof cardsResponseSchema>;

export const informacionResponseSchema = z.object({
  resultado: informacionSchema,
  mensajes: z.optional(z.array(z.string())),
});

/** The intended rule (SPEC.md section 5): 4 to 12 characters. See docs/spec-deviations.md. */
export const changePassRequestSchema = z.object({
  password: z.string().check(z.minLength(4), z.maxLength(12)),
});
export const okResponseSchema = z.object({ ok: z.boolean() });

// ---- Missions and economy ----
export const MISSION_CODES = [1, 3, 4, 6] as const;
export const misionRequestSchema = z.object({ mision: z.union(MISSION_CODES.map((c) => z.literal(c))) });
export type MissionCode = (typeof MISSION_CODES)[number];
export const usuarioResponseSchema = z.object({ usuario: informacionSchema });

export const finalizarRequestSchema = z.object({ tipo: z.enum(['normal', 'especial']) });
export const finalizarResponseSchema = z.object({ reward: count, usuario: informacionSchema });

export const poolEntrySchema = z.object({ nombre: z.string(), posicion: count, cantidad: count });
export type PoolEntry = z.infer<typeof poolEntrySchema>;
export const poolResponseSchema = z.object({
  stake: z.array(poolEntrySchema),
  userStake: z.nullable(z.object({ cantidad: count })),
});
export type PoolResponse = z.infer<typeof poolResponseSchema>;

export const depositRequestSchema = z.object({
  id: z.string().check(z.regex(/^[0-9a-f]{40}$/i, 'id must be a transaction id')),
});
export const depositResponseSchema = z.object({ ok: z.literal(true), usuario: informacionSchema });

// ---- Market and inventory ----
/** Body of abrirPack and abrirTicket: the item, the player, and 1 to 10 of them. */
export const openRequestSchema = z.object({
  pack: z.string().check(z.minLength(1), z.maxLength(40)),
  user: z.string().check(z.minLength(1), z.maxLength(19)),
  cantidad: z.int().check(z.minimum(1), z.maximum(10)),
});
export type OpenRequest = z.infer<typeof openRequestSchema>;

/** A card drawn from a pack or ticket; `item` is the card id, `cantidad` how many of it the player now owns. */
export const openedCardSchema = z.object({
  url: z.string(),
  brillante: z.boolean(),
  item: z.string(),
  rareza: rarezaSchema,
  cantidad: count,
});
export type OpenedCard = z.infer<typeof openedCardSchema>;

/** `carta` (one card) or `cartas` (several); `nivel` is the new level after opening LVL items. */
export const openResponseSchema = z.object({
  carta: z.optional(openedCardSchema),
  cartas: z.optional(z.array(openedCardSchema)),
  nivel: z.optional(count),
});
export type OpenResponse = z.infer<typeof openResponseSchema>;

export const metricsEntrySchema = z.object({ fecha: z.string(), total: count });
export const metricsResponseSchema = z.object({
  dia: z.array(metricsEntrySchema),
  semana: z.array(metricsEntrySchema),
  mes: z.array(metricsEntrySchema),
  quemado: count,
});
export type MetricsResponse = z.infer<typeof metricsResponseSchema>;

export const LEADERBOARD_SORTS = [
  'ph',
  'nft',
  'burned',
  'saldo',
  'fusion',
  'real',
  'pe',
  'porcentaje',
  'nivel',
] as const;
export const leaderboardQuerySchema = z.object({
  sort: z._default(z.enum(LEADERBOARD_SORTS), 'burned'),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
});
export const leaderboardRowSchema = z.object({
  nombre: z.string(),
  ph: count,
  nftTotal: count,
  nftBurned: count,
  dinero: count,
  dineroReal: count,
  fusion: count,
  pe: count,
  porcentaje: count,
  nivel: count,
});
export const leaderboardResponseSchema = z.object({
  data: z.array(leaderboardRowSchema),
  totalDocs: count,
  returned: count,
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

// ---- Local chain (Hive Engine JSON-RPC shapes, HIVE.md) ----
export const rpcFindParamsSchema = z.object({
  contract: z.string(),
  table: z.string(),
  query: z._default(z.record(z.string(), z.unknown()), {}),
  limit: z._default(z.int().check(z.minimum(1), z.maximum(1000)), 1000),
  offset: z._default(z.int().check(z.minimum(0)), 0),
  indexes: z.optional(z.array(z.object({ index: z.string(), descending: z.boolean() }))),
});
export const rpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.number(), z.string()]),
  method: z.string(),
  params: z.unknown(),
});
export const transactionInfoSchema = z.nullable(
  z.object({
    blockNumber: count,
    transactionId: z.string(),
    sender: z.string(),
    contract: z.string(),
    action: z.string(),
    payload: z.string(),
    logs: z.string(),
  }),
);
export type TransactionInfo = z.infer<typeof transactionInfoSchema>;
