/**
 * The card market on the sidechain (HIVE.md, nftmarket): sell, buy and cancel signed with the
 * wallet's Active key, each confirmed on the chain and checked by the event it must emit, since
 * the contract skips instances it cannot move without reporting an error. Each takes the text it
 * shows when the chain skipped the move (ALBUM_MESSAGES.notApplied, in the screen's language); the
 * wallet prompts are the protocol's, fixed.
 */
import { MARKET_SELL_FEE, type MarketOffer, type SellToken } from '@hueso/contract/album';
import { ApiError, getConfig } from '@hueso/shared';
import { wallet, type MoveSteps } from '@hueso/shared/wallet';

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
  skipped: string,
): Promise<string> {
  const op = { contractName: 'nftmarket', contractAction: action, contractPayload: payload };
  const txid = await steps.sign(() => wallet.customJson(account, op, prompt));
  // A refusal (errors in the logs) throws the chain's own text.
  const info = await steps.confirm(txid);
  const done = eventsOf(info.logs).some(
    (e) => e.contract === 'nftmarket' && e.event === EXPECTED_EVENT[action],
  );
  if (!done) throw new ApiError(skipped, null, 'CHAIN_SKIPPED');
  return txid;
}

/** Lists one instance for `price` (a decimal string) in `token`, fee 500, prompt 'Vender NFT'. */
export function sellNft(
  steps: MoveSteps,
  account: string,
  nftId: string,
  price: string,
  token: SellToken,
  skipped: string,
): Promise<string> {
  return run(
    steps,
    account,
    'sell',
    { symbol: getConfig().nftSymbol, nfts: [nftId], price, priceSymbol: token, fee: MARKET_SELL_FEE },
    'Vender NFT',
    skipped,
  );
}

/** Buys another seller's order at the price shown: the chain refuses any other total or token. */
export function buyNft(
  steps: MoveSteps,
  account: string,
  offer: MarketOffer,
  skipped: string,
): Promise<string> {
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
    skipped,
  );
}

/** Takes one of the player's own listings off the market, prompt 'Cancel NFT Sell Listing?'. */
export function cancelNft(
  steps: MoveSteps,
  account: string,
  nftId: string,
  skipped: string,
): Promise<string> {
  return run(
    steps,
    account,
    'cancel',
    { symbol: getConfig().nftSymbol, nfts: [nftId] },
    'Cancel NFT Sell Listing?',
    skipped,
  );
}
