import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { type CardDefinition } from '@hueso/contract/common';
import {
  MARKET_EMPTY_RETRIES,
  MARKET_RETRY_MS,
  groupOffers,
  type CardOffers,
  type MarketOffer,
} from '@hueso/contract/album';
import {
  getConfig,
  selectInformacion,
  toApiError,
  useAppSelector,
  useFormat,
  useMessages,
} from '@hueso/shared';
import { Button, QueryState } from '@hueso/shared/ui';
import { CardGrid } from '../../../components/CardGrid';
import { CardTile } from '../../../components/CardTile';
import { useCards } from '../../../api/cardsApi';
import { useGetSellBookQuery } from '../api/sellBookApi';
import { ALBUM_MESSAGES } from '../../../messages';
import { MARKETPLACE_MESSAGES } from '../messages';
import { OffersDialog } from './OffersDialog';

/** The console line for an empty answer (developers', not the player's: not translated). */
const emptyLog = (seconds: number) => `Marketplace: the sell book is empty; asking again in ${seconds} s`;

const Mine = styled.span`
  font-weight: 700;
  color: ${(p) => p.theme.colors.accent};
`;
const Note = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.muted};
`;

/**
 * The marketplace (page 4: every open sell order) or the Special Market (page 5: only the two
 * platform accounts' orders), SPEC.md section 2. Cards with offers, card 105 first; a card opens
 * its offers. An empty answer is logged and asked again after 3 s, a few times in a row
 * (MARKET_EMPTY_RETRIES), then Retry asks again; a failed one empties the list.
 */
export function MarketplaceSection({ scope }: { scope: 'all' | 'platform' }) {
  const M = useMessages(MARKETPLACE_MESSAGES);
  const A = useMessages(ALBUM_MESSAGES);
  const f = useFormat();
  const info = useAppSelector(selectInformacion);
  const account = info?.nombre ?? '';
  const cards = useCards();
  // SPEC.md section 4: the list loads once card definitions exist (or could not be had).
  const ready = Boolean(cards.data) || cards.isError;
  const book = useGetSellBookQuery(undefined, { skip: !ready, refetchOnMountOrArgChange: true });
  const [openIde, setOpenIde] = useState<number | null>(null);

  const definitions = useMemo(() => {
    const byIde = new Map<number, CardDefinition>();
    for (const card of [...(cards.data?.generalNft ?? []), ...(cards.data?.especiales ?? [])])
      byIde.set(card.ide, card);
    return byIde;
  }, [cards.data]);
  const failed = book.isError && !book.isFetching;
  const groups = useMemo<CardOffers[]>(
    () =>
      failed || !book.data
        ? []
        : groupOffers(book.data.offers, scope === 'platform' ? getConfig().accounts.market : undefined),
    [book.data, failed, scope],
  );
  const empty = Boolean(book.data) && !failed && !book.isFetching && groups.length === 0;

  // SPEC.md section 4: an empty answer is logged (once per answer), then asked again, a few times.
  const [emptyAnswers, setEmptyAnswers] = useState(0);
  const asksAgain = empty && emptyAnswers <= MARKET_EMPTY_RETRIES;
  useEffect(() => {
    if (empty) setEmptyAnswers((n) => n + 1);
    else if (groups.length > 0) setEmptyAnswers(0);
  }, [empty, groups.length, book.fulfilledTimeStamp]);
  useEffect(() => {
    if (asksAgain) console.info(emptyLog(MARKET_RETRY_MS / 1000));
  }, [asksAgain, book.fulfilledTimeStamp]);

  useEffect(() => {
    if (!asksAgain) return;
    const timer = setTimeout(() => void book.refetch(), MARKET_RETRY_MS);
    return () => clearTimeout(timer);
  }, [asksAgain, book]);

  const openGroup = groups.find((g) => g.ide === openIde);
  const refresh = () => Promise.all([book.refetch(), cards.refetch()]);
  const malformed = failed ? 0 : (book.data?.malformed ?? 0);

  return (
    <>
      {malformed > 0 && <Note role="status">{M.malformed(malformed)}</Note>}
      <QueryState
        query={book}
        loading={M.loading}
        errorTitle={M.loadFailed}
        errorMessage={(error) => toApiError(error).message}
        isEmpty={() => empty}
        empty={
          <>
            {M.empty}
            {!asksAgain && (
              <Button $variant="ghost" onClick={() => void book.refetch()}>
                {M.retry}
              </Button>
            )}
          </>
        }
      >
        {() =>
          groups.length > 0 && (
            <CardGrid
              items={groups}
              itemKey={(g) => g.ide}
              label={M.grid[scope]}
              renderItem={(group) => {
                const card = definitions.get(group.ide);
                const mine = group.offers.filter((o) => o.account === account).length;
                const lines: ReactNode[] = [
                  M.offers(group.offers.length),
                  ...cheapestPerCurrency(group.offers).map((o) => M.from(f.price(o.price), o.priceSymbol)),
                ];
                const shiny = group.offers.filter((o) => o.brillante).length;
                if (shiny > 0) lines.push(A.shinyCount(f.count(shiny)));
                if (mine > 0) lines.push(<Mine>{M.yours(mine)}</Mine>);
                return (
                  <CardTile
                    card={card}
                    ide={group.ide}
                    shiny={shiny > 0}
                    lines={lines}
                    label={[card?.id ?? A.card(group.ide), M.offers(group.offers.length)]
                      .concat(mine > 0 ? [M.yours(mine)] : [])
                      .join(', ')}
                    onOpen={() => setOpenIde(group.ide)}
                  />
                );
              }}
            />
          )
        }
      </QueryState>
      {openGroup && (
        <OffersDialog
          group={openGroup}
          card={definitions.get(openGroup.ide)}
          account={account}
          onChanged={refresh}
          onClose={() => setOpenIde(null)}
        />
      )}
    </>
  );
}

/** The lowest offer in each currency, in the order the currencies first appear: prices in
 * different tokens do not compare, so each currency gets its own 'From'. */
function cheapestPerCurrency(offers: readonly MarketOffer[]): MarketOffer[] {
  const lowest = new Map<string, MarketOffer>();
  for (const offer of offers) {
    const seen = lowest.get(offer.priceSymbol);
    if (!seen || offer.price < seen.price) lowest.set(offer.priceSymbol, offer);
  }
  return [...lowest.values()];
}
