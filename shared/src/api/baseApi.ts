import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { WithSlice } from '@reduxjs/toolkit';
import { informacionResponseSchema, playerRecordIn, type Informacion } from '@hueso/contract/common';
import { registerQueryLayer } from '../store/store';
import { request, toApiError, type ApiCall, type ApiFailure } from './client';

/** A call of the layer; `updatesPlayer` marks a move whose answer may carry the player record. */
export interface GameApiCall extends ApiCall {
  /**
   * The answer's `usuario` (or `resultado`) becomes the player record; an answer without one
   * (SPEC.md leaves many "not shown") has the record read again. This is the one way a move
   * updates the player record.
   */
  updatesPlayer?: boolean;
}

const baseQuery: BaseQueryFn<GameApiCall, unknown, ApiFailure> = async (
  { schema, updatesPlayer, ...config },
  { dispatch },
) => {
  try {
    const data = await request(schema, config);
    if (updatesPlayer) {
      const record = playerRecordIn(data);
      void dispatch(
        record
          ? baseApi.util.upsertQueryData('getInformacion', undefined, record)
          : baseApi.util.invalidateTags(['Informacion']),
      );
    }
    return { data };
  } catch (err) {
    const { message, status, code } = toApiError(err);
    return { error: { message, status, ...(code ? { code } : {}) } };
  }
};

/**
 * The one query layer. It owns the player record (GET /api/getInformacion, tag 'Informacion';
 * the player's cards, GET /api/getCards, are tag 'Cards'):
 * a move's endpoint sets `updatesPlayer`, so the top bar and every screen follow. Features add
 * their calls with `baseApi.injectEndpoints`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Informacion', 'Cards'],
  endpoints: (build) => ({
    /** GET /api/getInformacion: the player record (`resultado`, with `hora` and `inventario`). */
    getInformacion: build.query<Informacion, void>({
      query: () => ({ schema: informacionResponseSchema, method: 'GET', url: '/api/getInformacion' }),
      transformResponse: (res: { resultado: Informacion }) => res.resultado,
      providesTags: ['Informacion'],
    }),
  }),
});

declare module '../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof baseApi> {}
}

// Every store of the page (and every later one) gets the layer's reducer and middleware.
registerQueryLayer(baseApi);
