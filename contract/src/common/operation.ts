/**
 * A move the server signs on the chain (opening cards, a withdrawal, a refund) and that was not
 * final within the route's wait: the route answers 202 with this, and GET /api/operacion/:id
 * follows it to its end (docs/chain-node.md, "The outbox").
 */
import { z } from 'zod/mini';

/** What the operation does on the chain. */
export const OPERATION_KINDS = ['issue_cards', 'withdraw', 'refund'] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];

/** 202 answer of a route whose chain operation is still on its way. */
export const pendingOperationSchema = z.object({
  pending: z.literal(true),
  /** Id to follow with GET /api/operacion/:id. */
  operacion: z.int().check(z.minimum(1)),
  /** The Hive transaction id the platform broadcast. */
  transactionId: z.string(),
});
export type PendingOperation = z.infer<typeof pendingOperationSchema>;

/**
 * 202 answer of a route given a player's own transaction (a deposit, a burn or a crafting's
 * proof) that the chain has not processed yet: nothing was credited or recorded; post the same
 * request again in a few seconds.
 */
export const pendingProofSchema = z.object({
  pending: z.literal(true),
  transactionId: z.string(),
});
export type PendingProof = z.infer<typeof pendingProofSchema>;

/**
 * GET /api/operacion/:id. `result` (when done) is the answer the route would have given had the
 * chain been quick; `error` (when reversed) says why what it took was given back.
 */
export const operationStateSchema = z.object({
  id: z.int(),
  kind: z.enum(OPERATION_KINDS),
  status: z.enum(['pending', 'done', 'reversed']),
  transactionId: z.string(),
  result: z.optional(z.unknown()),
  error: z.optional(z.string()),
});
export type OperationState = z.infer<typeof operationStateSchema>;

/** Whether an answer is the 202 of a pending operation rather than the route's own result. */
export function isPendingOperation(body: unknown): body is PendingOperation {
  return z.safeParse(pendingOperationSchema, body).success;
}
