import { AreaRoutes, type RemoteAppProps } from '@hueso/shared';
import { AlbumScreen } from './components/AlbumScreen';

/**
 * The album area. The host renders this under /game; the routes are relative to that parent, so
 * the same table serves the host, a standalone run and `mount`. The section is the `page` query.
 */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <AreaRoutes basePath={basePath} home="album" routes={[{ path: 'album/*', element: <AlbumScreen /> }]} />
  );
}
