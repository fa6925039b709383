import { offerLabel, type CardDefinition, type CardOffers, type MarketOffer } from '@hueso/contract';
import {
  ActionRows,
  Button,
  DialogActions,
  DialogFailure,
  FieldHint,
  Modal,
  MovePhaseStatus,
} from '@hueso/shared';
import { ALBUM_MESSAGES } from '../../../lib/messages';
import { buyNft, cancelNft } from '../../../lib/nftMarket';
import { useMarketMove } from '../../../lib/useMarketMove';
import { MARKETPLACE_MESSAGES as M } from '../messages';

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
  const market = useMarketMove();
  const { phase, error, busy } = market;

  const act = async (offer: MarketOffer) => {
    const mine = offer.account === account;
    await market.run(
      (steps) => (mine ? cancelNft(steps, account, offer.nftId) : buyNft(steps, account, offer)),
      mine ? ALBUM_MESSAGES.cancelled : ALBUM_MESSAGES.bought,
    );
    // Refreshed after a failure too: an order filled by someone else disappears from the list.
    await onChanged();
  };

  return (
    <Modal title={card ? `${card.id} · ${card.familia}` : `Card ${group.ide}`} onClose={onClose} busy={busy}>
      {group.offers.length === 0 && <FieldHint>{M.empty}</FieldHint>}
      <ActionRows aria-label="Offers">
        {group.offers.map((offer) => {
          const mine = offer.account === account;
          return (
            <li key={offer.nftId}>
              <span>
                {offerLabel(offer)}
                <small>
                  NFT #{offer.nftId} · {M.seller(offer.account, mine)}
                </small>
              </span>
              <Button
                $variant={mine ? 'ghost' : 'primary'}
                disabled={busy}
                onClick={() => void act(offer)}
                aria-label={`${mine ? 'Cancel' : 'Buy'} NFT #${offer.nftId} (${offerLabel(offer)})`}
              >
                {mine ? 'Cancel' : 'Buy'}
              </Button>
            </li>
          );
        })}
      </ActionRows>
      <MovePhaseStatus phase={phase} />
      {error && <DialogFailure message={error} />}
      <DialogActions>
        <Button $variant="ghost" disabled={busy} onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Modal>
  );
}
