import { lazy, Suspense, useState } from 'react';
import { useMessages } from '@hueso/shared';
import { GlobeIcon } from '@hueso/shared/play';
import { IconButton } from '../../../components/IconTile';
import { ECOSYSTEM_MESSAGES } from '../messages';
import { preloadOn } from '../../../lib/preloadOn';

// The dialog (and the platform's dialog entry) downloads as the player reaches for its button,
// not with /game.
const loadEcosystemModal = () => import(/* webpackChunkName: "ecosystem-dialog" */ './EcosystemModal');
const EcosystemModal = lazy(() => loadEcosystemModal().then((m) => ({ default: m.EcosystemModal })));

/** The side-panel button that opens the ecosystem modal. */
export function EcosystemButton() {
  const M = useMessages(ECOSYSTEM_MESSAGES);
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton aria-haspopup="dialog" {...preloadOn(loadEcosystemModal)} onClick={() => setOpen(true)}>
        <GlobeIcon />
        {M.button}
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <EcosystemModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
