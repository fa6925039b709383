import { lazy, Suspense } from 'react';
import { AreaRoutes, useLanguage, useMessages, type RemoteAppProps } from '@hueso/shared';
import { Loading, Page } from '@hueso/shared/ui';
import { ARENA_POLL_MS } from '@hueso/contract/arena-board';
import { Leaderboard } from './features/arena/components/Leaderboard';
import { LEADERBOARD_MESSAGES } from './features/arena/leaderboardMessages';
import firstPaint from './firstPaint.json';

// The arena screen (battles, dialogs, the wallet's moves) loads with its route: the public
// leaderboard, embedded alone, downloads none of it.
const ArenaScreen = lazy(() =>
  import('./features/arena/components/ArenaScreen').then((m) => ({ default: m.ArenaScreen })),
);

/**
 * The arena screen's page while its code loads: its title in its page's box (firstPaint.json, which
 * the host paints the same way while the whole area loads: in the host this page takes over the
 * host's, and the screen's page takes over this one, so the h1 painted first stays), and the
 * loading status under it.
 */
function ArenaLoading() {
  const { width, title } = firstPaint.arena;
  return (
    <Page title={title[useLanguage()]} width={width as 'regular' | 'wide'}>
      <Loading />
    </Page>
  );
}

/**
 * The arena. The host renders it under /game; routes are relative, so the same table serves the
 * host, a standalone run and `mount`. `arena/leaderboard` is the leaderboard alone, public, for
 * integrators (docs/embedding.md).
 */
export default function App({ basePath }: RemoteAppProps) {
  const M = useMessages(LEADERBOARD_MESSAGES);
  return (
    <AreaRoutes
      basePath={basePath}
      home="arena"
      routes={[
        {
          path: 'arena/leaderboard',
          public: true,
          element: (
            <Page label={M.leaderboardScreen} width="wide">
              <Leaderboard pollingInterval={ARENA_POLL_MS} />
            </Page>
          ),
        },
        {
          path: 'arena/*',
          element: (
            <Suspense fallback={<ArenaLoading />}>
              <ArenaScreen burnPath="../album?page=6" />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
