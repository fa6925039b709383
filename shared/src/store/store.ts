import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
} from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { sessionSlice } from '../session/sessionSlice';
import { toastSlice } from '../ui/toastSlice';

/** Slices that remotes inject at run time declare themselves here by module augmentation. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The one root reducer; remotes call `rootReducer.inject(slice)` for their own slices. */
export const rootReducer = combineSlices(sessionSlice, toastSlice).withLazyLoadedSlices<LazyLoadedSlices>();

interface QueryLayer {
  reducerPath: 'api';
  reducer: Reducer;
  middleware: Middleware;
}
type DynamicMiddleware = ReturnType<typeof createDynamicMiddleware>;

/**
 * The query layer (RTK Query) is registered when it is first loaded, not when the store is
 * created: the login page renders without it (the /login size budget).
 */
let queryLayer: QueryLayer | null = null;
const waiting: { dynamic: DynamicMiddleware; dispatch: (action: { type: string }) => unknown }[] = [];

export function registerQueryLayer(layer: QueryLayer): void {
  if (queryLayer) return;
  queryLayer = layer;
  rootReducer.inject(layer as never);
  for (const { dynamic, dispatch } of waiting.splice(0)) {
    dynamic.addMiddleware(layer.middleware);
    // The injected reducer gets its initial state now, before the first call reads it.
    dispatch({ type: 'api/layerRegistered' });
  }
}

/** Creates the app store: the host creates one; a standalone or embedded remote creates its own. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  const dynamic = createDynamicMiddleware();
  if (queryLayer) dynamic.addMiddleware(queryLayer.middleware);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(dynamic.middleware),
  });
  if (!queryLayer) waiting.push({ dynamic, dispatch: store.dispatch });
  return store;
}

export type RootState = ReturnType<typeof rootReducer>;
export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
