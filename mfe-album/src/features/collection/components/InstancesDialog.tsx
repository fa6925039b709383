import { useId, useState, type FormEvent } from 'react';
import { type CardDefinition } from '@hueso/contract/common';
import { sellPriceText, SELL_TOKENS, type MarketOffer, type SellToken } from '@hueso/contract/album';
import { useMessages } from '@hueso/shared';
import { Button, Field } from '@hueso/shared/ui';
import { useCardName } from '@hueso/shared/cards';
import { ActionRows, DialogActions, DialogFailure, FieldHint, Modal } from '@hueso/shared/dialogs';
import { MovePhaseStatus } from '@hueso/shared/wallet';
import { cancelNft, sellNft } from '../../marketplace/api/nftMarket';
import { ALBUM_MESSAGES } from '../../../messages';
import { useMarketMove } from '../../marketplace/hooks/useMarketMove';
import { useOfferPrice } from '../../marketplace/hooks/useOfferPrice';
import { COLLECTION_MESSAGES } from '../messages';
import { ShinyMark } from '../../../components/ShinyMark';

/** The price dialog (SPEC.md section 2): a numeric field and one sell button per token. */
function SellPrice({
  nftId,
  account,
  onDone,
  onBack,
}: {
  nftId: string;
  account: string;
  onDone: () => void;
  onBack: () => void;
}) {
  const M = useMessages(COLLECTION_MESSAGES);
  const A = useMessages(ALBUM_MESSAGES);
  const fieldId = useId();
  const [price, setPrice] = useState('');
  const [invalid, setInvalid] = useState(false);
  const market = useMarketMove();
  const { phase, error, busy } = market;

  const sell = async (token: SellToken) => {
    // SPEC.md section 5: an empty price makes the sell click do nothing.
    if (price.trim() === '') return;
    const text = sellPriceText(price);
    setInvalid(text === null);
    if (text === null) return;
    const ok = await market.run(
      (steps) => sellNft(steps, account, nftId, text, token, A.notApplied.sell),
      A.sold,
    );
    if (ok) onDone();
  };

  return (
    <Modal title={M.priceTitle} onClose={onBack} busy={busy}>
      <form onSubmit={(e: FormEvent) => e.preventDefault()}>
        <Field htmlFor={fieldId}>
          {M.priceLabel}
          <input
            id={fieldId}
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            value={price}
            disabled={busy}
            aria-describedby={`${fieldId}-hint`}
            onChange={(e) => setPrice(e.target.value)}
          />
        </Field>
        <FieldHint id={`${fieldId}-hint`} $error={invalid}>
          {invalid ? M.priceInvalid : M.priceHint(A.nft(nftId))}
        </FieldHint>
        <DialogActions>
          {SELL_TOKENS.map((token) => (
            <Button key={token} disabled={busy} onClick={() => void sell(token)}>
              {token}
            </Button>
          ))}
        </DialogActions>
        <MovePhaseStatus phase={phase} />
      </form>
      {error && <DialogFailure message={error} />}
    </Modal>
  );
}

/**
 * An owned card's instances (SPEC.md section 2): each one in the wallet with Sell, each one on the
 * market with its price and Cancel.
 */
export function InstancesDialog({
  card,
  account,
  listings,
  onChanged,
  onClose,
}: {
  card: CardDefinition;
  account: string;
  /** The player's own open orders of this card. */
  listings: MarketOffer[];
  onChanged: () => Promise<unknown>;
  onClose: () => void;
}) {
  const M = useMessages(COLLECTION_MESSAGES);
  const A = useMessages(ALBUM_MESSAGES);
  const cardName = useCardName();
  const offerPrice = useOfferPrice();
  const [selling, setSelling] = useState<string | null>(null);
  const market = useMarketMove();
  const { phase, error, busy } = market;
  const owned = card.nft.map(String);
  const shiny = new Set(card.brillantes);

  if (selling)
    return (
      <SellPrice
        nftId={selling}
        account={account}
        onBack={() => setSelling(null)}
        onDone={() => void onChanged().finally(() => setSelling(null))}
      />
    );

  const cancel = async (nftId: string) => {
    const ok = await market.run(
      (steps) => cancelNft(steps, account, nftId, A.notApplied.cancel),
      A.cancelled,
    );
    if (ok) await onChanged();
  };

  return (
    <Modal title={`${cardName(card.ide, card.id)} · ${card.id}`} onClose={onClose} busy={busy}>
      {owned.length === 0 && listings.length === 0 && <FieldHint>{M.noInstances}</FieldHint>}
      <ActionRows aria-label={M.instances}>
        {owned.map((id) => (
          <li key={id}>
            <span>
              {A.nft(id)}
              {shiny.has(id) && <ShinyMark>{A.shiny}</ShinyMark>}
              <small>{M.inWallet}</small>
            </span>
            <Button disabled={busy} onClick={() => setSelling(id)} aria-label={M.sellLabel(A.nft(id))}>
              {A.sell}
            </Button>
          </li>
        ))}
        {listings.map((offer) => (
          <li key={offer.nftId}>
            <span>
              {A.nft(offer.nftId)}
              {offer.brillante && <ShinyMark>{A.shiny}</ShinyMark>}
              <small>{M.listedFor(offerPrice(offer))}</small>
            </span>
            <Button
              $variant="ghost"
              disabled={busy}
              onClick={() => void cancel(offer.nftId)}
              aria-label={M.cancelLabel(A.nft(offer.nftId))}
            >
              {A.cancel}
            </Button>
          </li>
        ))}
      </ActionRows>
      <MovePhaseStatus phase={phase} />
      {error && <DialogFailure message={error} />}
    </Modal>
  );
}
