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
import type { ChainTransaction, PlatformOperation, SignedTransaction } from '../../gateway/types';
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

/** A transfer the player made to one of the game's accounts, by its sidechain transaction id. */
interface Payment {
  id: string;
  memo: string;
  transfer: Transfer;
}

/** The refund of a refused payment, signed before the database transaction that reserves it. */
interface Refund {
  operation: PlatformOperation;
  signed: SignedTransaction;
}

/** What one handling of a proof did: how many payments it credited, and the refunds it reserved. */
interface Outcome {
  credited: number;
  refused: { reason: string; operacion: number }[];
}

/** Refused payments with no signed refund yet: the database transaction was rolled back. */
class RefundsToSign extends Error {
  constructor(readonly payments: Payment[]) {
    super('refunds to sign');
  }
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
   * Credits the token transfers the player made to the game in one Hive transaction, each once by
   * its sidechain transaction id (`<txid>-<n>` for a transaction of several operations, the bare
   * id for one). The transaction is read from the chain first: one the chain has not processed yet
   * is neither credited nor recorded (202; the client posts it again). A genuine transfer to one of
   * our accounts that buys nothing (wrong memo, token, recipient or amount) is sent back through
   * the outbox, reserved in the same database transaction that credits the others and records the
   * refusal, so no payment is ever kept without a credit.
   */
  app.post('/api/deposit', { schema: { body: depositRequestSchema } }, async (request, reply) => {
    const { id, nombre } = request.player;
    const txid = request.body.id.toLowerCase();
    const now = config.now();
    // A proof whose single payment was handled before is answered without asking the chain.
    const used = handledBefore([txid]);
    if (used) throw used;
    const txs = await processedProof(ctx, txid);
    if (!txs) return reply.code(202).send(pendingProof(txid));
    const payments = paymentsIn(txs, nombre);
    const fresh = payments.filter((p) => !findDeposit(db, p.id));
    if (fresh.length === 0) throw handledBefore(payments.map((p) => p.id))!;
    const precisions = new Map<string, number | undefined>();
    for (const { transfer } of fresh)
      if (!precisions.has(transfer.symbol))
        precisions.set(
          transfer.symbol,
          await readChain(() => ctx.chain.reader.tokenPrecision(transfer.symbol)),
        );

    // Refusals need a signed refund before the database transaction: sign the missing ones and run again.
    const refunds = new Map<string, Refund>();
    let outcome: Outcome;
    for (;;) {
      const result = handle(id, fresh, precisions, refunds, origin(request), now);
      if (!(result instanceof RefundsToSign)) {
        outcome = result;
        break;
      }
      for (const payment of result.payments) {
        const operation = refundOperation(payment.transfer, nombre, payment.id);
        refunds.set(payment.id, { operation, signed: await signOperation(ctx, operation) });
      }
    }
    const { credited, refused } = outcome;
    // Handled meanwhile by another post of the same proof.
    if (credited === 0 && refused.length === 0)
      throw handledBefore(payments.map((p) => p.id)) ?? new HttpError(409, 'Transaction already used');
    const creditedToo = (text: string) =>
      credited === 0
        ? text
        : credited === 1
          ? `${text} Your other payment in this transaction was credited.`
          : `${text} Your other payments in this transaction were credited.`;
    for (const { operacion } of refused) {
      let answer;
      try {
        answer = await followMove(ctx, operacion);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 502)
          throw new HttpError(502, creditedToo(error.message));
        throw error;
      }
      if (answer.state !== 'done') return sendNotDone(request, reply, answer);
    }
    if (refused.length === 1)
      throw new HttpError(400, creditedToo(`${refused[0]!.reason} Your payment was returned.`));
    if (refused.length > 1)
      throw new HttpError(
        400,
        creditedToo(`Refused and returned: ${refused.map((r) => r.reason).join(' ')}`),
      );
    return { ok: true as const, usuario: toInformacion(ctx, id, origin(request), now) };
  });

  /**
   * The answer to a proof whose every payment (by id) was handled before: 400 naming the refunds
   * when all were refused, else 409; undefined while one of them is new.
   */
  function handledBefore(ids: string[]): HttpError | undefined {
    const deposits = ids.map((id) => findDeposit(db, id));
    if (deposits.length === 0 || deposits.some((d) => d === undefined)) return undefined;
    const refundTxs = deposits.map((d) => d!.refundTx);
    if (!refundTxs.every((tx) => tx)) return new HttpError(409, 'Transaction already used');
    return new HttpError(
      400,
      refundTxs.length === 1
        ? `This payment was refused and returned to you (refund ${refundTxs[0]}).`
        : `These payments were refused and returned to you (refunds ${refundTxs.join(', ')}).`,
    );
  }

  /**
   * Every successful tokens.transfer from the player to one of the game's accounts in the
   * transaction; none is a 400 or 403 naming why the transaction pays the game nothing.
   */
  function paymentsIn(txs: ChainTransaction[], nombre: string): Payment[] {
    const ours = (to: unknown) => to === config.depositAccount || to === config.tokenAccount;
    const transferOf = (tx: ChainTransaction) =>
      tx.logs.events?.find((e) => e.contract === 'tokens' && e.event === 'transfer')?.data as
        Transfer | undefined;
    const transfers = txs.filter((tx) => tx.contract === 'tokens' && tx.action === 'transfer');
    const payments = transfers.flatMap((tx) => {
      const transfer = transferOf(tx);
      if (tx.logs.errors?.length || tx.sender !== nombre || !transfer || !ours(transfer.to)) return [];
      const memo = typeof tx.payload.memo === 'string' ? tx.payload.memo : '';
      return [{ id: tx.transactionId.toLowerCase(), memo, transfer }];
    });
    if (payments.length > 0) return payments;
    // A Hive transaction of several operations may pay others too: the transfer to the game explains.
    const tx =
      transfers.find((t) => ours(t.payload.to)) ??
      transfers.find((t) => !t.logs.errors?.length) ??
      transfers[0];
    if (!tx) throw new HttpError(400, 'Transaction is not a token transfer');
    if (tx.logs.errors?.length)
      throw new HttpError(400, `Transaction failed on chain: ${tx.logs.errors.join(', ')}`);
    if (tx.sender !== nombre)
      throw new HttpError(403, `Transaction was sent by ${tx.sender}, not by ${nombre}`);
    const transfer = transferOf(tx);
    if (!transfer) throw new HttpError(400, 'Transaction moved no tokens');
    throw new HttpError(
      400,
      `Transaction was sent to ${transfer.to}, not to ${config.tokenAccount} or ${config.depositAccount}`,
    );
  }

  /**
   * In one database transaction: credits and records each payment not recorded yet (a savepoint
   * each), or records its refusal with its refund reserved in the outbox. A refusal without a
   * signed refund yet rolls everything back and answers which refunds to sign, so the route signs
   * them and calls again.
   */
  function handle(
    userId: number,
    payments: Payment[],
    precisions: Map<string, number | undefined>,
    refunds: Map<string, Refund>,
    base: string,
    now: number,
  ): Outcome | RefundsToSign {
    try {
      return db.transaction(() => {
        const outcome: Outcome = { credited: 0, refused: [] };
        const unsigned: Payment[] = [];
        for (const payment of payments) {
          const { id, memo, transfer } = payment;
          if (findDeposit(db, id)) continue;
          const record = (refundTx: string | null) =>
            recordDeposit(
              db,
              { txId: id, userId, memo, symbol: transfer.symbol, quantity: transfer.quantity, refundTx },
              now,
            );
          try {
            // A savepoint: a handler that refuses after writing leaves nothing behind.
            db.transaction(() => {
              creditPayment(userId, memo, transfer, precisions.get(transfer.symbol));
              record(null);
            })();
            outcome.credited++;
          } catch (error) {
            if (!(error instanceof PaymentRefused)) throw error;
            const refund = refunds.get(id);
            if (!refund) {
              unsigned.push(payment);
              continue;
            }
            record(refund.signed.id);
            const operacion = reserve(
              db,
              {
                kind: 'refund',
                userId,
                operation: refund.operation,
                signed: refund.signed,
                reversal: { deposit: id },
                details: {
                  purpose: 'refund',
                  base,
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
            outcome.refused.push({ reason: error.message, operacion });
          }
        }
        if (unsigned.length > 0) throw new RefundsToSign(unsigned);
        return outcome;
      })();
    } catch (error) {
      if (error instanceof RefundsToSign) return error;
      throw error;
    }
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
