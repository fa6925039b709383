import { defineMessages } from '@hueso/shared';

/** The pool feature's texts on the home screen (its island; SPEC.md section 4); the dialog's own are in ./dialog/messages.ts, downloaded with the dialog. */
export const POOL_MESSAGES = defineMessages({
  en: {
    // The island on the home screen
    cardTitle: 'Pool',
    joinedBadge: 'Joined',
    energyCost: 'Energy cost',
    reward: 'Reward',
    energy: (amount: string) => `${amount} energy`,
    rewardValue: (base: string) => `${base}+ HUESO every 24\u00a0h`,
    open: 'Open pool',
    initialLandTitle: 'Initial Land',
    initialLand: 'Initial Land',
    notOwned: 'Not owned',
    unlocks: 'Unlocks',
    dailyPool: 'Daily pool',
    buyInitialLand: 'Buy Initial Land',
  },
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
});
