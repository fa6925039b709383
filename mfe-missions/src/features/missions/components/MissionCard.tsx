import { isWhitelisted, SPECIAL_NOT_AVAILABLE, type MissionCode } from '@hueso/contract';
import { Button, getConfig, selectInformacion, useAppSelector } from '@hueso/shared';
import { IslandCard } from '../../../components/IslandCard';
import { costText, MISSION_ACCENTS, MISSION_ICONS, MISSION_TITLES, rewardText } from '../lib/missionInfo';
import { selectTrackedNormal } from '../missionsSlice';
import type { MissionStarts } from '../useMissionMoves';

const DURATION: Record<MissionCode, string | null> = { 1: '1 hour', 6: '6 hours', 4: '4 hours', 3: null };

/** A mission island: cost, reward and a Start button, disabled while its slot is busy. */
export function MissionCard({ code, starts }: { code: MissionCode; starts: MissionStarts }) {
  const info = useAppSelector(selectInformacion);
  const pending = starts.isStarting(code);
  const tracked = useAppSelector(selectTrackedNormal);
  if (!info) return null;

  const title = MISSION_TITLES[code];
  const running = code === 4 ? info.misionEspecial.start : info.mision.start;
  // Only the whitelisted accounts may start the special mission: for others it is visibly off,
  // with the spec's text as the reason, rather than a Start that only a toast refuses.
  const closed = code === 4 && !isWhitelisted(info.nombre, getConfig().specialMissionWhitelist);
  const reason = running
    ? code === 4
      ? 'The special mission is running'
      : 'A mission is already running'
    : closed
      ? SPECIAL_NOT_AVAILABLE
      : null;
  // The server does not say which normal mission runs; only the one started here is badged.
  const isThisOne = code === 4 ? running : running && tracked?.code === code;
  const duration = DURATION[code];
  const stats = [
    { label: 'Energy cost', value: costText(info, code) },
    { label: 'Reward', value: rewardText(info, code) },
    ...(duration ? [{ label: 'Duration', value: duration }] : []),
  ];

  return (
    <IslandCard
      title={title}
      icon={MISSION_ICONS[code]}
      accent={MISSION_ACCENTS[code]}
      stats={stats}
      badge={isThisOne ? 'Running' : code === 4 ? 'Special' : undefined}
      reason={reason}
      action={(reasonId) => (
        <Button
          aria-label={`Start ${title}`}
          aria-describedby={reasonId}
          title={reason ?? undefined}
          disabled={running || closed || pending}
          aria-busy={pending || undefined}
          onClick={() => starts.start(code)}
        >
          {pending ? 'Starting…' : 'Start'}
        </Button>
      )}
    />
  );
}
