import { useEffect } from 'react';
import styled, { keyframes } from 'styled-components';
import { formatAmount, REWARD_DISPLAY_MS } from '@hueso/contract';
import {
  type Accent,
  Button,
  CountdownBar,
  selectClockOffset,
  selectInformacion,
  useAppDispatch,
  useAppSelector,
  useCountdown,
} from '@hueso/shared';
import { MISSION_TITLES } from '../lib/missionInfo';
import { playRewardSound } from '../lib/rewardSound';
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
  const tracked = useAppSelector(selectTrackedNormal);
  const { remaining, totalMs } = useSlotCountdown('normal', endsAt, onDone);
  return (
    <>
      <CountdownBar label="Normal mission" remainingMs={remaining} totalMs={totalMs} />
      {tracked?.code && <Sub>{MISSION_TITLES[tracked.code]}</Sub>}
    </>
  );
}

/** The normal mission slot: its countdown, then the automatic reward and the Collect button. */
export function NormalMissionPanel() {
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
  const rewardLabel = `+${formatAmount(result.reward)} ${result.unit}`;

  return (
    <Panel aria-label="Normal mission" $accent="dig">
      {running && result.status !== 'showing' && (
        <NormalCountdown endsAt={info.mision.Tiempo} onDone={finish} />
      )}
      {result.status === 'collecting' && <Sub role="status">Collecting reward…</Sub>}
      {result.status === 'showing' && <Reward role="status">{rewardLabel}</Reward>}
      {(result.status === 'ready' || result.status === 'refreshing') && (
        <Row>
          <span>Mission complete: {rewardLabel}</span>
          <Button disabled={result.status === 'refreshing'} onClick={collect}>
            Collect
          </Button>
        </Row>
      )}
      {result.status === 'failed' && running && (
        <Row>
          <Sub>The reward could not be collected.</Sub>
          <Button onClick={finish}>Try again</Button>
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
  const { remaining, totalMs } = useSlotCountdown('special', endsAt);
  return (
    <>
      <CountdownBar label="Special mission" remainingMs={remaining} totalMs={totalMs} />
      <Row>
        <Sub>{MISSION_TITLES[4]}</Sub>
        {remaining <= 0 && (
          <Button disabled={collecting} aria-busy={collecting || undefined} onClick={onCollect}>
            {collecting ? 'Collecting…' : 'Collect'}
          </Button>
        )}
      </Row>
    </>
  );
}

/** The special mission slot: countdown, Collect once time is up, then the reward and Close. */
export function SpecialMissionPanel() {
  const info = useAppSelector(selectInformacion);
  const { result, collecting, collect, close } = useSpecialMission();
  const running = info?.misionEspecial.start === true;
  if (!info || (!running && result.status !== 'shown')) return null;
  return (
    <Panel aria-label="Special mission" $accent="special">
      {running && (
        <SpecialCountdown endsAt={info.misionEspecial.Tiempo} collecting={collecting} onCollect={collect} />
      )}
      {result.status === 'shown' && (
        <Row>
          <Reward role="status">+{formatAmount(result.reward)} HUESO</Reward>
          <Button $variant="ghost" onClick={close}>
            Close
          </Button>
        </Row>
      )}
    </Panel>
  );
}
