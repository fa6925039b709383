import { StrictMode, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, MemoryRouter, Route, Routes } from '../router';
import { styled, StyleSheetManager, ThemeProvider } from 'styled-components';
import { devWalletBase, getConfig, loadConfig, setConfig, type RuntimeConfig } from '../config/config';
import { getLanguage, setLanguage, toLanguage, type Language } from '../i18n/language';
import { AreaLanguageContext, loadLanguage, useLanguage } from '../i18n/messages';
import { keepSessionInMemory } from '../session/tokenCookie';
import { createAppStore, type AppStore } from '../store/store';
import { EmbeddedAreaContext } from '../ui/landmark';
import { PortalTargetContext } from '../ui/portal';
import { baseRules, GlobalStyle, theme } from '../ui/theme';
import { ToastHost } from '../ui/Toasts';
import { isGameOrigin } from './origins';

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
  /** The language of the area (`<hueso-area lang>`), as a BCP 47 tag; the page's when absent. */
  lang?: string;
  /** The CSP nonce the area's `<style>` elements carry (a page whose policy allows styles by nonce). */
  nonce?: string;
}
export type MountFn = (element: HTMLElement, options?: MountOptions) => () => void;

/** Keeps `<html lang>` on the page's language (screen readers read with it): only the page's owner does. */
function DocumentLanguage() {
  const lang = useLanguage();
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return null;
}

/** Store, theme, document styles, the document's language and toasts: what the host renders around its routes. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <DocumentLanguage />
        {children}
        <ToastHost />
      </ThemeProvider>
    </Provider>
  );
}

/**
 * The base styles of an area, on its own root element instead of the document: the page around
 * an embedded area keeps its own body, fonts and links. Inherited properties are set here, so a
 * page's font family, colour or line height do not reach in; its font size does.
 */
const AreaRootBox = styled.div`
  display: block;
  min-height: 100%;
  background: ${theme.colors.page};
  color: ${theme.colors.text};
  font-family: ${theme.font};
  font-style: normal;
  font-weight: 400;
  line-height: normal;
  letter-spacing: normal;
  word-spacing: normal;
  text-align: start;
  text-transform: none;
  text-indent: 0;
  white-space: normal;
  cursor: auto;
  box-sizing: border-box;
  ${baseRules}
`;

/**
 * The area's root, in its language (its own `lang` or the page's) and its direction: both of the
 * game's languages are written left to right, whatever the page around it is.
 */
function AreaRoot({ children }: { children: ReactNode }) {
  return (
    <AreaRootBox lang={useLanguage()} dir="ltr">
      {children}
    </AreaRootBox>
  );
}

/**
 * The language of an area: its element's `lang` when the game speaks it, else (embedded) the
 * language of the page around it, else the player's language.
 */
function areaLanguage(lang: string | undefined, embedded: boolean): Language | null {
  return (
    toLanguage(lang) ??
    (embedded && typeof document !== 'undefined' ? toLanguage(document.documentElement.lang) : null)
  );
}

/**
 * Store, theme and toasts around an area mounted by `mount` (standalone, or embedded in another
 * site): its styles on its own root and, inside a shadow root, written into that root
 * (`StyleSheetManager target`); its dialogs in an element of its own, so nothing lands in the
 * page's document.
 */
