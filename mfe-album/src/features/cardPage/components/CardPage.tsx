import { useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { RARITY_COLOURS } from '@hueso/contract/common';
import {
  Link,
  selectInformacion,
  toApiError,
  useAppSelector,
  useFormat,
  useMessages,
  useParams,
} from '@hueso/shared';
import { Button, ErrorPanel, Loading, Page, StatList } from '@hueso/shared/ui';
import { cardByIde, RarityBadge, RarityLegend, useCardName } from '@hueso/shared/cards';
import { useCards } from '../../../api/cardsApi';
import { InstancesDialog } from '../../collection/components/InstancesDialog';
import { useGetSellBookQuery } from '../../marketplace/api/sellBookApi';
import { ALBUM_MESSAGES } from '../../../messages';
import { useAlbumPaths } from '../../../albumPath';
import { CARD_PAGE_MESSAGES } from '../messages';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 300px) minmax(0, 1fr);
  gap: ${(p) => p.theme.space.xl};
  align-items: start;
  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Art = styled.img<{ $glow: string }>`
  display: block;
  width: 100%;
  max-width: 300px;
  aspect-ratio: 3 / 4;
  margin: 0 auto;
  border-radius: 12px;
  box-shadow: 0 0 24px ${(p) => p.$glow};
`;
const Facts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.lg};
  h2 {
    margin: 0;
    font-size: 18px;
  }
  small {
    display: block;
    color: ${(p) => p.theme.colors.muted};
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space.md};
`;
const Back = styled(Link)`
  color: ${(p) => p.theme.colors.accent};
`;

/**
 * One card's page (the album's `card/<ide>` route): its large portrait, name, rarity, POWER, the
 * copies the player owns, and the copies on the market with the lowest price in each token.
 */
export function CardPage() {
  const M = useMessages(CARD_PAGE_MESSAGES);
  const A = useMessages(ALBUM_MESSAGES);
  const f = useFormat();
  const cardName = useCardName();
  const { ide: param } = useParams();
  const ide = Number(param);
  const def = cardByIde(ide);
  const account = useAppSelector(selectInformacion)?.nombre ?? '';
  const cards = useCards();
  const book = useGetSellBookQuery(undefined, { refetchOnMountOrArgChange: true });
  const [managing, setManaging] = useState(false);
  const paths = useAlbumPaths();

  const offers = useMemo(() => (book.data?.offers ?? []).filter((o) => o.ide === ide), [book.data, ide]);
  const lowest = useMemo(() => {
    const byToken = new Map<string, number>();
    for (const offer of offers)
      byToken.set(offer.priceSymbol, Math.min(offer.price, byToken.get(offer.priceSymbol) ?? Infinity));
    return [...byToken].sort(([a], [b]) => a.localeCompare(b));
  }, [offers]);

  const albumPage = def?.tipo === 'E' ? 2 : 1;
  const albumName = A.sections[def?.tipo === 'E' ? 'especial' : 'general'];
  const back = <Back to={paths.section(albumPage)}>{M.back(albumName)}</Back>;
  if (!def)
    return (
      <Page title={A.card(ide)} width="wide">
        <p>{M.unknown}</p>
        {back}
      </Page>
    );
  const name = cardName(def.ide, def.id);
  const card = [...(cards.data?.generalNft ?? []), ...(cards.data?.especiales ?? [])].find(
    (c) => c.ide === ide,
  );
  const shiny = card?.brillantes?.length ?? 0;
  const mine = offers.filter((o) => o.account === account);

  let body;
  if (cards.isLoading) body = <Loading label={M.loading} />;
  else if (!card)
    body = (
      <ErrorPanel
        title={M.loadFailed}
        message={cards.error ? toApiError(cards.error).message : M.unknown}
        onRetry={() => void cards.refetch()}
        retrying={cards.isFetching}
        headingLevel={2}
      />
    );
  else
    body = (
      <Layout>
        <Art
          src={(shiny > 0 && card.urlBrillante) || card.url}
          alt={M.art(name)}
          $glow={RARITY_COLOURS[def.rareza][1]}
        />
        <Facts>
          <StatList
            label={M.details}
            items={[
              { label: M.id, value: def.id },
              { label: M.rarity, value: <RarityBadge rareza={def.rareza} withName /> },
              {
                label: M.power,
                value: (
                  <>
                    {f.count(def.power)}
                    <small>{M.powerHint}</small>
                  </>
                ),
                testId: 'card-power',
              },
              {
                label: M.owned,
                value: shiny ? M.ownedShiny(f.count(card.cantidad), f.count(shiny)) : f.count(card.cantidad),
                testId: 'card-owned',
              },
              {
                label: M.listed,
                value: book.isLoading
                  ? M.listedLoading
                  : book.isError
                    ? M.listedFailed
                    : f.count(offers.length),
                testId: 'card-listed',
              },
            ]}
          />
          <section aria-labelledby="card-lowest">
            <h2 id="card-lowest">{M.lowest}</h2>
            {book.data && lowest.length === 0 && <p>{M.noListings}</p>}
            {lowest.length > 0 && (
              <ul data-testid="card-lowest">
                {lowest.map(([symbol, price]) => (
                  <li key={symbol}>{M.lowestPrice(f.price(price), symbol)}</li>
                ))}
              </ul>
            )}
          </section>
          <Row>
            {(card.cantidad > 0 || mine.length > 0) && (
              <Button onClick={() => setManaging(true)}>{M.manage}</Button>
            )}
            {offers.length > 0 && <Back to={paths.section(4)}>{M.toMarket}</Back>}
          </Row>
          <RarityLegend />
        </Facts>
        {managing && (
          <InstancesDialog
            card={card}
            account={account}
            listings={mine}
            onChanged={() => Promise.all([cards.refetch(), book.refetch()])}
            onClose={() => setManaging(false)}
          />
        )}
      </Layout>
    );

  return (
    <Page title={name} description={back} width="wide">
      {body}
    </Page>
  );
}
