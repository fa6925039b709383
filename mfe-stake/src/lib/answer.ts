import { usuarioResponseSchema, type Informacion } from '@hueso/contract';
import { informacionUpdated } from '@hueso/shared';

/** The new player record when an answer carries one (SPEC.md does not show these answers). */
export function usuarioOf(answer: unknown): Informacion | undefined {
  const parsed = usuarioResponseSchema.safeParse(answer);
  return parsed.success ? parsed.data.usuario : undefined;
}

/**
 * Endpoint option for a move: the answer's player record, when it has one, replaces the stored one
 * so the top bar follows; otherwise the move's invalidation reads the information again.
 */
export const followBalance = {
  async onQueryStarted(
    _: unknown,
    {
      dispatch,
      queryFulfilled,
    }: { dispatch: (a: unknown) => unknown; queryFulfilled: Promise<{ data: unknown }> },
  ) {
    const usuario = usuarioOf((await queryFulfilled.catch(() => ({ data: null }))).data);
    if (usuario) dispatch(informacionUpdated(usuario));
  },
};
