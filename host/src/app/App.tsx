import { lazy, Suspense } from 'react';
import {
  Navigate,
  Outlet,
  remoteRegistry,
  Route,
  Routes,
  selectLogged,
  useAppSelector,
  useLocation,
  useParams,
} from '@hueso/shared';
import { Loading } from '@hueso/shared/ui';
import { LoginPage } from '../features/login/LoginPage';
import { TopBar } from '../features/topbar/TopBar';
import { ErrorBoundary } from './ErrorBoundary';
import { AppCrashed, NotFound } from './pages';
import { RemoteRoute } from './RemoteRoute';

/** The sign-in window of an embedded area: only that window loads it. */
const ConnectPage = lazy(() =>
  import(/* webpackChunkName: "connect" */ '../features/connect/ConnectPage').then((m) => ({
    default: m.ConnectPage,
  })),
);

function RequireAuth() {
  const logged = useAppSelector(selectLogged);
  const location = useLocation();
  return logged ? <Outlet /> : <Navigate to="/login" replace state={{ from: location.pathname }} />;
}

function GuestOnly() {
  return useAppSelector(selectLogged) ? <Navigate to="/game" replace /> : <Outlet />;
}

function GameLayout() {
  return (
    <>
      <TopBar />
      <Outlet />
    </>
  );
}

/**
 * The remote that owns `/game/<first segment>` (shared/remotes.json), in the exact case: the
 * remote routes inside its area itself with nested relative <Routes>. Another case of a known
 * route is redirected to the registry's spelling (route matching ignores case otherwise).
 */
function GameArea() {
  const { '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  const [segment = '', ...tail] = rest.split('/');
  const remote = remoteRegistry.find((r) => r.routes.includes(segment));
  if (remote) return <RemoteRoute key={remote.name} name={remote.name} basePath="/game" />;
  const lower = segment.toLowerCase();
  if (remoteRegistry.some((r) => r.routes.includes(lower)))
    return <Navigate replace to={{ pathname: ['/game', lower, ...tail].join('/'), search, hash }} />;
  return <NotFound />;
}

/** Another spelling of an area's path (SPEC.md: one source spells the album /Album). */
function Alias({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate replace to={{ pathname: to, search, hash }} />;
}

const aliases = remoteRegistry.flatMap((r) =>
  (r.aliases ?? []).map((alias) => ({ alias, to: `/game/${r.routes[0] ?? ''}` })),
);

/** The route table of SPEC.md section 2; each remote area is loaded at run time. */
export function App() {
  return (
    <ErrorBoundary fallback={() => <AppCrashed />}>
      <Routes>
        <Route path="/" element={<Navigate to="/login" replace />} />
        <Route element={<GuestOnly />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/login/:ref" element={<LoginPage />} />
        </Route>
        <Route
          path="/connect"
          element={
            // The window's page while its code loads: the main landmark, busy.
            <Suspense
              fallback={
                <main aria-busy="true">
                  <Loading />
                </main>
              }
            >
              <ConnectPage />
            </Suspense>
          }
        />
        <Route path="/game" element={<RequireAuth />}>
          <Route element={<GameLayout />}>
            <Route index element={<GameArea />} />
            <Route path="*" element={<GameArea />} />
          </Route>
        </Route>
        {aliases.map(({ alias, to }) => (
          <Route key={alias} path={alias} caseSensitive element={<Alias to={to} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </ErrorBoundary>
  );
}
