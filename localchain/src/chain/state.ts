/**
 * What every contract action of the local chain stands on: the call as it reaches the chain, its
 * events and logs, the failure that rolls an action back (`assert`), and the balance, precision
 * and edition reads and writes the actions share. ledger.ts runs the actions and hands these on;
 * the contracts' own modules (issuance.ts, nftmarket.ts) take them from here.
 */
import type { Db } from '../lib/sqlite';
import { statement } from '../lib/statements';

export interface ChainEvent {
  contract: string;
  event: string;
  data: Record<string, unknown>;
}

export interface Logs {
  events?: ChainEvent[];
  errors?: string[];
}

/** An action as it reaches the sidechain: a `custom_json` op or a wallet token transfer. */
export interface ContractCall {
  sender: string;
  contract: string;
  action: string;
  payload: Record<string, unknown>;
  isSignedWithActiveKey: boolean;
}

/** A failed assertion aborts the action's state changes, as a failed contract action does. */
export class ContractError extends Error {}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new ContractError(message);
}

/**
 * A contract action; `now` is the node clock's time of the block it runs in (epoch ms). It returns
 * its events, or its logs when parts of it may fail on their own (nft.issueMultiple).
 */
export type Handler = (db: Db, call: ContractCall, now: number) => ChainEvent[] | Logs;

const HIVE_ACCOUNT = /^[a-z][a-z0-9.-]{2,15}$/;

export function isValidAccountName(name: string): boolean {
  return HIVE_ACCOUNT.test(name);
}

/** Decimal places of a token, undefined for a symbol that does not exist. */
export function tokenPrecision(db: Db, symbol: string): number | undefined {
  const row = statement(db, 'SELECT precision FROM chain_tokens WHERE symbol = ?').get(symbol) as
    { precision: number } | undefined;
  return row?.precision;
}

/** Balance in integer units of the token's precision. */
export function balanceOf(db: Db, account: string, symbol: string): number {
  const row = statement(db, 'SELECT balance FROM chain_balances WHERE account = ? AND symbol = ?').get(
    account,
    symbol,
  ) as { balance: number } | undefined;
  return row?.balance ?? 0;
}

/** Adds (or, with a negative amount, removes) units; the CHECK constraint forbids going below 0. */
export function addBalance(db: Db, account: string, symbol: string, units: number): void {
  const updated = statement(
    db,
    'UPDATE chain_balances SET balance = balance + ? WHERE account = ? AND symbol = ?',
  ).run(units, account, symbol);
  if (updated.changes === 0) {
    statement(db, 'INSERT INTO chain_balances (account, symbol, balance) VALUES (?, ?, ?)').run(
      account,
      symbol,
      units,
    );
  }
}
