import { useState } from 'react';
import { GlobeIcon } from '@hueso/shared';
import { IconButton } from '../../../components/IconTile';
import { EcosystemModal } from './EcosystemModal';

/** The side-panel button that opens the ecosystem modal. */
export function EcosystemButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <GlobeIcon />
        Ecosystem
      </IconButton>
      {open && <EcosystemModal onClose={() => setOpen(false)} />}
    </>
  );
}
