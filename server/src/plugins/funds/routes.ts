/** Moving HUESO: in-game withdraw, withdraw to the chain, verified deposits, the daily ecosystem claim. */
import { depositRequestSchema, type Informacion } from '@hueso/contract';
import { formatUnits, fromHueso, GAME_PRECISION } from '../../amounts';
import {
  followMove,
  sendNotDone,
  pendingProof,
  processedProof,
  readChain,
  registerResult,
  reserve,
  signOperation,
} from '../../gateway/outbox';
import type { PlatformOperation, SignedTransaction } from '../../gateway/types';
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

  /**
   * Withdraw all: the real balance leaves the game as a HUESO transfer from the token account,
   * through the outbox: the balance is cleared when the signed transfer is reserved and given
   * back if the chain refuses it.
   */
  app.get('/api/retiro', async (request, reply) => {
    const { id, nombre } = request.player;
    const check = () => {
      const user = getUser(db, id);
      if (!user.pack_inicial) throw new HttpError(403, NEEDS_PACK);
      if (user.dinero_real <= 0)
        throw new HttpError(400, 'Nothing to withdraw: your real HUESO balance is 0');
      return user.dinero_real;
    };
    const units = check();
    const accounts = await readChain(() => ctx.chain.reader.getAccounts([nombre]));
    if (accounts.length === 0) throw new HttpError(400, `No chain account named ${nombre}`);
    const transfer = { to: nombre, symbol: 'HUESO', quantity: formatUnits(units, GAME_PRECISION) };
    const operation = {
      account: config.tokenAccount,
      contractName: 'tokens',
      contractAction: 'transfer',
      contractPayload: { ...transfer, memo: 'Withdraw' },
    };
    const signed = await signOperation(ctx, operation);
    const operacion = db.transaction(() => {
      // Another withdrawal may have cleared the balance while this one was being signed.
      if (check() !== units) throw new HttpError(409, 'Your real HUESO balance changed meanwhile; try again');
      clearDineroReal(db, id);
      return reserve(
        db,
        {
          kind: 'withdraw',
          userId: id,
          operation,
          signed,
          reversal: { dineroReal: units },
          details: { purpose: 'withdraw', base: origin(request), transfer },
        },
        config.now(),
      );
    })();
    const answer = await followMove(ctx, operacion);
    if (answer.state !== 'done') return sendNotDone(request, reply, answer);
    return answer.result as { usuario: Informacion; transactionId: string };
  });

  registerResult('withdraw', async (c, row) => ({
    usuario: toInformacion(c, row.userId, row.details.base, c.config.now()),
    transactionId: row.txId,
  }));
  registerResult('refund', async (_c, row) => ({ refunded: true, reason: row.details.reason }));

  /**
   * Credits a token transfer the player made to the game, once per transaction id. The transfer
   * is read from the chain first: one the chain has not processed yet is neither credited nor
   * recorded (202; the client posts it again). A genuine transfer to one of our accounts that buys
   * nothing (wrong memo, token, recipient or amount) is sent back through the outbox, reserved in
   * the same database transaction that records the refusal, so no payment is ever kept without a
   * credit.
   */
  app.post('/api/deposit', { schema: { body: depositRequestSchema } }, async (request, reply) => {
    const { id, nombre } = request.player;
    const txid = request.body.id.toLowerCase();
    const now = config.now();
    assertUnused(txid);
    const txs = await processedProof(ctx, txid);
    if (!txs) return reply.code(202).send(pendingProof(txid));
    const transfers = txs.filter((tx) => tx.contract === 'tokens' && tx.action === 'transfer');
    // A Hive transaction of several operations may pay others too: the transfer to the game counts.
    const tx =
      transfers.find((t) => t.payload.to === config.depositAccount || t.payload.to === config.tokenAccount) ??
      transfers.find((t) => !t.logs.errors?.length) ??
      transfers[0];
    if (!tx) throw new HttpError(400, 'Transaction is not a token transfer');
    if (tx.logs.errors?.length)
      throw new HttpError(400, `Transaction failed on chain: ${tx.logs.errors.join(', ')}`);
    if (tx.sender !== nombre)
      throw new HttpError(403, `Transaction was sent by ${tx.sender}, not by ${nombre}`);
    const transfer = tx.logs.events?.find((e) => e.contract === 'tokens' && e.event === 'transfer')?.data as
      Transfer | undefined;
    if (!transfer) throw new HttpError(400, 'Transaction moved no tokens');
    if (transfer.to !== config.depositAccount && transfer.to !== config.tokenAccount) {
      throw new HttpError(
        400,
        `Transaction was sent to ${transfer.to}, not to ${config.tokenAccount} or ${config.depositAccount}`,
      );
    }
    const memo = typeof tx.payload.memo === 'string' ? tx.payload.memo : '';
    const precision = await readChain(() => ctx.chain.reader.tokenPrecision(transfer.symbol));
    const payment = { memo, transfer, precision };

    let refused = credit(id, txid, payment, undefined, now);
    if (refused !== null) {
      const refund = refundOperation(transfer, nombre, txid);
      const signed = await signOperation(ctx, refund);
      refused = credit(id, txid, payment, { operation: refund, signed, base: origin(request) }, now);
      if (refused !== null) {
        const answer = await followMove(ctx, refused.operacion);
        if (answer.state !== 'done') return sendNotDone(request, reply, answer);
        throw new HttpError(400, `${refused.reason} Your payment was returned.`);
      }
    }
    return { ok: true as const, usuario: toInformacion(ctx, id, origin(request), now) };
  });

  /** 409 for a transfer credited before; 400 for one refused and returned. */
  function assertUnused(txid: string): void {
    const used = findDeposit(db, txid);
    if (used?.refundTx)
      throw new HttpError(400, `This payment was refused and returned to you (refund ${used.refundTx}).`);
    if (used) throw new HttpError(409, 'Transaction already used');
  }

  /**
   * In one database transaction: credits the payment and records it, or (refused) records the
   * refusal with its refund reserved in the outbox. Without a signed refund yet, a refusal changes
   * nothing and answers `needsRefund`, so the route signs one and calls again.
   */
  function credit(
    userId: number,
    txid: string,
    { memo, transfer, precision }: { memo: string; transfer: Transfer; precision: number | undefined },
    refund: { operation: PlatformOperation; signed: SignedTransaction; base: string } | undefined,
    now: number,
  ): null | { reason: string; operacion: number } {
    return db.transaction(() => {
      assertUnused(txid);
      const record = (refundTx: string | null) =>
        recordDeposit(
          db,
          { txId: txid, userId, memo, symbol: transfer.symbol, quantity: transfer.quantity, refundTx },
          now,
        );
      try {
        // A savepoint: a handler that refuses after writing leaves nothing behind.
        db.transaction(() => {
          creditPayment(userId, memo, transfer, precision);
          record(null);
        })();
        return null;
      } catch (error) {
        if (!(error instanceof PaymentRefused)) throw error;
        if (!refund) return { reason: error.message, operacion: 0 };
        record(refund.signed.id);
        const operacion = reserve(
          db,
          {
            kind: 'refund',
            userId,
            operation: refund.operation,
            signed: refund.signed,
            reversal: { deposit: txid },
            details: {
              purpose: 'refund',
              base: refund.base,
              reason: error.message,
              transfer: {
                to: refund.operation.contractPayload.to as string,
                symbol: transfer.symbol,
                quantity: transfer.quantity,
              },
            },
          },
          now,
        );
        return { reason: error.message, operacion };
      }
    })();
  }

  /** The refund of a refused payment, from the account that received it. */
  function refundOperation(transfer: Transfer, to: string, txid: string): PlatformOperation {
    return {
      account: transfer.to,
      contractName: 'tokens',
      contractAction: 'transfer',
      contractPayload: { symbol: transfer.symbol, to, quantity: transfer.quantity, memo: `Refund ${txid}` },
    };
  }

  /** Checks the memo, recipient and token against the memo's handler, then applies it. */
  function creditPayment(
    userId: number,
    memo: string,
    transfer: Transfer,
    precision: number | undefined,
  ): void {
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
    handler.apply({ db, userId, symbol: transfer.symbol, quantity: transfer.quantity, precision });
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
