import type { Informacion, LoginResponse } from '@hueso/contract';
import { unwrapCall } from '../api/baseApi';
import type { AppDispatch } from '../store/store';
import { sessionApi } from './sessionApi';
import { cardsLoaded, loggedIn, loggedOut } from './sessionSlice';
import {
  clearStoredUser,
  clearToken,
  getToken,
  readStoredUser,
  saveStoredUser,
  setToken,
} from './tokenCookie';

const { getInformacion, getCards } = sessionApi.endpoints;

/**
 * The session keeps one subscription to the player's information for as long as it lasts, so a
 * call that invalidates 'Informacion' re-reads it whatever screen is showing.
 */
const followers = new WeakMap<AppDispatch, { unsubscribe(): void }>();

function follow(dispatch: AppDispatch): void {
  followers.get(dispatch)?.unsubscribe();
  followers.set(dispatch, dispatch(getInformacion.initiate()));
}

/** Marks the player logged in with `info`, which the query layer holds as its latest answer. */
export function startSession(info: Informacion) {
  return (dispatch: AppDispatch): void => {
    dispatch(loggedIn(info));
    void dispatch(sessionApi.util.upsertQueryData('getInformacion', undefined, info));
    follow(dispatch);
  };
}

/** Stores the token and user, then loads the cards in the background. */
export function completeLogin(res: LoginResponse) {
  return (dispatch: AppDispatch): void => {
    setToken(res.token);
    saveStoredUser(res.resultado.nombre);
    dispatch(startSession(res.resultado));
    void dispatch(loadCards());
  };
}

export function loadCards() {
  return async (dispatch: AppDispatch): Promise<void> => {
    try {
      dispatch(cardsLoaded(await unwrapCall(dispatch(getCards.initiate(undefined, { subscribe: false })))));
    } catch {
      // The home screen works without cards; the album retries when it needs them.
    }
  };
}

/**
 * Restores a stored session on load (SPEC.md section 2): fetches cards and info; if the info
 * fetch fails the stored session is cleared. Resolves to whether the player is logged in.
 * `fromCookie` also restores from the token cookie alone (standalone and embedded remotes).
 */
export function restoreSession({ fromCookie = false }: { fromCookie?: boolean } = {}) {
  return async (dispatch: AppDispatch): Promise<boolean> => {
    // A remote on its own origin has no session entry of its own but shares the host's cookie.
    if (!readStoredUser() && !(fromCookie && getToken())) return false;
    try {
      const [info] = await Promise.all([
        unwrapCall(dispatch(getInformacion.initiate(undefined, { subscribe: false, forceRefetch: true }))),
        dispatch(loadCards()),
      ]);
      dispatch(startSession(info));
      return true;
    } catch {
      clearStoredUser();
      clearToken();
      dispatch(loggedOut());
      return false;
    }
  };
}

/** Re-reads the player's information into the session; resolves to it, or throws an ApiError. */
export function refreshInformacion() {
  return (dispatch: AppDispatch): Promise<Informacion> =>
    unwrapCall(dispatch(getInformacion.initiate(undefined, { subscribe: false, forceRefetch: true })));
}

export function logout() {
  return (dispatch: AppDispatch): void => {
    clearToken();
    clearStoredUser();
    followers.get(dispatch)?.unsubscribe();
    followers.delete(dispatch);
    dispatch(loggedOut());
    // Nothing cached for one player is shown to the next.
    dispatch(sessionApi.util.resetApiState());
  };
}
