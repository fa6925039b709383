import { useState } from 'react';
import { styled } from 'styled-components';
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handlers, makeInformacion, server, setUpRemoteTests, testConfig } from '../testing';
import { getToken, readStoredUser } from '../session/tokenCookie';
import { Modal } from '../ui/Modal';
import { Page } from '../ui/Page';
import { getLanguage, LANGUAGE_STORAGE_KEY, setLanguage } from '../i18n/language';
import { createMemoryMount } from './contract';
import { SESSION_HANDOFF, connectUrl, requestingOrigin } from './handoff';
import { gameOrigins, isGameOrigin } from './origins';
import { SessionGate } from './SessionGate';

setUpRemoteTests();

const Box = styled.p`
  color: rgb(1, 2, 3);
`;

/** An area with a styled element, a dialog and a part that needs the session. */
function Area() {
  const [open, setOpen] = useState(false);
  return (
    <Page title="Embedded screen">
      <Box>Area text</Box>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      {open && (
        <Modal title="Area dialog" onClose={() => setOpen(false)}>
          <p>Inside the dialog</p>
        </Modal>
      )}
      <SessionGate>
        <p>Signed in area</p>
      </SessionGate>
    </Page>
  );
}

/** Mounts the area as `<hueso-area>` does: into an element inside an open shadow root. */
async function mountInShadow(lang = 'en') {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const element = document.createElement('div');
  shadow.append(element);
  let unmount: () => void = () => undefined;
  await act(async () => {
    unmount = createMemoryMount(Area)(element, { config: testConfig, lang });
  });
  await waitFor(() => expect(within(element).getByText('Area text')).toBeInTheDocument());
  return { host, shadow, element, unmount: () => act(() => unmount()) };
}

describe('the game origins', () => {
  it('are the host, the origin config.json came from and every remote; others are foreign', () => {
    const origins = gameOrigins(testConfig, 'https://cdn.game.example/config.json');
    expect(origins).toEqual(
      expect.arrayContaining(['http://localhost:8080', 'https://cdn.game.example', 'http://localhost:8085']),
    );
    expect(isGameOrigin(testConfig, undefined, 'http://localhost:8083')).toBe(true);
    expect(isGameOrigin(testConfig, undefined, 'http://127.0.0.1:8095')).toBe(false);
  });

  it('hand a session only to a plain origin named by the sign-in window', () => {
    expect(connectUrl('http://localhost:8080', 'https://news.example')).toBe(
      'http://localhost:8080/connect?origin=https%3A%2F%2Fnews.example',
    );
    expect(requestingOrigin('?origin=https%3A%2F%2Fnews.example')).toBe('https://news.example');
    expect(requestingOrigin('?origin=https%3A%2F%2Fnews.example%2Fpath')).toBeNull();
    expect(requestingOrigin('?origin=javascript%3Aalert(1)')).toBeNull();
    expect(requestingOrigin('')).toBeNull();
  });
});

describe('an area mounted in a shadow root on another site', () => {
  it('writes its styles into the shadow root and its dialogs inside it, none into the document', async () => {
    const headStyles = document.head.querySelectorAll('style').length;
    const { shadow, element, unmount } = await mountInShadow();
    expect(shadow.querySelectorAll('style').length).toBeGreaterThan(0);
    expect(document.head.querySelectorAll('style').length).toBe(headStyles);
    expect(getComputedStyle(within(element).getByText('Area text')).color).toBe('rgb(1, 2, 3)');
    // The page around has its own main: the embedded screen is a named region.
    expect(within(element).getByRole('region', { name: 'Embedded screen' })).toBeInTheDocument();
    expect(within(element).queryByRole('main')).toBeNull();

    await userEvent.click(within(element).getByRole('button', { name: 'Open dialog' }));
    const dialog = within(element).getByRole('dialog', { name: 'Area dialog' });
    expect(shadow.contains(dialog)).toBe(true);
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(within(element).queryByRole('dialog')).toBeNull();
    unmount();
    expect(element).toBeEmptyDOMElement();
  });

  it('speaks its own language on the page too, for what is told outside its screens, and remembers nothing', async () => {
    setLanguage('en', { remember: false });
    localStorage.clear();
    const { element, unmount } = await mountInShadow('es');
    // The wallet's failures and the server's refusals (Accept-Language) follow the page's language.
    expect(getLanguage()).toBe('es');
    expect(element.querySelector('[lang]')?.getAttribute('lang')).toBe('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    unmount();
    setLanguage('en', { remember: false });
  });

  it('signs in through a window on the game origin and keeps the session in memory only', async () => {
    server.use(handlers.cards(), handlers.informacion(makeInformacion({ nombre: 'demo' })));
    const popup = { closed: false } as unknown as Window;
    const open = jest.spyOn(window, 'open').mockReturnValue(popup);
    const { element, unmount } = await mountInShadow();
    const region = await within(element).findByRole('region', { name: 'Sign in' });
    expect(region).toHaveTextContent("Your session stays in this page's memory only");

    await userEvent.click(within(region).getByRole('button', { name: 'Sign in with HUESO' }));
    expect(open).toHaveBeenCalledWith(
      `http://localhost:8080/connect?origin=${encodeURIComponent(location.origin)}`,
      'hueso-signin',
      expect.any(String),
    );
    expect(within(region).getByRole('status')).toHaveTextContent('Waiting for the sign-in window…');
    const session = { token: 'token-for-this-page', resultado: makeInformacion({ nombre: 'demo' }) };
    const post = (origin: string, source: unknown) =>
      act(() => {
        // jsdom's MessageEvent takes no plain object as `source`: the event is sent as a window would.
        const event = new MessageEvent('message', { data: { type: SESSION_HANDOFF, session }, origin });
        Object.defineProperty(event, 'source', { value: source });
        window.dispatchEvent(event);
      });
    // From another origin, or another window: ignored.
    post('https://evil.example', popup);
    post('http://localhost:8080', {});
    expect(getToken()).toBeNull();

    post('http://localhost:8080', popup);
    expect(await within(element).findByText('Signed in area')).toBeInTheDocument();
    expect(getToken()).toBe('token-for-this-page');
    expect(readStoredUser()).toEqual({ nombre: 'demo', logged: true });
    expect(document.cookie).toBe('');
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
    unmount();
    open.mockRestore();
  });
});
