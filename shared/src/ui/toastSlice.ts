import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { TOAST_MS } from '@hueso/contract/common';

export type ToastKind = 'success' | 'error' | 'info';
export interface Toast {
  id: string;
  kind: ToastKind;
  text: string;
  durationMs: number;
}

export const toastSlice = createSlice({
  name: 'toasts',
  initialState: [] as Toast[],
  reducers: {
    showToast: {
      reducer(state, action: PayloadAction<Toast>) {
        state.push(action.payload);
      },
      prepare(text: string, kind: ToastKind = 'info', durationMs: number = TOAST_MS) {
        return { payload: { id: nanoid(), kind, text, durationMs } };
      },
    },
    dismissToast(state, action: PayloadAction<string>) {
      return state.filter((t) => t.id !== action.payload);
    },
  },
  selectors: { selectToasts: (s) => s },
});

export const { showToast, dismissToast } = toastSlice.actions;
export const { selectToasts } = toastSlice.selectors;
