/**
 * The outbox (docs/chain-node.md): every operation the platform signs is reserved in the game
 * database with its signed transaction, in the same SQLite transaction that takes what it pays
 * for; then broadcast and followed with getTransactionInfo until the chain has processed it; then
 * finalised, or reversed (what was taken given back) when the chain refused it or it expired
 * unseen. Every status change is `UPDATE … WHERE status = <the status read>`, so a row is
 * finalised or reversed exactly once however many drivers (a route, the timer, a restart) race.
 */
import type { OperationKind, OperationState, PendingOperation, PendingProof } from '@hueso/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Db } from '../db';
import { HttpError } from '../http';
import { localizeError, requestLanguage } from '../i18n';
import { addItems } from '../players/itemsRepository';
import { recordMetric } from '../players/metricsRepository';
import { addDinero, addDineroReal } from '../players/usersRepository';
import {
  ChainUnavailable,
  type ChainEvent,
  type ChainTransaction,
  type PlatformOperation,
  type SignedTransaction,
} from './types';

export { outboxSchema } from './outboxSchema';

/** How long past its expiration a transaction the node still does not know is given up. */
export const EXPIRY_MARGIN_MS = 60_000;
/** Pause between two getTransactionInfo of one operation. */
export const POLL_MS = 300;
/** How often the server drives the operations not final (resumeAll). */
export const RESUME_EVERY_MS = 5_000;

export const CHAIN_DOWN_SAVED =
  'The chain node is unreachable; your operation is saved and completes when it is back';
export const CHAIN_DOWN_NOTHING_DONE = 'The chain node is unreachable; nothing was changed, try again later';

/**
 * What the game gives back when the chain refuses the operation. For cards, `itemsPerCard` is
 * given back for each card the chain did not issue (a partly refused issue keeps what it issued).
 */
export interface Reversal {
  itemsPerCard?: { nombre: string; cantidad: number };
  /** In-game HUESO units (a crafting's fee). */
  dinero?: number;
  /** HUESO units the reservation counted as burned in the metrics (a crafting's fee), with its instant. */
  burnedMetric?: { units: number; at: number };
  /** Real HUESO units (a withdrawal). */
  dineroReal?: number;
  /** A crafting's burn claim, released so the same burn can pay again. */
  burnClaim?: string;
  /** A refused deposit's record, released so the player can post it again. */
  deposit?: string;
}

/** One card the operation issues, as the route drew it. */
export interface CardToIssue {
  ide: number;
  brillante: boolean;
}

/** What the route needs to build its answer; `purpose` picks the answer's builder. */
export interface OperationDetails {
  purpose: string;
  /** The public origin for art URLs at reservation time. */
  base: string;
  /** For issues: the recipient and the cards, in the order of the operation's instances. */
  to?: string;
  cards?: CardToIssue[];
  /** For transfers: the expected recipient, symbol and quantity. */
  transfer?: { to: string; symbol: string; quantity: string };
  [key: string]: unknown;
}

export interface OutboxRow {
  id: number;
  kind: OperationKind;
  userId: number;
  account: string;
  operation: PlatformOperation;
  signed: SignedTransaction;
  txId: string;
  status: 'signed' | 'broadcast' | 'done' | 'reversed';
  reversal: Reversal;
  details: OperationDetails;
  result: unknown;
  error: string | null;
  expiresAt: number;
}

/** A card the chain issued: its instance id, matched to the card the route drew. */
export interface IssuedCard extends CardToIssue {
  nftId: number;
}

/** Builds a done operation's answer (the route's normal answer) from what the chain did. */
export type ResultBuilder = (ctx: AppContext, row: OutboxRow, issued: IssuedCard[]) => Promise<unknown>;

const builders = new Map<string, ResultBuilder>();

/** Registers the answer of the operations of one purpose (a route registers its own at start). */
export function registerResult(purpose: string, builder: ResultBuilder): void {
  builders.set(purpose, builder);
}

