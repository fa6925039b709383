import { useEffect, useMemo, useState } from 'react';
import { styled } from 'styled-components';
import type { CardDefinition } from '@hueso/contract/common';
import type { MarketOffer } from '@hueso/contract/album';
import {
  ErrorPanel,
  QueryState,
  selectInformacion,
  toApiError,
  useAppSelector,
  useFormat,
  useMessages,
} from '@hueso/shared';
import { CardGrid } from '../../../components/CardGrid';
import { CardTile } from '../../../components/CardTile';
import { useGetSellBookQuery } from '../../marketplace/api/sellBookApi';
import { useCards } from '../../../api/cardsApi';
import { COLLECTION_MESSAGES } from '../messages';
import { ALBUM_MESSAGES } from '../../../messages';
import { useGetCardCountsQuery } from '../../../api/cardCountsApi';
import { InstancesDialog } from './InstancesDialog';

const Summary = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.muted};
`;

/** Marks the first render of cards, for the bench (performance entry 'album:first-cards'). */
function useFirstCardsMark(shown: boolean) {
  useEffect(() => {
    if (!shown) return;
    try {
      if (performance.getEntriesByName('album:first-cards').length === 0)
        performance.mark('album:first-cards');
    } catch {
      // No User Timing: nothing to mark.
    }
  }, [shown]);
}

/**
 * The general (page 1) or special (page 2) album (SPEC.md section 2): every card definition with
 * its art, grey when unowned, with the owned and global counts. An owned card, or one the player
 * has on the market, opens its instances.
 */
export function CollectionSection({ kind }: { kind: 'general' | 'especial' }) {
  const M = useMessages(COLLECTION_MESSAGES);
  const A = useMessages(ALBUM_MESSAGES);
  const f = useFormat();
  const info = useAppSelector(selectInformacion);
  const account = info?.nombre ?? '';
  const cards = useCards();
  const book = useGetSellBookQuery(undefined, { refetchOnMountOrArgChange: true });
  const global = useGetCardCountsQuery();
  const [openIde, setOpenIde] = useState<number | null>(null);

  const list = useMemo(
    () => (kind === 'general' ? cards.data?.generalNft : cards.data?.especiales) ?? [],
    [cards.data, kind],
  );
  const listings = useMemo(() => {
    const mine = new Map<number, MarketOffer[]>();
    for (const offer of book.data?.offers ?? [])
      if (offer.account === account) mine.set(offer.ide, [...(mine.get(offer.ide) ?? []), offer]);
    return mine;
  }, [book.data, account]);
  useFirstCardsMark(list.length > 0);

  const ownedCount = list.filter((c) => c.cantidad > 0).length;
  const openCard = list.find((c) => c.ide === openIde);
  const refresh = () => Promise.all([cards.refetch(), book.refetch()]);

  const tile = (card: CardDefinition) => {
    const listed = listings.get(card.ide)?.length ?? 0;
    const globalCount = global.data ? f.count(global.data.counts[card.ide] ?? 0) : null;
    const shiny = card.brillantes?.length ?? 0;
    const lines = [M.owned(f.count(card.cantidad)), M.global(globalCount)];
    if (shiny) lines.push(A.shinyCount(f.count(shiny)));
    if (listed) lines.push(M.onMarket(f.count(listed)));
    const canOpen = card.cantidad > 0 || listed > 0;
    return (
      <CardTile
        card={card}
        ide={card.ide}
        grey={card.cantidad === 0}
        shiny={shiny > 0}
        lines={lines}
        label={M.tile(card.id, card.rareza, card.cantidad)}
        onOpen={canOpen ? () => setOpenIde(card.ide) : undefined}
      />
    );
  };

  return (
    <QueryState
      query={cards}
      loading={M.loading}
      errorTitle={M.loadFailed}
      errorMessage={(error) => toApiError(error).message}
    >
      {() => (
        <>
          <Summary>
            {M.summary(ownedCount, list.length)}{' '}
            <span role="status">{global.isFetching ? M.counting : global.data ? M.counted : ''}</span>
          </Summary>
          {global.isError && !global.isFetching && (
            <ErrorPanel
              title={M.countFailed}
              message={toApiError(global.error).message}
              onRetry={() => void global.refetch()}
              headingLevel={2}
            />
          )}
          {list.length === 0 ? (
            <Summary>{M.empty}</Summary>
          ) : (
            <CardGrid items={list} itemKey={(card) => card.ide} renderItem={tile} label={M.grid[kind]} />
          )}
          {openCard && (
            <InstancesDialog
              card={openCard}
              account={account}
              listings={listings.get(openCard.ide) ?? []}
              onChanged={refresh}
              onClose={() => setOpenIde(null)}
            />
          )}
        </>
      )}
    </QueryState>
  );
}
