import { useState } from 'react';
import styled, { keyframes } from 'styled-components';
import {
  ARENA_NFT_POWER,
  feeSplitPercents,
  formatAmount,
  nftPowerEstimate,
  RAREZAS,
  ticketsLabel,
  unlockPercent,
  type ArenaAvatar,
  type ArenaStatus,
  type UnlockProgress,
} from '@hueso/contract';
import { Button, Panel, Stack, StatList } from '@hueso/shared';
import { PRESETS } from '../../../lib/avatars';
import { ARENA_MESSAGES as M, PROFILE_TIPS as TIP } from '../messages';
import { Avatar } from './Avatar';

const Muted = styled.p`
  color: ${(p) => p.theme.colors.muted};
  font-size: 13px;
`;

const Tip = ({ label, tip }: { label: string; tip: string }) => <span title={tip}>{label}</span>;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  strong {
    font-size: 18px;
  }
`;
const Choices = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  button {
    padding: 2px;
    min-height: 44px;
    border-radius: 50%;
  }
  button[aria-pressed='true'] {
    outline: 2px solid ${(p) => p.theme.colors.accent};
  }
`;

/** Profile: avatar and its choices, MMR, PP, wins, losses, streak, weekly battles, tickets. */
export function ProfilePanel({
  status,
  avatar,
  onAvatar,
  changing,
}: {
  status: ArenaStatus;
  avatar: ArenaAvatar;
  onAvatar: (a: ArenaAvatar) => void;
  changing: boolean;
}) {
  const p = status.perfil;
  const choices = status.avatars?.length ? status.avatars : PRESETS;
  return (
    <Panel title="Profile">
      <Who>
        <Avatar avatar={avatar} size={64} alt={`${p.nombre}'s avatar: ${avatar.name}`} />
        <strong>{p.nombre}</strong>
      </Who>
      <StatList
        layout="tiles"
        items={[
          { label: <Tip label="MMR" tip={TIP.mmr} />, key: 'mmr', value: p.mmr, testId: 'arena-mmr' },
          { label: <Tip label="PP" tip={TIP.pp} />, key: 'pp', value: p.pp, testId: 'arena-pp' },
          { label: <Tip label="Wins" tip={TIP.wins} />, key: 'wins', value: p.wins, testId: 'arena-wins' },
          {
            label: <Tip label="Losses" tip={TIP.losses} />,
            key: 'losses',
            value: p.losses,
            testId: 'arena-losses',
          },
          { label: <Tip label="Streak" tip={TIP.streak} />, key: 'streak', value: p.streak },
          { label: <Tip label="Tickets" tip={TIP.tickets} />, key: 'tickets', value: p.tickets },
          {
            label: <Tip label="Weekly battles" tip={TIP.weekly} />,
            key: 'weekly',
            value: p.battlesThisWeek,
            testId: 'arena-weekly',
          },
          {
            label: <Tip label="Activity tickets this week" tip={TIP.activity} />,
            key: 'activity',
            value: ticketsLabel(p.activityTicketsThisWeek),
          },
        ]}
      />
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>Choose your avatar</legend>
        <Choices>
          {choices.map((a) => (
            <button
              key={a.id}
              type="button"
              aria-pressed={a.id === avatar.id}
              aria-label={a.name}
              title={a.name}
              disabled={changing}
              onClick={() => onAvatar(a)}
            >
              <Avatar avatar={a} size={40} />
            </button>
          ))}
        </Choices>
      </fieldset>
    </Panel>
  );
}

