import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import type { z } from 'zod/mini';
import { GENERIC_ERROR } from '../contract/rules';
import { getConfig } from '../config/config';
import { getToken } from '../session/tokenCookie';

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

/** The one axios instance: base URL from config, session headers, time-out, no retries. */
export const http: AxiosInstance = axios.create({
  timeout: 15000,
  headers: { 'Content-Type': 'application/json' },
});

/** Product calls carry the `token` header; arena calls carry Bearer and `x-token` (SPEC.md section 6). */
http.interceptors.request.use((req) => {
  req.baseURL = getConfig().apiBase;
  const token = getToken();
  if (!token) return req;
  if (req.url?.startsWith('/api/arena')) {
    req.headers.set('Authorization', `Bearer ${token}`);
    req.headers.set('x-token', token);
  } else {
    req.headers.set('token', token);
  }
  return req;
});

/** Turns any thrown value into an ApiError whose message is the server's error text or 'Error'. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof AxiosError) {
    const data = err.response?.data as { error?: unknown; message?: unknown } | undefined;
    const text =
      typeof data?.error === 'string' ? data.error : typeof data?.message === 'string' ? data.message : null;
    return new ApiError(text || GENERIC_ERROR, err.response?.status ?? null, err.code);
  }
  return new ApiError(GENERIC_ERROR, null);
}

/** Sends a request and parses the response body with a schema; a malformed body is an ApiError. */
export async function request<S extends z.ZodMiniType>(
  schema: S,
  config: AxiosRequestConfig,
): Promise<z.infer<S>> {
  let data: unknown;
  try {
    data = (await http.request(config)).data;
  } catch (err) {
    throw toApiError(err);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') ?? '';
    throw new ApiError(
      `Unexpected response from the server${where ? ` (${where})` : ''}`,
      200,
      'BAD_RESPONSE',
    );
  }
  return parsed.data;
}
