import type { Informacion } from '@hueso/contract/common';
import { sessionApi } from '../session/sessionApi';
import { createAppStore } from '../store/store';

/**
 * A store logged in as `info` (or logged out for null), as the host holds it after login: who is
 * signed in, and the player record in the query layer, followed as the session follows it.
 */
export function loggedInStore(info: Informacion | null) {
  if (!info) return createAppStore();
  const store = createAppStore({ session: { usuario: { logged: true, nombre: info.nombre } } });
  store.dispatch(
    sessionApi.util.upsertQueryEntries([{ endpointName: 'getInformacion', arg: undefined, value: info }]),
  );
  store.dispatch(sessionApi.endpoints.getInformacion.initiate());
  return store;
}
