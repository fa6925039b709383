import { openResponseSchema, type OpenResponse } from '@hueso/contract/market';
import { baseApi } from '@hueso/shared/query';

export interface OpenRequest {
  /** `ticket` for items whose name contains 'ticket' (see `openKind`). */
  kind: 'pack' | 'ticket';
  pack: string;
  user: string;
  cantidad: number;
}

export const inventoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Opens packs (or LVL items) with /api/abrirPack, tickets with /api/abrirTicket. */
    openItem: build.mutation<OpenResponse, OpenRequest>({
      query: ({ kind, ...data }) => ({
        schema: openResponseSchema,
        method: 'POST',
        url: kind === 'ticket' ? '/api/abrirTicket' : '/api/abrirPack',
        data,
        // Also after a failure: the server may have opened them before the answer was lost.
        updatesPlayer: 'evenOnFailure',
      }),
    }),
  }),
});

export const { useOpenItemMutation } = inventoryApi;
