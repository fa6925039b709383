import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosRequestConfig } from 'axios';
import type { z } from 'zod/mini';
import { ApiError, request, toApiError } from './client';

/** One call: the axios request and the schema its answer must match. */
export interface ApiCall extends AxiosRequestConfig {
  schema: z.ZodMiniType;
}

/** A failed call as the store keeps it (plain data): the text the user sees and the HTTP status. */
export interface ApiFailure {
  message: string;
  status: number | null;
  code?: string;
}

const baseQuery: BaseQueryFn<ApiCall, unknown, ApiFailure> = async ({ schema, ...config }) => {
  try {
    return { data: await request(schema, config) };
  } catch (err) {
    const { message, status, code } = toApiError(err);
    return { error: { message, status, ...(code ? { code } : {}) } };
  }
};

/**
 * The one query layer. Features add their calls with `baseApi.injectEndpoints`; calls that change
 * the player's information invalidate 'Informacion', so the session (and the top bar) follow.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Informacion'],
  endpoints: () => ({}),
});

/** Awaits an endpoint call (query or mutation) and throws an ApiError with the spec's text on failure. */
export async function unwrapCall<T>(call: { unwrap(): Promise<T> }): Promise<T> {
  try {
    return await call.unwrap();
  } catch (err) {
    throw toApiError(err);
  }
}

export { ApiError };
