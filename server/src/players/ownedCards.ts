/**
 * The player's own NFTs as the user record holds them (SPEC.md section 3: especial, general, nft,
 * nftEspecial): per kind, the count per rarity and the instance ids held in the wallet.
 */
import { emptyRarityCounts, type OwnedCards } from '@hueso/contract';
import type { Db } from '../db';
import { ownedInstances } from '../gateway/chainIndex';
import { cardByIde } from '@hueso/contract/catalogue';

export function ownedCards(db: Db, symbol: string, account: string): OwnedCards {
  const owned: OwnedCards = {
    general: emptyRarityCounts(),
    especial: emptyRarityCounts(),
    nft: [],
    nftEspecial: [],
  };
  for (const { _id, card_ide } of ownedInstances(db, symbol, account)) {
    const card = cardByIde(card_ide);
    if (!card) continue;
    if (card.tipo === 'E') {
      owned.especial[card.rareza] += 1;
      owned.nftEspecial.push(String(_id));
    } else {
      owned.general[card.rareza] += 1;
      owned.nft.push(String(_id));
    }
  }
  return owned;
}
