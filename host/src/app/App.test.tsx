import { render, screen } from '@testing-library/react';
import {
  AppProviders,
  MemoryRouter,
  remoteRegistry,
  setConfig,
  useLocation,
  type RemoteAppProps,
} from '@hueso/shared';
import type { ComponentType } from 'react';
import { loggedInStore, makeInformacion, testConfig } from '@hueso/shared/testing';
import { App } from './App';
import { firstPaintOf, loadRemoteApp } from './remotes';

jest.mock('./remotes', () => ({
  loadRemoteApp: jest.fn(),
  firstPaintOf: jest.fn(),
  firstPaintKnown: jest.fn(),
}));

/** A stand-in remote that says which remote it is and where the router is. */
function fakeRemote(name: string): ComponentType<RemoteAppProps> {
  return function Remote() {
    const { pathname, search } = useLocation();
    return (
      <p>
        {name} remote at {pathname + search}
      </p>
    );
  };
}

beforeEach(() => {
  jest.mocked(loadRemoteApp).mockImplementation(async (name: string) => fakeRemote(name));
  jest.mocked(firstPaintOf).mockResolvedValue(undefined);
});

/** The whole host at `path`, logged in. */
function renderAt(path: string) {
  setConfig(testConfig);
  const store = loggedInStore(makeInformacion());
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders store={store}>
        <App />
      </AppProviders>
    </MemoryRouter>,
  );
}

describe('host routes (from the remote registry)', () => {
  it.each([
    ['/game', 'missions remote at /game'],
    ['/game/market', 'market remote at /game/market'],
    ['/game/inventory', 'market remote at /game/inventory'],
    ['/game/album?page=6', 'album remote at /game/album?page=6'],
    ['/game/stake', 'stake remote at /game/stake'],
    ['/game/arena', 'arena remote at /game/arena'],
  ])('%s renders its remote', async (path, text) => {
    renderAt(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it.each([
    ['/game/Album', 'album remote at /game/album'],
    ['/game/Album?page=6', 'album remote at /game/album?page=6'],
    ['/Album', 'album remote at /game/album'],
    ['/Album?page=2', 'album remote at /game/album?page=2'],
    ['/game/MARKET', 'market remote at /game/market'],
  ])('%s reaches the area at its registry spelling', async (path, text) => {
    renderAt(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows the 404 page for a path no remote owns', async () => {
    renderAt('/game/nowhere');
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
  });

  it("lists every area of the registry in the top bar, SPEC.md's first", async () => {
    renderAt('/game');
    await screen.findByText('missions remote at /game');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual(
      remoteRegistry.flatMap((r) => r.nav.map((n) => [n.label, n.route ? `/game/${n.route}` : '/game'])),
    );
    expect(links.slice(0, 6)).toEqual([
      ['Home', '/game'],
      ['Market', '/game/market'],
      ['Inventory', '/game/inventory'],
      ['Album', '/game/album'],
      ['Stake', '/game/stake'],
      ['Arena', '/game/arena'],
    ]);
  });

  it('paints the title an area declares for its screen while the area loads, in the page language', async () => {
    let arrive: (app: ComponentType<RemoteAppProps>) => void = () => undefined;
    jest.mocked(loadRemoteApp).mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    jest
      .mocked(firstPaintOf)
      .mockImplementation(async (name, path) =>
        name === 'missions' && path === ''
          ? { width: 'wide', title: { en: 'Islands', es: 'Islas' } }
          : undefined,
      );
    renderAt('/game/');
    const main = await screen.findByRole('main', { name: 'Islands' });
    expect(screen.getByRole('heading', { level: 1, name: 'Islands' })).toBeVisible();
    expect(main).toContainElement(screen.getByRole('status'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading Home…');
    arrive(fakeRemote('missions'));
    expect(await screen.findByText('missions remote at /game/')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Islands' })).not.toBeInTheDocument();
  });

  it('keeps the title hidden on a screen its area declares nothing for', async () => {
    jest.mocked(loadRemoteApp).mockReturnValue(new Promise(() => undefined));
    jest.mocked(firstPaintOf).mockResolvedValue(undefined);
    renderAt('/game/stake');
    expect(await screen.findByRole('main', { name: 'Stake' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Stake' })).toHaveClass('visually-hidden');
  });

  it('names the area by its label when its remote cannot be loaded', async () => {
    jest.mocked(loadRemoteApp).mockRejectedValue(new Error('down'));
    renderAt('/game/inventory');
    expect(await screen.findByRole('alert', { name: 'Market unavailable' })).toBeInTheDocument();
  });
});
