/** The deposits table: every chain transfer the game credited or refused, by transaction id. */
import type { Db } from '../../db';

/** A transfer already handled: `refundTx` is set when it was refused and returned. */
export function findDeposit(db: Db, txId: string): { refundTx: string | null } | undefined {
  return db.prepare('SELECT refund_tx AS refundTx FROM deposits WHERE tx_id = ?').get(txId) as
    { refundTx: string | null } | undefined;
}

export function recordDeposit(
  db: Db,
  deposit: {
    txId: string;
    userId: number;
    memo: string;
    symbol: string;
    quantity: string;
    refundTx: string | null;
  },
  now: number,
): void {
  db.prepare(
    `INSERT INTO deposits (tx_id, user_id, memo, symbol, quantity, created_at, refund_tx)
     VALUES (@txId, @userId, @memo, @symbol, @quantity, @now, @refundTx)`,
  ).run({ ...deposit, now });
}
