import { ARENA_MIN_ENERGY, canEnterArena } from '@hueso/contract/common';
import { selectInformacion, useAppSelector, useFormat, useMessages } from '@hueso/shared';
import { Button, LinkButton } from '@hueso/shared/ui';
import { MONEY_MESSAGES, SwordsIcon } from '@hueso/shared/play';
import { IslandCard } from '../../../components/IslandCard';
import { routeUnder } from '../../../lib/format';
import { useHomeArenaStatusQuery } from '../api/arenaStatusApi';
import { ARENA_CARD_MESSAGES } from '../messages';

/** Client defaults of SPEC.md section 9, shown only when the arena server cannot say its own. */
const ARENA_DEFAULT_FEE = 500;
const ARENA_DEFAULT_ENERGY = ARENA_MIN_ENERGY;

/**
 * The Enter Arena island: a link to the arena, disabled below 5 energy with the spec's tooltip.
 * Its energy cost and entry fee are the arena server's (GET /api/arena/status), which override
 * the client defaults; the defaults show only when the status cannot be read.
 */
export function ArenaCard({ basePath }: { basePath: string }) {
  const M = useMessages(ARENA_CARD_MESSAGES);
  const money = useMessages(MONEY_MESSAGES);
  const format = useFormat();
  const info = useAppSelector(selectInformacion);
  const status = useHomeArenaStatusQuery(undefined, { skip: !info });
  if (!info) return null;
  const energy = info.energia.actual;
  // The contract's arenaTooltip, in the current language.
  const tooltip = canEnterArena(energy) ? null : M.notEnoughEnergy(energy, ARENA_MIN_ENERGY);
  const known =
    status.data ??
    (status.isError ? { energyCost: ARENA_DEFAULT_ENERGY, entryFee: ARENA_DEFAULT_FEE } : null);
  return (
    <IslandCard
      title={M.title}
      icon={SwordsIcon}
      accent="arena"
      stats={[
        { label: M.energyCost, value: known ? M.energy(format.amount(known.energyCost)) : '…' },
        // Paid from the in-game HUESO, named as the arena screen names it.
        {
          label: M.entryFee,
          value: known ? `${format.amount(known.entryFee)} ${money.name.inGame}` : '…',
        },
        { label: M.reward, value: M.rewardValue },
      ]}
      reason={tooltip}
      action={(reasonId) =>
        tooltip ? (
          // The title sits on a wrapper too: disabled buttons get no hover events in some browsers.
          <span title={tooltip}>
            <Button disabled title={tooltip} aria-describedby={reasonId}>
              {M.enter}
            </Button>
          </span>
        ) : (
          <LinkButton to={routeUnder(basePath, 'arena')}>{M.enter}</LinkButton>
        )
      }
    />
  );
}
