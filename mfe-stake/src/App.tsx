import { AreaRoutes, type RemoteAppProps } from '@hueso/shared';
import { StakeLanding } from './features/landing/components/StakeLanding';
import { StakePlayScreen } from './features/play/components/StakePlayScreen';

/**
 * Staking: the stake landing (ticket, chest, barrel), stake play and the passive stake dialog.
 * The host renders this under /game; the routes are relative to that parent, so the same table
 * serves the host, a standalone run and `mount`.
 */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <AreaRoutes
      basePath={basePath}
      home="stake"
      routes={[
        { path: 'stake', element: <StakeLanding playPath="play" /> },
        { path: 'stake/play', element: <StakePlayScreen landingPath=".." /> },
      ]}
    />
  );
}
