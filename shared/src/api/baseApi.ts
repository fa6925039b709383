import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { WithSlice } from '@reduxjs/toolkit';
import { informacionResponseSchema, playerRecordIn, type Informacion } from '@hueso/contract/common';
import { followPlayerRecord } from '../session/playerRecordEntry';
import { registerQueryLayer } from '../store/store';
import { request, toApiError, type ApiCall, type ApiFailure } from './client';

/** A call of the layer; `updatesPlayer` marks a call after which the player record may have moved. */
export interface GameApiCall extends ApiCall {
  /**
   * After a success, the answer's `usuario` (or `resultado`) becomes the player record; an answer
   * without one (SPEC.md leaves many "not shown") has the record read again, unless it is
   * `{ ok: false }` (nothing was done). A 409 (done before: another tab, an earlier try whose
   * answer was lost) has it read again too, and with `'evenOnFailure'` any failure does: the server
   * may have moved the record before refusing, or before its answer was lost. This is the one way
   * a call updates the player record (docs/architecture.md, "State and data").
   */
  updatesPlayer?: boolean | 'evenOnFailure';
}

/** An answer that says the call did nothing (`{ ok: false }`), so the record did not move. */
function didNothing(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { ok?: unknown }).ok === false;
}

const baseQuery: BaseQueryFn<GameApiCall, unknown, ApiFailure> = async (
  { schema, updatesPlayer, ...config },
  { dispatch },
) => {
  try {
    const data = await request(schema, config);
    if (updatesPlayer) {
      const record = playerRecordIn(data);
      if (record) void dispatch(baseApi.util.upsertQueryData('getInformacion', undefined, record));
      else if (!didNothing(data)) dispatch(baseApi.util.invalidateTags(['Informacion']));
    }
    return { data };
  } catch (err) {
    const { message, status, code } = toApiError(err);
    if (updatesPlayer === 'evenOnFailure' || (updatesPlayer && status === 409))
      dispatch(baseApi.util.invalidateTags(['Informacion']));
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

followPlayerRecord(baseApi.endpoints.getInformacion.select());
// Every store of the page (and every later one) gets the layer's reducer and middleware.
registerQueryLayer(baseApi);
