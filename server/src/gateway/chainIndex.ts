/**
 * The game database's index of the chain (idx_* tables): what the block follower learnt from the
 * node's blocks, read synchronously inside game routes. It mirrors the node's NFT instances (who
 * holds each one, which card it is) and keeps the nft.burn transactions for the burn history.
 */
import type { Db } from '../sqlite';
import { statement } from '../statements';
import type { ChainBlock } from './reader';
import type { ChainEvent, ChainTransaction } from './types';

/** The last block applied, or -1 before block 0. */
export function lastIndexedBlock(db: Db): number {
  const row = statement(db, 'SELECT last_block FROM idx_state WHERE id = 1').get() as
    { last_block: number } | undefined;
  return row?.last_block ?? -1;
}

/** Instances the account holds (not on the market), oldest first. */
export function ownedInstances(
  db: Db,
  symbol: string,
  account: string,
): { _id: number; card_ide: number; brillante: boolean }[] {
  const rows = statement(
    db,
    `SELECT _id, card_ide, brillante FROM idx_nft_instances
       WHERE symbol = ? AND account = ? AND owned_by = 'u' ORDER BY _id`,
  ).all(symbol, account) as { _id: number; card_ide: number; brillante: number }[];
  return rows.map((row) => ({ ...row, brillante: row.brillante === 1 }));
}

/** Copies of one card the account holds. */
export function countCopies(db: Db, symbol: string, account: string, ide: number): number {
  return statement(
    db,
    `SELECT COUNT(*) FROM idx_nft_instances
       WHERE symbol = ? AND account = ? AND owned_by = 'u' AND card_ide = ?`,
  )
    .pluck()
    .get(symbol, account, ide) as number;
}

/** Distinct cards among the account's instances. */
export function countDistinctCards(db: Db, symbol: string, account: string): number {
  return statement(
    db,
    'SELECT COUNT(DISTINCT card_ide) FROM idx_nft_instances WHERE symbol = ? AND account = ?',
  )
    .pluck()
    .get(symbol, account) as number;
}

/** The account's instances per card id. */
export function cardCountsOf(db: Db, symbol: string, account: string): { ide: number; n: number }[] {
  return statement(
    db,
    'SELECT card_ide AS ide, COUNT(*) AS n FROM idx_nft_instances WHERE symbol = ? AND account = ? GROUP BY card_ide',
  ).all(symbol, account) as { ide: number; n: number }[];
}

/** Instances per card id held by anyone but the given accounts and 'null' (the burned). */
export function circulatingCardCounts(
  db: Db,
  symbol: string,
  excluded: readonly string[],
): { ide: number; n: number }[] {
  const accounts = [...excluded, 'null'];
  return db
    .prepare(
      `SELECT card_ide AS ide, COUNT(*) AS n FROM idx_nft_instances
         WHERE symbol = ? AND account NOT IN (${accounts.map(() => '?').join(', ')}) GROUP BY card_ide`,
    )
    .all(symbol, ...accounts) as { ide: number; n: number }[];
}

/** Card ids of instances that were burned from `account` (kept by the chain with account 'null'). */
export function burnedInstances(
  db: Db,
  symbol: string,
  account: string,
  ids: readonly number[],
): { _id: number; card_ide: number }[] {
  if (ids.length === 0) return [];
  return db
    .prepare(
      `SELECT _id, card_ide FROM idx_nft_instances
       WHERE symbol = ? AND account = 'null' AND previous_account = ? AND _id IN (${ids.map(() => '?').join(', ')})`,
    )
    .all(symbol, account, ...ids) as { _id: number; card_ide: number }[];
}

/** 'u' for a user holder, 'c' for a contract (the events say 'u'/'c' or 'user'/'contract'). */
function holderType(value: unknown): 'u' | 'c' {
  return typeof value === 'string' && value.startsWith('c') ? 'c' : 'u';
}

function instanceId(value: unknown): number | undefined {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** One event's change to the instances; events of other contracts change nothing here. */
function applyEvent(db: Db, event: ChainEvent, changed: Set<string>): void {
  if (event.contract !== 'nft') return;
  const { data } = event;
  const symbol = typeof data.symbol === 'string' ? data.symbol : undefined;
  const id = instanceId(data.id);
  if (symbol === undefined || id === undefined) return;
  if (event.event === 'issue' || event.event === 'transfer' || event.event === 'burn') {
    // The holder before (a transfer's or burn's) and after (an issue's or transfer's).
    const before = statement(db, 'SELECT account FROM idx_nft_instances WHERE symbol = ? AND _id = ?')
      .pluck()
      .get(symbol, id) as string | undefined;
    if (before !== undefined) changed.add(before);
    if (event.event !== 'burn') changed.add(String(data.to));
  }
  if (event.event === 'issue') {
    const properties = (data.properties ?? {}) as Record<string, unknown>;
    const ide = Number(properties.ID);
    const power = Number(properties.POWER);
    statement(
      db,
      `INSERT OR REPLACE INTO idx_nft_instances (symbol, _id, account, owned_by, previous_account, card_ide, power, brillante)
       VALUES (?, ?, ?, ?, NULL, ?, ?, ?)`,
    ).run(
      symbol,
      id,
      String(data.to),
      holderType(data.toType),
      Number.isSafeInteger(ide) ? ide : 0,
      Number.isSafeInteger(power) ? power : 0,
      properties.BRILLANTE === true ? 1 : 0,
    );
  } else if (event.event === 'transfer') {
    // Listing, cancelling and buying on nftmarket move the instance with this same event.
    statement(
      db,
      `UPDATE idx_nft_instances SET previous_account = account, account = ?, owned_by = ?
         WHERE symbol = ? AND _id = ?`,
    ).run(String(data.to), holderType(data.toType), symbol, id);
  } else if (event.event === 'burn') {
    statement(
      db,
      `UPDATE idx_nft_instances SET previous_account = account, account = 'null', owned_by = 'u'
         WHERE symbol = ? AND _id = ?`,
    ).run(symbol, id);
  }
}

function applyTransaction(db: Db, tx: ChainTransaction, changed: Set<string>): void {
  // A transaction may have done part of its work and logged errors for the rest (issueMultiple):
  // its events are what happened.
  for (const event of tx.logs.events ?? []) applyEvent(db, event, changed);
  if (tx.contract === 'nft' && tx.action === 'burn')
    statement(
      db,
      `INSERT OR IGNORE INTO idx_transactions (transaction_id, block_number, sender, contract, action, logs, timestamp)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      tx.transactionId,
      tx.blockNumber,
      tx.sender,
      tx.contract,
      tx.action,
      JSON.stringify(tx.logs),
      tx.timestamp,
    );
}

/**
 * Applies blocks in order, and records the last one, in one SQLite transaction. Returns the
 * accounts whose instances moved (they held or now hold one).
 */
export function applyBlocks(db: Db, blocks: readonly ChainBlock[]): Set<string> {
  const changed = new Set<string>();
  db.transaction(() => {
    let last = lastIndexedBlock(db);
    for (const block of blocks) {
      if (block.blockNumber <= last) continue;
      for (const tx of block.transactions) applyTransaction(db, tx, changed);
      last = block.blockNumber;
    }
    statement(
      db,
      'INSERT INTO idx_state (id, last_block) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET last_block = excluded.last_block',
    ).run(last);
  })();
  return changed;
}
