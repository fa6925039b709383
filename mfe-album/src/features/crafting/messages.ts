/** The crafting section's texts (SPEC.md sections 2 and 8; the rule is in docs/crafting.md). */
import { CRAFT_FAILURE, CRAFT_SUCCESS } from '@hueso/contract';

export const CRAFTING_MESSAGES = {
  need: (n: number, rareza: string) => `You need ${n} ${rareza} Cards`,
  pickFirst: 'Pick a card on the right to start',
  selectedTitle: 'Selected cards',
  ownedTitle: 'Your cards',
  craft: 'Crafting',
  crafting: 'Crafting…',
  success: CRAFT_SUCCESS,
  failure: CRAFT_FAILURE,
  fee: (fee: number) => `Fee: ${fee} HUESO (burned)`,
  gives: (rareza: string, shiny: boolean) =>
    shiny ? `Gives one shiny ${rareza} card` : `Gives one ${rareza} card of the same type`,
  crafted: (id: string, rareza: string) => `New card: ${id} (${rareza})`,
  none: 'You have no cards to craft with yet.',
  loading: 'Loading your cards…',
  add: (id: string, owned: number) => `Add ${id}, you own ${owned}`,
  remove: (id: string) => `Remove one ${id}`,
} as const;
