import { AreaRoutes, type RemoteAppProps } from '@hueso/shared';
import { InventoryScreen } from './features/inventory/components/InventoryScreen';
import { MarketScreen } from './features/market/components/MarketScreen';

/**
 * The in-game market and the inventory. The host renders this under /game; the routes are
 * relative to that parent, so the same table serves the host, a standalone run and `mount`.
 */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <AreaRoutes
      basePath={basePath}
      home="market"
      routes={[
        { path: 'market/*', element: <MarketScreen inventoryPath="../inventory" /> },
        { path: 'inventory/*', element: <InventoryScreen marketPath="../market" /> },
      ]}
    />
  );
}
