/**
 * The card market on the sidechain (HIVE.md, nftmarket): sell, buy and cancel signed with the
 * wallet's Active key, each confirmed on the chain and checked by the event it must emit, since
 * the contract skips instances it cannot move without reporting an error.
 */
import { MARKET_SELL_FEE, type MarketOffer, type SellToken } from '@hueso/contract';
import { ApiError, getConfig, wallet, type MoveSteps } from '@hueso/shared';
import { ALBUM_MESSAGES } from './messages';

type MarketAction = 'sell' | 'buy' | 'cancel';

/** The event each action emits once per order it really placed, filled or cancelled. */
const EXPECTED_EVENT: Record<MarketAction, string> = {
  sell: 'sellOrder',
  buy: 'hitSellOrder',
  cancel: 'cancelOrder',
};

function eventsOf(logsText: string): { contract?: unknown; event?: unknown }[] {
  try {
    const logs = JSON.parse(logsText || '{}') as { events?: unknown };
    return Array.isArray(logs.events) ? (logs.events as { contract?: unknown; event?: unknown }[]) : [];
  } catch {
    return [];
  }
}

async function run(
  steps: MoveSteps,
  account: string,
  action: MarketAction,
  payload: Record<string, unknown>,
  prompt: string,
): Promise<string> {
  const op = { contractName: 'nftmarket', contractAction: action, contractPayload: payload };
  const txid = await steps.sign(() => wallet.customJson(account, op, prompt));
  // A refusal (errors in the logs) throws the chain's own text.
  const info = await steps.confirm(txid);
  const done = eventsOf(info.logs).some(
    (e) => e.contract === 'nftmarket' && e.event === EXPECTED_EVENT[action],
  );
  if (!done) throw new ApiError(ALBUM_MESSAGES.notApplied[action], null, 'CHAIN_SKIPPED');
  return txid;
}

/** Lists one instance for `price` (a decimal string) in `token`, fee 500, prompt 'Vender NFT'. */
export function sellNft(
  steps: MoveSteps,
  account: string,
  nftId: string,
  price: string,
  token: SellToken,
): Promise<string> {
  return run(
    steps,
    account,
    'sell',
    { symbol: getConfig().nftSymbol, nfts: [nftId], price, priceSymbol: token, fee: MARKET_SELL_FEE },
    'Vender NFT',
  );
}

/** Buys another seller's order at the price shown: the chain refuses any other total or token. */
export function buyNft(steps: MoveSteps, account: string, offer: MarketOffer): Promise<string> {
  const { nftSymbol, accounts } = getConfig();
  return run(
    steps,
    account,
    'buy',
    {
      symbol: nftSymbol,
      nfts: [offer.nftId],
      marketAccount: accounts.platform,
      expPrice: offer.priceText,
      expPriceSymbol: offer.priceSymbol,
    },
    'Buy NFT',
  );
}

/** Takes one of the player's own listings off the market, prompt 'Cancel NFT Sell Listing?'. */
export function cancelNft(steps: MoveSteps, account: string, nftId: string): Promise<string> {
  return run(
    steps,
    account,
    'cancel',
    { symbol: getConfig().nftSymbol, nfts: [nftId] },
    'Cancel NFT Sell Listing?',
  );
}
