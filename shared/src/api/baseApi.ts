import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { WithSlice } from '@reduxjs/toolkit';
import { registerQueryLayer } from '../store/store';
import { request, toApiError, type ApiCall, type ApiFailure } from './client';

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

declare module '../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof baseApi> {}
}

// Every store of the page (and every later one) gets the layer's reducer and middleware.
registerQueryLayer(baseApi);
