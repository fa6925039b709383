/**
 * What a verified token transfer to the game buys, chosen by its memo. Today only 'Deposit'
 * (HUESO into the real balance); market purchases (memo = item name, paid in SWAP.HIVE, HUESO
 * or VIPHUESO) are added here as further entries without touching the verification.
 */
import { GAME_PRECISION, parseUnits } from './amounts';
import type { Db } from './db';
import { HttpError } from './http';

export interface Payment {
  db: Db;
  userId: number;
  symbol: string;
  /** Quantity as the chain logged it, a decimal string. */
  quantity: string;
}

export interface MemoHandler {
  /** Tokens this purchase may be paid with. */
  symbols: readonly string[];
  apply(payment: Payment): void;
}

export const MEMO_HANDLERS: Readonly<Record<string, MemoHandler>> = {
  Deposit: {
    symbols: ['HUESO'],
    apply({ db, userId, quantity }) {
      const units = parseUnits(quantity, GAME_PRECISION);
      if (units === null)
        throw new HttpError(400, `Deposit quantity ${quantity} has more decimals than HUESO allows`);
      db.prepare('UPDATE users SET dinero_real = dinero_real + ? WHERE id = ?').run(units, userId);
    },
  },
};
