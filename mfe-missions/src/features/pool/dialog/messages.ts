import { GENERIC_ERROR } from '@hueso/contract/common';
import { defineMessages } from '@hueso/shared';

/** The pool dialog's texts (SPEC.md sections 4 and 8): in the dialog's chunk, not with the home screen. */
export const POOL_DIALOG_MESSAGES = defineMessages({
  en: {
    joined: 'You joined the pool successfully',
    /** The contract's GENERIC_ERROR, for a join the server refused without a text. */
    error: GENERIC_ERROR,
    loading: 'Loading the pool…',
    empty: 'No one has joined the pool yet.',
    nextPayout: 'Next payout',
    entryCost: (energy: number) => `Entry costs ${energy} energy. Rewards are paid every 24 h.`,
    /** As the contract's joinPoolReason. */
    alreadyIn: 'You are already in the pool',
    notEnoughEnergy: (have: number, need: number) => `Not enough energy (${have}/${need})`,
    title: 'Daily pool',
    join: 'Join pool',
    joining: 'Joining…',
    summary: 'Pool summary',
    participants: 'Participants',
    totalPower: 'Total power',
    yourPower: 'Your power',
    tableCaption: 'Pool participants',
    scrollCue: 'Scroll sideways for more columns',
    columns: { users: 'USERS', position: 'POSITION', power: 'POWER', estimate: 'EST. HUESO' },
    you: (name: string) => `${name} (you)`,
  },
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
});
