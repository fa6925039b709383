/** Moving HUESO: in-game withdraw, withdraw to the chain, verified deposits, the daily ecosystem claim. */
import { depositRequestSchema } from '@hueso/contract';
import { formatUnits, fromHueso, GAME_PRECISION } from '../../amounts';
import { execute, getAccount, getTransactionInfo, type Logs } from '../../chain/ledger';
import { HttpError, origin } from '../../http';
import type { GamePlugin } from '../../plugin';
import { toInformacion } from '../../players/informacion';
import { dayKey } from '../../players/metricsRepository';
import { claimEcosystem, clearDineroReal, getUser, moveDineroToReal } from '../../players/usersRepository';
import { findDeposit, recordDeposit } from './depositsRepository';
import { settleDuePayouts } from '../payouts/settle';
import { MEMO_HANDLERS, PaymentRefused } from './memoHandlers';

/** HUESO the partner-game ecosystem claim gives once per UTC day. */
const ECOSYSTEM_DAILY_HUESO = 75;
const NEEDS_PACK = 'You need the starter pack to withdraw';

/** The `transfer` event of a tokens.transfer, as the chain logs it. */
interface Transfer {
  to: string;
  symbol: string;
  quantity: string;
}

export const fundsPlugin: GamePlugin = async (app, { ctx }) => {
  const { db, config } = ctx;

  /** Withdraw in game: the whole mined balance `dinero`, due payouts included, moves to `dineroReal`. */
  app.get('/api/retiroInterno', async (request) => {
    const { id } = request.player;
    settleDuePayouts(ctx);
    db.transaction(() => {
      const user = getUser(db, id);
      if (!user.pack_inicial) throw new HttpError(403, NEEDS_PACK);
      if (user.dinero <= 0) throw new HttpError(400, 'Nothing to withdraw: your HUESO balance is 0');
      moveDineroToReal(db, id);
    })();
    return { usuario: toInformacion(ctx, id, origin(request), config.now()) };
  });

  /** Withdraw all: the real balance leaves the game as a HUESO transfer from the token account. */
  app.get('/api/retiro', async (request) => {
    const { id, nombre } = request.player;
    const now = config.now();
    const transactionId = db.transaction(() => {
      const user = getUser(db, id);
      if (!user.pack_inicial) throw new HttpError(403, NEEDS_PACK);
      if (user.dinero_real <= 0)
        throw new HttpError(400, 'Nothing to withdraw: your real HUESO balance is 0');
      if (!getAccount(db, nombre)) throw new HttpError(400, `No chain account named ${nombre}`);
      const { transactionId, logs } = execute(
        db,
        {
          sender: config.tokenAccount,
          contract: 'tokens',
          action: 'transfer',
          payload: {
            symbol: 'HUESO',
            to: nombre,
            quantity: formatUnits(user.dinero_real, GAME_PRECISION),
            memo: 'Withdraw',
          },
          isSignedWithActiveKey: true,
        },
        now,
      );
      if (logs.errors) throw new HttpError(503, `Withdrawal failed on chain: ${logs.errors.join(', ')}`);
      clearDineroReal(db, id);
      return transactionId;
    })();
    return { usuario: toInformacion(ctx, id, origin(request), now), transactionId };
  });

  /**
   * Credits a token transfer the player made to the game, once per transaction id. A genuine
   * transfer to one of our accounts that buys nothing (wrong memo, token, recipient or amount) is
   * sent back in the same database transaction, so no payment is ever kept without a credit.
   */
  app.post('/api/deposit', { schema: { body: depositRequestSchema } }, async (request) => {
    const { id, nombre } = request.player;
    const txid = request.body.id.toLowerCase();
    const now = config.now();
    const refused = db.transaction(() => {
      const used = findDeposit(db, txid);
      // 409 means credited before (the client counts it as done); a refused one stays refused.
      if (used?.refundTx)
        throw new HttpError(400, `This payment was refused and returned to you (refund ${used.refundTx}).`);
      if (used) throw new HttpError(409, 'Transaction already used');
      const tx = getTransactionInfo(db, txid);
      if (!tx) throw new HttpError(404, 'Transaction not found');
      const logs = JSON.parse(tx.logs) as Logs;
      if (logs.errors) throw new HttpError(400, `Transaction failed on chain: ${logs.errors.join(', ')}`);
      if (tx.contract !== 'tokens' || tx.action !== 'transfer')
        throw new HttpError(400, 'Transaction is not a token transfer');
      if (tx.sender !== nombre)
        throw new HttpError(403, `Transaction was sent by ${tx.sender}, not by ${nombre}`);
      const transfer = logs.events?.find((e) => e.contract === 'tokens' && e.event === 'transfer')?.data as
        Transfer | undefined;
      if (!transfer) throw new HttpError(400, 'Transaction moved no tokens');
      if (transfer.to !== config.depositAccount && transfer.to !== config.tokenAccount) {
        throw new HttpError(
          400,
          `Transaction was sent to ${transfer.to}, not to ${config.tokenAccount} or ${config.depositAccount}`,
        );
      }
      const { memo: rawMemo } = JSON.parse(tx.payload) as { memo?: unknown };
      const memo = typeof rawMemo === 'string' ? rawMemo : '';
      const record = (refundTx: string | null) =>
        recordDeposit(
          db,
          { txId: txid, userId: id, memo, symbol: transfer.symbol, quantity: transfer.quantity, refundTx },
          now,
        );
      try {
        // A savepoint: a handler that refuses after writing leaves nothing behind.
        db.transaction(() => {
          creditPayment(id, memo, transfer);
          record(null);
        })();
        return null;
      } catch (error) {
        if (!(error instanceof PaymentRefused)) throw error;
        const refundTx = returnPayment(transfer, nombre, txid, now, error.message);
        record(refundTx);
        return error.message;
      }
    })();
    if (refused !== null) throw new HttpError(400, `${refused} Your payment was returned.`);
    return { ok: true as const, usuario: toInformacion(ctx, id, origin(request), now) };
  });

  /** Sends a refused payment back from the account that received it; returns the refund's id. */
  function returnPayment(transfer: Transfer, to: string, txid: string, now: number, reason: string): string {
    const { transactionId, logs } = execute(
      db,
      {
        sender: transfer.to,
        contract: 'tokens',
        action: 'transfer',
        payload: { symbol: transfer.symbol, to, quantity: transfer.quantity, memo: `Refund ${txid}` },
        isSignedWithActiveKey: true,
      },
      now,
    );
    // Thrown inside the deposit's transaction: the refusal is rolled back too and can be retried.
    if (logs.errors)
      throw new HttpError(503, `${reason} The refund failed on chain: ${logs.errors.join(', ')}`);
    return transactionId;
  }

  /** Checks the memo, recipient and token against the memo's handler, then applies it. */
  function creditPayment(userId: number, memo: string, transfer: Transfer): void {
    const handler = Object.hasOwn(MEMO_HANDLERS, memo) ? MEMO_HANDLERS[memo] : undefined;
    if (!handler) {
      throw new PaymentRefused(
        `Unknown memo '${memo}': expected one of ${Object.keys(MEMO_HANDLERS).join(', ')}.`,
      );
    }
    const recipients = handler.recipients.map((account) => config[account]);
    if (!recipients.includes(transfer.to))
      throw new PaymentRefused(`${memo} must be sent to ${recipients.join(' or ')}, not to ${transfer.to}.`);
    if (!handler.symbols.includes(transfer.symbol))
      throw new PaymentRefused(
        `${memo} must be paid in ${handler.symbols.join(' or ')}, not ${transfer.symbol}.`,
      );
    handler.apply({ db, userId, symbol: transfer.symbol, quantity: transfer.quantity });
  }

  /**
   * Daily partner-game claim. The real backend checks the partner games; this stand-in
   * (docs/spec-deviations.md) needs the starter pack here, and a second claim the same UTC day
   * gets ok:false.
   */
  app.get('/api/ecosistemaHueso', async (request) => {
    const { id } = request.player;
    const today = dayKey(config.now());
    const ok = db.transaction(() => {
      const user = getUser(db, id);
      if (!user.pack_inicial || user.ecosistema_day === today) return false;
      claimEcosystem(db, id, fromHueso(ECOSYSTEM_DAILY_HUESO), today);
      return true;
    })();
    return { ok };
  });
};
