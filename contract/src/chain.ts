/**
 * Hive Engine JSON-RPC shapes (HIVE.md) that the local chain answers and the chain client reads
 * (`@hueso/contract/chain`): a feature module, since no area reads the chain itself.
 */
import { count, z } from '@hueso/contract/common';

export const rpcFindParamsSchema = z.object({
  contract: z.string(),
  table: z.string(),
  query: z._default(z.record(z.string(), z.unknown()), {}),
  limit: z._default(z.int().check(z.minimum(1), z.maximum(1000)), 1000),
  offset: z._default(z.int().check(z.minimum(0)), 0),
  indexes: z.optional(z.array(z.object({ index: z.string(), descending: z.boolean() }))),
});
export const rpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.number(), z.string()]),
  method: z.string(),
  // JSON-RPC 2.0 lets a call without parameters leave `params` out (sscjs's getLatestBlockInfo does).
  params: z.optional(z.unknown()),
});
export const transactionInfoSchema = z.nullable(
  z.object({
    blockNumber: count,
    transactionId: z.string(),
    sender: z.string(),
    contract: z.string(),
    action: z.string(),
    payload: z.string(),
    logs: z.string(),
  }),
);
export type TransactionInfo = z.infer<typeof transactionInfoSchema>;