interface RawRow {
  id: number;
  kind: OperationKind;
  user_id: number;
  account: string;
  operation: string;
  signed_tx: string;
  tx_id: string;
  status: OutboxRow['status'];
  reversal: string;
  details: string;
  result: string | null;
  error: string | null;
  expires_at: number;
}

function toRow(raw: RawRow): OutboxRow {
  return {
    id: raw.id,
    kind: raw.kind,
    userId: raw.user_id,
    account: raw.account,
    operation: JSON.parse(raw.operation),
    signed: JSON.parse(raw.signed_tx),
    txId: raw.tx_id,
    status: raw.status,
    reversal: JSON.parse(raw.reversal),
    details: JSON.parse(raw.details),
    result: raw.result === null ? undefined : JSON.parse(raw.result),
    error: raw.error,
    expiresAt: raw.expires_at,
  };
}

export function getOperation(db: Db, id: number): OutboxRow | undefined {
  const raw = db.prepare('SELECT * FROM outbox WHERE id = ?').get(id) as RawRow | undefined;
  return raw && toRow(raw);
}

export interface ReserveInput {
  kind: OperationKind;
  userId: number;
  operation: PlatformOperation;
  signed: SignedTransaction;
  reversal: Reversal;
  details: OperationDetails;
}

/**
 * Records a signed operation; call it inside the SQLite transaction that takes what the operation
 * pays for, so both are committed or neither. Returns the operation's id.
 */
export function reserve(db: Db, input: ReserveInput, now: number): number {
  const inserted = db
    .prepare(
      `INSERT INTO outbox (kind, user_id, account, operation, signed_tx, tx_id, status, reversal, details,
         created_at, updated_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, 'signed', ?, ?, ?, ?, ?)`,
    )
    .run(
      input.kind,
      input.userId,
      input.operation.account,
      JSON.stringify(input.operation),
      JSON.stringify(input.signed),
      input.signed.id,
      JSON.stringify(input.reversal),
      JSON.stringify(input.details),
      now,
      now,
      input.signed.expiresAt,
    );
  return Number(inserted.lastInsertRowid);
}

/** Gives back what the reservation took; `unissued` cards of an issue when only part failed. */
function giveBack(db: Db, row: OutboxRow, unissued?: number): void {
  const { reversal, userId } = row;
  const cards = row.details.cards?.length ?? 0;
  const whole = unissued === undefined || unissued >= cards;
  if (reversal.itemsPerCard) {
    const count = (whole ? cards : unissued) * reversal.itemsPerCard.cantidad;
    if (count > 0) addItems(db, userId, reversal.itemsPerCard.nombre, count);
  }
  if (!whole) return;
  if (reversal.dinero) addDinero(db, userId, reversal.dinero);
  // Taken off the day it was counted on, so the metrics never show a burn that was given back.
  if (reversal.burnedMetric)
    recordMetric(db, userId, 'burned', -reversal.burnedMetric.units, reversal.burnedMetric.at);
  if (reversal.dineroReal) addDineroReal(db, userId, reversal.dineroReal);
  if (reversal.burnClaim)
    db.prepare("DELETE FROM burn_claims WHERE tx_id = ? AND claimed_by = 'crafting'").run(
      reversal.burnClaim.toLowerCase(),
    );
  if (reversal.deposit)
    db.prepare('DELETE FROM deposits WHERE tx_id = ? AND refund_tx = ?').run(reversal.deposit, row.txId);
}

const OPEN = "status IN ('signed', 'broadcast')";

/** Reverses a row not final yet; false when another driver finalised it first. */
function reverse(ctx: AppContext, row: OutboxRow, error: string): boolean {
  const { db, config } = ctx;
  return db.transaction(() => {
    const changed = db
      .prepare(`UPDATE outbox SET status = 'reversed', error = ?, updated_at = ? WHERE id = ? AND ${OPEN}`)
      .run(error, config.now(), row.id);
    if (changed.changes === 0) return false;
    giveBack(db, row);
    return true;
  })();
}

