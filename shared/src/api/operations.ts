/**
 * Answers that are chain operations still on their way (docs/chain-node.md, "The outbox"): the
 * client (client.ts) loads this chunk with the first such answer.
 */
import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import {
  GENERIC_ERROR,
  isPendingOperation,
  operationStateSchema,
  pendingProofSchema,
  type PendingOperation,
} from '@hueso/contract/common';
import { walletTextLoaded } from '../wallet/messages';
import { ApiError, badResponse, OPERATION_FOLLOW, tellPending, toApiError } from './outcomes';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** See `followOperation` in client.ts; `http` is the client's instance. */
export async function followOperation(
  http: AxiosInstance,
  pending: PendingOperation,
  { intervalMs, timeoutMs } = OPERATION_FOLLOW,
): Promise<unknown> {
  tellPending();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await pause(intervalMs);
    let data: unknown;
    try {
      data = (await http.get(`/api/operacion/${pending.operacion}`)).data;
    } catch (err) {
      const error = toApiError(err);
      // A lost poll (network, a busy server) is tried again; a refusal ends the wait.
      if (error.status === null || error.status >= 500) continue;
      throw error;
    }
    const state = operationStateSchema.safeParse(data);
    if (!state.success) throw badResponse(state.error.issues[0]?.path.join('.') ?? '');
    if (state.data.status === 'done') return state.data.result;
    if (state.data.status === 'reversed')
      throw new ApiError(state.data.error || GENERIC_ERROR, 422, 'OPERATION_REVERSED');
  }
  throw new ApiError((await walletTextLoaded()).stillPending, 202, 'OPERATION_PENDING');
}

/**
 * The answer a 202 `first` stands for. A 202 for the player's own transaction that the chain has
 * not processed yet (nothing was done) is posted again, as the server asks, every `repostMs`
 * within a minute; a 202 pending operation is followed to its end; anything else is the answer.
 */
export async function accepted(
  http: AxiosInstance,
  config: AxiosRequestConfig,
  first: AxiosResponse,
): Promise<unknown> {
  const deadline = Date.now() + OPERATION_FOLLOW.timeoutMs;
  let res = first;
  while (
    res.status === 202 &&
    !isPendingOperation(res.data) &&
    pendingProofSchema.safeParse(res.data).success
  ) {
    tellPending();
    if (Date.now() + OPERATION_FOLLOW.repostMs > deadline)
      throw new ApiError((await walletTextLoaded()).proofPending, 202, 'PROOF_PENDING');
    await pause(OPERATION_FOLLOW.repostMs);
    res = await http.request(config);
  }
  return res.status === 202 && isPendingOperation(res.data) ? followOperation(http, res.data) : res.data;
}

/**
 * A 503 that carries an operation: the node went down after the server signed it; the operation
 * is saved and completes once the node is back, so it is followed like a 202. Any other 503
 * fails with its own text.
 */
export async function followSaved(http: AxiosInstance, err: AxiosError): Promise<unknown> {
  const saved = err.response?.data;
  if (!isPendingOperation(saved)) throw toApiError(err);
  try {
    return await followOperation(http, saved);
  } catch (followErr) {
    throw toApiError(followErr);
  }
}
