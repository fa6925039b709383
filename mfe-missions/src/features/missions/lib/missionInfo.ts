import {
  formatAmount,
  type Informacion,
  type MissionCode,
  missionCost,
  missionRewardRange,
  rechargeAmount,
} from '@hueso/contract';

export const MISSION_TITLES: Record<MissionCode, string> = {
  1: 'Dig 1 hour',
  3: 'Recharge',
  6: 'Walk 6 hours',
  4: 'Dig 4 hours',
};

export const MISSION_ICONS: Record<MissionCode, string> = { 1: '⛏️', 3: '⚡', 6: '🥾', 4: '💎' };
export const MISSION_ACCENTS: Record<MissionCode, string> = {
  1: '#ff7a00',
  3: '#f5c518',
  6: '#3fb0ff',
  4: '#c86bff',
};

/** The energy cost text of a mission card. */
export function costText(info: Informacion, code: MissionCode): string {
  const cost = missionCost(info, code);
  return cost === 0 ? 'Free' : `${formatAmount(cost)} energy`;
}

/** The reward text of a mission card, from the rules of SPEC.md section 9. */
export function rewardText(info: Informacion, code: MissionCode): string {
  if (code === 3) return `+${formatAmount(rechargeAmount(info.poderEnergia))} energy`;
  const [min, max] = missionRewardRange(info.poder, code);
  return `${formatAmount(min)}–${formatAmount(max)} HUESO`;
}
