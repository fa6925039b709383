import {
  formatAmount,
  type Informacion,
  type MissionCode,
  missionCost,
  missionRewardRange,
  rechargeAmount,
} from '@hueso/contract';
import { type Accent, BoltIcon, BootIcon, GemIcon, type IconComponent, PickaxeIcon } from '@hueso/shared';

export const MISSION_TITLES: Record<MissionCode, string> = {
  1: 'Dig 1 hour',
  3: 'Recharge',
  6: 'Walk 6 hours',
  4: 'Dig 4 hours',
};

export const MISSION_ICONS: Record<MissionCode, IconComponent> = {
  1: PickaxeIcon,
  3: BoltIcon,
  6: BootIcon,
  4: GemIcon,
};
export const MISSION_ACCENTS: Record<MissionCode, Accent> = {
  1: 'dig',
  3: 'recharge',
  6: 'walk',
  4: 'special',
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
