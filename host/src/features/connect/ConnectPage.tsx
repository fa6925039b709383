import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { isValidPasswordLogin } from '@hueso/contract/common';
import {
  ApiError,
  loginWithPassword,
  requestingOrigin,
  SESSION_HANDOFF,
  useAppDispatch,
  useLocation,
  useMessages,
  type SessionHandoff,
} from '@hueso/shared';
import { Button } from '@hueso/shared/ui';
import { CredentialFields } from '@hueso/shared/play';
import { LOGIN_MESSAGES } from '../login/messages';
import { CONNECT_MESSAGES } from './messages';

const Screen = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 16px;
`;
const Card = styled.form`
  width: min(100%, 380px);
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 24px;
  border-radius: 12px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  h1 {
    margin: 0;
    font-size: 22px;
  }
  p {
    margin: 0;
  }
`;
const Muted = styled.p`
  color: ${(p) => p.theme.colors.muted};
  font-size: 14px;
`;
const Row = styled.div`
  display: flex;
  gap: 10px;
  > * {
    flex: 1;
  }
`;

/**
 * The sign-in window of an area embedded on another site (docs/embedding.md, "Signing in"): the
 * player signs in here, on the game's origin; the new session is posted to the window that
 * opened this one, addressed to the origin it named, and is stored nowhere on this side.
 */
export function ConnectPage() {
  const M = useMessages(CONNECT_MESSAGES);
  const loginText = useMessages(LOGIN_MESSAGES);
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  const origin = requestingOrigin(search);
  const opener = window.opener as Window | null;
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const problem = !origin ? M.badOrigin : !opener ? M.noOpener : null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!origin || !opener) return;
    setError(null);
    if (!isValidPasswordLogin(user, password)) return setError(loginText.error);
    setBusy(true);
    try {
      const session = await dispatch(loginWithPassword(user, password));
      const message: SessionHandoff = { type: SESSION_HANDOFF, session };
      // Delivered only if the opener is still on `origin`; any other page gets nothing.
      opener.postMessage(message, origin);
      setDone(true);
      setTimeout(() => window.close(), 800);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : loginText.error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Screen>
      <Card onSubmit={submit} aria-labelledby="connect-title">
        <h1 id="connect-title">{M.title}</h1>
        {problem ? (
          <p role="alert">{problem}</p>
        ) : done ? (
          <p role="status">{M.done(origin!)}</p>
        ) : (
          <>
            <p>{M.forSite(origin!)}</p>
            <Muted>{M.memoryOnly}</Muted>
            {error && <p role="alert">{error}</p>}
            <CredentialFields user={user} password={password} onUser={setUser} onPassword={setPassword} />
            <Row>
              <Button type="button" $variant="ghost" onClick={() => window.close()} disabled={busy}>
                {M.cancel}
              </Button>
              <Button type="submit" disabled={busy}>
                {M.submit}
              </Button>
            </Row>
          </>
        )}
      </Card>
    </Screen>
  );
}
