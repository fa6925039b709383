/**
 * @hueso/shared: the platform core, one per page: config, HTTP client, session, store, texts,
 * theme, the area contract (mount, routes, session gate) and the router. The UI kit
 * (@hueso/shared/ui), the dialogs (@hueso/shared/dialogs), the wallet (@hueso/shared/wallet), the
 * game's moves (@hueso/shared/moves) and the query layer (@hueso/shared/query) are entries of their own, each
 * shared on its own, so an area downloads only the entries it imports (docs/deployment.md). The
 * session gate and the session's thunks are exported here and load `@hueso/shared/session` on
 * first use, so a public route runs without them.
 */
export * from './config/config';
export * from './config/links';
export * from './api/client';
export * from './api/queryLayer';
export * from './session/tokenCookie';
export * from './session/sessionSlice';
export {
  completeLogin,
  loadCards,
  loginWithPassword,
  logout,
  refreshInformacion,
  restoreSession,
  SessionGate,
  startSession,
} from './session/onDemand';
export * from './store/store';
export * from './i18n/language';
export * from './i18n/messages';
export * from './ui/theme';
export * from './ui/portal';
export * from './ui/landmark';
export * from './ui/Toasts';
export * from './ui/toastSlice';
export * from './mfe/contract';
export * from './mfe/area';
export * from './mfe/handoff';
export * from './mfe/origins';
export * from './mfe/registry';
export * from './router';
// The host's start installs the dev wallet where the config asks for it; the wallet entry exports it too.
export { installDevWallet } from './wallet/installDevWallet';
