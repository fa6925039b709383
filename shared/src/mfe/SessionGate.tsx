import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { selectInformacion } from '../session/sessionSlice';
import { restoreSession } from '../session/thunks';
import { useAppDispatch, useAppSelector } from '../store/store';
import { GateLoading } from '../ui/pageFrame';

/** Restoring and signing in (SignIn.tsx): only a page without a session downloads it. */
const SignedOut = lazy(() => import(/* webpackChunkName: "sign-in" */ './SignIn'));

/**
 * Renders a remote's children once the session has the player's information. Inside the host
 * that is at once; standalone or embedded it restores the session from the token cookie, or
 * asks the player to sign in.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectInformacion);
  const [restoring, setRestoring] = useState(info === null);
  useEffect(() => {
    if (info) return;
    let live = true;
    void dispatch(restoreSession({ fromCookie: true })).finally(() => live && setRestoring(false));
    return () => {
      live = false;
    };
    // Only on mount: a later logout is the host's business.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (info) return <>{children}</>;
  return (
    <Suspense fallback={<GateLoading />}>
      <SignedOut restoring={restoring} />
    </Suspense>
  );
}