/** Marks a row done with its answer; `unissued` cards (a partly refused issue) are given back. */
function finish(
  ctx: AppContext,
  row: OutboxRow,
  result: unknown,
  unissued: number,
  error: string | null,
): void {
  const { db, config } = ctx;
  db.transaction(() => {
    const changed = db
      .prepare(
        `UPDATE outbox SET status = 'done', result = ?, error = ?, updated_at = ? WHERE id = ? AND ${OPEN}`,
      )
      .run(JSON.stringify(result ?? null), error, config.now(), row.id);
    if (changed.changes > 0 && unissued > 0) giveBack(db, row, unissued);
  })();
}

const events = (txs: ChainTransaction[], contract: string, event: string): ChainEvent[] =>
  txs.flatMap((tx) => (tx.logs.events ?? []).filter((e) => e.contract === contract && e.event === event));

const errorsOf = (txs: ChainTransaction[]) => txs.flatMap((tx) => tx.logs.errors ?? []);

/** The drawn cards the chain's `issue` events show issued to the recipient, matched by ID and EDITION. */
function issuedCards(row: OutboxRow, txs: ChainTransaction[]): IssuedCard[] {
  const instances = (row.operation.contractPayload.instances ?? []) as {
    properties: { ID: string; EDITION: number };
  }[];
  const issue = events(txs, 'nft', 'issue').filter((e) => e.data.to === row.details.to);
  const used = new Set<number>();
  const issued: IssuedCard[] = [];
  (row.details.cards ?? []).forEach((card, i) => {
    const wanted = instances[i]?.properties;
    const index = issue.findIndex((e, j) => {
      const props = e.data.properties as { ID?: unknown; EDITION?: unknown } | undefined;
      return !used.has(j) && String(props?.ID) === wanted?.ID && Number(props?.EDITION) === wanted?.EDITION;
    });
    if (index < 0) return;
    used.add(index);
    issued.push({ ...card, nftId: Number(issue[index]!.data.id) });
  });
  return issued;
}

