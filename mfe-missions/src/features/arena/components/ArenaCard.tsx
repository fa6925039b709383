import { ARENA_MIN_ENERGY, arenaTooltip } from '@hueso/contract';
import { Button, LinkButton, selectInformacion, SwordsIcon, useAppSelector } from '@hueso/shared';
import { IslandCard } from '../../../components/IslandCard';
import { routeUnder } from '../../../lib/format';

/** Client defaults of SPEC.md section 9; the arena server overrides both. */
const ARENA_DEFAULT_FEE = 500;

/** The Enter Arena island: a link to the arena, disabled below 5 energy with the spec's tooltip. */
export function ArenaCard({ basePath }: { basePath: string }) {
  const info = useAppSelector(selectInformacion);
  if (!info) return null;
  const tooltip = arenaTooltip(info.energia.actual);
  return (
    <IslandCard
      title="Enter Arena"
      icon={SwordsIcon}
      accent="arena"
      stats={[
        { label: 'Energy cost', value: `${ARENA_MIN_ENERGY} energy` },
        { label: 'Entry fee', value: `${ARENA_DEFAULT_FEE} HUESO` },
        { label: 'Reward', value: 'MMR, tickets, VIPHUESO' },
      ]}
      reason={tooltip}
      action={(reasonId) =>
        tooltip ? (
          // The title sits on a wrapper too: disabled buttons get no hover events in some browsers.
          <span title={tooltip}>
            <Button disabled title={tooltip} aria-describedby={reasonId}>
              Enter Arena
            </Button>
          </span>
        ) : (
          <LinkButton to={routeUnder(basePath, 'arena')}>Enter Arena</LinkButton>
        )
      }
    />
  );
}
