import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Informacion } from '@hueso/contract/common';
import { playerRecordEntry, type PlayerRecordEntry } from './playerRecordEntry';

/**
 * Who is signed in (SPEC.md's `usuario`). The player record itself (`informacion`, the cards)
 * has one owner, the query layer's cache: `selectInformacion` reads it from there. `started` is
 * the record the session started with (the login answer, or the one this tab stored), which the
 * selectors read only until the query layer, loaded on first use, holds a record: so the game's
 * first screen paints without waiting for that code.
 */
export interface SessionState {
  usuario: { logged: boolean; nombre?: string };
  started?: Informacion;
}

const initialState: SessionState = { usuario: { logged: false } };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loggedIn(state, action: PayloadAction<{ nombre: string; record?: Informacion }>) {
      state.usuario = { logged: true, nombre: action.payload.nombre };
      state.started = action.payload.record;
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

/**
 * The record's cache entry while the player is signed in; before the query layer holds a record,
 * the one the session started with (no arrival time: the clock offset waits for a read).
 */
function informacionEntry(state: unknown): PlayerRecordEntry | undefined {
  const session = (state as { session?: SessionState }).session;
  if (!session?.usuario.logged) return undefined;
  const entry = playerRecordEntry(state);
  return entry?.data || !session.started ? entry : { data: session.started };
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
