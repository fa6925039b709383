import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosStatic } from 'axios';
import type { z } from 'zod/mini';
import {
  GENERIC_ERROR,
  isPendingOperation,
  operationStateSchema,
  pendingProofSchema,
  type PendingOperation,
} from '@hueso/contract/common';
import { getConfig } from '../config/config';
import { takeEarlyAnswer } from './earlyAnswer';
import { getLanguage } from '../i18n/language';
import { messagesIn } from '../i18n/messages';
import { getArenaToken, getToken } from '../session/tokenCookie';
import { KIT_MESSAGES } from '../ui/messages';

/** An API failure with the text the user sees (SPEC.md section 8) and the HTTP status, if any. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * axios, loaded on the first request: the login screen renders without the HTTP client, which
 * keeps it out of the JavaScript the first page needs.
 */
export function loadAxios(): Promise<AxiosStatic> {
  return import(/* webpackChunkName: "http-client" */ 'axios').then((m) => m.default);
}

let instance: Promise<AxiosInstance> | null = null;

/** Ranking and hueso metrics are public fetches: they never carry the session (SPEC.md section 6). */
const PUBLIC_PATHS = ['/metrics/hueso', '/api/leaderboard'];
const isPublic = (url = '') => PUBLIC_PATHS.some((p) => url.startsWith(p));

/** The one axios instance: base URL from config, session headers, time-out, no retries. */
export function getHttp(): Promise<AxiosInstance> {
  instance ??= loadAxios().then((axios) => {
    // Content-Type only with a body: a GET with it would need a CORS pre-flight for nothing.
    // XMLHttpRequest, the adapter axios picks in a browser anyway: the production builds carry
    // no other (shared/webpack/createConfig.js, productionAliases).
    const http = axios.create({ timeout: 15000, adapter: 'xhr' });
    // Product calls carry the `token` header; arena calls carry Bearer and `x-token` (SPEC.md section 6).
    http.interceptors.request.use((req) => {
      req.baseURL = getConfig().apiBase;
      if (req.data !== undefined) req.headers.set('Content-Type', 'application/json');
      // The server refuses in the player's language (a CORS-safelisted header: no pre-flight).
      req.headers.set('Accept-Language', getLanguage());
      if (isPublic(req.url)) return req;
      if (req.url?.startsWith('/api/arena')) {
        const token = getArenaToken();
        if (token) {
          req.headers.set('Authorization', `Bearer ${token}`);
          req.headers.set('x-token', token);
        }
        return req;
      }
      // A call made for a given session (logout) keeps its own token.
      const token = getToken();
      if (token && !req.headers.has('token')) req.headers.set('token', token);
      return req;
    });
    return http;
  });
  // A failed download (network down) is tried again on the next request.
  instance.catch(() => {
    instance = null;
  });
  return instance;
}

/** Turns any thrown value into an ApiError whose message is the server's error text or 'Error'. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if ((err as Partial<AxiosError> | null)?.isAxiosError) {
    const { response, code } = err as AxiosError;
    const data = response?.data as { error?: unknown; message?: unknown } | undefined;
    const text =
      typeof data?.error === 'string' ? data.error : typeof data?.message === 'string' ? data.message : null;
    return new ApiError(text || GENERIC_ERROR, response?.status ?? null, code);
  }
  // A failure kept by the query layer as plain data (see ApiFailure in baseApi.ts).
  const plain = err as { message?: unknown; status?: unknown; code?: unknown } | null;
  if (typeof plain?.message === 'string' && (typeof plain.status === 'number' || plain.status === null))
    return new ApiError(plain.message, plain.status, typeof plain.code === 'string' ? plain.code : undefined);
  return new ApiError(GENERIC_ERROR, null);
}

/** One call of the query layer: the axios request and the schema its answer must match. */
export interface ApiCall extends AxiosRequestConfig {
  schema: z.ZodMiniType;
}

/** A failed call as the store keeps it (plain data): the text the user sees and the HTTP status. */
export interface ApiFailure {
  message: string;
  status: number | null;
  code?: string;
}

