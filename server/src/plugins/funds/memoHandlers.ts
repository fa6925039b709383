/**
 * What a verified token transfer to the game buys, chosen by its memo: 'Deposit' (HUESO into the
 * real balance) or a market item's name (SPEC.md section 9 prices). A handler refuses a payment
 * by throwing PaymentRefused; the deposit route then returns the tokens to the sender.
 */
import { MARKET_ITEMS, type MarketItem } from '@hueso/contract';
import { GAME_PRECISION, parseUnits } from '../../amounts';
import type { AppConfig } from '../../config';
import type { Db } from '../../db';
import { addItems } from '../../players/itemsRepository';
import { addDineroReal, getUser, grantStarterPack } from '../../players/usersRepository';

export interface Payment {
  db: Db;
  userId: number;
  symbol: string;
  /** Quantity as the chain logged it, a decimal string. */
  quantity: string;
  /** The token's decimal places, read from the node before the database transaction. */
  precision: number | undefined;
}

/** One of the game's own chain accounts, named by its config key. */
export type GameAccount = keyof Pick<AppConfig, 'tokenAccount' | 'depositAccount'>;

export interface MemoHandler {
  /** Accounts this payment must be sent to. */
  recipients: readonly GameAccount[];
  /** Tokens this purchase may be paid with. */
  symbols: readonly string[];
  apply(payment: Payment): void;
}

/** The game declines a genuine payment; the text says why (the route adds that it was returned). */
export class PaymentRefused extends Error {}

const depositHandler: MemoHandler = {
  // The deposit account was accepted for deposits before market purchases existed; it still is.
  recipients: ['tokenAccount', 'depositAccount'],
  symbols: ['HUESO'],
  apply({ db, userId, quantity }) {
    const units = parseUnits(quantity, GAME_PRECISION);
    if (units === null)
      throw new PaymentRefused(`Deposit quantity ${quantity} has more decimals than HUESO allows.`);
    addDineroReal(db, userId, units);
  },
};

/** How many units of `item` the payment buys, or PaymentRefused when it is not an exact count. */
function unitsBought(item: MarketItem, quantity: string, precision: number | undefined): number {
  if (precision === undefined) throw new Error(`token ${item.symbol} is missing on the chain`);
  const paid = parseUnits(quantity, precision);
  const price = parseUnits(String(item.price), precision)!;
  if (paid === null || paid <= 0 || paid % price !== 0) {
    throw new PaymentRefused(
      `${item.name} costs ${item.price} ${item.symbol} each: ${quantity} ${item.symbol} is not a whole number of them.`,
    );
  }
  const count = paid / price;
  if (item.fixedQuantity !== undefined && count !== item.fixedQuantity) {
    throw new PaymentRefused(
      `${item.name} is bought ${item.fixedQuantity} at a time for ${item.fixedQuantity * item.price} ${item.symbol}, not ${quantity} ${item.symbol}.`,
    );
  }
  return count;
}

function marketHandler(item: MarketItem): MemoHandler {
  return {
    recipients: ['depositAccount'],
    symbols: [item.symbol],
    apply({ db, userId, quantity, precision }) {
      const count = unitsBought(item, quantity, precision);
      if (item.item === null) {
        if (getUser(db, userId).pack_inicial) throw new PaymentRefused('You already have the starter pack.');
        grantStarterPack(db, userId);
        return;
      }
      addItems(db, userId, item.item, count);
    },
  };
}

export const MEMO_HANDLERS: Readonly<Record<string, MemoHandler>> = {
  Deposit: depositHandler,
  ...Object.fromEntries(MARKET_ITEMS.map((item) => [item.name, marketHandler(item)])),
};
