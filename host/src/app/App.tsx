import { Navigate, Outlet, Route, Routes, selectLogged, useAppSelector, useLocation } from '@hueso/shared';
import { LoginPage } from '../features/login/LoginPage';
import { TopBar } from '../features/topbar/TopBar';
import { ErrorBoundary } from './ErrorBoundary';
import { AppCrashed, NotFound } from './pages';
import { RemoteRoute } from './RemoteRoute';

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
        <Route path="/game" element={<RequireAuth />}>
          <Route element={<GameLayout />}>
            <Route index element={<RemoteRoute key="missions" name="missions" basePath="/game" />} />
            <Route path="market/*" element={<RemoteRoute key="market" name="market" basePath="/game" />} />
            <Route path="inventory/*" element={<RemoteRoute key="market" name="market" basePath="/game" />} />
            <Route path="album/*" element={<RemoteRoute key="album" name="album" basePath="/game" />} />
            <Route path="Album/*" element={<Navigate to="/game/album" replace />} />
            <Route path="stake/*" element={<RemoteRoute key="stake" name="stake" basePath="/game" />} />
            <Route path="arena/*" element={<RemoteRoute key="arena" name="arena" basePath="/game" />} />
            <Route path="*" element={<NotFound />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFound />} />
      </Routes>
    </ErrorBoundary>
  );
}
