import { type Informacion } from '@hueso/contract/common';
import { type MissionCode, missionCost, missionRewardRange, rechargeAmount } from '@hueso/contract/missions';
import { type Accent, type Formatters } from '@hueso/shared';
import { type IconComponent } from '@hueso/shared/ui';
import { BoltIcon, BootIcon, GemIcon, PickaxeIcon } from '@hueso/shared/play';
import type { MISSION_MESSAGES } from '../messages';

type MissionTexts = (typeof MISSION_MESSAGES)['en'];

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

/** The energy cost text of a mission card, in the language of `M` and `format`. */
export function costText(info: Informacion, code: MissionCode, M: MissionTexts, format: Formatters): string {
  const cost = missionCost(info, code);
  return cost === 0 ? M.free : M.energy(format.amount(cost));
}

/** The reward text of a mission card, from the rules of SPEC.md section 9. */
export function rewardText(
  info: Informacion,
  code: MissionCode,
  M: MissionTexts,
  format: Formatters,
): string {
  if (code === 3) return M.energyGain(format.amount(rechargeAmount(info.poderEnergia)));
  const [min, max] = missionRewardRange(info.poder, code);
  return M.huesoRange(format.amount(min), format.amount(max));
}
