/** The album's test world, beside @hueso/shared/testing (cards: `makeCard`; chain: `nftWorld`). */
import type { CardDefinition } from '@hueso/contract/common';

/** A card whose copies `ids` are shiny, as GET /api/getCards tells them, with its shiny portrait. */
export function withShiny(card: CardDefinition, ids: string[]): CardDefinition {
  return { ...card, brillantes: ids, urlBrillante: card.url.replace(/\.svg$/, '-shiny.svg') };
}

/** An order of the sidechain's NFT market (`market.sellBook`) as the chain answers it. */
export function marketOrder(
  nftId: string,
  ide: number,
  account: string,
  price = '12.500',
  priceSymbol = 'HUESO',
) {
  return {
    _id: Number(nftId),
    account,
    ownedBy: 'u',
    nftId,
    grouping: { ID: String(ide) },
    timestamp: 1,
    price,
    priceDec: { $numberDecimal: price },
    priceSymbol,
    fee: 500,
  };
}
