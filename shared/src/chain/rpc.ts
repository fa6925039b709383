/** The sidechain JSON-RPC calls behind `chain/client.ts`, loaded on the first chain call. */
import { z } from 'zod/mini';
import { transactionInfoSchema, type TransactionInfo } from '@hueso/contract/chain';
import { loadAxios } from '../api/client';
import { getConfig } from '../config/config';
import { ChainError } from './errors';

const PAGE = 1000;
let nextId = 1;

const rpcResponseSchema = z.object({
  result: z.optional(z.unknown()),
  error: z.optional(z.nullable(z.object({ message: z.string() }))),
});

async function call(url: string, method: string, params: unknown): Promise<unknown> {
  let data: unknown;
  try {
    data = (
      await (
        await loadAxios()
      ).post(url, { jsonrpc: '2.0', id: nextId++, method, params }, { timeout: 15000 })
    ).data;
  } catch (err) {
    throw new ChainError(`The chain node did not answer: ${(err as Error).message}`);
  }
  const parsed = rpcResponseSchema.safeParse(data);
  if (!parsed.success) throw new ChainError('Unexpected answer from the chain node');
  if (parsed.data.error) throw new ChainError(parsed.data.error.message);
  return parsed.data.result ?? null;
}

/** Every row of a contract table matching `query`, paged 1000 at a time until a short page. */
export async function findAll(contract: string, table: string, query: Record<string, unknown> = {}) {
  const rows: unknown[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await call(getConfig().chain.contractsRpc, 'find', {
      contract,
      table,
      query,
      limit: PAGE,
      offset,
    });
    if (!Array.isArray(page)) throw new ChainError(`Unexpected answer for ${contract}.${table}`);
    rows.push(...page);
    if (page.length < PAGE) return rows;
  }
}

/** One page of a contract table: `limit` rows from `offset`. */
export async function findPage(
  contract: string,
  table: string,
  query: Record<string, unknown>,
  offset: number,
  limit = PAGE,
): Promise<unknown[]> {
  const page = await call(getConfig().chain.contractsRpc, 'find', { contract, table, query, limit, offset });
  if (!Array.isArray(page)) throw new ChainError(`Unexpected answer for ${contract}.${table}`);
  return page;
}

/** The processed transaction, or null while the sidechain has not processed it yet. */
export async function getTransactionInfo(txid: string): Promise<TransactionInfo> {
  const parsed = transactionInfoSchema.safeParse(
    await call(getConfig().chain.blockchainRpc, 'getTransactionInfo', { txid }),
  );
  if (!parsed.success) throw new ChainError('Unexpected transaction answer from the chain node');
  return parsed.data;
}

/** The processed transaction's logs; unreadable ones are a chain error, not a bare 'Error'. */
function readLogs(text: string | undefined): { errors?: string[] } {
  try {
    const logs: unknown = JSON.parse(text || '{}');
    if (typeof logs !== 'object' || logs === null) throw new Error('not an object');
    const { errors } = logs as { errors?: unknown };
    if (errors !== undefined && !(Array.isArray(errors) && errors.every((e) => typeof e === 'string')))
      throw new Error('bad errors');
    return { errors: errors as string[] | undefined };
  } catch {
    throw new ChainError('The chain node sent unreadable logs for this transaction');
  }
}

/**
 * Polls until the sidechain has processed a transaction (about 1 s apart, bounded), then fails
 * with the chain's own error if the action failed there.
 */
export async function waitForTransaction(txid: string, { tries = 20, intervalMs = 1000 } = {}) {
  for (let i = 0; i < tries; i++) {
    const info = await getTransactionInfo(txid);
    if (info) {
      const logs = readLogs(info.logs);
      if (logs.errors?.length)
        throw new ChainError(`The chain refused the transaction: ${logs.errors.join(', ')}`, 'CHAIN_REFUSED');
      return info;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new ChainError(
    'The transaction was not confirmed in time. Check your wallet history before retrying.',
  );
}

const balanceRowSchema = z.object({ symbol: z.string(), balance: z.string() });

/** The account's sidechain token balances (contract tokens, table balances), by symbol. */
export async function tokenBalances(account: string): Promise<Record<string, number>> {
  const parsed = z.array(balanceRowSchema).safeParse(await findAll('tokens', 'balances', { account }));
  if (!parsed.success) throw new ChainError('Unexpected balances answer from the chain node');
  return Object.fromEntries(parsed.data.map((row) => [row.symbol, Number(row.balance)]));
}
