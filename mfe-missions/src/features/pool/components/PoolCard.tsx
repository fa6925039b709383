import { useState } from 'react';
import { POOL_BASE_HUESO, poolCost } from '@hueso/contract';
import { Button, LinkButton, PalmIcon, selectInformacion, TrophyIcon, useAppSelector } from '@hueso/shared';
import { IslandCard } from '../../../components/IslandCard';
import { routeUnder } from '../../../lib/format';

import { PoolModal } from './PoolModal';

/** The Pool island, or Buy Island (to the market) for a player without the starter pack. */
export function PoolCard({ basePath }: { basePath: string }) {
  const info = useAppSelector(selectInformacion);
  const [open, setOpen] = useState(false);
  if (!info) return null;

  if (!info.packInicial) {
    return (
      <IslandCard
        title="Buy Island"
        icon={PalmIcon}
        accent="island"
        stats={[
          { label: 'Starter pack', value: 'Not owned' },
          { label: 'Unlocks', value: 'Daily pool' },
        ]}
        action={() => <LinkButton to={routeUnder(basePath, 'market')}>Buy Island</LinkButton>}
      />
    );
  }

  return (
    <>
      <IslandCard
        title="Pool"
        icon={TrophyIcon}
        accent="pool"
        badge={info.pool ? 'Joined' : undefined}
        stats={[
          { label: 'Energy cost', value: `${poolCost(info)} energy` },
          { label: 'Reward', value: `${POOL_BASE_HUESO}+ HUESO every 24\u00a0h` },
        ]}
        action={() => <Button onClick={() => setOpen(true)}>Open pool</Button>}
      />
      {open && <PoolModal onClose={() => setOpen(false)} />}
    </>
  );
}
