import type { Informacion } from '@hueso/contract';
import { informacionUpdated } from '@hueso/shared';
import { sessionApi } from '@hueso/shared/query';

/**
 * After a move that changed the player's cards (burn, crafting): the answer's player record
 * replaces the stored one, so the top bar follows, and the cards are read again.
 */
export function followCards(dispatch: (action: unknown) => unknown, resultado: Informacion): void {
  dispatch(informacionUpdated(resultado));
  void dispatch(sessionApi.endpoints.getCards.initiate(undefined, { forceRefetch: true, subscribe: false }));
}
