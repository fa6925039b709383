import { Navigate, Route, Routes, SessionGate, type RemoteAppProps } from '@hueso/shared';
import { StakeLanding } from './features/landing/components/StakeLanding';
import { StakePlayScreen } from './features/play/components/StakePlayScreen';

/**
 * Staking: the stake landing (ticket, chest, barrel), stake play and the passive stake dialog.
 * The host renders this under /game; the routes are relative to that parent, so the same table
 * serves the host, a standalone run and `mount`.
 */
export default function App({ basePath }: RemoteAppProps) {
  // Unknown paths go to the landing by an absolute path: a relative one inside a splat route
  // would resolve below the unknown path itself.
  const landing = `${basePath.replace(/\/+$/, '')}/stake`;
  return (
    <SessionGate>
      <Routes>
        <Route path="stake" element={<StakeLanding playPath="play" />} />
        <Route path="stake/play" element={<StakePlayScreen landingPath=".." />} />
        <Route path="*" element={<Navigate to={landing} replace />} />
      </Routes>
    </SessionGate>
  );
}
