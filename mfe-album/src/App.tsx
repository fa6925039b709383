import { Navigate, Route, Routes, SessionGate, type RemoteAppProps } from '@hueso/shared';
import { AlbumScreen } from './components/AlbumScreen';
import { CardPage } from './features/cardPage/components/CardPage';
import { AlbumPathContext } from './lib/albumPath';

/**
 * The album area. The host renders this under /game; the routes are relative to that parent, so
 * the same table serves the host, a standalone run and `mount`. The section is the `page` query.
 */
export default function App({ basePath }: RemoteAppProps) {
  // Unknown paths go to the area by an absolute path: a relative one inside a splat route resolves
  // below the unknown path itself, and would redirect again forever.
  const home = `${basePath.replace(/\/+$/, '')}/album`;
  return (
    <SessionGate>
      <AlbumPathContext.Provider value={home}>
        <Routes>
          <Route path="album/card/:ide" element={<CardPage />} />
          <Route path="album/*" element={<AlbumScreen />} />
          <Route path="*" element={<Navigate to={home} replace />} />
        </Routes>
      </AlbumPathContext.Provider>
    </SessionGate>
  );
}
