import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CardDefinition, Informacion } from '@hueso/contract';

/** What SPEC.md calls the user slice, plus the server clock offset for countdowns. */
export interface SessionState {
  usuario: { logged: boolean; nombre?: string };
  informacion: Informacion | null;
  especiales: CardDefinition[];
  generalNft: CardDefinition[];
  /** Server time minus browser time (ms), from the last `hora` the server sent. */
  clockOffset: number;
}

const initialState: SessionState = {
  usuario: { logged: false },
  informacion: null,
  especiales: [],
  generalNft: [],
  clockOffset: 0,
};

function withInfo(state: SessionState, info: Informacion): void {
  state.informacion = info;
  if (typeof info.hora === 'number') state.clockOffset = info.hora - Date.now();
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loggedIn(state, action: PayloadAction<Informacion>) {
      state.usuario = { logged: true, nombre: action.payload.nombre };
      withInfo(state, action.payload);
    },
    informacionUpdated(state, action: PayloadAction<Informacion>) {
      withInfo(state, action.payload);
    },
    cardsLoaded(
      state,
      action: PayloadAction<{ especiales: CardDefinition[]; generalNft: CardDefinition[] }>,
    ) {
      state.especiales = action.payload.especiales;
      state.generalNft = action.payload.generalNft;
    },
    loggedOut() {
      return initialState;
    },
  },
  selectors: {
    selectUsuario: (s) => s.usuario,
    selectLogged: (s) => s.usuario.logged,
    selectInformacion: (s) => s.informacion,
    selectClockOffset: (s) => s.clockOffset,
    selectCards: (s) => ({ especiales: s.especiales, generalNft: s.generalNft }),
  },
});

export const { loggedIn, informacionUpdated, cardsLoaded, loggedOut } = sessionSlice.actions;
export const { selectUsuario, selectLogged, selectInformacion, selectClockOffset } = sessionSlice.selectors;
