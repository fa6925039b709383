import { ARENA_MIN_ENERGY, arenaTooltip, formatAmount } from '@hueso/contract';
import { Button, LinkButton, selectInformacion, SwordsIcon, useAppSelector } from '@hueso/shared';
import { IslandCard } from '../../../components/IslandCard';
import { routeUnder } from '../../../lib/format';
import { useHomeArenaStatusQuery } from '../api/arenaStatusApi';

/** Client defaults of SPEC.md section 9, shown only when the arena server cannot say its own. */
const ARENA_DEFAULT_FEE = 500;
const ARENA_DEFAULT_ENERGY = ARENA_MIN_ENERGY;

/**
 * The Enter Arena island: a link to the arena, disabled below 5 energy with the spec's tooltip.
 * Its energy cost and entry fee are the arena server's (GET /api/arena/status), which override
 * the client defaults; the defaults show only when the status cannot be read.
 */
export function ArenaCard({ basePath }: { basePath: string }) {
  const info = useAppSelector(selectInformacion);
  const status = useHomeArenaStatusQuery(undefined, { skip: !info });
  if (!info) return null;
  const tooltip = arenaTooltip(info.energia.actual);
  const known =
    status.data ??
    (status.isError ? { energyCost: ARENA_DEFAULT_ENERGY, entryFee: ARENA_DEFAULT_FEE } : null);
  return (
    <IslandCard
      title="Enter Arena"
      icon={SwordsIcon}
      accent="arena"
      stats={[
        { label: 'Energy cost', value: known ? `${formatAmount(known.energyCost)} energy` : '…' },
        { label: 'Entry fee', value: known ? `${formatAmount(known.entryFee)} HUESO` : '…' },
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
