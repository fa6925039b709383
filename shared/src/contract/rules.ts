/** Game rules and constants of SPEC.md sections 5 and 9, as pure functions. */
import type { Informacion, Rareza } from './schemas';

export const TOKEN_COOKIE = 'token';
export const TOKEN_LIFETIME_SECONDS = 43200;
export const LOGIN_NOTICE_MS = 6000;
export const TOAST_MS = 6000;
export const ARENA_TOAST_MS = 4000;
export const ANNOUNCEMENT_DELAY_MS = 7000;
export const REWARD_DISPLAY_MS = 1500;
export const ARENA_MIN_ENERGY = 5;
export const DEFAULT_POOL_COST = 20;
export const POOL_PAGE_SIZES = [10, 25, 100] as const;
export const POOL_BASE_HUESO = 150;
export const POOL_GROWTH_PER_PARTICIPANT = 230;

export const MISSION_HOURS = { dig1: 1, walk6: 6, special4: 4, recharge: 1 } as const;

export const LOGIN_ERROR = 'There was an error loading the data';
export const SPECIAL_NOT_AVAILABLE = 'It is not yet available, it will be soon.';
export const ECOSYSTEM_ERROR =
  'Error you need the starter pack in a partner game or complete the daily mission there, check and try again.';
export const WALLET_CANCELLED = 'Firma cancelada o fallida';
export const GENERIC_ERROR = 'Error';

export const MISSION_MESSAGES = {
  1: '1-hour mission started successfully',
  6: '6-hour mission started successfully',
  4: '4-hour special mission started successfully',
  3: 'Energy recharge mission started successfully',
} as const;

/** Username 4 to 19 characters, password 4 to 15 (SPEC.md section 5). */
export function isValidPasswordLogin(user: string, password: string): boolean {
  return user.length >= 4 && user.length <= 19 && password.length >= 4 && password.length <= 15;
}

/** The intended change-password rule: 4 to 12 characters (the spec documents a flawed check). */
export function isValidNewPassword(password: string): boolean {
  return password.length >= 4 && password.length <= 12;
}

/** Energy cost of each mission code. */
export function missionCost(info: Pick<Informacion, 'costos'>, mision: 1 | 3 | 4 | 6): number {
  switch (mision) {
    case 1:
      return info.costos.primera;
    case 6:
      return info.costos.segunda;
    case 4:
      return 2 * info.costos.primera + 5;
    case 3:
      return 0;
  }
}

/** Reward range [min, max] in HUESO of a mission, from the player's power. */
export function missionRewardRange(poder: number, mision: 1 | 4 | 6): [number, number] {
  if (mision === 1) return [1, poder + 80];
  if (mision === 6) return [10, 5 * poder + 400];
  return [1, poder + 200];
}

/** Energy a recharge mission gives. */
export function rechargeAmount(poderEnergia: number): number {
  return poderEnergia + 2;
}

/** Estimated daily pool reward: 150 + (own / total) * 230 * participants. */
export function poolEstimate(own: number, total: number, participants: number): number {
  if (total <= 0 || own <= 0) return POOL_BASE_HUESO;
  return POOL_BASE_HUESO + (own / total) * POOL_GROWTH_PER_PARTICIPANT * participants;
}

export function canEnterArena(energy: number): boolean {
  return energy >= ARENA_MIN_ENERGY;
}

export function arenaTooltip(energy: number): string | null {
  return canEnterArena(energy) ? null : `Not enough energy (${energy}/${ARENA_MIN_ENERGY})`;
}

/** Energy cost of joining the pool; a record without one (0) costs the default 20. */
export function poolCost(info: Pick<Informacion, 'costoPool'>): number {
  return info.costoPool || DEFAULT_POOL_COST;
}

/** Why the player cannot join the pool, or null when they can (SPEC.md section 4). */
export function joinPoolReason(info: Pick<Informacion, 'energia' | 'costoPool' | 'pool'>): string | null {
  if (info.pool) return 'You are already in the pool';
  const cost = poolCost(info);
  if (info.energia.actual < cost) return `Not enough energy (${info.energia.actual}/${cost})`;
  return null;
}

export function canJoinPool(info: Pick<Informacion, 'energia' | 'costoPool' | 'pool'>): boolean {
  return joinPoolReason(info) === null;
}

/** Accounts allowed to run the special mission. */
export function isWhitelisted(nombre: string, whitelist: readonly string[]): boolean {
  const name = nombre.toLowerCase();
  return whitelist.some((account) => account.toLowerCase() === name);
}