/** Settles a processed operation: done with its answer, or reversed with the chain's errors. */
async function settle(ctx: AppContext, row: OutboxRow, txs: ChainTransaction[]): Promise<void> {
  const errors = errorsOf(txs);
  const refusal = (fallback: string) =>
    errors.length ? `The chain refused it: ${errors.join(', ')}` : fallback;
  const builder = builders.get(row.details.purpose);
  if (!builder) throw new Error(`no answer builder for outbox purpose '${row.details.purpose}'`);
  if (row.kind === 'issue_cards') {
    const issued = issuedCards(row, txs);
    if (issued.length === 0) {
      reverse(ctx, row, refusal('The chain issued none of the cards'));
      return;
    }
    const unissued = (row.details.cards?.length ?? 0) - issued.length;
    const result = await builder(ctx, row, issued);
    finish(ctx, row, result, unissued, unissued > 0 ? refusal('Not every card was issued') : null);
    return;
  }
  const want = row.details.transfer!;
  const moved = events(txs, 'tokens', 'transfer').some(
    (e) =>
      e.data.to === want.to &&
      e.data.symbol === want.symbol &&
      typeof e.data.quantity === 'string' &&
      sameAmount(e.data.quantity, want.quantity),
  );
  if (!moved) {
    reverse(ctx, row, refusal('The chain moved no tokens'));
    return;
  }
  finish(ctx, row, await builder(ctx, row, []), 0, null);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Operations a driver is following now, by database: the timer leaves them alone. */
const drivingIn = new WeakMap<Db, Map<number, number>>();
function driving(db: Db): Map<number, number> {
  let drivers = drivingIn.get(db);
  if (!drivers) drivingIn.set(db, (drivers = new Map()));
  return drivers;
}

/**
 * Follows one operation: broadcasts it if it was not yet, then reads its transaction until the
 * chain has processed it (finalised or reversed) or `waitMs` has passed. A node that is down
 * throws ChainUnavailable and leaves the row as it was. Returns the row as it is now. Expiry is
 * judged by the game clock (config.now), the clock the node's blocks follow too.
 */
export async function drive(ctx: AppContext, id: number, { waitMs }: { waitMs: number }): Promise<OutboxRow> {
  const { db, chain } = ctx;
  const deadline = Date.now() + waitMs;
  const drivers = driving(db);
  drivers.set(id, (drivers.get(id) ?? 0) + 1);
  // Each drive sends the transaction once even if it was broadcast before: a node that restarted
  // may have lost its mempool, and a duplicate is not an error.
  let sent = false;
  try {
    for (;;) {
      const row = getOperation(db, id);
      if (!row) throw new Error(`outbox operation ${id} does not exist`);
      if (row.status === 'done' || row.status === 'reversed') return row;
      if (!sent && row.status === 'broadcast' && ctx.config.now() <= row.expiresAt) {
        sent = true;
        // Accepted once already: a refusal now changes nothing, only the chain's answer or expiry does.
        await chain.signer.broadcast(row.signed).catch((error: unknown) => {
          if (error instanceof ChainUnavailable) throw error;
        });
      }
      if (row.status === 'signed') {
        sent = true;
        try {
          await chain.signer.broadcast(row.signed);
          db.prepare(
            "UPDATE outbox SET status = 'broadcast', updated_at = ? WHERE id = ? AND status = 'signed'",
          ).run(ctx.config.now(), id);
        } catch (error) {
          if (error instanceof ChainUnavailable) throw error;
          // Refused by the node. Before its expiration that means it never entered the chain
          // (a duplicate is not a refusal); after it, only the chain's answer below can tell.
          const info = await chain.reader.transactionInfo(row.txId);
          if (info.state === 'processed') {
            await settle(ctx, row, info.transactions);
            continue;
          }
          if (ctx.config.now() <= row.expiresAt) {
            const reason = error instanceof Error ? error.message : String(error);
            reverse(ctx, row, `The chain node refused the transaction: ${reason}`);
            continue;
          }
        }
      }
      const info = await chain.reader.transactionInfo(row.txId);
      if (info.state === 'processed') {
        await settle(ctx, row, info.transactions);
        continue;
      }
      if (ctx.config.now() > row.expiresAt + EXPIRY_MARGIN_MS) {
        reverse(ctx, row, 'The transaction expired before the chain processed it');
        continue;
      }
      if (Date.now() >= deadline) return row;
      await sleep(Math.min(POLL_MS, Math.max(0, deadline - Date.now())));
    }
  } finally {
    const left = (drivers.get(id) ?? 1) - 1;
    if (left > 0) drivers.set(id, left);
    else drivers.delete(id);
  }
}

/**
 * Drives every operation not final once (at start and on a timer). A node down ends the round (the
 * next one tries again); another failure of one operation does not stop the others and is thrown
 * at the end, for the log.
 */
export async function resumeAll(ctx: AppContext): Promise<void> {
  const ids = ctx.db.prepare(`SELECT id FROM outbox WHERE ${OPEN} ORDER BY id`).pluck().all() as number[];
  let failure: unknown;
  for (const id of ids) {
    if (driving(ctx.db).has(id)) continue;
    try {
      await drive(ctx, id, { waitMs: 0 });
    } catch (error) {
      if (error instanceof ChainUnavailable) return;
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
}

/** The state GET /api/operacion/:id answers, or undefined for another player's or a missing id. */
export function operationState(db: Db, id: number, userId: number): OperationState | undefined {
  const row = getOperation(db, id);
  if (!row || row.userId !== userId) return undefined;
  const status = row.status === 'done' || row.status === 'reversed' ? row.status : 'pending';
  return {
    id: row.id,
    kind: row.kind,
    status,
    transactionId: row.txId,
    ...(row.status === 'done' ? { result: row.result } : {}),
    ...(row.error !== null ? { error: row.error } : {}),
  };
}

/** Signs a platform operation before the game's SQLite transaction; a node down is a 503 with nothing changed. */
export async function signOperation(
  ctx: AppContext,
  operation: PlatformOperation,
): Promise<SignedTransaction> {
  try {
    return await ctx.chain.signer.sign(operation);
  } catch (error) {
    if (error instanceof ChainUnavailable) throw new HttpError(503, CHAIN_DOWN_NOTHING_DONE);
    throw error;
  }
}

/** What a route answers for its reserved operation after the bounded wait. */
export type MoveAnswer =
  | { state: 'done'; result: unknown }
  | { state: 'pending'; body: PendingOperation }
  | { state: 'unavailable'; body: PendingOperation };

/**
 * Drives a just-reserved operation for at most the route's wait: its answer when done, the 202
 * body when still pending, the 503 body when the node is down (the operation stays saved and
 * completes later). A refusal the chain gave is a 502 saying that what it took was given back.
 */
export async function followMove(ctx: AppContext, id: number): Promise<MoveAnswer> {
  let row: OutboxRow;
  try {
    row = await drive(ctx, id, { waitMs: moveWaitMs(ctx.config) });
  } catch (error) {
    if (!(error instanceof ChainUnavailable)) throw error;
    const saved = getOperation(ctx.db, id)!;
    return { state: 'unavailable', body: { pending: true, operacion: id, transactionId: saved.txId } };
  }
  if (row.status === 'done') return { state: 'done', result: row.result };
  if (row.status === 'reversed')
    throw new HttpError(
      502,
      `${row.error ?? 'The chain refused the operation'}. Nothing was taken from you.`,
    );
  return { state: 'pending', body: { pending: true, operacion: row.id, transactionId: row.txId } };
}

/**
 * Sends a move that is not done: 202 with the operation to follow, or 503 with the node-down
 * text and the same operation (it completes once the node is back).
 */
export function sendNotDone(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Exclude<MoveAnswer, { state: 'done' }>,
): FastifyReply {
  if (answer.state === 'pending') return reply.code(202).send(answer.body);
  const lang = requestLanguage(request.headers['accept-language']);
  return reply.code(503).send({ error: localizeError(CHAIN_DOWN_SAVED, lang), ...answer.body });
}

/** How long a route waits for its operation before answering 202 (setting CHAIN_WAIT_MS). */
export function moveWaitMs(config: AppContext['config']): number {
  return config.chainWaitMs;
}

/** Brings the index up to the node's last block before a route reads it; a node down is a 503. */
export async function syncIndex(ctx: AppContext): Promise<void> {
  try {
    await ctx.chain.sync();
  } catch (error) {
    if (error instanceof ChainUnavailable) throw new HttpError(503, CHAIN_DOWN_NOTHING_DONE);
    throw error;
  }
}

/** Runs a read of the chain for a route; a node down is a 503 with nothing changed. */
export async function readChain<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ChainUnavailable) throw new HttpError(503, CHAIN_DOWN_NOTHING_DONE);
    throw error;
  }
}

