import { useState } from 'react';
import { selectInformacion, useAppSelector, useMessages } from '@hueso/shared';
import { ChartIcon } from '@hueso/shared/play';
import { IconButton } from '../../../components/IconTile';
import { METRICS_MESSAGES } from '../messages';
import { lazyDialog } from '../../../lib/lazyDialog';

// The dialog with its chart (and the platform's dialog entry) downloads as the player reaches for
// its button, not with /game.
const MetricsModal = lazyDialog(() =>
  import(/* webpackChunkName: "metrics-dialog" */ '../dialog/MetricsModal').then((m) => m.MetricsModal),
);

/** The side-panel button that opens the player's HUESO metrics. */
export function MetricsButton() {
  const M = useMessages(METRICS_MESSAGES);
  const info = useAppSelector(selectInformacion);
  const [open, setOpen] = useState(false);
  if (!info) return null;
  return (
    <>
      <IconButton aria-haspopup="dialog" {...MetricsModal.preload} onClick={() => setOpen(true)}>
        <ChartIcon />
        {M.button}
      </IconButton>
      {open && <MetricsModal.Dialog user={info.nombre} onClose={() => setOpen(false)} />}
    </>
  );
}
