import { useState } from 'react';
import { keyframes, styled } from 'styled-components';
import { RAREZAS } from '@hueso/contract/common';
import {
  ARENA_NFT_POWER,
  feeSplitPercents,
  nftPowerEstimate,
  type ArenaAvatar,
  type ArenaStatus,
} from '@hueso/contract/arena';
import { useFormat, useMessages } from '@hueso/shared';
import { Button, Panel, Stack, StatList } from '@hueso/shared/ui';
import { MONEY_MESSAGES } from '@hueso/shared/play';
import { PRESETS } from '../../../lib/avatarPresets';
import { ARENA_MESSAGES, PROFILE_TIPS } from '../messages';
import { Avatar } from './Avatar';
import { Muted } from './UnlockBox';

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
  const M = useMessages(ARENA_MESSAGES);
  const TIP = useMessages(PROFILE_TIPS);
  const f = useFormat();
  const p = status.perfil;
  const choices = status.avatars?.length ? status.avatars : PRESETS;
  return (
    <Panel title={M.profileTitle}>
      <Who>
        <Avatar avatar={avatar} size={64} alt={M.avatarAlt(p.nombre, avatar.name)} />
        <strong>{p.nombre}</strong>
      </Who>
      <StatList
        layout="tiles"
        items={[
          { label: <Tip label={M.mmr} tip={TIP.mmr} />, key: 'mmr', value: p.mmr, testId: 'arena-mmr' },
          { label: <Tip label={M.pp} tip={TIP.pp} />, key: 'pp', value: p.pp, testId: 'arena-pp' },
          { label: <Tip label={M.wins} tip={TIP.wins} />, key: 'wins', value: p.wins, testId: 'arena-wins' },
          {
            label: <Tip label={M.losses} tip={TIP.losses} />,
            key: 'losses',
            value: p.losses,
            testId: 'arena-losses',
          },
          { label: <Tip label={M.streak} tip={TIP.streak} />, key: 'streak', value: p.streak },
          { label: <Tip label={M.ticketsLabel} tip={TIP.tickets} />, key: 'tickets', value: p.tickets },
          {
            label: <Tip label={M.weeklyBattles} tip={TIP.weekly} />,
            key: 'weekly',
            value: p.battlesThisWeek,
            testId: 'arena-weekly',
          },
          {
            label: <Tip label={M.activityTickets} tip={TIP.activity} />,
            key: 'activity',
            value: M.tickets(p.activityTicketsThisWeek, f.count(p.activityTicketsThisWeek)),
          },
        ]}
      />
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>{M.chooseAvatar}</legend>
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
  const M = useMessages(ARENA_MESSAGES);
  const money = useMessages(MONEY_MESSAGES);
  const f = useFormat();
  const split = feeSplitPercents(status.poolPercent);
  return (
    <Panel title={M.economyTitle}>
      <StatList
        items={[
          { label: M.energy, value: status.energia, testId: 'arena-energy' },
          {
            label: <Tip label={money.name.inGame} tip={money.explain.inGame} />,
            key: 'hueso',
            value: f.amount(status.hueso),
            testId: 'arena-hueso',
          },
          {
            // Paid from the in-game HUESO: named as the money model names it.
            label: M.entryFee,
            value: `${f.amount(status.entryFee)} ${money.name.inGame}`,
            testId: 'arena-fee',
          },
          { label: M.energyCost, value: status.energyCost },
          { label: M.weeklyPool, value: M.hueso(f.amount(status.pool)), testId: 'arena-pool' },
          { label: M.feeSplit, value: M.feeSplitValue(f.percent(split.pool), f.percent(split.burn)) },
          { label: M.burnWeek, value: M.hueso(f.amount(status.burnedWeek)) },
          { label: M.burnTotal, value: M.hueso(f.amount(status.burnedTotal)) },
        ]}
      />
      <Muted>
        {money.explain.inGame} {M.entryFeeNote(money.name.inGame)}
      </Muted>
    </Panel>
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
  const M = useMessages(ARENA_MESSAGES);
  const table = status.nftPower ?? ARENA_NFT_POWER;
  const estimate = nftPowerEstimate(status.userCounts, table);
  return (
    <Panel title={M.powerTitle}>
      <Table>
        <caption className="visually-hidden">{M.powerCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{M.rarity}</th>
            <th scope="col">{M.general}</th>
            <th scope="col">{M.special}</th>
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
          { label: M.general, value: estimate ? estimate.general : M.na },
          { label: M.special, value: estimate ? estimate.especial : M.na },
          { label: M.total, value: estimate ? estimate.total : M.na, testId: 'arena-power-total' },
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
  const M = useMessages(ARENA_MESSAGES);
  const [hintId] = useState('arena-enter-hint');
  return (
    <Panel title={M.battleTitle}>
      <Button onClick={onEnter} disabled={disabled} aria-describedby={hintId}>
        <Swords aria-hidden="true">⚔</Swords> {M.enter}
      </Button>
      <Muted id={hintId}>{M.enterHint}</Muted>
      <h3 style={{ margin: 0, fontSize: 16 }}>{M.statusHeading}</h3>
      <StatList
        layout="inline"
        items={[
          { label: M.inQueue, value: status?.queueSize ?? '…', testId: 'arena-queue' },
          { label: M.season, value: status?.season ?? '…', testId: 'arena-season' },
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
