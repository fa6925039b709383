import { useCallback, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { isValidPasswordLogin, type LoginResponse } from '@hueso/contract/common';
import {
  ApiError,
  completeLogin,
  loginWithPassword,
  unwrapCall,
  useAppDispatch,
  useMessages,
  useNavigate,
  useParams,
} from '@hueso/shared';
import { Button } from '@hueso/shared/ui';
import { CredentialFields, LanguageSwitcher } from '@hueso/shared/play';
import { ErrorNotice } from './ErrorNotice';
import { LOGIN_MESSAGES } from './messages';
import background from './login-bg.svg';

const Screen = styled.main`
  position: relative;
  min-height: 100vh;
  display: grid;
  place-items: center;
  background: ${(p) => p.theme.colors.page} url(${background}) center / cover no-repeat;
`;
const Card = styled.form`
  width: min(92vw, 380px);
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 28px;
  border-radius: 12px;
  background: ${(p) => p.theme.colors.overlay};
  border: 1px solid ${(p) => p.theme.colors.border};
  h1 {
    margin: 0 0 6px;
    font-size: 22px;
    text-align: center;
  }
`;
/** The language switch sits in the screen's corner, out of the form. */
const Corner = styled(LanguageSwitcher)`
  position: absolute;
  top: 12px;
  right: 12px;
`;
const Row = styled.div`
  display: flex;
  gap: 10px;
  > * {
    flex: 1;
  }
`;

/** Login with a password or the wallet (SPEC.md sections 2, 4, 5 and 8). */
export function LoginPage() {
  const t = useMessages(LOGIN_MESSAGES);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { ref } = useParams();
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const [notice, setNotice] = useState<{ at: number; message?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const showNotice = (message?: string) => setNotice({ at: Date.now(), message });
  const closeNotice = useCallback(() => setNotice(null), []);
  /** Too many attempts (429): the notice says so in the server's words, and when to try again. */
  const rateLimited = (err: unknown) =>
    err instanceof ApiError && err.status === 429 ? err.message : undefined;

  const finish = (res: LoginResponse) => {
    if (res.resultado.nombre.length < 3) return showNotice();
    dispatch(completeLogin(res));
    navigate('/game', { replace: true });
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!isValidPasswordLogin(user, password)) return showNotice();
    setBusy(true);
    try {
      finish(await dispatch(loginWithPassword(user, password)));
    } catch (err) {
      showNotice(rateLimited(err));
    } finally {
      setBusy(false);
    }
  };

  const onKeychain = async () => {
    if (busy) return;
    // Wallet login problems go to the console only (SPEC.md section 8).
    if (!user) {
      console.warn(t.needsUser);
      return;
    }
    setBusy(true);
    try {
      // The wallet loads with the Keychain sign-in, not with the login page.
      const { wallet } = await import(/* webpackChunkName: "provided-wallet" */ '@hueso/shared/wallet');
      if (!(await wallet.isAvailable())) {
        console.warn(t.noKeychain);
        return;
      }
      const message = String(Date.now());
      const key = await wallet.signMessage(user, message);
      // The query layer loads on the first login, not with the login page.
      const { loginApi } = await import(/* webpackChunkName: "login-api" */ './api/loginApi');
      const login = loginApi.endpoints.walletLogin.initiate({ nombre: user, key, message, parametros: ref });
      finish(await unwrapCall(dispatch(login)));
    } catch (err) {
      const limited = rateLimited(err);
      if (limited) showNotice(limited);
      else console.warn(t.walletFailed, (err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Screen>
      <Corner />
      <Card onSubmit={onSubmit} aria-labelledby="login-title" noValidate>
        <h1 id="login-title">{t.title}</h1>
        {notice !== null && (
          <ErrorNotice openedAt={notice.at} message={notice.message} onClose={closeNotice} />
        )}
        <CredentialFields
          user={user}
          password={password}
          onUser={setUser}
          onPassword={setPassword}
          autoFocus
        />
        <Row>
          <Button type="submit" disabled={busy}>
            {busy ? t.loggingIn : t.logIn}
          </Button>
          <Button $variant="ghost" onClick={onKeychain} disabled={busy}>
            {t.keychain}
          </Button>
        </Row>
      </Card>
    </Screen>
  );
}
