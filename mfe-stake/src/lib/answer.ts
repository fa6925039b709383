import { usuarioResponseSchema, type Informacion } from '@hueso/contract';

/** The new player record when an answer carries one (SPEC.md does not show these answers). */
export function usuarioOf(answer: unknown): Informacion | undefined {
  const parsed = usuarioResponseSchema.safeParse(answer);
  return parsed.success ? parsed.data.usuario : undefined;
}