export const CRAFT_REQUIRED: Partial<Record<Rareza, number>> = { C: 5, R: 4, E: 3, L: 2 };

export const BURN_HUESO: Record<'general' | 'especial', Record<Rareza, number>> = {
  general: { C: 100, R: 300, Z: 700, E: 1200, A: 1500, L: 2500 },
  especial: { C: 200, R: 600, Z: 1000, E: 2000, A: 3000, L: 5000 },
};

export const ARENA_RANK_THRESHOLDS: Record<'general' | 'especial', Record<Rareza, number>> = {
  general: { C: 200, R: 600, Z: 1400, E: 2400, A: 3000, L: 5000 },
  especial: { C: 400, R: 1200, Z: 2800, E: 4800, A: 6000, L: 10000 },
};

export type MarketItemName = 'Initial Land' | 'LVL UP' | 'General Pack' | 'Hueso Fusion' | 'Special Pack';

/** An offer of the in-game market: paid by a token transfer whose memo is `name`. */
export interface MarketItem {
  name: MarketItemName;
  /** Price of one unit. */
  price: number;
  symbol: 'SWAP.HIVE' | 'HUESO' | 'VIPHUESO';
  /** The inventory item one unit adds; null for Initial Land, which grants the starter pack. */
  item: (typeof DEFAULT_INVENTORY)[number] | null;
  /** Bought one at a time (the starter pack). */
  fixedQuantity?: number;
}

export const DEFAULT_INVENTORY = [
  'General Pack',
  'Special Pack',
  'LVL',
  'Hueso Fusion',
  'ticket stake',
] as const;

/** The market of SPEC.md section 9, in the order the screen shows it. */
export const MARKET_ITEMS: readonly MarketItem[] = [
  { name: 'Initial Land', price: 50, symbol: 'SWAP.HIVE', item: null, fixedQuantity: 1 },
  { name: 'LVL UP', price: 15000, symbol: 'HUESO', item: 'LVL' },
  { name: 'General Pack', price: 4000, symbol: 'HUESO', item: 'General Pack' },
  { name: 'Hueso Fusion', price: 1500, symbol: 'HUESO', item: 'Hueso Fusion' },
  { name: 'Special Pack', price: 100, symbol: 'VIPHUESO', item: 'Special Pack' },
];

export function marketItem(name: string): MarketItem | undefined {
  return MARKET_ITEMS.find((item) => item.name === name);
}

/** Formats a price with exactly 2 decimals (SPEC.md section 9), e.g. 4,000.00. */
export function formatPrice(value: number): string {
  return priceFormat.format(value);
}
/** A balance with 2 decimals, rounded down: never shows more than the wallet holds. */
export function formatBalance(value: number): string {
  return priceFormat.format(Math.floor(value * 100 + 1e-9) / 100);
}
const priceFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Most packs or tickets opened in one request. */
export const MAX_OPEN = 10;

/** Which call opens an item: abrirTicket when the name contains 'ticket', none for fusion items. */
export function openKind(nombre: string): 'ticket' | 'pack' | null {
  const name = nombre.toLowerCase();
  if (name.includes('fusion')) return null;
  return name.includes('ticket') ? 'ticket' : 'pack';
}

/** Highest amount the open dialog accepts: min(owned, 10). */
export function maxOpenable(owned: number): number {
  return Math.max(0, Math.min(Math.floor(owned), MAX_OPEN));
}

/** The inventory with the default items first, merged by nombre; missing ones at quantity 0. */
export function mergeInventory<T extends { nombre: string; cantidad: number; image: string }>(
  server: readonly T[],
  imageFor: (nombre: string) => string,
): { nombre: string; cantidad: number; image: string }[] {
  const byName = new Map(server.map((item) => [item.nombre, item]));
  const defaults = DEFAULT_INVENTORY.map(
    (nombre) => byName.get(nombre) ?? { nombre, cantidad: 0, image: imageFor(nombre) },
  );
  const extra = server.filter((item) => !(DEFAULT_INVENTORY as readonly string[]).includes(item.nombre));
  return [...defaults, ...extra];
}

/** Remaining milliseconds of a mission, using the server's clock offset. */
export function remainingMs(endsAt: number, now: number): number {
  return Math.max(0, endsAt - now);
}

const amountFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Formats an amount with thousands separators and at most 2 decimals (e.g. 1,234.57). */
export function formatAmount(value: number): string {
  return amountFormat.format(value);
}

/** Formats a duration as HH:MM:SS. */
export function formatDuration(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}
