import { SPECIAL_NOT_AVAILABLE } from '@hueso/contract/missions';
import { defineMessages } from '@hueso/shared';

/** The missions feature's texts (SPEC.md section 8). */
export const MISSION_MESSAGES = defineMessages({
  en: {
    started: {
      1: '1-hour mission started successfully',
      6: '6-hour mission started successfully',
      4: '4-hour special mission started successfully',
      3: 'Energy recharge mission started successfully',
    },
    titles: { 1: 'Dig 1 hour', 3: 'Recharge', 6: 'Walk 6 hours', 4: 'Dig 4 hours' },
    durations: { 1: '1 hour', 6: '6 hours', 4: '4 hours' },
    /** The contract's SPECIAL_NOT_AVAILABLE, shown and told on the client. */
    notAvailable: SPECIAL_NOT_AVAILABLE,
    energyCost: 'Energy cost',
    reward: 'Reward',
    duration: 'Duration',
    free: 'Free',
    energy: (amount: string) => `${amount} energy`,
    energyGain: (amount: string) => `+${amount} energy`,
    huesoRange: (min: string, max: string) => `${min}–${max} HUESO`,
    huesoGain: (amount: string) => `+${amount} HUESO`,
    specialRunning: 'The special mission is running',
    missionRunning: 'A mission is already running',
    notEnoughEnergy: (have: string, need: string) => `Not enough energy (${have}/${need}): recharge first`,
    rechargeNow: 'Recharge',
    rechargeLabel: (title: string) => `Recharge energy for ${title}`,
    runningBadge: 'Running',
    specialBadge: 'Special',
    startLabel: (title: string) => `Start ${title}`,
    start: 'Start',
    starting: 'Starting…',
    normalMission: 'Normal mission',
    specialMission: 'Special mission',
    collectingReward: 'Collecting reward…',
    complete: (reward: string) => `Mission complete: ${reward}`,
    collect: 'Collect',
    collecting: 'Collecting…',
    notCollected: 'The reward could not be collected.',
    tryAgain: 'Try again',
    close: 'Close',
  },
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
});
