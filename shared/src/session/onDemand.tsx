import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import type { AppDispatch } from '../store/store';
import { GateLoading } from '../ui/pageFrame';

/** `@hueso/shared/session`: the session gate with its sign-in forms and the session's thunks. */
type SessionEntry = typeof import('./index');

let entry: SessionEntry | null = null;
let loading: Promise<SessionEntry> | null = null;

/**
 * Called by `@hueso/shared/session` when it runs: a page that imports it up front (the host)
 * renders the gate and runs the thunks at once, with no wait for a chunk.
 */
export function sessionEntryLoaded(loaded: SessionEntry): void {
  entry = loaded;
}

/**
 * Loads `@hueso/shared/session` by its package name, so the host and every remote use the one
 * federated instance. A public route (the embedded leaderboard) never loads it.
 */
function loadSessionEntry(): Promise<SessionEntry> {
  if (entry) return Promise.resolve(entry);
  loading ??= import(/* webpackChunkName: "session" */ '@hueso/shared/session');
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * A thunk of `@hueso/shared/session` under the same name and arguments, resolving to what it
 * returns once the entry is loaded (at once when it already is).
 */
function onDemand<A extends unknown[], R>(
  pick: (session: SessionEntry) => (...args: A) => (dispatch: AppDispatch) => R,
) {
  return (...args: A) =>
    async (dispatch: AppDispatch): Promise<Awaited<R>> =>
      await pick(entry ?? (await loadSessionEntry()))(...args)(dispatch);
}

/** POST /api/loginPass; resolves to the login answer or throws an ApiError. */
export const loginWithPassword = onDemand((s) => s.loginWithPassword);
/** Marks the player logged in with `info`, which the query layer holds as the player record. */
export const startSession = onDemand((s) => s.startSession);
/** Stores the token and user, then loads the cards in the background. */
export const completeLogin = onDemand((s) => s.completeLogin);
/** Reads the player's cards into the query layer. */
export const loadCards = onDemand((s) => s.loadCards);
/** Restores a stored session on load; resolves to whether the player is logged in. */
export const restoreSession = onDemand((s) => s.restoreSession);
/** Re-reads the player's information; resolves to it, or throws an ApiError. */
export const refreshInformacion = onDemand((s) => s.refreshInformacion);
/** Ends the session here and on the server. */
export const logout = onDemand((s) => s.logout);

const LazySessionGate = lazy(() => loadSessionEntry().then((s) => ({ default: s.SessionGate })));

/**
 * Renders a remote's children once the session has the player's information (the gate of
 * `@hueso/shared/session`, loaded with the first gated route). Each gate keeps the component it
 * started with, so the entry arriving later never remounts a sign-in form being filled in.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const [Gate] = useState<ComponentType<{ children: ReactNode }>>(
    () => entry?.SessionGate ?? LazySessionGate,
  );
  return (
    <Suspense fallback={<GateLoading />}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
