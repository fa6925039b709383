import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosStatic } from 'axios';
import type { z } from 'zod/mini';
import type { PendingOperation } from '@hueso/contract/common';
import { getConfig } from '../config/config';
import { badResponse, OPERATION_FOLLOW, toApiError } from './outcomes';
import { takeEarlyAnswer } from './earlyAnswer';
import { getLanguage } from '../i18n/language';
import { getArenaToken, getToken } from '../session/tokenCookie';

export { ApiError, OPERATION_FOLLOW, reportingPending, toApiError } from './outcomes';

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

/**
 * Following chain operations (operations.ts): its own chunk, loaded by the first answer that is
 * one (a 202, or a 503 carrying an operation); a page whose calls are answered at once never
 * downloads it.
 */
const loadOperations = () => import(/* webpackChunkName: "operations" */ './operations');

/**
 * Follows a 202 answer's operation (GET /api/operacion/:id) until it is done, and resolves to the
 * answer the route gives when the chain is quick. A reversed operation (nothing was charged)
 * fails with its text; one still pending after `timeoutMs` fails with a text saying it goes on.
 */
export async function followOperation(
  pending: PendingOperation,
  follow: typeof OPERATION_FOLLOW = OPERATION_FOLLOW,
): Promise<unknown> {
  const [operations, http] = await Promise.all([loadOperations(), getHttp()]);
  return operations.followOperation(http, pending, follow);
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
      const http = await getHttp();
      const res = await http.request(config);
      data = res.status === 202 ? await (await loadOperations()).accepted(http, config, res) : res.data;
    } catch (err) {
      // A 503 may carry an operation the server saved before the node went down (operations.ts).
      if ((err as Partial<AxiosError> | null)?.response?.status !== 503) throw toApiError(err);
      data = await (await loadOperations()).followSaved(await getHttp(), err as AxiosError);
    }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw badResponse(parsed.error.issues[0]?.path.join('.') ?? '');
  return parsed.data;
}
