/**
 * What an area shows without a session (standalone or embedded): "Restoring your session…" while
 * the token cookie is tried, then a sign-in. Its own chunk, loaded by the session gate only when
 * there is no session: inside the host there always is, so the game's pages never download it.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { isValidPasswordLogin } from '@hueso/contract/common';
import { getConfig } from '../config/config';
import { useMessages } from '../i18n/messages';
import { completeLogin, loginWithPassword } from '../session/thunks';
import { sessionInMemory } from '../session/tokenCookie';
import { useAppDispatch } from '../store/store';
import { Button } from '../ui/Button';
import { CredentialFields } from '../ui/CredentialFields';
import { Loading } from '../ui/States';
import { connectUrl, receiveSession } from './handoff';
import { AREA_MESSAGES } from './messages';

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

const Note = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.muted};
  font-size: 14px;
`;

type Handoff = 'idle' | 'waiting' | 'blocked' | 'closed';

/**
 * Sign-in of an area embedded on another site: in a window on the game's own origin (the host's
 * `/connect`), never in the page itself; the session comes back by `postMessage` and stays in
 * memory (handoff.ts).
 */
function SignInThroughGame() {
  const M = useMessages(AREA_MESSAGES);
  const dispatch = useAppDispatch();
  const host = getConfig().host;
  const [state, setState] = useState<Handoff>('idle');
  const waiting = useRef<AbortController | null>(null);
  useEffect(() => () => waiting.current?.abort(), []);
  const open = () => {
    if (!host) return;
    const popup = window.open(
      connectUrl(host, location.origin),
      'hueso-signin',
      'popup,width=440,height=640',
    );
    if (!popup) return setState('blocked');
    waiting.current?.abort();
    const controller = new AbortController();
    waiting.current = controller;
    setState('waiting');
    void receiveSession(popup, host, controller.signal).then((session) => {
      if (controller.signal.aborted) return;
      if (session) dispatch(completeLogin(session));
      else setState('closed');
    });
  };
  const notice =
    state === 'waiting'
      ? M.waiting
      : state === 'blocked'
        ? M.popupBlocked
        : state === 'closed'
          ? M.popupClosed
          : null;
  return (
    <Form as="section" aria-label={M.signInLabel}>
      <strong>{M.signInTitle}</strong>
      <Note>{host ? M.signInElsewhere : M.noHost}</Note>
      {notice && (
        <div role={state === 'waiting' ? 'status' : 'alert'} aria-live="polite">
          {notice}
        </div>
      )}
      <Button type="button" onClick={open} disabled={!host || state === 'waiting'}>
        {M.signInWithGame}
      </Button>
    </Form>
  );
}

/** A compact sign-in for a remote running without the host (standalone or embedded). */
function SignIn() {
  if (sessionInMemory()) return <SignInThroughGame />;
  return <PasswordSignIn />;
}

function PasswordSignIn() {
  const M = useMessages(AREA_MESSAGES);
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
    <Form onSubmit={submit} aria-label={M.signInLabel}>
      <strong>{M.signInTitle}</strong>
      {error && <div role="alert">{M.loginError}</div>}
      <CredentialFields user={user} password={password} onUser={setUser} onPassword={setPassword} />
      <Button type="submit" disabled={busy}>
        {M.logIn}
      </Button>
    </Form>
  );
}

/** The gate's page without a session: restoring it, then the sign-in. */
export default function SignedOut({ restoring }: { restoring: boolean }) {
  const M = useMessages(AREA_MESSAGES);
  if (restoring) return <Loading label={M.restoring} />;
  return <SignIn />;
}
