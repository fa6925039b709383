import { lazy, Suspense, useState } from 'react';
import { selectInformacion, useAppSelector, useMessages } from '@hueso/shared';
import { ChartIcon } from '@hueso/shared/play';
import { IconButton } from '../../../components/IconTile';
import { METRICS_MESSAGES } from '../messages';
import { preloadOn } from '../../../lib/preloadOn';

// The dialog with its chart (and the platform's dialog entry) downloads as the player reaches for
// its button, not with /game.
const loadMetricsModal = () => import(/* webpackChunkName: "metrics-dialog" */ './MetricsModal');
const MetricsModal = lazy(() => loadMetricsModal().then((m) => ({ default: m.MetricsModal })));

/** The side-panel button that opens the player's HUESO metrics. */
export function MetricsButton() {
  const M = useMessages(METRICS_MESSAGES);
  const info = useAppSelector(selectInformacion);
  const [open, setOpen] = useState(false);
  if (!info) return null;
  return (
    <>
      <IconButton aria-haspopup="dialog" {...preloadOn(loadMetricsModal)} onClick={() => setOpen(true)}>
        <ChartIcon />
        {M.button}
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <MetricsModal user={info.nombre} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
