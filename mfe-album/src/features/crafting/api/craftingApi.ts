import {
  craftingResponseSchema,
  type CraftingRequest,
  type CraftingResponse,
} from '@hueso/contract/crafting';
import { baseApi } from '@hueso/shared/query';

export const craftingApi = baseApi.enhanceEndpoints({ addTagTypes: ['CardCounts'] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/crafting; the answer's `resultado` replaces the player record, and the cards and
     * the global counts are read again.
     */
    craft: build.mutation<CraftingResponse, CraftingRequest>({
      query: (data) => ({
        schema: craftingResponseSchema,
        method: 'POST',
        url: '/api/crafting',
        data,
        updatesPlayer: true,
      }),
      invalidatesTags: (result) => (result ? ['Cards', 'CardCounts'] : []),
    }),
  }),
});

export const { useCraftMutation } = craftingApi;
