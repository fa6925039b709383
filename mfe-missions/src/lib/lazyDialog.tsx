import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useMessages } from '@hueso/shared';
import { ErrorPanel } from '@hueso/shared/ui';
import { HOME_MESSAGES } from '../app/messages';

/** The dialog's code did not download (the network, or a deploy that removed the chunk). */
class DialogLoadError extends Error {
  override name = 'DialogLoadError';
}

/**
 * Shows a failed download in the dialog's place, with Retry and Dismiss; any other error goes on to
 * the area's own boundary, as it would without this one.
 */
class DialogLoadBoundary extends Component<
  { children: ReactNode; failure: (retry: () => void) => ReactNode; onRetry: () => void },
  { error: unknown }
> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof DialogLoadError) return this.props.failure(this.props.onRetry);
    throw error;
  }
}

function LoadFailure({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const M = useMessages(HOME_MESSAGES);
  return <ErrorPanel headingLevel={3} message={M.dialogFailed} onRetry={onRetry} onDismiss={onClose} />;
}

/**
 * A dialog of the home screen whose code downloads on demand: `preload`, the props that start the
 * download as the player reaches for the button that opens it (a pointer over it, a touch on it,
 * keyboard focus), so it is usually there by the click; and `Dialog`, which renders it once it is
 * there (nothing before). A download that fails shows an alert in its place with Retry, which asks
 * again, and Dismiss; the rest of the area is untouched. Once the code is there, opening the
 * dialog again renders it at once.
 */
export function lazyDialog<P extends { onClose: () => void }>(load: () => Promise<ComponentType<P>>) {
  const start = () => void load().catch(() => undefined);
  const preload = { onPointerEnter: start, onFocus: start };

  // A lazy component keeps its first outcome: the last attempt serves every opening until it fails;
  // after a failure the next opening (or Retry) is a new attempt, which asks again.
  interface Attempt {
    n: number;
    failed: boolean;
    Loaded: LazyExoticComponent<ComponentType<P>>;
  }
  const attempt = (n: number): Attempt => {
    const next: Attempt = {
      n,
      failed: false,
      Loaded: lazy(() =>
        load().then(
          (component) => ({ default: component }),
          (error: unknown) => {
            next.failed = true;
            throw new DialogLoadError(error instanceof Error ? error.message : String(error));
          },
        ),
      ),
    };
    return next;
  };
  let current = attempt(0);
  const usable = () => (current = current.failed ? attempt(current.n + 1) : current);

  function Dialog(props: P) {
    const [{ n, Loaded }, setAttempt] = useState(usable);
    return (
      <DialogLoadBoundary
        key={n}
        onRetry={() => setAttempt(usable())}
        failure={(retry) => <LoadFailure onRetry={retry} onClose={props.onClose} />}
      >
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </DialogLoadBoundary>
    );
  }

  return { Dialog, preload };
}
