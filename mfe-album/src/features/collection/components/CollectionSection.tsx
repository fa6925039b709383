import { useEffect, useMemo } from 'react';
import { styled } from 'styled-components';
import type { CardDefinition } from '@hueso/contract/common';
import type { MarketOffer } from '@hueso/contract/album';
import {
  selectInformacion,
  toApiError,
  useAppSelector,
  useFormat,
  useMessages,
  useNavigate,
} from '@hueso/shared';
import { ErrorPanel, QueryState } from '@hueso/shared/ui';
import { RarityLegend, useCardName } from '@hueso/shared/cards';
import { CardGrid } from '../../../components/CardGrid';
import { CardTile } from '../../../components/CardTile';
import { useGetSellBookQuery } from '../../marketplace/api/sellBookApi';
import { useCards } from '../../../api/cardsApi';
import { COLLECTION_MESSAGES } from '../messages';
import { ALBUM_MESSAGES } from '../../../messages';
import { useGetCardCountsQuery } from '../../../api/cardCountsApi';
import { useAlbumPaths } from '../../../albumPath';

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
 * its art, grey when unowned, with the owned and global counts. Every card opens its page (name,
 * rarity, POWER, copies owned and on the market), where the player's own copies are sold or
 * their listings cancelled.
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
  const navigate = useNavigate();
  const paths = useAlbumPaths();
  const cardName = useCardName();

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

  const tile = (card: CardDefinition) => {
    const listed = listings.get(card.ide)?.length ?? 0;
    const globalCount = global.data ? f.count(global.data.counts[card.ide] ?? 0) : null;
    const shiny = card.brillantes?.length ?? 0;
    const lines = [M.owned(f.count(card.cantidad)), M.global(globalCount)];
    if (shiny) lines.push(A.shinyCount(f.count(shiny)));
    if (listed) lines.push(M.onMarket(f.count(listed)));
    return (
      <CardTile
        card={card}
        ide={card.ide}
        grey={card.cantidad === 0}
        shiny={shiny > 0}
        lines={lines}
        label={M.tile(cardName(card.ide, card.id), card.id, card.rareza, card.cantidad)}
        onOpen={() => navigate(paths.card(card.ide))}
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
          <RarityLegend />
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
        </>
      )}
    </QueryState>
  );
}
