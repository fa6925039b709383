/**
 * The demo world's card market: the two platform accounts list special and general cards (the
 * Special Market), and a dozen generated players each list one of their cards in one of the five
 * sale tokens (the Marketplace). The cards are issued by the token account and each order is an
 * `nftmarket.sell` of its seller, made on the ledger as the seeded world's history (the dev wallet
 * never signs for the platform accounts), so a stream reader sees every card issued and listed.
 */
import { SELL_TOKENS, MARKET_SELL_FEE } from '@hueso/contract';
import { formatUnits, parseUnits } from '../../amounts';
import { issueCards } from '../../chain/issue';
import { createAccount, execute, getAccount, ownedInstances, tokenPrecision } from '../../chain/ledger';
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
  const list = (account: string, nftId: number, token: (typeof SELL_TOKENS)[number], times = 1) => {
    const { logs } = execute(
      db,
      {
        sender: account,
        contract: 'nftmarket',
        action: 'sell',
        payload: {
          symbol,
          nfts: [String(nftId)],
          price: price(token, times),
          priceSymbol: token,
          fee: MARKET_SELL_FEE,
        },
        isSignedWithActiveKey: true,
      },
      now,
    );
    if (logs.errors || !logs.events?.some((e) => e.event === 'sellOrder'))
      throw new Error(
        `seeding ${account}'s order of ${nftId} failed: ${logs.errors?.join(', ') ?? 'not listed'}`,
      );
  };

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
