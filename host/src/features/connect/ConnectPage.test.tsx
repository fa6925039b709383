import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getToken } from '@hueso/shared';
import { axeViolations } from '@hueso/shared/testing';
import { API, makeInformacion, renderHost } from '../../test-utils';
import { App } from '../../app/App';
import { ConnectPage } from './ConnectPage';

const server = setupServer(
  http.post(`${API}/api/loginPass`, async ({ request }) => {
    const body = (await request.json()) as { user: string; password: string };
    if (body.password !== 'demo1234')
      return HttpResponse.json({ error: 'Invalid user or password' }, { status: 401 });
    return HttpResponse.json({ token: 'fresh-session', resultado: makeInformacion({ nombre: body.user }) });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SITE = 'https://news.example';
let opener: { postMessage: jest.Mock } | null;
beforeEach(() => {
  opener = { postMessage: jest.fn() };
  Object.defineProperty(window, 'opener', { configurable: true, get: () => opener });
  jest.spyOn(window, 'close').mockImplementation(() => undefined);
});

const renderConnect = (search: string) => renderHost(<ConnectPage />, { path: `/connect${search}` });

async function signIn(password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), 'demo');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in for this site' }));
}

describe('the sign-in window of an embedded area (/connect)', () => {
  it("names the site, signs in on the game's origin and posts the new session to that origin only", async () => {
    renderConnect(`?origin=${encodeURIComponent(SITE)}`);
    expect(screen.getByRole('heading', { name: 'Sign in to HUESO' })).toBeInTheDocument();
    expect(screen.getByText(`The HUESO area on ${SITE} asks you to sign in.`)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await signIn('demo1234');
    expect(await screen.findByRole('status')).toHaveTextContent(`Your session was handed to ${SITE}`);
    expect(opener!.postMessage).toHaveBeenCalledTimes(1);
    const [message, target] = opener!.postMessage.mock.calls[0];
    expect(target).toBe(SITE);
    expect(message).toMatchObject({ type: 'hueso:session', session: { token: 'fresh-session' } });
    // Handed over, not kept: the game's own cookie is not written by this window.
    expect(getToken()).toBeNull();
  });

  it('is a busy main landmark while its code loads, then the sign-in', async () => {
    renderHost(<App />, { path: `/connect?origin=${encodeURIComponent(SITE)}` });
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { name: 'Sign in to HUESO' })).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
  });

  it("shows the server's refusal and posts nothing", async () => {
    renderConnect(`?origin=${encodeURIComponent(SITE)}`);
    await signIn('wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid user or password');
    expect(opener!.postMessage).not.toHaveBeenCalled();
  });

  it('offers no sign-in without an opener or without a plain origin', () => {
    opener = null;
    const { unmount } = renderConnect(`?origin=${encodeURIComponent(SITE)}`);
    expect(screen.getByRole('alert')).toHaveTextContent('This window was not opened by a HUESO area');
    expect(screen.queryByLabelText('Password')).toBeNull();
    unmount();
    opener = { postMessage: jest.fn() };
    renderConnect('?origin=javascript%3Aalert(1)');
    expect(screen.getByRole('alert')).toHaveTextContent('did not say where it is');
    expect(screen.queryByLabelText('Password')).toBeNull();
  });
});
