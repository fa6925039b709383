import { Navigate, Page, Route, Routes, SessionGate, useMessages, type RemoteAppProps } from '@hueso/shared';
import { ARENA_POLL_MS } from '@hueso/contract/arena';
import { ArenaScreen } from './features/arena/components/ArenaScreen';
import { Leaderboard } from './features/arena/components/Leaderboard';
import { ARENA_MESSAGES } from './features/arena/messages';

/**
 * The arena. The host renders it under /game; routes are relative, so the same table serves the
 * host, a standalone run and `mount`. `arena/leaderboard` is the leaderboard alone, public, for
 * integrators (docs/embedding.md).
 */
export default function App({ basePath }: RemoteAppProps) {
  // Unknown paths go to the area by an absolute path: a relative one inside a splat route resolves
  // below the unknown path itself, and would redirect again forever.
  const M = useMessages(ARENA_MESSAGES);
  const home = `${basePath.replace(/\/+$/, '')}/arena`;
  return (
    <Routes>
      <Route
        path="arena/leaderboard"
        element={
          <Page label={M.leaderboardScreen} width="wide">
            <Leaderboard pollingInterval={ARENA_POLL_MS} />
          </Page>
        }
      />
      <Route
        path="*"
        element={
          <SessionGate>
            <Routes>
              <Route path="arena/*" element={<ArenaScreen burnPath="../album?page=6" />} />
              <Route path="*" element={<Navigate to={home} replace />} />
            </Routes>
          </SessionGate>
        }
      />
    </Routes>
  );
}
