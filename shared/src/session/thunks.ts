import { informacionSchema, type Informacion, type LoginResponse } from '@hueso/contract/common';
import { getHttp, unwrapCall } from '../api/client';
import { loadQueryLayer } from '../api/queryLayer';
import type { AppDispatch } from '../store/store';
import { loggedIn, loggedOut } from './sessionSlice';
import {
  clearStoredUser,
  clearToken,
  getToken,
  readPlayerRecord,
  readStoredUser,
  savePlayerRecord,
  saveStoredUser,
  setToken,
} from './tokenCookie';

/**
 * The session keeps one subscription to the player's information for as long as it lasts, so a
 * call that invalidates 'Informacion' re-reads it whatever screen is showing.
 */
const followers = new WeakMap<AppDispatch, { unsubscribe(): void }>();

/**
 * Marks the player logged in with `info`, at once (the session carries the record, so no screen
 * sees one without the other), then hands the record to the query layer once its code has
 * loaded: the game's first screen paints without waiting for it. Resolves once the query layer
 * holds the record; rejects if its code could not be loaded.
 */
export function startSession(info: Informacion) {
  return async (dispatch: AppDispatch): Promise<void> => {
    dispatch(loggedIn({ nombre: info.nombre, record: info }));
    savePlayerRecord(info);
    const { sessionApi } = await loadQueryLayer();
    dispatch(
      sessionApi.util.upsertQueryEntries([{ endpointName: 'getInformacion', arg: undefined, value: info }]),
    );
    followers.get(dispatch)?.unsubscribe();
    const subscription: { unsubscribe(): void } = dispatch(sessionApi.endpoints.getInformacion.initiate());
    followers.set(dispatch, subscription);
  };
}

/** POST /api/loginPass; resolves to the login answer or throws an ApiError. */
export function loginWithPassword(user: string, password: string) {
  return async (dispatch: AppDispatch): Promise<LoginResponse> => {
    const { sessionApi } = await loadQueryLayer();
    return unwrapCall(dispatch(sessionApi.endpoints.loginPass.initiate({ user, password })));
  };
}

/** Stores the token and user, then loads the cards in the background. */
export function completeLogin(res: LoginResponse) {
  return (dispatch: AppDispatch): void => {
    setToken(res.token);
    saveStoredUser(res.resultado.nombre);
    void dispatch(startSession(res.resultado));
    void dispatch(loadCards());
  };
}

/** Reads the player's cards into the query layer (SPEC.md: `especiales` and `generalNft`). */
export function loadCards() {
  return async (dispatch: AppDispatch): Promise<void> => {
    try {
      const { sessionApi } = await loadQueryLayer();
      await unwrapCall(dispatch(sessionApi.endpoints.getCards.initiate(undefined, { subscribe: false })));
    } catch {
      // The home screen works without cards; the album retries when it needs them.
    }
  };
}

/**
 * Restores a stored session on load (SPEC.md section 2): fetches cards and info; if the info
 * fetch fails the stored session is cleared. Resolves to whether the player is logged in.
 * `fromCookie` also restores from the token cookie alone (standalone and embedded remotes).
 *
 * A tab that has shown this player's record before (`savePlayerRecord`) starts from it: the game
 * paints at once while the record and cards are read again, and a failed read ends the session
 * then, as it would have before the first paint.
 */
export function restoreSession({ fromCookie = false }: { fromCookie?: boolean } = {}) {
  return async (dispatch: AppDispatch): Promise<boolean> => {
    const stored = readStoredUser();
    // A remote on its own origin has no session entry of its own but shares the host's cookie.
    if (!stored && !(fromCookie && getToken())) return false;
    const known = informacionSchema.safeParse(readPlayerRecord());
    if (stored && known.success && known.data.nombre === stored.nombre) {
      // Signed in at once; the record is read again once the query layer has loaded (a failure
      // to load it, or to read, ends the session as a failed read always has).
      const started = dispatch(startSession(known.data));
      void started.then(
        () => dispatch(readSessionAgain()),
        () => dispatch(endStoredSession()),
      );
      return true;
    }
    try {
      await dispatch(startSession(await dispatch(readRecordAndCards())));
      return true;
    } catch {
      dispatch(endStoredSession());
      return false;
    }
  };
}

/** Reads the player's record and cards together; resolves to the record, or throws an ApiError. */
function readRecordAndCards() {
  return async (dispatch: AppDispatch): Promise<Informacion> => {
    const [info] = await Promise.all([dispatch(refreshInformacion()), dispatch(loadCards())]);
    return info;
  };
}

/**
 * A second after the page has loaded, once the browser is idle (two seconds at most): after the
 * first screen's paint, on which nothing waits for the player's cards (the album reads its own).
 * Idle alone is too early: React yields while it renders the area, and the browser is idle then.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      setTimeout(() => {
        if (typeof requestIdleCallback === 'function')
          requestIdleCallback(() => resolve(), { timeout: 1000 });
        else resolve();
      }, 1000);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/**
 * Reads the record of a session restored from the stored record (a failure ends it), and the
 * cards after the first paint, so their download does not compete with the screen's.
 */
function readSessionAgain() {
  return async (dispatch: AppDispatch): Promise<void> => {
    try {
      savePlayerRecord(await dispatch(refreshInformacion()));
    } catch {
      dispatch(endStoredSession());
      return;
    }
    await afterFirstPaint();
    await dispatch(loadCards());
  };
}

/** Forgets the stored session: the server no longer accepts it, could not confirm it, or the player logged out. */
function endStoredSession() {
  return (dispatch: AppDispatch): void => {
    clearStoredUser();
    clearToken();
    followers.get(dispatch)?.unsubscribe();
    followers.delete(dispatch);
    dispatch(loggedOut());
  };
}

/** Re-reads the player's information; resolves to it, or throws an ApiError. */
export function refreshInformacion() {
  return async (dispatch: AppDispatch): Promise<Informacion> => {
    const { sessionApi } = await loadQueryLayer();
    return unwrapCall(
      dispatch(
        sessionApi.endpoints.getInformacion.initiate(undefined, { subscribe: false, forceRefetch: true }),
      ),
    );
  };
}

/** Ends the session on the server (POST /api/logout); a failure leaves nothing to do. */
function endServerSession(token: string): void {
  void getHttp()
    .then((http) => http.post('/api/logout', undefined, { headers: { token } }))
    .catch(() => undefined);
}

export function logout() {
  return (dispatch: AppDispatch): void => {
    const token = getToken();
    if (token) endServerSession(token);
    dispatch(endStoredSession());
    // Nothing cached for one player is shown to the next.
    void loadQueryLayer().then(({ baseApi }) => dispatch(baseApi.util.resetApiState()));
  };
}
