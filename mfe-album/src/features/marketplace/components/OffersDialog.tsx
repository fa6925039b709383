import type { CardDefinition } from '@hueso/contract/common';
import type { CardOffers, MarketOffer } from '@hueso/contract/album';
import { useMessages } from '@hueso/shared';
import { Button } from '@hueso/shared/ui';
import { useCardName } from '@hueso/shared/cards';
import { ActionRows, DialogActions, DialogFailure, FieldHint, Modal } from '@hueso/shared/dialogs';
import { MovePhaseStatus } from '@hueso/shared/wallet';
import { ShinyMark } from '../../../components/ShinyMark';
import { ALBUM_MESSAGES } from '../../../messages';
import { buyNft, cancelNft } from '../api/nftMarket';
import { useMarketMove } from '../hooks/useMarketMove';
import { useOfferPrice } from '../hooks/useOfferPrice';
import { MARKETPLACE_MESSAGES } from '../messages';

/**
 * A card's offers (SPEC.md section 2): each 'Price: x.xx SYMBOL' with Buy when another player
 * sells it, Cancel when it is the player's own, and Close.
 */
export function OffersDialog({
  group,
  card,
  account,
  onChanged,
  onClose,
}: {
  group: CardOffers;
  card?: CardDefinition;
  account: string;
  onChanged: () => Promise<unknown>;
  onClose: () => void;
}) {
  const M = useMessages(MARKETPLACE_MESSAGES);
  const A = useMessages(ALBUM_MESSAGES);
  const cardName = useCardName();
  const offerPrice = useOfferPrice();
  const market = useMarketMove();
  const { phase, error, busy } = market;

  const act = async (offer: MarketOffer) => {
    const mine = offer.account === account;
    await market.run(
      (steps) =>
        mine
          ? cancelNft(steps, account, offer.nftId, A.notApplied.cancel)
          : buyNft(steps, account, offer, A.notApplied.buy),
      mine ? A.cancelled : A.bought,
    );
    // Refreshed after a failure too: an order filled by someone else disappears from the list.
    await onChanged();
  };

  return (
    <Modal
      title={card ? `${cardName(card.ide, card.id)} · ${card.id}` : A.card(group.ide)}
      onClose={onClose}
      busy={busy}
    >
      {group.offers.length === 0 && <FieldHint>{M.empty}</FieldHint>}
      <ActionRows aria-label={M.offersLabel}>
        {group.offers.map((offer) => {
          const mine = offer.account === account;
          const price = offerPrice(offer);
          return (
            <li key={offer.nftId}>
              <span>
                {price}
                <small>
                  {A.nft(offer.nftId)} · {M.seller(offer.account, mine)}
                  {offer.brillante && <ShinyMark>{A.shiny}</ShinyMark>}
                </small>
              </span>
              <Button
                $variant={mine ? 'ghost' : 'primary'}
                disabled={busy}
                onClick={() => void act(offer)}
                aria-label={(mine ? M.cancelLabel : M.buyLabel)(A.nft(offer.nftId), price)}
              >
                {mine ? A.cancel : A.buy}
              </Button>
            </li>
          );
        })}
      </ActionRows>
      <MovePhaseStatus phase={phase} />
      {error && <DialogFailure message={error} />}
      <DialogActions>
        <Button $variant="ghost" disabled={busy} onClick={onClose}>
          {A.close}
        </Button>
      </DialogActions>
    </Modal>
  );
}
