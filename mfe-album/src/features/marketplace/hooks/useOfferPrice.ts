import type { MarketOffer } from '@hueso/contract/album';
import { useFormat, useMessages } from '@hueso/shared';
import { ALBUM_MESSAGES } from '../../../messages';

/** An offer's 'Price: x.xx SYMBOL' (SPEC.md section 2) in the screen's language. */
export function useOfferPrice(): (offer: Pick<MarketOffer, 'price' | 'priceSymbol'>) => string {
  const A = useMessages(ALBUM_MESSAGES);
  const { price } = useFormat();
  return (offer) => A.price(price(offer.price), offer.priceSymbol);
}
