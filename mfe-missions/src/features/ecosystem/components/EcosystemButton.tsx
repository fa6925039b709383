import { useState } from 'react';
import { useMessages } from '@hueso/shared';
import { GlobeIcon } from '@hueso/shared/play';
import { IconButton } from '../../../components/IconTile';
import { ECOSYSTEM_MESSAGES } from '../messages';
import { EcosystemModal } from './EcosystemModal';

/** The side-panel button that opens the ecosystem modal. */
export function EcosystemButton() {
  const M = useMessages(ECOSYSTEM_MESSAGES);
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <GlobeIcon />
        {M.button}
      </IconButton>
      {open && <EcosystemModal onClose={() => setOpen(false)} />}
    </>
  );
}
