import { useState } from 'react';
import { useMessages } from '@hueso/shared';
import { GlobeIcon } from '@hueso/shared/play';
import { IconButton } from '../../../components/IconTile';
import { ECOSYSTEM_MESSAGES } from '../messages';
import { lazyDialog } from '../../../lib/lazyDialog';

// The dialog (and the platform's dialog entry) downloads as the player reaches for its button,
// not with /game.
const EcosystemModal = lazyDialog(() =>
  import(/* webpackChunkName: "ecosystem-dialog" */ '../dialog/EcosystemModal').then((m) => m.EcosystemModal),
);

/** The side-panel button that opens the ecosystem modal. */
export function EcosystemButton() {
  const M = useMessages(ECOSYSTEM_MESSAGES);
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton aria-haspopup="dialog" {...EcosystemModal.preload} onClick={() => setOpen(true)}>
        <GlobeIcon />
        {M.button}
      </IconButton>
      {open && <EcosystemModal.Dialog onClose={() => setOpen(false)} />}
    </>
  );
}