/** Awaits an endpoint call (query or mutation) and throws an ApiError with the spec's text on failure. */
export async function unwrapCall<T>(call: { unwrap(): Promise<T> }): Promise<T> {
  try {
    return await call.unwrap();
  } catch (err) {
    throw toApiError(err);
  }
}

const badResponse = (where: string) =>
  new ApiError(
    `${messagesIn(KIT_MESSAGES, getLanguage()).badResponse}${where ? ` (${where})` : ''}`,
    200,
    'BAD_RESPONSE',
  );

/** Who is told that a call's answer is a chain operation still on its way (a move shows 'confirming'). */
const pendingListeners = new Set<() => void>();

/**
 * Runs `call`, telling `onPending` if a server answer within it is a pending chain operation
 * (202), which the call then follows to its end.
 */
export async function reportingPending<T>(onPending: () => void, call: () => Promise<T>): Promise<T> {
  pendingListeners.add(onPending);
  try {
    return await call();
  } finally {
    pendingListeners.delete(onPending);
  }
}

/**
 * How a pending operation is followed: about 1 s apart, for at most a minute; a request whose
 * transaction the chain has not processed yet is posted again every 2 s within the same minute.
 */
export const OPERATION_FOLLOW = { intervalMs: 1000, timeoutMs: 60_000, repostMs: 2000 };

const tellPending = () => {
  for (const listener of pendingListeners) listener();
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Follows a 202 answer's operation (GET /api/operacion/:id) until it is done, and resolves to the
 * answer the route gives when the chain is quick. A reversed operation (nothing was charged)
 * fails with its text; one still pending after `timeoutMs` fails with a text saying it goes on.
 */
export async function followOperation(
  pending: PendingOperation,
  { intervalMs, timeoutMs } = OPERATION_FOLLOW,
): Promise<unknown> {
  tellPending();
  const http = await getHttp();
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
  throw new ApiError(messagesIn(KIT_MESSAGES, getLanguage()).stillPending, 202, 'OPERATION_PENDING');
}

/**
 * Sends the request again while the answer is a 202 for the player's own transaction that the
 * chain has not processed yet (nothing was done: posting again is what the server asks for).
 */
async function untilProcessed(http: AxiosInstance, config: AxiosRequestConfig) {
  const deadline = Date.now() + OPERATION_FOLLOW.timeoutMs;
  let res = await http.request(config);
  while (
    res.status === 202 &&
    !isPendingOperation(res.data) &&
    pendingProofSchema.safeParse(res.data).success
  ) {
    tellPending();
    if (Date.now() + OPERATION_FOLLOW.repostMs > deadline)
      throw new ApiError(messagesIn(KIT_MESSAGES, getLanguage()).proofPending, 202, 'PROOF_PENDING');
    await pause(OPERATION_FOLLOW.repostMs);
    res = await http.request(config);
  }
  return res;
}

/**
 * Sends a request and parses the response body with a schema; a malformed body is an ApiError.
 * A 202 pending operation is followed to its end and its result parsed as the answer.
 */
export async function request<S extends z.ZodMiniType>(
  schema: S,
  config: AxiosRequestConfig,
): Promise<z.infer<S>> {
  // A returning player's first screen's reads may already be on their way (index.html).
  let data = (config.method ?? 'GET').toUpperCase() === 'GET' ? await takeEarlyAnswer(config.url) : undefined;
  if (data === undefined)
    try {
      const res = await untilProcessed(await getHttp(), config);
      data = res.status === 202 && isPendingOperation(res.data) ? await followOperation(res.data) : res.data;
    } catch (err) {
      // A 503 that carries an operation: the node went down after the server signed it; the
      // operation is saved and completes once the node is back, so it is followed like a 202.
      const { response } = (err as Partial<AxiosError> | null) ?? {};
      const saved = response?.status === 503 ? response.data : undefined;
      if (!isPendingOperation(saved)) throw toApiError(err);
      try {
        data = await followOperation(saved);
      } catch (followErr) {
        throw toApiError(followErr);
      }
    }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw badResponse(parsed.error.issues[0]?.path.join('.') ?? '');
  return parsed.data;
}