/** How long a route waits for a player's proof transaction the chain has not processed (PROOF_WAIT_MS). */
export function proofWaitMs(config: AppContext['config']): number {
  return config.proofWaitMs;
}

/**
 * A player's transaction as the chain processed it (every sub-transaction of a multi-operation
 * one), waiting a bounded time while the node does not know it yet; undefined when it is still
 * pending then (the route answers 202 and credits nothing). A node down is a 503.
 */
export async function processedProof(ctx: AppContext, txid: string): Promise<ChainTransaction[] | undefined> {
  const deadline = Date.now() + proofWaitMs(ctx.config);
  for (;;) {
    const info = await readChain(() => ctx.chain.reader.transactionInfo(txid));
    if (info.state === 'processed') return info.transactions;
    if (Date.now() >= deadline) return undefined;
    await sleep(Math.min(500, Math.max(0, deadline - Date.now())));
  }
}

/** The 202 body of a proof the chain has not processed yet. */
export const pendingProof = (transactionId: string): PendingProof => ({ pending: true, transactionId });

/** Whether two decimal quantities are the same amount ('12.5' and '12.500' are). */
export function sameAmount(a: string, b: string): boolean {
  const norm = (q: string) => {
    const [whole = '', fraction = ''] = q.trim().split('.');
    return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.replace(/0+$/, '')}`;
  };
  return norm(a) === norm(b);
}
