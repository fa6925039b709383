/**
 * The player's own NFTs as the user record holds them (SPEC.md section 3: especial, general, nft,
 * nftEspecial): per kind, the count per rarity and the instance ids held in the wallet, from the
 * node's `find` as the gateway keeps it per account (gateway/holdings.ts).
 */
import { emptyRarityCounts, type OwnedCards } from '@hueso/contract';
import type { AppContext } from '../context';
import { ownedInstances } from '../gateway/chainIndex';
import type { HeldInstance } from '../gateway/holdings';
import { cardByIde } from '@hueso/contract/catalogue';

/**
 * The account's instances as last read from the node. Every player's request reads them first
 * (the auth hook); an account not read since the server started (an operation resumed after a
 * restart, answering without a request of its player) reads the block follower's index instead.
 */
function heldBy(ctx: AppContext, account: string): HeldInstance[] {
  return (
    ctx.chain.holdings.peek(account) ??
    ownedInstances(ctx.db, ctx.config.nftSymbol, account).map(({ _id, card_ide, brillante }) => ({
      _id,
      ide: card_ide,
      brillante,
    }))
  );
}

export function ownedCards(ctx: AppContext, account: string): OwnedCards {
  const owned: OwnedCards = {
    general: emptyRarityCounts(),
    especial: emptyRarityCounts(),
    nft: [],
    nftEspecial: [],
  };
  for (const { _id, ide } of heldBy(ctx, account)) {
    const card = cardByIde(ide);
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
