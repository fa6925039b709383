import { useEffect, useState, type ReactNode } from 'react';
import {
  EmptyState,
  Loading,
  restoreSession,
  selectInformacion,
  useAppDispatch,
  useAppSelector,
} from '@hueso/shared';

/**
 * Renders its children once the session has the player's information. Standalone or embedded,
 * with no host around, it tries to restore a stored session first.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectInformacion);
  const [restoring, setRestoring] = useState(info === null);
  useEffect(() => {
    if (info) return;
    let live = true;
    void dispatch(restoreSession()).finally(() => live && setRestoring(false));
    return () => {
      live = false;
    };
    // Only on mount: a later logout is the host's business.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (info) return <>{children}</>;
  if (restoring) return <Loading label="Loading your islands…" />;
  return <EmptyState>Log in to play on your islands.</EmptyState>;
}
