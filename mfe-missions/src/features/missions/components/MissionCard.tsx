import { isWhitelisted, missionCost, type MissionCode } from '@hueso/contract/missions';
import { getConfig, selectInformacion, useAppSelector, useFormat, useMessages } from '@hueso/shared';
import { Button } from '@hueso/shared/ui';
import { IslandCard } from '../../../components/IslandCard';
import { costText, MISSION_ACCENTS, MISSION_ICONS, rewardText } from '../lib/missionInfo';
import { MISSION_MESSAGES } from '../messages';
import { selectTrackedNormal } from '../missionsSlice';
import type { MissionStarts } from '../useMissionMoves';

/** A mission island: cost, reward and a Start button, disabled while its slot is busy. */
export function MissionCard({ code, starts }: { code: MissionCode; starts: MissionStarts }) {
  const M = useMessages(MISSION_MESSAGES);
  const format = useFormat();
  const info = useAppSelector(selectInformacion);
  const pending = starts.isStarting(code);
  const tracked = useAppSelector(selectTrackedNormal);
  if (!info) return null;

  const title = M.titles[code];
  const running = code === 4 ? info.misionEspecial.start : info.mision.start;
  // Only the whitelisted accounts may start the special mission: for others it is visibly off,
  // with the spec's text as the reason, rather than a Start that only a toast refuses.
  const closed = code === 4 && !isWhitelisted(info.nombre, getConfig().specialMissionWhitelist);
  // A Start the player's energy cannot pay is off, with the reason and Recharge beside it.
  const cost = missionCost(info, code);
  const short = cost > info.energia.actual;
  const reason = running
    ? code === 4
      ? M.specialRunning
      : M.missionRunning
    : closed
      ? M.notAvailable
      : short
        ? M.notEnoughEnergy(format.count(info.energia.actual), format.count(cost))
        : null;
  // Recharge shares the normal missions' slot: it is offered while that slot is free.
  const canRecharge = short && !running && !closed && !info.mision.start;
  // The server does not say which normal mission runs; only the one started here is badged.
  const isThisOne = code === 4 ? running : running && tracked?.code === code;
  const duration = code === 3 ? null : M.durations[code];
  const stats = [
    { label: M.energyCost, value: costText(info, code, M, format) },
    { label: M.reward, value: rewardText(info, code, M, format) },
    ...(duration ? [{ label: M.duration, value: duration }] : []),
  ];

  return (
    <IslandCard
      title={title}
      icon={MISSION_ICONS[code]}
      accent={MISSION_ACCENTS[code]}
      stats={stats}
      badge={isThisOne ? M.runningBadge : code === 4 ? M.specialBadge : undefined}
      reason={reason}
      action={(reasonId) => (
        <>
          <Button
            aria-label={M.startLabel(title)}
            aria-describedby={reasonId}
            title={reason ?? undefined}
            disabled={running || closed || short || pending}
            aria-busy={pending || undefined}
            onClick={() => starts.start(code)}
          >
            {pending ? M.starting : M.start}
          </Button>
          {canRecharge && (
            <Button
              $variant="ghost"
              aria-label={M.rechargeLabel(title)}
              disabled={starts.isStarting(3)}
              onClick={() => starts.start(3)}
            >
              {starts.isStarting(3) ? M.starting : M.rechargeNow}
            </Button>
          )}
        </>
      )}
    />
  );
}