export function AreaProviders({
  store,
  styleTarget,
  lang,
  nonce,
  embedded = false,
  children,
}: {
  store: AppStore;
  styleTarget?: ShadowRoot;
  lang?: string;
  nonce?: string;
  /** Embedded in another site's page: its screens are sections, not the page's `main`. */
  embedded?: boolean;
  children: ReactNode;
}) {
  const [portal, setPortal] = useState<HTMLDivElement | null>(null);
  return (
    <Provider store={store}>
      <StyleSheetManager target={styleTarget} nonce={nonce}>
        <ThemeProvider theme={theme}>
          <AreaLanguageContext.Provider value={areaLanguage(lang, embedded)}>
            {/* A remote run on its own (its dev page on the game's origin) owns its page's language. */}
            {!embedded && !styleTarget && <DocumentLanguage />}
            <AreaRoot>
              <EmbeddedAreaContext.Provider value={embedded}>
                <PortalTargetContext.Provider value={portal}>
                  {children}
                  <ToastHost />
                </PortalTargetContext.Provider>
              </EmbeddedAreaContext.Provider>
              <div ref={setPortal} />
            </AreaRoot>
          </AreaLanguageContext.Provider>
        </ThemeProvider>
      </StyleSheetManager>
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

/** The router around a mounted area: its history in the page's URL or in memory (`MountOptions.router`). */
type MountRouter = (props: { options: MountOptions; basePath: string; children: ReactNode }) => ReactNode;

const InMemory: MountRouter = ({ options, basePath, children }) => (
  <MemoryRouter initialEntries={[options.initialPath ?? basePath]}>{children}</MemoryRouter>
);

/** Builds a remote's `mount`: its own store, router and providers around the remote's App. */
export const createMount = (App: ComponentType<RemoteAppProps>): MountFn =>
  mountWith(App, (props) =>
    props.options.router === 'memory' ? (
      <InMemory {...props} />
    ) : (
      <BrowserRouter>{props.children}</BrowserRouter>
    ),
  );

/**
 * `createMount` for a page whose areas keep their routes in memory whatever `options.router`
 * says (`<hueso-area>`, host/src/embed/area.ts): its page downloads no browser history code.
 */
export const createMemoryMount = (App: ComponentType<RemoteAppProps>): MountFn => mountWith(App, InMemory);

function mountWith(App: ComponentType<RemoteAppProps>, Router: MountRouter): MountFn {
  return (element, options = {}) => {
    const root = createRoot(element);
    let unmounted = false;
    // The area's language loads with the config: its first render has its texts.
    const own = areaLanguage(options.lang, true);
    const lang = own ?? getLanguage();
    void Promise.all([ensureConfig(options.config), loadLanguage(lang).catch(() => undefined)])
      .then(async ([config]) => {
        if (unmounted) return;
        // On a site that is not the game's, the session stays in memory and no dev wallet is
        // installed (docs/embedding.md, "Signing in"); on the game's, the dev wallet's installer
        // loads first, so the area's first render finds the wallet.
        const home = isGameOrigin(config, typeof options.config === 'string' ? options.config : undefined);
        if (!home) {
          keepSessionInMemory();
          // The texts made outside the area's screens follow its language too: the wallet's
          // failures, and the server's refusals, which it writes in the language the client asks
          // in. For this page only: nothing is remembered on another site.
          if (own) setLanguage(own, { remember: false });
        } else if (config.devWallet) {
          const { installDevWallet } = await import(
            /* webpackChunkName: "dev-wallet-installer" */ '../wallet/installDevWallet'
          );
          if (unmounted) return;
          installDevWallet(devWalletBase(config));
        }
        const rootNode = element.getRootNode();
        const shadow = rootNode instanceof ShadowRoot ? rootNode : undefined;
        const basePath = options.basePath ?? '/';
        // The remote's own <Routes> are relative: mounted under basePath as the host mounts it under /game.
        const app = (
          <AreaProviders
            store={createAppStore()}
            styleTarget={shadow}
            lang={options.lang}
            nonce={options.nonce}
            embedded={Boolean(shadow) || !home}
          >
            <Routes>
              <Route path={`${basePath.replace(/\/+$/, '')}/*`} element={<App basePath={basePath} />} />
            </Routes>
          </AreaProviders>
        );
        root.render(
          <StrictMode>
            <Router options={options} basePath={basePath}>
              {app}
            </Router>
          </StrictMode>,
        );
      })
      .catch((err: Error) => {
        if (!unmounted) root.render(<pre role="alert">{err.message}</pre>);
      });
    return () => {
      unmounted = true;
      root.unmount();
    };
  };
}
