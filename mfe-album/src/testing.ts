/** The album's test world, beside @hueso/shared/testing (cards: `makeCard`; chain: `nftWorld`). */

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
