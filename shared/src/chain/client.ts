/**
 * Sidechain JSON-RPC client (HIVE.md): paged `find`, transaction lookup and confirmation polling.
 * The calls load on first use, so pages that never touch the chain (the login) do not pay for them.
 */
import type { TransactionInfo } from '@hueso/contract/chain';

export { ChainError } from './errors';

const rpc = () => import(/* webpackChunkName: "chain-rpc" */ './rpc');

/** Every row of a contract table matching `query`, paged 1000 at a time until a short page. */
export async function findAll(
  contract: string,
  table: string,
  query: Record<string, unknown> = {},
): Promise<unknown[]> {
  return (await rpc()).findAll(contract, table, query);
}

/**
 * One page of a contract table (`limit` rows from `offset`, at most 1000), for callers that show
 * rows as pages arrive instead of waiting for every page.
 */
export async function findPage(
  contract: string,
  table: string,
  query: Record<string, unknown>,
  offset: number,
  limit?: number,
): Promise<unknown[]> {
  return (await rpc()).findPage(contract, table, query, offset, limit);
}

/** The processed transaction, or null while the sidechain has not processed it yet. */
export async function getTransactionInfo(txid: string): Promise<TransactionInfo> {
  return (await rpc()).getTransactionInfo(txid);
}

/**
 * Polls until the sidechain has processed a transaction (about 1 s apart, bounded), then fails
 * with the chain's own error if the action failed there.
 */
export async function waitForTransaction(
  txid: string,
  options?: { tries?: number; intervalMs?: number },
): Promise<NonNullable<TransactionInfo>> {
  return (await rpc()).waitForTransaction(txid, options);
}

/** The account's sidechain token balances (contract tokens, table balances), by symbol. */
export async function tokenBalances(account: string): Promise<Record<string, number>> {
  return (await rpc()).tokenBalances(account);
}