/** Resources & Economy: energy, balance, fee, energy cost, pool, fee split, burns. */
export function EconomyPanel({ status }: { status: ArenaStatus }) {
  const split = feeSplitPercents(status.poolPercent);
  return (
    <Panel title="Resources & Economy">
      <StatList
        items={[
          { label: 'Energy', value: status.energia, testId: 'arena-energy' },
          { label: 'HUESO', value: formatAmount(status.hueso), testId: 'arena-hueso' },
          { label: 'Entry fee', value: `${formatAmount(status.entryFee)} HUESO`, testId: 'arena-fee' },
          { label: 'Energy cost', value: status.energyCost },
          { label: 'Weekly pool', value: `${formatAmount(status.pool)} HUESO`, testId: 'arena-pool' },
          { label: 'Fee split', value: `Pool ${split.pool}% · Burn ${split.burn}%` },
          { label: 'Burn this week', value: `${formatAmount(status.burnedWeek)} HUESO` },
          { label: 'Burn total', value: `${formatAmount(status.burnedTotal)} HUESO` },
        ]}
      />
    </Panel>
  );
}

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
  const pct = unlockPercent(progress);
  return (
    <>
      <Stack direction="row" justify="space-between" align="center" gap="sm" wrap>
        <h2 id={headingId}>Weekly Unlock</h2>
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
        aria-valuetext={`${progress.current} of ${progress.goal} battles`}
      >
        <div style={{ width: `${pct}%` }} />
      </Bar>
      <Muted>
        {progress.current} / {progress.goal} global battles this week ({Math.round(pct)}%). {M.unlockNote}
      </Muted>
    </>
  );
}

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 4px 8px;
    text-align: right;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
`;

/** Power per NFT: HUESO power by rarity, and the estimate of the player's NFTs (or N/A). */
export function PowerPanel({ status }: { status: ArenaStatus }) {
  const table = status.nftPower ?? ARENA_NFT_POWER;
  const estimate = nftPowerEstimate(status.userCounts, table);
  return (
    <Panel title="Power per NFT">
      <Table>
        <caption className="visually-hidden">HUESO power by rarity</caption>
        <thead>
          <tr>
            <th scope="col">Rarity</th>
            <th scope="col">General</th>
            <th scope="col">Special</th>
          </tr>
        </thead>
        <tbody>
          {RAREZAS.map((r) => (
            <tr key={r}>
              <th scope="row">{r}</th>
              <td>{table.general[r]}</td>
              <td>{table.especial[r]}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <StatList
        layout="inline"
        items={[
          { label: 'General', value: estimate ? estimate.general : M.na },
          { label: 'Special', value: estimate ? estimate.especial : M.na },
          { label: 'Total', value: estimate ? estimate.total : M.na, testId: 'arena-power-total' },
        ]}
      />
    </Panel>
  );
}

const swing = keyframes`
  0%, 100% { transform: rotate(-8deg); }
  50% { transform: rotate(8deg); }
`;
const Swords = styled.span`
  display: inline-block;
  animation: ${swing} 1.2s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Enter Battle, its hint, and the status: queue size, season, Refresh and Update Ranking. */
export function BattlePanel({
  status,
  disabled,
  onEnter,
  onRefresh,
  onUpdateRanking,
  refreshing,
}: {
  status: ArenaStatus | undefined;
  disabled: boolean;
  onEnter: () => void;
  onRefresh: () => void;
  onUpdateRanking: () => void;
  refreshing: boolean;
}) {
  const [hintId] = useState('arena-enter-hint');
  return (
    <Panel title="Battle">
      <Button onClick={onEnter} disabled={disabled} aria-describedby={hintId}>
        <Swords aria-hidden="true">⚔</Swords> {M.enter}
      </Button>
      <Muted id={hintId}>{M.enterHint}</Muted>
      <h3 style={{ margin: 0, fontSize: 16 }}>Status</h3>
      <StatList
        layout="inline"
        items={[
          { label: 'In queue', value: status?.queueSize ?? '…', testId: 'arena-queue' },
          { label: 'Season', value: status?.season ?? '…', testId: 'arena-season' },
        ]}
      />
      <Stack direction="row" justify="space-between" align="center" gap="sm" wrap>
        <Button $variant="ghost" onClick={onRefresh} disabled={refreshing}>
          {M.refresh}
        </Button>
        <Button $variant="ghost" onClick={onUpdateRanking} disabled={refreshing}>
          {M.updateRanking}
        </Button>
      </Stack>
    </Panel>
  );
}
