import { useState } from 'react';
import type { CardDefinition } from '@hueso/contract/common';
import type { CardOffers, MarketOffer } from '@hueso/contract/album';
import { selectInformacion, useAppDispatch, useAppSelector, useFormat, useMessages } from '@hueso/shared';
import { Button } from '@hueso/shared/ui';
import { MONEY_MESSAGES, notEnoughOf, topUpParts } from '@hueso/shared/play';
import { ActionRows, DialogActions, DialogFailure, FieldHint, Modal } from '@hueso/shared/dialogs';
import { useCardName } from '@hueso/shared/cards';
import {
  bringToWallet,
  MovePhaseStatus,
  planWalletTopUp,
  tokenBalances,
  type WalletTopUp,
} from '@hueso/shared/wallet';
import { ShinyMark } from '../../../components/ShinyMark';
import { ALBUM_MESSAGES } from '../../../messages';
import { buyNft, cancelNft } from '../api/nftMarket';
import { useMarketMove } from '../hooks/useMarketMove';
import { useOfferPrice } from '../hooks/useOfferPrice';
import { MARKETPLACE_MESSAGES } from '../messages';

/**
 * A card's offers (SPEC.md section 2): each 'Price: x.xx SYMBOL' with Buy when another player
 * sells it, Cancel when it is the player's own, and Close. A HUESO price is paid from the wallet:
 * when the wallet is short and the player's HUESO in the game covers it, the dialog offers the
 * guided move (Withdraw in game, Withdraw all, each checked by its answer), then the purchase.
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
  const money = useMessages(MONEY_MESSAGES);
  const f = useFormat();
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectInformacion);
  const market = useMarketMove();
  const [reading, setReading] = useState(false);
  const [guided, setGuided] = useState<{ offer: MarketOffer; plan: WalletTopUp } | null>(null);
  const [short, setShort] = useState<string | null>(null);
  const { phase, busy } = market;
  const error = short ?? market.error;

  /** The guided move a HUESO price needs (null: the wallet pays), or why none can pay it. */
  const walletPlan = async (offer: MarketOffer): Promise<WalletTopUp | string | null> => {
    if (offer.priceSymbol !== 'HUESO' || !info) return null;
    setReading(true);
    try {
      const wallet = (await tokenBalances(account)).HUESO ?? 0;
      if (wallet >= offer.price) return null;
      const places = { wallet, withdrawable: info.dineroReal, inGame: info.dinero };
      return (
        planWalletTopUp(offer.price, places) ??
        notEnoughOf(money, 'wallet', f.price(offer.price), f.balance(wallet))
      );
    } catch {
      // An unread wallet leaves the purchase to the chain, which refuses a total it cannot pay.
      return null;
    } finally {
      setReading(false);
    }
  };

  const act = async (offer: MarketOffer, confirmed?: WalletTopUp) => {
    const mine = offer.account === account;
    setShort(null);
    setGuided(null);
    const plan = mine ? null : (confirmed ?? (await walletPlan(offer)));
    if (typeof plan === 'string') return setShort(plan);
    if (plan && !confirmed) return setGuided({ offer, plan });
    await market.run(
      async (steps) => {
        if (mine) return cancelNft(steps, account, offer.nftId, A.notApplied.cancel);
        if (plan) await dispatch(bringToWallet(steps, account, plan, () => M.topUpFailed));
        return buyNft(steps, account, offer, A.notApplied.buy);
      },
      mine ? A.cancelled : A.bought,
    );
    // Refreshed after a failure too: an order filled by someone else disappears from the list.
    await onChanged();
  };
  const locked = busy || reading;

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
                disabled={locked}
                onClick={() => void act(offer)}
                aria-label={(mine ? M.cancelLabel : M.buyLabel)(A.nft(offer.nftId), price)}
              >
                {mine ? A.cancel : A.buy}
              </Button>
            </li>
          );
        })}
      </ActionRows>
      {reading && <FieldHint aria-live="polite">{M.readingWallet}</FieldHint>}
      {guided && (
        <FieldHint aria-live="polite">
          {M.topUp(
            A.nft(guided.offer.nftId),
            topUpParts(money, guided.plan, f.amount, M.topUpAnd),
            `${f.amount(guided.plan.walletAfter)} ${money.name.wallet}`,
          )}
        </FieldHint>
      )}
      <MovePhaseStatus phase={phase} />
      {error && <DialogFailure message={error} />}
      <DialogActions>
        <Button $variant="ghost" disabled={locked} onClick={onClose}>
          {A.close}
        </Button>
        {guided && (
          <Button disabled={locked} onClick={() => void act(guided.offer, guided.plan)}>
            {M.topUpBuy}
          </Button>
        )}
      </DialogActions>
    </Modal>
  );
}
