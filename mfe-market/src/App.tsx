import { Navigate, Route, Routes, SessionGate, type RemoteAppProps } from '@hueso/shared';
import { InventoryScreen } from './features/inventory/components/InventoryScreen';
import { MarketScreen } from './features/market/components/MarketScreen';

/**
 * The in-game market and the inventory. The host renders this under /game; the routes are
 * relative to that parent, so the same table serves the host, a standalone run and `mount`.
 */
export default function App({ basePath }: RemoteAppProps) {
  // Unknown paths go to the area by an absolute path: a relative one inside a splat route resolves
  // below the unknown path itself, and would redirect again forever.
  const home = `${basePath.replace(/\/+$/, '')}/market`;
  return (
    <SessionGate>
      <Routes>
        <Route path="market/*" element={<MarketScreen inventoryPath="../inventory" />} />
        <Route path="inventory/*" element={<InventoryScreen marketPath="../market" />} />
        <Route path="*" element={<Navigate to={home} replace />} />
      </Routes>
    </SessionGate>
  );
}
