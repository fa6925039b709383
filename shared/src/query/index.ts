/**
 * @hueso/shared/query: the one query layer (RTK Query), a federated singleton of its own so the
 * login page loads without it. Features inject their endpoints into `baseApi`.
 */
export * from '../api/baseApi';
export * from '../session/sessionApi';
export * from '../wallet/paymentsApi';
export * from '../api/fundsApi';
