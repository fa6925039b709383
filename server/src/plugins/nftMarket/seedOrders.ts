/**
 * The demo world's card market: the two platform accounts list special and general cards (the
 * Special Market), and a dozen generated players each list one of their cards in one of the five
 * sale tokens (the Marketplace). Orders are written directly, as the chain would hold them after
 * a sell: nobody signs for the platform accounts.
 */
import { SELL_TOKENS, MARKET_SELL_FEE } from '@hueso/contract';
import { formatUnits, parseUnits } from '../../amounts';
import { placeOrder } from '../../chain/nftmarket';
import { issueCards } from '../../chain/issue';
import { createAccount, getAccount, ownedInstances, tokenPrecision } from '../../chain/ledger';
import type { AppContext } from '../../context';
import { CATALOGUE } from '../cards/catalogue';

/** A price per sale token that the demo player can afford. */
const PRICES: Record<(typeof SELL_TOKENS)[number], string> = {
  VIPHUESO: '20',
  'SWAP.HIVE': '1.5',
  KOD: '75',
  STARPRO: '12',
  HUESO: '250',
};
const LISTING_PLAYERS = 12;

export function seedMarketOrders({ db, config }: AppContext): void {
  const now = config.now();
  const symbol = config.nftSymbol;
  const price = (token: (typeof SELL_TOKENS)[number], times = 1) => {
    const precision = tokenPrecision(db, token)!;
    return formatUnits(parseUnits(PRICES[token], precision)! * times, precision);
  };
  const list = (account: string, nftId: number, token: (typeof SELL_TOKENS)[number], times = 1) =>
    placeOrder(db, {
      symbol,
      account,
      nftId: String(nftId),
      price: price(token, times),
      priceSymbol: token,
      fee: MARKET_SELL_FEE,
      timestamp: now,
    });

  db.transaction(() => {
    config.marketAccounts.forEach((account, a) => {
      if (!getAccount(db, account)) createAccount(db, account, now);
      // Every other special card for one account, the rest for the other, plus a few rare generals.
      const cards = [
        ...CATALOGUE.filter((c) => c.tipo === 'E').filter((_, i) => i % 2 === a),
        ...CATALOGUE.filter((c) => c.tipo === 'G' && (c.rareza === 'A' || c.rareza === 'L')).filter(
          (_, i) => i % 2 === a,
        ),
      ];
      // Issued by the cards' issuer, then listed by the account that received them.
      const issued = issueCards(
        db,
        { symbol, issuer: config.tokenAccount },
        cards.map((card) => ({ to: account, ide: card.ide, power: card.power })),
        now,
      );
      if (issued.errors.length)
        throw new Error(`seeding ${account}'s cards failed: ${issued.errors.join(', ')}`);
      cards.forEach((_, i) => {
        const token = (['HUESO', 'VIPHUESO', 'SWAP.HIVE'] as const)[i % 3]!;
        list(account, issued.ids[i]!, token, 1 + (i % 4));
      });
    });
    for (let i = 1; i <= LISTING_PLAYERS; i++) {
      const account = `player${String(i).padStart(2, '0')}`;
      const [first] = ownedInstances(db, symbol, account);
      if (first) list(account, first._id, SELL_TOKENS[i % SELL_TOKENS.length]!);
    }
  })();
}
