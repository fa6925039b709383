import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { MARKET_ITEMS, type MarketItem } from '@hueso/contract/market';
import { Link, selectInformacion, toApiError, useAppSelector, useFormat, useMessages } from '@hueso/shared';
import { Button, Page, queryReady, QueryState, Stack, StatList } from '@hueso/shared/ui';
import { MONEY_MESSAGES, useItemName } from '@hueso/shared/play';
import { PENDING_PAYMENTS_KEY, pendingPayments } from '@hueso/shared/wallet';
import { Grid, Tile } from '../../../components/ItemTiles';
import { itemArtUrl } from '../../../lib/art';
import { useGetWalletBalancesQuery } from '../api/marketApi';
import { MARKET_MESSAGES } from '../messages';
import { BuyModal } from './BuyModal';
import { PendingPayments } from './PendingPayments';

const Wallet = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.muted};
`;
const Price = styled.strong`
  font-size: 16px;
  color: ${(p) => p.theme.colors.accent};
`;

const SYMBOLS = ['SWAP.HIVE', 'HUESO', 'VIPHUESO'] as const;
const MARKET_MEMOS = MARKET_ITEMS.map((item) => item.name);

function offerNote(
  item: MarketItem,
  hasInitialLand: boolean,
  M: (typeof MARKET_MESSAGES)['en'],
  itemName: (key: string) => string,
): string {
  if (item.item === null) return hasInitialLand ? M.ownInitialLand : M.initialLandNote;
  return M.adds(itemName(item.item));
}

/** The in-game market (SPEC.md section 2): five offers, each bought through an amount dialog and the wallet. */
export function MarketScreen({ inventoryPath }: { inventoryPath: string }) {
  const M = useMessages(MARKET_MESSAGES);
  const money = useMessages(MONEY_MESSAGES);
  const format = useFormat();
  const itemName = useItemName();
  const info = useAppSelector(selectInformacion);
  const account = info?.nombre ?? '';
  const wallet = useGetWalletBalancesQuery(account, { refetchOnMountOrArgChange: true });
  const [chosen, setChosen] = useState<string | null>(null);
  const [pending, setPending] = useState(() => pendingPayments(account, MARKET_MEMOS));
  useEffect(() => {
    // A payment claimed or signed in another tab of the game.
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === PENDING_PAYMENTS_KEY)
        setPending(pendingPayments(account, MARKET_MEMOS));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [account]);
  if (!info) return null;

  // The buy dialog weighs the price against the balances only while they are a good read.
  const balances = queryReady(wallet) ? wallet.data : undefined;
  const onSettled = () => {
    setPending(pendingPayments(account, MARKET_MEMOS));
    void wallet.refetch();
  };
  const chosenItem = MARKET_ITEMS.find((item) => item.name === chosen);

  return (
    <Page title={M.title} actions={<Link to={inventoryPath}>{M.toInventory}</Link>}>
      <section aria-label={M.walletSection}>
        <QueryState
          query={wallet}
          loading={M.readingWallet}
          errorMessage={(error) => `${M.walletUnreadable} ${toApiError(error).message}`}
        >
          {(balances) => (
            <>
              <Stack direction="row" gap="sm" wrap align="baseline">
                <Wallet>{M.yourWallet}</Wallet>
                <StatList
                  layout="inline"
                  items={SYMBOLS.map((symbol) => ({
                    // HUESO here is the wallet's, not the game's: named as the money model names it.
                    label: symbol === 'HUESO' ? money.name.wallet : symbol,
                    value: format.balance(balances[symbol] ?? 0),
                    testId: `wallet-${symbol}`,
                  }))}
                />
              </Stack>
              <Wallet>{money.explain.wallet}</Wallet>
            </>
          )}
        </QueryState>
      </section>
      <PendingPayments payments={pending} onSettled={onSettled} />
      <Grid aria-label={M.offers}>
        {MARKET_ITEMS.map((item) => {
          const soldOut = item.item === null && info.packInicial;
          return (
            <Tile key={item.name} aria-labelledby={`offer-${item.name.replace(/\W+/g, '-')}`}>
              <img src={itemArtUrl(item.item ?? item.name)} alt="" loading="lazy" />
              <h2 id={`offer-${item.name.replace(/\W+/g, '-')}`}>{itemName(item.name)}</h2>
              <Price>
                {/* A HUESO price is paid from the wallet's HUESO: named as the money model names it. */}
                {format.price(item.price)} {item.symbol === 'HUESO' ? money.name.wallet : item.symbol}
              </Price>
              <p>{offerNote(item, info.packInicial, M, itemName)}</p>
              <Button
                disabled={soldOut}
                aria-label={M.buyItem(itemName(item.name))}
                onClick={() => setChosen(item.name)}
              >
                {item.item === null ? M.buyItem(itemName(item.name)) : M.buy}
              </Button>
            </Tile>
          );
        })}
      </Grid>
      {chosenItem && (
        <BuyModal
          name={chosenItem.name}
          balance={balances?.[chosenItem.symbol]}
          onClose={() => setChosen(null)}
          onSettled={onSettled}
        />
      )}
    </Page>
  );
}
