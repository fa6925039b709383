import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, MemoryRouter, Route, Routes } from '../router';
import { ThemeProvider } from 'styled-components';
import { getConfig, loadConfig, setConfig, type RuntimeConfig } from '../config/config';
import { createAppStore, type AppStore } from '../store/store';
import { GlobalStyle, theme } from '../ui/theme';
import { ToastHost } from '../ui/Toasts';
import { installDevWallet } from '../wallet/installDevWallet';

/** Props the host passes to every remote's `./App`: the path the remote is mounted under. */
export interface RemoteAppProps {
  basePath: string;
}

/** Options of every remote's `./mount(element, options)` for pages without React. */
export interface MountOptions {
  /** Runtime config, or the URL of a config.json (default `/config.json`). */
  config?: RuntimeConfig | string;
  /** Path the remote's routes live under (default `/`). */
  basePath?: string;
  /** `memory` keeps the embedding page's URL untouched (default `browser`). */
  router?: 'browser' | 'memory';
  /** Initial path for the memory router. */
  initialPath?: string;
}
export type MountFn = (element: HTMLElement, options?: MountOptions) => () => void;

/** Store, theme and toasts: what every app renders around its routes. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
        <ToastHost />
      </ThemeProvider>
    </Provider>
  );
}

async function ensureConfig(config: MountOptions['config']): Promise<RuntimeConfig> {
  if (config && typeof config === 'object') return setConfig(config);
  try {
    return getConfig();
  } catch {
    return loadConfig(config ?? '/config.json');
  }
}

/** Builds a remote's `mount`: its own store, router and providers around the remote's App. */
export function createMount(App: ComponentType<RemoteAppProps>): MountFn {
  return (element, options = {}) => {
    const root = createRoot(element);
    let unmounted = false;
    void ensureConfig(options.config).then(
      (config) => {
        if (unmounted) return;
        if (config.devWallet) installDevWallet(`${config.apiBase}/chain/dev`);
        const basePath = options.basePath ?? '/';
        // The remote's own <Routes> are relative: mounted under basePath as the host mounts it under /game.
        const app = (
          <AppProviders store={createAppStore()}>
            <Routes>
              <Route path={`${basePath.replace(/\/+$/, '')}/*`} element={<App basePath={basePath} />} />
            </Routes>
          </AppProviders>
        );
        root.render(
          <StrictMode>
            {options.router === 'memory' ? (
              <MemoryRouter initialEntries={[options.initialPath ?? basePath]}>{app}</MemoryRouter>
            ) : (
              <BrowserRouter>{app}</BrowserRouter>
            )}
          </StrictMode>,
        );
      },
      (err: Error) => {
        if (!unmounted) root.render(<pre role="alert">{err.message}</pre>);
      },
    );
    return () => {
      unmounted = true;
      root.unmount();
    };
  };
}
