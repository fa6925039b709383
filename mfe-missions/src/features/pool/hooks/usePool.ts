import { useCallback, useEffect, useState } from 'react';
import { type PoolResponse } from '@hueso/contract';
import { api, toApiError } from '@hueso/shared';

export type PoolState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: PoolResponse };

/** Loads the pool (GET /api/mirarPool); `reload` fetches it again. */
export function usePool() {
  const [state, setState] = useState<PoolState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    api.getPool().then(
      (data) => live && setState({ status: 'ready', data }),
      (err: unknown) => live && setState({ status: 'error', message: toApiError(err).message }),
    );
    return () => {
      live = false;
    };
  }, [version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, reload };
}
