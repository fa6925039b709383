/** The query layer (RTK Query and the calls shared declares), loaded on first use. */
export type QueryLayerModule = typeof import('../query');

let loading: Promise<QueryLayerModule> | null = null;

/**
 * Loads `@hueso/shared/query` by its package name, so the host and every remote use the one
 * federated instance; the login page renders before it is needed.
 */
export function loadQueryLayer(): Promise<QueryLayerModule> {
  loading ??= import(/* webpackChunkName: "query-layer" */ '@hueso/shared/query');
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
