import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  AppProviders,
  BrowserRouter,
  createAppStore,
  devWalletBase,
  getLanguage,
  installDevWallet,
  loadLanguage,
  messagesIn,
  readStoredUser,
  remoteRegistry,
} from '@hueso/shared';
// Up front: the host restores the session at start and renders every area's session gate.
import { restoreSession } from '@hueso/shared/session';
import { Loading } from '@hueso/shared/ui';
import { App } from './app/App';
import { loadHostConfig } from './app/config';
import { APP_MESSAGES } from './app/messages';
import { ConfigErrorPage } from './app/pages';
import { readRemoteMemory, rememberRemote } from './app/remoteMemory';
import { preloadRemoteOf, registerConfiguredRemotes } from './app/remotes';

declare global {
  interface Window {
    /**
     * The screen's title index.html painted before any script (shared/webpack/gamePreload.js), and
     * what it left for after that frame (`later`: null once the page script has started them).
     */
    huesoShell?: { title: string; width: 'regular' | 'wide'; lang: string; later?: (() => void)[] | null };
  }
}

const root = createRoot(document.getElementById('root') as HTMLElement);
const store = createAppStore();

/** Loading and config errors render without the router; the app mounts it once the start path is known. */
function render(node: React.ReactNode) {
  root.render(
    <StrictMode>
      <AppProviders store={store}>{node}</AppProviders>
    </StrictMode>,
  );
}

async function start() {
  // The page's language (one request on a page in Español), in parallel with config.json; a
  // screen whose texts failed to load tries again when it renders.
  const configured = loadHostConfig();
  configured.catch(() => undefined);
  await loadLanguage(getLanguage()).catch(() => undefined);
  // A phone's returning player already sees the screen's title (index.html's shell,
  // shared/webpack/gamePreload.js): it stays until the game's first render replaces it.
  if (!window.huesoShell) render(<Loading label={messagesIn(APP_MESSAGES, getLanguage()).loadingGame} />);
  let config;
  try {
    config = await configured;
  } catch (err) {
    render(<ConfigErrorPage message={(err as Error).message} />);
    return;
  }
  registerConfiguredRemotes(config, { remember: rememberRemote, remembered: readRemoteMemory() });
  if (config.devWallet) installDevWallet(devWalletBase(config));
  const { pathname } = window.location;
  // A stored session opening a game page: the area's remote (federation runtime, manifest, entry,
  // `./App`) loads while the session is restored, instead of after it.
  if (pathname.startsWith('/game') && readStoredUser()) preloadRemoteOf(pathname);
  const restored = await store.dispatch(restoreSession());
  // A restored session goes to /game (SPEC.md section 2) unless the URL is already a game page
  // or another spelling of one (/Album), which the routes redirect.
  const gamePage = pathname.startsWith('/game') || remoteRegistry.some((r) => r.aliases?.includes(pathname));
  // The sign-in window of an embedded area (/connect) stays where it is.
  if (restored && !gamePage && pathname !== '/connect') window.history.replaceState(null, '', '/game');
  // A transition: React renders the game in slices and yields to the browser between them,
  // instead of one long task while the page starts.
  startTransition(() =>
    render(
      <BrowserRouter>
        <App />
      </BrowserRouter>,
    ),
  );
}

void start();
