import { Navigate, Route, Routes, SessionGate, type RemoteAppProps } from '@hueso/shared';
import { AlbumScreen } from './components/AlbumScreen';

/**
 * The album area. The host renders this under /game; the routes are relative to that parent, so
 * the same table serves the host, a standalone run and `mount`. The section is the `page` query.
 */
export default function App(_props: RemoteAppProps) {
  return (
    <SessionGate>
      <Routes>
        <Route path="album/*" element={<AlbumScreen />} />
        <Route path="*" element={<Navigate to="album" replace />} />
      </Routes>
    </SessionGate>
  );
}
