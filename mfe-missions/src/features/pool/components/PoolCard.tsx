import { useState } from 'react';
import { POOL_BASE_HUESO, poolCost } from '@hueso/contract/pool';
import { selectInformacion, useAppSelector, useFormat, useMessages } from '@hueso/shared';
import { Button, LinkButton } from '@hueso/shared/ui';
import { PalmIcon, TrophyIcon } from '@hueso/shared/play';
import { IslandCard } from '../../../components/IslandCard';
import { routeUnder } from '../../../lib/format';
import { POOL_MESSAGES } from '../messages';
import { lazyDialog } from '../../../lib/lazyDialog';

// The dialog (and the platform's dialog entry) downloads as the player reaches for its button,
// not with /game.
const PoolModal = lazyDialog(() =>
  import(/* webpackChunkName: "pool-dialog" */ '../dialog/PoolModal').then((m) => m.PoolModal),
);

/** The Pool island, or the Initial Land (bought in the market) for a player who has not bought it. */
export function PoolCard({ basePath }: { basePath: string }) {
  const M = useMessages(POOL_MESSAGES);
  const format = useFormat();
  const info = useAppSelector(selectInformacion);
  const [open, setOpen] = useState(false);
  if (!info) return null;

  if (!info.packInicial) {
    return (
      <IslandCard
        title={M.initialLandTitle}
        icon={PalmIcon}
        accent="island"
        stats={[
          { label: M.initialLand, value: M.notOwned },
          { label: M.unlocks, value: M.dailyPool },
        ]}
        action={() => <LinkButton to={routeUnder(basePath, 'market')}>{M.buyInitialLand}</LinkButton>}
      />
    );
  }

  return (
    <>
      <IslandCard
        title={M.cardTitle}
        icon={TrophyIcon}
        accent="pool"
        badge={info.pool ? M.joinedBadge : undefined}
        stats={[
          { label: M.energyCost, value: M.energy(format.amount(poolCost(info))) },
          { label: M.reward, value: M.rewardValue(format.amount(POOL_BASE_HUESO)) },
        ]}
        action={() => (
          <Button {...PoolModal.preload} onClick={() => setOpen(true)}>
            {M.open}
          </Button>
        )}
      />
      {open && <PoolModal.Dialog onClose={() => setOpen(false)} />}
    </>
  );
}
