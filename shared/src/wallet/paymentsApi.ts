import { depositResponseSchema, notShownResponseSchema, type Informacion } from '@hueso/contract';
import { baseApi } from '../api/baseApi';
import { informacionUpdated } from '../session/sessionSlice';

/** The player record in a deposit answer, when the server sends one (SPEC.md marks it "not shown"). */
export function depositUsuario(answer: unknown): Informacion | null {
  const parsed = depositResponseSchema.safeParse(answer);
  return parsed.success ? parsed.data.usuario : null;
}

export const paymentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/deposit: credits a confirmed transfer; any JSON answer is a success. */
    deposit: build.mutation<unknown, string>({
      query: (id) => ({ schema: notShownResponseSchema, method: 'POST', url: '/api/deposit', data: { id } }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const usuario = depositUsuario((await queryFulfilled.catch(() => ({ data: null }))).data);
        if (usuario) dispatch(informacionUpdated(usuario));
      },
    }),
  }),
});
