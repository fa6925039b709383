import { useEffect } from 'react';
import { keyframes, styled } from 'styled-components';
import { REWARD_DISPLAY_MS } from '@hueso/contract/missions';
import {
  type Accent,
  selectClockOffset,
  selectInformacion,
  useAppDispatch,
  useAppSelector,
  useFormat,
  useMessages,
} from '@hueso/shared';
import { Button } from '@hueso/shared/ui';
import { CountdownBar, useCountdown } from '@hueso/shared/play';
import { playRewardSound } from '../lib/rewardSound';
import { MISSION_MESSAGES } from '../messages';
import { missionObserved, selectTrackedNormal, selectTrackedSpecial } from '../missionsSlice';
import { useNormalMission, useSpecialMission } from '../useMissionMoves';

const Panel = styled.section<{ $accent: Accent }>`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 14px 16px;
  border-radius: 12px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-left: 4px solid ${(p) => p.theme.accents[p.$accent]};
`;
const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
`;
const Sub = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${(p) => p.theme.colors.muted};
`;
const pop = keyframes`
  0% { transform: scale(0.4); opacity: 0; }
  30% { transform: scale(1.15); opacity: 1; }
  100% { transform: scale(1); opacity: 1; }
`;
const Reward = styled.p`
  margin: 0;
  /* It pops from where its text sits: a full-width box scaled about its centre threw the text over the side panel. */
  width: fit-content;
  transform-origin: left center;
  font-size: 28px;
  font-weight: 800;
  color: ${(p) => p.theme.colors.accent};
  text-shadow: 0 0 18px ${(p) => p.theme.colors.accent}99;
  animation: ${pop} 0.6s ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * The countdown of one mission slot on the server clock. A run this browser did not start (the
 * page was reloaded mid-run) is recorded with the time left, so the bar has a total.
 */
function useSlotCountdown(slot: 'normal' | 'special', endsAt: number, onDone?: () => void) {
  const dispatch = useAppDispatch();
  const offset = useAppSelector(selectClockOffset);
  const tracked = useAppSelector(slot === 'normal' ? selectTrackedNormal : selectTrackedSpecial);
  const remaining = useCountdown(endsAt, offset, onDone);
  useEffect(() => {
    if (!tracked) dispatch(missionObserved({ slot, totalMs: Math.max(0, endsAt - (Date.now() + offset)) }));
  }, [slot, tracked, endsAt, offset, dispatch]);
  return { remaining, totalMs: tracked?.totalMs ?? 0 };
}

/** Countdown of the running normal mission; collects it automatically at zero. */
function NormalCountdown({ endsAt, onDone }: { endsAt: number; onDone: () => void }) {
  const M = useMessages(MISSION_MESSAGES);
  const tracked = useAppSelector(selectTrackedNormal);
  const { remaining, totalMs } = useSlotCountdown('normal', endsAt, onDone);
  return (
    <>
      <CountdownBar label={M.normalMission} remainingMs={remaining} totalMs={totalMs} />
      {tracked?.code && <Sub>{M.titles[tracked.code]}</Sub>}
    </>
  );
}

/** The normal mission slot: its countdown, then the automatic reward and the Collect button. */
export function NormalMissionPanel() {
  const M = useMessages(MISSION_MESSAGES);
  const format = useFormat();
  const info = useAppSelector(selectInformacion);
  const { result, finish, collect, displayEnded } = useNormalMission();

  useEffect(() => {
    if (result.status !== 'showing') return;
    playRewardSound(REWARD_DISPLAY_MS);
    const t = setTimeout(displayEnded, REWARD_DISPLAY_MS);
    return () => clearTimeout(t);
  }, [result.status, displayEnded]);

  const running = info?.mision.start === true;
  // Nothing to show once no mission runs, unless a reward is on display or waiting for Collect.
  if (!info || (!running && (result.status === 'idle' || result.status === 'failed'))) return null;
  const gain = format.amount(result.reward);
  const rewardLabel = result.unit === 'energy' ? M.energyGain(gain) : M.huesoGain(gain);

  return (
    <Panel aria-label={M.normalMission} $accent="dig">
      {running && result.status !== 'showing' && (
        <NormalCountdown endsAt={info.mision.Tiempo} onDone={finish} />
      )}
      {result.status === 'collecting' && <Sub role="status">{M.collectingReward}</Sub>}
      {result.status === 'showing' && <Reward role="status">{rewardLabel}</Reward>}
      {(result.status === 'ready' || result.status === 'refreshing') && (
        <Row>
          <span>{M.complete(rewardLabel)}</span>
          <Button disabled={result.status === 'refreshing'} onClick={collect}>
            {M.collect}
          </Button>
        </Row>
      )}
      {result.status === 'failed' && running && (
        <Row>
          <Sub>{M.notCollected}</Sub>
          <Button onClick={finish}>{M.tryAgain}</Button>
        </Row>
      )}
    </Panel>
  );
}

function SpecialCountdown({
  endsAt,
  collecting,
  onCollect,
}: {
  endsAt: number;
  collecting: boolean;
  onCollect: () => void;
}) {
  const M = useMessages(MISSION_MESSAGES);
  const { remaining, totalMs } = useSlotCountdown('special', endsAt);
  return (
    <>
      <CountdownBar label={M.specialMission} remainingMs={remaining} totalMs={totalMs} />
      <Row>
        <Sub>{M.titles[4]}</Sub>
        {remaining <= 0 && (
          <Button disabled={collecting} aria-busy={collecting || undefined} onClick={onCollect}>
            {collecting ? M.collecting : M.collect}
          </Button>
        )}
      </Row>
    </>
  );
}

/** The special mission slot: countdown, Collect once time is up, then the reward and Close. */
export function SpecialMissionPanel() {
  const M = useMessages(MISSION_MESSAGES);
  const format = useFormat();
  const info = useAppSelector(selectInformacion);
  const { result, collecting, collect, close } = useSpecialMission();
  const running = info?.misionEspecial.start === true;
  if (!info || (!running && result.status !== 'shown')) return null;
  return (
    <Panel aria-label={M.specialMission} $accent="special">
      {running && (
        <SpecialCountdown endsAt={info.misionEspecial.Tiempo} collecting={collecting} onCollect={collect} />
      )}
      {result.status === 'shown' && (
        <Row>
          <Reward role="status">{M.huesoGain(format.amount(result.reward))}</Reward>
          <Button $variant="ghost" onClick={close}>
            {M.close}
          </Button>
        </Row>
      )}
    </Panel>
  );
}
