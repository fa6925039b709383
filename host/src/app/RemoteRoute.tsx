import { startTransition, useCallback, useEffect, useId, useState, type ComponentType } from 'react';
import { styled } from 'styled-components';
import { remoteLabel, useLanguage, useLocation, useMessages, type RemoteAppProps } from '@hueso/shared';
import { ErrorPanel, Loading, PageFrame } from '@hueso/shared/ui';
import { VERSION_MESSAGES } from '../embed/versionMessages';
import { APP_MESSAGES } from './messages';
import { ErrorBoundary } from './ErrorBoundary';
import type { FirstPaint } from './manifest';
import { firstPaintKnown, firstPaintOf, loadRemoteApp } from './remotes';
import { versionConflict } from './versionConflict';

/** The area's whole page while its remote is missing: the main landmark with its h1. */
const Unavailable = styled.main`
  max-width: 560px;
  margin: 48px auto;
  padding: 0 16px;
`;

function AreaUnavailable({ name, error, onRetry }: { name: string; error?: unknown; onRetry: () => void }) {
  const t = useMessages(APP_MESSAGES);
  const versionTexts = useMessages(VERSION_MESSAGES);
  const label = remoteLabel(name, useLanguage());
  // An area built for a newer shared library says so, the same words as `<hueso-area>`; Retry
  // cannot help until the game is updated.
  const conflict = versionConflict(error);
  return (
    <Unavailable>
      <ErrorPanel
        label={t.areaUnavailableLabel(label)}
        title={t.areaUnavailable}
        headingLevel={1}
        message={
          conflict
            ? versionTexts.version(label, conflict.library, conflict.needed, conflict.provided)
            : t.areaUnavailableText(label)
        }
        onRetry={conflict ? undefined : onRetry}
      />
    </Unavailable>
  );
}

/**
 * The area's page while its remote loads and no first paint is declared for the screen: the main
 * landmark, named by an h1 with the area's name (visually hidden, the kit's base rule, for screen
 * readers; the spinner says it to everyone), busy until the area's own page replaces it.
 */
function AreaLoading({ name }: { name: string }) {
  const t = useMessages(APP_MESSAGES);
  const label = remoteLabel(name, useLanguage());
  const titleId = useId();
  return (
    <main aria-busy="true" aria-labelledby={titleId}>
      <h1 className="visually-hidden" id={titleId}>
        {label}
      </h1>
      <Loading label={t.loadingArea(label)} />
    </main>
  );
}

const sameScreen = (a?: FirstPaint, b?: FirstPaint) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.width === b.width &&
    a.title.en === b.title.en &&
    a.title.es === b.title.es);

type State =
  | { status: 'loading' }
  | { status: 'ready'; App: ComponentType<RemoteAppProps> }
  | { status: 'failed'; error: unknown };

/** Loads one remote at run time and renders it inside its own error boundary with Retry. */
export function RemoteRoute({ name, basePath }: { name: string; basePath: string }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });
  // The screen's path under the base (`stake/play`), as the area's src/firstPaint.json names it.
  const path = useLocation()
    .pathname.slice(basePath.length)
    .replace(/^\/+|\/+$/g, '');
  // Known at once when the manifest is in (the usual case on a stored session's first page).
  const [firstPaint, setFirstPaint] = useState<{ path: string; screen?: FirstPaint }>(() => ({
    path,
    screen: firstPaintKnown(name, path),
  }));

  useEffect(() => {
    let live = true;
    void firstPaintOf(name, path).then(
      // The same declaration as the first render's (known then, or remembered from the last visit)
      // keeps the state: no render again.
      (screen) =>
        live &&
        setFirstPaint((now) =>
          now.path === path && sameScreen(now.screen, screen) ? now : { path, screen },
        ),
    );
    return () => {
      live = false;
    };
  }, [name, path]);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadRemoteApp(name, attempt > 0).then(
      // The area renders as a transition: in slices, yielding to the browser between them.
      (App) => live && startTransition(() => setState({ status: 'ready', App })),
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [name, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const t = useMessages(APP_MESSAGES);
  const language = useLanguage();

  const loading = state.status === 'loading';
  const screen = firstPaint.path === path ? firstPaint.screen : undefined;
  const { App } = state.status === 'ready' ? state : { App: undefined };
  // When the area's manifest declares the screen's first paint (its src/firstPaint.json), the
  // screen's page is opened now: its title in its width, where the area's page puts it. The
  // area's page takes that frame over, so the title painted first is the one that stays.
  return (
    <PageFrame
      title={screen?.title[language]}
      width={screen?.width}
      busy={loading}
      status={<Loading label={t.loadingArea(remoteLabel(name, language))} />}
    >
      {loading && !screen && <AreaLoading name={name} />}
      {state.status === 'failed' && <AreaUnavailable name={name} error={state.error} onRetry={retry} />}
      {App && (
        <ErrorBoundary
          fallback={(_error, reset) => (
            <AreaUnavailable
              name={name}
              onRetry={() => {
                reset();
                retry();
              }}
            />
          )}
        >
          <App basePath={basePath} />
        </ErrorBoundary>
      )}
    </PageFrame>
  );
}
