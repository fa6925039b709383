import { AreaRoutes, type RemoteAppProps } from '@hueso/shared';
import { AlbumScreen } from './components/AlbumScreen';
import { CardPage } from './features/cardPage/components/CardPage';
import { AlbumPathContext } from './albumPath';

/**
 * The album area. The host renders this under /game; the routes are relative to that parent, so
 * the same table serves the host, a standalone run and `mount`. The section is the `page` query.
 */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <AlbumPathContext.Provider value={`${basePath.replace(/\/+$/, '')}/album`}>
      <AreaRoutes
        basePath={basePath}
        home="album"
        routes={[
          { path: 'album/card/:ide', element: <CardPage /> },
          { path: 'album/*', element: <AlbumScreen /> },
        ]}
      />
    </AlbumPathContext.Provider>
  );
}
