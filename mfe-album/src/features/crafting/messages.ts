/** The crafting section's texts (SPEC.md sections 2 and 8; the rule is in docs/crafting.md). */
import { CRAFT_FAILURE, CRAFT_SUCCESS } from '@hueso/contract/crafting';
import { defineMessages, whenLoaded } from '@hueso/shared';
import { MONEY_MESSAGES } from '@hueso/shared/play';

export const CRAFTING_MESSAGES = defineMessages({
  en: {
    need: (n: number, rareza: string) => `You need ${n} ${rareza} Cards`,
    pickFirst: 'Pick a card on the right to start',
    selectedTitle: 'Selected cards',
    ownedTitle: 'Your cards',
    craft: 'Crafting',
    crafting: 'Crafting…',
    success: CRAFT_SUCCESS,
    failure: CRAFT_FAILURE,
    /** The fee is paid from the player's HUESO in game, and burned. */
    fee: (fee: string) => `Fee: ${fee} ${MONEY_MESSAGES.en.name.inGame}, burned`,
    gives: (rareza: string, shiny: boolean) =>
      shiny ? `Gives one shiny ${rareza} card` : `Gives one ${rareza} card of the same type`,
    crafted: (id: string, rareza: string) => `New card: ${id} (${rareza})`,
    recipeTitle: 'Recipe: cards of one type letter and one rarity',
    recipe: (n: number, rareza: string, to: string, shiny: boolean, fee: string) =>
      `${n} ${rareza} → 1 ${shiny ? `shiny ${to}` : to} · ${fee} ${MONEY_MESSAGES.en.name.inGame}`,
    none: 'You have no cards to craft with yet.',
    loading: 'Loading your cards…',
    add: (id: string, owned: number) => `Add ${id}, you own ${owned}`,
    remove: (id: string) => `Remove one ${id}`,
    /** The crafting burns the chosen copies with the player's own signature first. */
    walletMissing: 'You need the Hive Keychain extension installed to craft: your wallet burns the cards.',
    noAccount: "The player's account could not be resolved",
    noCopies: 'Some of the chosen copies are no longer yours: reload your cards',
    notCrafted: (reason: string, tx: string) =>
      `Crafting failed: ${reason}. Your cards' burn (transaction ${tx}) was not used: Burn NFTs can still claim it.`,
  },
  es: () =>
    whenLoaded(MONEY_MESSAGES, 'es').then(
      () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
    ),
});
