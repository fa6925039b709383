import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Informacion } from '@hueso/contract/common';
import { playerRecordEntry, type PlayerRecordEntry } from './playerRecordEntry';

/**
 * Who is signed in (SPEC.md's `usuario`). The player record itself (`informacion`, the cards)
 * has one owner, the query layer's cache: `selectInformacion` reads it from there.
 */
export interface SessionState {
  usuario: { logged: boolean; nombre?: string };
}

const initialState: SessionState = { usuario: { logged: false } };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loggedIn(state, action: PayloadAction<{ nombre: string }>) {
      state.usuario = { logged: true, nombre: action.payload.nombre };
    },
    loggedOut() {
      return initialState;
    },
  },
  selectors: {
    selectUsuario: (s) => s.usuario,
    selectLogged: (s) => s.usuario.logged,
  },
});

export const { loggedIn, loggedOut } = sessionSlice.actions;
export const { selectUsuario, selectLogged } = sessionSlice.selectors;

/** The record's cache entry while the player is signed in. */
function informacionEntry(state: unknown): PlayerRecordEntry | undefined {
  const root = state as { session?: SessionState };
  return root.session?.usuario.logged ? playerRecordEntry(state) : undefined;
}

/** The signed-in player's record (SPEC.md's `informacion`), or null when logged out or not read yet. */
export const selectInformacion = (state: unknown): Informacion | null =>
  informacionEntry(state)?.data ?? null;

/** Server time minus browser time (ms), from the `hora` of the latest record and when it arrived. */
export const selectClockOffset = (state: unknown): number => {
  const entry = informacionEntry(state);
  const hora = entry?.data?.hora;
  return typeof hora === 'number' && entry?.fulfilledTimeStamp ? hora - entry.fulfilledTimeStamp : 0;
};
