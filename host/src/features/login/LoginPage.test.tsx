import { selectInformacion } from '@hueso/shared';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { poolCost } from '@hueso/contract/pool';
import { API, makeInformacion, renderHost } from '../../test-utils';
import { LoginPage } from './LoginPage';

const NOTICE = 'There was an error loading the data';
const server = setupServer();
let loginCalls = 0;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  loginCalls = 0;
  server.use(
    http.post(`${API}/api/loginPass`, async ({ request }) => {
      loginCalls++;
      const body = (await request.json()) as { user: string; password: string };
      if (body.password !== 'demo1234')
        return HttpResponse.json({ error: 'Invalid user or password' }, { status: 401 });
      return HttpResponse.json({ token: 't0k3n', resultado: makeInformacion({ nombre: body.user }) });
    }),
    http.get(`${API}/api/getCards`, () => HttpResponse.json({ especiales: [], generalNft: [] })),
  );
});
afterEach(() => {
  server.resetHandlers();
  jest.useRealTimers();
});
afterAll(() => server.close());

async function submit(user: string, password: string, fakeTimers = false) {
  const u = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  if (user) await u.type(screen.getByLabelText('Username'), user);
  if (password) await u.type(screen.getByLabelText('Password'), password);
  await u.click(screen.getByRole('button', { name: 'Log in' }));
  return u;
}

describe('LoginPage', () => {
  it('shows the fields and both login buttons', () => {
    renderHost(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { name: 'Log in with your user' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'KeyChain' })).toBeInTheDocument();
  });

  it.each([
    ['abc', 'demo1234'],
    ['a'.repeat(20), 'demo1234'],
    ['demo', 'abc'],
    ['demo', 'p'.repeat(16)],
  ])('refuses %s / %s without sending a request', async (user, password) => {
    renderHost(<LoginPage />, { path: '/login' });
    await submit(user, password);
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTICE);
    expect(loginCalls).toBe(0);
  });

  it('logs in, stores the token cookie and goes to /game', async () => {
    const { store } = renderHost(<LoginPage />, { path: '/login' });
    await submit('demo', 'demo1234');
    expect(await screen.findByRole('heading', { name: 'Game home' })).toBeInTheDocument();
    expect(document.cookie).toContain('token=t0k3n');
    expect(JSON.parse(sessionStorage.getItem('user')!)).toEqual({ user: { nombre: 'demo', logged: true } });
    expect(store.getState().session.usuario).toEqual({ logged: true, nombre: 'demo' });
  });

  it('shows the server text when there were too many attempts', async () => {
    const text = 'Too many login attempts from your address. Try again in 1 minute.';
    server.use(http.post(`${API}/api/loginPass`, () => HttpResponse.json({ error: text }, { status: 429 })));
    renderHost(<LoginPage />, { path: '/login' });
    await submit('demo', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('keeps the notice on outside clicks and hides it after 6000 ms', async () => {
    jest.useFakeTimers();
    renderHost(<LoginPage />, { path: '/login' });
    const u = await submit('demo', 'wrongpass', true);
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTICE);
    expect(loginCalls).toBe(1);
    await u.click(screen.getByRole('heading', { name: 'Log in with your user' }));
    act(() => jest.advanceTimersByTime(5900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does nothing visible when the wallet extension is missing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderHost(<LoginPage />, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'KeyChain' }));
    expect(warn).toHaveBeenCalledWith('Wallet login needs the account name in Username');
    await userEvent.type(screen.getByLabelText('Username'), 'demo');
    await userEvent.click(screen.getByRole('button', { name: 'KeyChain' }));
    expect(screen.getByRole('button', { name: 'KeyChain' })).toBeDisabled();
    await act(() => new Promise((r) => setTimeout(r, 1700)));
    expect(warn).toHaveBeenCalledWith('Hive Keychain is not installed');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('logs in a player whose information has no costoPool, who then pays the default 20', async () => {
    const { costoPool: _omitted, ...withoutCost } = makeInformacion({ nombre: 'demo' });
    expect('costoPool' in withoutCost).toBe(false);
    server.use(
      http.post(`${API}/api/loginPass`, () => HttpResponse.json({ token: 't0k3n', resultado: withoutCost })),
    );
    const { store } = renderHost(<LoginPage />, { path: '/login' });
    await submit('demo', 'demo1234');
    expect(await screen.findByRole('heading', { name: 'Game home' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const info = selectInformacion(store.getState())!;
    expect(info.costoPool).toBeUndefined();
    expect(poolCost(info)).toBe(20);
  });
});
