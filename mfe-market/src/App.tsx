import { SessionGate, useLocation, type RemoteAppProps } from '@hueso/shared';
import { InventoryScreen } from './features/inventory/components/InventoryScreen';
import { MarketScreen } from './features/market/components/MarketScreen';

/** The path of the remote's area under `basePath`: '/market' or '/inventory'. */
function areaOf(pathname: string, basePath: string): 'market' | 'inventory' {
  const base = basePath.replace(/\/+$/, '');
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  return /^\/inventory(\/|$)/i.test(rest) ? 'inventory' : 'market';
}

/** The in-game market and the inventory, rendered by the host under /game/market and /game/inventory. */
export default function App({ basePath }: RemoteAppProps) {
  const { pathname } = useLocation();
  const base = basePath.replace(/\/+$/, '');
  return (
    <SessionGate>
      {areaOf(pathname, basePath) === 'inventory' ? (
        <InventoryScreen marketPath={`${base}/market`} />
      ) : (
        <MarketScreen inventoryPath={`${base}/inventory`} />
      )}
    </SessionGate>
  );
}
