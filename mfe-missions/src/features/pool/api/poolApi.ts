import {
  notShownResponseSchema,
  okResponseSchema,
  poolResponseSchema,
  usuarioResponseSchema,
  type Informacion,
  type PoolResponse,
} from '@hueso/contract';
import { informacionUpdated } from '@hueso/shared';
import { baseApi } from '@hueso/shared/query';

/** What a join answer says, read leniently: SPEC.md does not show it. */
export function joinAnswer(answer: unknown): { ok?: boolean; usuario?: Informacion } {
  const ok = okResponseSchema.safeParse(answer);
  const usuario = usuarioResponseSchema.safeParse(answer);
  return {
    ...(ok.success ? { ok: ok.data.ok } : {}),
    ...(usuario.success ? { usuario: usuario.data.usuario } : {}),
  };
}

export const poolApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/mirarPool: the participants, the player's stake and the next payout. */
    getPool: build.query<PoolResponse, void>({
      query: () => ({ schema: poolResponseSchema, method: 'GET', url: '/api/mirarPool' }),
      // Every mount shows the pool as it is now.
      keepUnusedDataFor: 0,
    }),
    /** GET /api/ingresoStakePool: any JSON is a success; the information follows. */
    joinPool: build.mutation<unknown, void>({
      query: () => ({ schema: notShownResponseSchema, method: 'GET', url: '/api/ingresoStakePool' }),
      invalidatesTags: (answer, error) => (error || joinAnswer(answer).usuario ? [] : ['Informacion']),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { usuario } = joinAnswer((await queryFulfilled.catch(() => ({ data: null }))).data);
        if (usuario) dispatch(informacionUpdated(usuario));
      },
    }),
  }),
});

export const { useGetPoolQuery } = poolApi;
