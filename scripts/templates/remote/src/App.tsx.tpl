import { AreaRoutes, type RemoteAppProps } from '@hueso/shared';
import { __Name__Screen } from './features/__name__/components/__Name__Screen';

/**
 * The __label__ area. The host renders this under /game; the routes are relative to that parent,
 * so the same table serves the host, a standalone run and `mount`. Add a route per screen.
 */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <AreaRoutes basePath={basePath} home="__name__" routes={[{ path: '__name__', element: <__Name__Screen /> }]} />
  );
}
