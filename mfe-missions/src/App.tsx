import { SessionGate, type RemoteAppProps } from '@hueso/shared';
import { HomeScreen } from './app/HomeScreen';

/** The home screen (islands), rendered by the host under /game/. */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <SessionGate>
      <HomeScreen basePath={basePath} />
    </SessionGate>
  );
}
