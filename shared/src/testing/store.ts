import type { Informacion } from '@hueso/contract';
import { sessionApi } from '../session/sessionApi';
import { createAppStore } from '../store/store';

/**
 * A store logged in as `info` (or logged out for null), as the host holds it after login: the
 * session and the query layer's copy of the information, followed as the session follows it.
 */
export function loggedInStore(info: Informacion | null) {
  if (!info) return createAppStore();
  const store = createAppStore({
    session: {
      usuario: { logged: true, nombre: info.nombre },
      informacion: info,
      especiales: [],
      generalNft: [],
      clockOffset: 0,
    },
  });
  const untyped = store.dispatch as unknown as (action: unknown) => unknown;
  void untyped(sessionApi.util.upsertQueryData('getInformacion', undefined, info));
  store.dispatch(sessionApi.endpoints.getInformacion.initiate());
  return store;
}
