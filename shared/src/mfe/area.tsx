import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from '../router';
import type { MountFn } from './contract';
import { SessionGate } from '../session/onDemand';

/** One route of an area, relative to where the host (or `mount`) renders it. */
export interface AreaRoute {
  /** Relative path, such as `stake/play` or `album/*`. */
  path: string;
  element: ReactNode;
  /** Shown without a session (the arena's leaderboard for integrators); the rest asks to sign in first. */
  public?: boolean;
}

/**
 * The route table of a remote's `./App`: its public routes, then the others behind the session
 * gate, and any other path sent to `home`. The host renders the App under /game and `mount`
 * under its `basePath`, so the same relative table serves the host, a standalone run and an embed.
 */
export function AreaRoutes({
  basePath,
  home,
  routes,
}: {
  /** The `basePath` the App receives. */
  basePath: string;
  /** The route unknown paths go to (`stake`); none keeps them on the routes as they are. */
  home?: string;
  routes: AreaRoute[];
}) {
  // An absolute path: a relative one inside a splat route resolves below the unknown path itself,
  // and would redirect again forever.
  const fallback = home === undefined ? null : `${basePath.replace(/\/+$/, '')}/${home}`;
  const gated = (
    <SessionGate>
      <Routes>
        {routes
          .filter((r) => !r.public)
          .map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
        {fallback !== null && <Route path="*" element={<Navigate to={fallback} replace />} />}
      </Routes>
    </SessionGate>
  );
  const open = routes.filter((r) => r.public);
  if (!open.length) return gated;
  return (
    <Routes>
      {open.map((r) => (
        <Route key={r.path} path={r.path} element={r.element} />
      ))}
      <Route path="*" element={gated} />
    </Routes>
  );
}

/**
 * A remote run on its own (its `index.html` on its port, for the feature team): `mount` into the
 * page's `#root`, its routes from `/`.
 */
export function runStandalone(mount: MountFn): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('The standalone page has no #root element');
  mount(root, { basePath: '/' });
}
