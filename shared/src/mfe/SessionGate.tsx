import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { isValidPasswordLogin, LOGIN_ERROR } from '@hueso/contract';
import { selectInformacion } from '../session/sessionSlice';
import { completeLogin, loginWithPassword, restoreSession } from '../session/thunks';
import { useAppDispatch, useAppSelector } from '../store/store';
import { Button } from '../ui/Button';
import { CredentialFields } from '../ui/CredentialFields';
import { Loading } from '../ui/States';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  width: min(92vw, 340px);
  margin: 48px auto;
  padding: 24px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
`;

/** A compact sign-in for a remote running without the host (standalone or embedded). */
function SignIn() {
  const dispatch = useAppDispatch();
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(false);
    if (!isValidPasswordLogin(user, password)) return setError(true);
    setBusy(true);
    try {
      dispatch(completeLogin(await dispatch(loginWithPassword(user, password))));
    } catch {
      setError(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form onSubmit={submit} aria-label="Sign in">
      <strong>Sign in to play</strong>
      {error && <div role="alert">{LOGIN_ERROR}</div>}
      <CredentialFields user={user} password={password} onUser={setUser} onPassword={setPassword} />
      <Button type="submit" disabled={busy}>
        Log in
      </Button>
    </Form>
  );
}

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
  if (restoring) return <Loading label="Restoring your session…" />;
  return <SignIn />;
}
