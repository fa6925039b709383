import { styled } from 'styled-components';
import { unlockPercent, type UnlockProgress } from '@hueso/contract/arena-board';
import { useFormat, useMessages } from '@hueso/shared';
import { Stack } from '@hueso/shared/ui';
import { LEADERBOARD_MESSAGES } from '../leaderboardMessages';

// Its own module: the public leaderboard shows it without the arena screen's panels.

export const Muted = styled.p`
  color: ${(p) => p.theme.colors.muted};
  font-size: 13px;
`;

const Bar = styled.div`
  height: 12px;
  border-radius: 6px;
  overflow: hidden;
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
  > div {
    height: 100%;
    background: ${(p) => p.theme.colors.primary};
    transition: width 0.6s ease;
  }
  @media (prefers-reduced-motion: reduce) {
    > div {
      transition: none;
    }
  }
`;
const Badge = styled.span<{ $on: boolean }>`
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  color: ${(p) => p.theme.colors.onAccent};
  background: ${(p) => (p.$on ? p.theme.colors.success : p.theme.colors.gold)};
`;

/** Weekly Unlock: the badge and the progress of global battles against the goal (capped at 100 %). */
export function UnlockBox({ progress, headingId }: { progress: UnlockProgress; headingId: string }) {
  const M = useMessages(LEADERBOARD_MESSAGES);
  const f = useFormat();
  const pct = unlockPercent(progress);
  return (
    <>
      <Stack direction="row" justify="space-between" align="center" gap="sm" wrap>
        <h2 id={headingId}>{M.weeklyUnlock}</h2>
        <Badge $on={progress.unlocked} data-testid="unlock-badge">
          {progress.unlocked ? M.unlocked : M.locked}
        </Badge>
      </Stack>
      <Bar
        role="progressbar"
        aria-labelledby={headingId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(pct)}
        aria-valuetext={M.unlockValueText(f.count(progress.current), f.count(progress.goal))}
      >
        <div style={{ width: `${pct}%` }} />
      </Bar>
      <Muted>
        {M.unlockProgress(f.count(progress.current), f.count(progress.goal), f.percent(Math.round(pct)))}{' '}
        {M.unlockNote}
      </Muted>
    </>
  );
}
