import type { LoginResponse } from '@hueso/contract';
import { api } from '../api/endpoints';
import type { AppDispatch } from '../store/store';
import { cardsLoaded, informacionUpdated, loggedIn, loggedOut } from './sessionSlice';
import {
  clearStoredUser,
  clearToken,
  getToken,
  readStoredUser,
  saveStoredUser,
  setToken,
} from './tokenCookie';

/** Stores the token and user, then loads the cards in the background. */
export function completeLogin(res: LoginResponse) {
  return (dispatch: AppDispatch): void => {
    setToken(res.token);
    saveStoredUser(res.resultado.nombre);
    dispatch(loggedIn(res.resultado));
    void loadCards()(dispatch);
  };
}

export function loadCards() {
  return async (dispatch: AppDispatch): Promise<void> => {
    try {
      dispatch(cardsLoaded(await api.getCards()));
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
      const [info] = await Promise.all([api.getInformacion(), loadCards()(dispatch)]);
      dispatch(loggedIn(info.resultado));
      return true;
    } catch {
      clearStoredUser();
      clearToken();
      dispatch(loggedOut());
      return false;
    }
  };
}

/** Re-reads the player's information into the session. */
export function refreshInformacion() {
  return async (dispatch: AppDispatch): Promise<void> => {
    dispatch(informacionUpdated((await api.getInformacion()).resultado));
  };
}

export function logout() {
  return (dispatch: AppDispatch): void => {
    clearToken();
    clearStoredUser();
    dispatch(loggedOut());
  };
}
