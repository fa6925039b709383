import type { RemoteAppProps } from '@hueso/shared';
import { HomeScreen } from './features/home/HomeScreen';

/** The home screen (islands), rendered by the host under /game/. */
export default function App(_props: RemoteAppProps) {
  return <HomeScreen />;
}
