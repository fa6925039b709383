/**
 * The player's cards a chain `nft.burn` transaction burned. The album's credit
 * (POST /api/burn-nft) and the arena's PP (POST /api/arena/burn) both read a burn through this;
 * each route keeps its own refusals.
 */
import type { CardKind, Rareza } from '@hueso/contract';
import type { Db } from '../db';
import { burnedInstances } from '../gateway/chainIndex';
import type { Logs } from '../gateway/types';
import { cardByIde } from '@hueso/contract/catalogue';

export interface BurnedCard {
  ide: number;
  kind: CardKind;
  rareza: Rareza;
}

export interface BurnedCards {
  /** One entry per instance burned from `nombre`'s account, with its card. */
  cards: BurnedCard[];
  /** Card ids of burned instances the catalogue does not know. */
  unknownIdes: number[];
}

/**
 * Reads the transaction's `burn` events of `symbol` from `nombre` (each instance once) and the
 * instances the index shows burned from that account.
 */
export function burnedCardsOf(db: Db, logs: Logs, nombre: string, symbol: string): BurnedCards {
  const ids = (logs.events ?? [])
    .filter(
      (e) =>
        e.contract === 'nft' && e.event === 'burn' && e.data.account === nombre && e.data.symbol === symbol,
    )
    .map((e) => Number(e.data.id))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  const result: BurnedCards = { cards: [], unknownIdes: [] };
  for (const { card_ide } of burnedInstances(db, symbol, nombre, [...new Set(ids)])) {
    const card = cardByIde(card_ide);
    if (card)
      result.cards.push({
        ide: card_ide,
        kind: card.tipo === 'E' ? 'especial' : 'general',
        rareza: card.rareza,
      });
    else result.unknownIdes.push(card_ide);
  }
  return result;
}
