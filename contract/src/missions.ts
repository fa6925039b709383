/** Timed missions and energy recharge (SPEC.md sections 4 and 9). */
import { count, type Informacion, informacionSchema, z } from '@hueso/contract/common';

export const MISSION_CODES = [1, 3, 4, 6] as const;
export type MissionCode = (typeof MISSION_CODES)[number];
export const misionRequestSchema = z.object({ mision: z.union(MISSION_CODES.map((c) => z.literal(c))) });

export const finalizarRequestSchema = z.object({ tipo: z.enum(['normal', 'especial']) });
export const finalizarResponseSchema = z.object({ reward: count, usuario: informacionSchema });

export const MISSION_HOURS = { dig1: 1, walk6: 6, special4: 4, recharge: 1 } as const;
/** The reward is on screen this long before the player collects it. */
export const REWARD_DISPLAY_MS = 1500;

export const SPECIAL_NOT_AVAILABLE = 'It is not yet available, it will be soon.';

/** Energy cost of each mission code. */
export function missionCost(info: Pick<Informacion, 'costos'>, mision: MissionCode): number {
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

/** Accounts allowed to run the special mission. */
export function isWhitelisted(nombre: string, whitelist: readonly string[]): boolean {
  const name = nombre.toLowerCase();
  return whitelist.some((account) => account.toLowerCase() === name);
}

/** Remaining milliseconds of a mission, using the server's clock offset. */
export function remainingMs(endsAt: number, now: number): number {
  return Math.max(0, endsAt - now);
}
