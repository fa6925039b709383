import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { baseApi } from '../api/baseApi';
import { sessionSlice } from '../session/sessionSlice';
import { toastSlice } from '../ui/toastSlice';

/** Slices that remotes inject at run time declare themselves here by module augmentation. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The one root reducer; remotes call `rootReducer.inject(slice)` for their own slices. */
export const rootReducer = combineSlices(
  sessionSlice,
  toastSlice,
  baseApi,
).withLazyLoadedSlices<LazyLoadedSlices>();

/** Creates the app store: the host creates one; a standalone or embedded remote creates its own. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

export type RootState = ReturnType<typeof rootReducer>;
export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
