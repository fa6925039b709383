import { useEffect, useState } from 'react';
import { css, keyframes, styled } from 'styled-components';
import { netPpLoss, type ArenaAvatar, type BattleResult } from '@hueso/contract/arena';
import { useFormat, useMessages } from '@hueso/shared';
import { Button, StatList } from '@hueso/shared/ui';
import { Modal } from '@hueso/shared/dialogs';
import { isMuted, setMuted } from '../../../lib/sound';
import { verifyBattle } from '../../../lib/verify';
import { COUNTDOWN_S, mySide, type BattleState } from '../hooks/useBattleFlow';
import { ARENA_MESSAGES } from '../messages';
import { Avatar } from './Avatar';

const pulse = keyframes`
  0% { transform: scale(0.6); opacity: 0.9; }
  100% { transform: scale(1.8); opacity: 0; }
`;
const clashLeft = keyframes`
  0%, 100% { transform: translateX(0); }
  50% { transform: translateX(24px) rotate(8deg); }
`;
const clashRight = keyframes`
  0%, 100% { transform: translateX(0); }
  50% { transform: translateX(-24px) rotate(-8deg); }
`;
const Stage = styled.div<{ $fighting: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-around;
  height: 140px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surfaceRaised};
  overflow: hidden;
  .ring {
    position: absolute;
    left: 50%;
    top: 50%;
    width: 80px;
    height: 80px;
    margin: -40px 0 0 -40px;
    border-radius: 50%;
    border: 3px solid ${(p) => p.theme.accents.arena};
    animation: ${pulse} 1.4s ease-out infinite;
  }
  .left {
    animation: ${(p) =>
      p.$fighting
        ? css`
            ${clashLeft} 0.5s ease-in-out infinite
          `
        : 'none'};
  }
  .right {
    animation: ${(p) =>
      p.$fighting
        ? css`
            ${clashRight} 0.5s ease-in-out infinite
          `
        : 'none'};
  }
  @media (prefers-reduced-motion: reduce) {
    .ring,
    .left,
    .right {
      animation: none;
    }
  }
`;
const Count = styled.p`
  font-size: 32px;
  font-weight: 700;
  text-align: center;
  font-variant-numeric: tabular-nums;
  margin: 8px 0 0;
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: flex-end;
  margin-top: 12px;
`;
const grow = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(1); }
`;
/** Which colour is which side in the round bars. */
const Legend = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 8px 0 0;
  font-size: 13px;
  span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  i {
    display: inline-block;
    width: 14px;
    height: 10px;
    border-radius: 5px;
  }
  .a {
    background: ${(p) => p.theme.colors.accent};
  }
  .b {
    background: ${(p) => p.theme.colors.muted};
  }
`;
const Rounds = styled.ol`
  margin: 8px 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 70px 1fr 1fr;
    gap: 8px;
    align-items: center;
    font-size: 14px;
  }
  .cell {
    display: flex;
    align-items: center;
    gap: 6px;
    min-width: 0;
  }
  .track {
    flex: 1;
    min-width: 0;
  }
  .value {
    min-width: 3ch;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .bar {
    height: 10px;
    border-radius: 5px;
    transform-origin: left;
    animation: ${grow} 0.6s ease-out both;
  }
  .a {
    background: ${(p) => p.theme.colors.accent};
  }
  .b {
    background: ${(p) => p.theme.colors.muted};
  }
  .taken {
    grid-column: 2 / -1;
    font-size: 13px;
    color: ${(p) => p.theme.colors.muted};
  }
  @media (prefers-reduced-motion: reduce) {
    .bar {
      animation: none;
    }
  }
`;

const Why = styled.p`
  margin: 4px 0;
  font-size: 13px;
  color: ${(p) => p.theme.colors.muted};
`;

function Searching({
  state,
  avatar,
  onLeave,
}: {
  state: BattleState;
  avatar: ArenaAvatar;
  onLeave: () => void;
}) {
  const M = useMessages(ARENA_MESSAGES);
  const [muted, setMutedState] = useState(isMuted);
  const [take, setTake] = useState(0);
  const remaining = COUNTDOWN_S - state.ticks;
  const fighting = state.ticks >= 10;
  return (
    <>
      <Stage $fighting={fighting} key={take} aria-hidden="true">
        <span className="ring" />
        <span className="left">
          <Avatar avatar={avatar} size={72} />
        </span>
        <span className="right">
          <Avatar avatar="av4" size={72} />
        </span>
      </Stage>
      <p role="status" aria-live="polite">
        {fighting ? M.fighting : M.searching}
      </p>
      <Count aria-label={M.secondsLeft(remaining)} data-testid="arena-countdown">
        {remaining}
      </Count>
      <p>{M.ticketsNote}</p>
      <Row>
        <Button
          $variant="ghost"
          aria-pressed={!muted}
          onClick={() => {
            setMuted(!muted);
            setMutedState(!muted);
          }}
        >
          {muted ? M.unmute : M.mute}
        </Button>
        <Button $variant="ghost" onClick={() => setTake((t) => t + 1)}>
          {M.replay}
        </Button>
        {state.seedHash && state.canLeave && !state.resolving && (
          <Button
            $variant="ghost"
            onClick={onLeave}
            disabled={state.leaving}
            aria-busy={state.leaving || undefined}
          >
            {state.leaving ? M.leaving : M.leave}
          </Button>
        )}
      </Row>
    </>
  );
}

/** Time between two rounds being played out in the result. */
export const ROUND_STEP_MS = 900;

/** How many rounds are shown: one more every ROUND_STEP_MS, all at once with reduced motion. */
function usePlayedRounds(total: number): number {
  const reduced =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const [played, setPlayed] = useState(reduced ? total : Math.min(1, total));
  useEffect(() => {
    if (played >= total) return;
    const timer = setTimeout(() => setPlayed((n) => n + 1), ROUND_STEP_MS);
    return () => clearTimeout(timer);
  }, [played, total]);
  return Math.min(played, total);
}

function Result({
  result,
  failed,
  nombre,
  seedHash,
  onClose,
  onViewRanking,
  onRewards,
}: {
  result: BattleResult | null;
  failed: boolean;
  nombre: string | undefined;
  seedHash: string | null;
  onClose: () => void;
  onViewRanking: () => void;
  /** Opens the rewards of a won battle, once the player has seen the result. */
  onRewards?: () => void;
}) {
  const M = useMessages(ARENA_MESSAGES);
  const f = useFormat();
  const played = usePlayedRounds(result?.rounds.length ?? 0);
  const [verdict, setVerdict] = useState<'idle' | 'running' | 'ok' | 'bad'>('idle');
  const side = result ? mySide(result, nombre) : null;
  const me = side?.me;
  const decay = me?.decay ?? { consumed: 0, refund: 0, final: 0 };
  const opponent = !result
    ? '—'
    : result.type === 'pvp'
      ? ([result.a, result.b].find((p) => p && p !== me)?.nombre ?? '—')
      : (result.bot?.name ?? M.botName);
  const winnerName = !result ? '—' : side?.won ? (me?.nombre ?? '—') : opponent;
  const rounds = side?.rounds ?? 0;
  const sideA = (result?.type === 'pvp' ? result.a?.nombre : result?.player?.nombre) ?? '—';
  const sideB = (result?.type === 'pvp' ? result.b?.nombre : result?.bot?.name) ?? '—';
  return (
    <>
      {failed && <p role="alert">{M.resolveFailed}</p>}
      <StatList
        items={[
          {
            label: M.matchup,
            value: M.versus(me?.nombre ?? nombre ?? '—', opponent),
            testId: 'battle-matchup',
          },
          { label: M.winner, value: winnerName, testId: 'battle-winner' },
          {
            label: M.outcome,
            value: failed ? M.outcomeValue(false, 0) : M.outcomeValue(side?.won ?? false, rounds),
            testId: 'battle-outcome',
          },
        ]}
      />
      {result && (
        <>
          <Legend data-testid="rounds-legend">
            <span>{M.roundsLegend}</span>
            <span>
              <i className="a" aria-hidden="true" />
              {sideA}
            </span>
            <span>
              <i className="b" aria-hidden="true" />
              {sideB}
            </span>
          </Legend>
          <Why>{M.roundsWhy}</Why>
          <Rounds aria-label={M.rounds} aria-live="polite">
            {result.rounds.slice(0, played).map((r) => {
              const max = Math.max(r.a, r.b, 1);
              const [won, lost] = r.winner === 'a' ? [r.a, r.b] : [r.b, r.a];
              return (
                <li key={r.n}>
                  <span>{M.round(r.n)}</span>
                  <span className="cell">
                    <span className="track">
                      <span className="bar a" style={{ display: 'block', width: `${(r.a / max) * 100}%` }} />
                    </span>
                    <span className="visually-hidden">{M.sideValue(sideA)}</span>
                    <span className="value">{f.amount(r.a)}</span>
                  </span>
                  <span className="cell">
                    <span className="track">
                      <span className="bar b" style={{ display: 'block', width: `${(r.b / max) * 100}%` }} />
                    </span>
                    <span className="visually-hidden">{M.sideValue(sideB)}</span>
                    <span className="value">{f.amount(r.b)}</span>
                  </span>
                  <span className="taken" data-testid={`round-${r.n}`}>
                    {M.roundTaken(r.winner === 'a' ? sideA : sideB, f.amount(won), f.amount(lost))}
                  </span>
                </li>
              );
            })}
          </Rounds>
        </>
      )}
      <section aria-labelledby="power-change">
        <h3 id="power-change" style={{ margin: '8px 0', fontSize: 16 }}>
          {M.powerChange}
        </h3>
        <Why>{M.ppExplain}</Why>
        <StatList
          layout="tiles"
          items={[
            { label: M.ppBefore, value: f.count(me?.before ?? 0), testId: 'pp-before' },
            { label: M.ppConsumed, value: f.count(decay.consumed), testId: 'pp-consumed' },
            { label: M.ppRefund, value: f.count(decay.refund), testId: 'pp-refund' },
            { label: M.ppFinal, value: f.count(decay.final), testId: 'pp-final' },
            { label: M.ppNetLoss, value: f.count(netPpLoss(decay)), testId: 'pp-net' },
          ]}
        />
        {me?.mmrBefore !== undefined && (
          <Why data-testid="mmr-change">{M.mmrExplain(f.count(me.mmrBefore), f.count(me.mmr))}</Why>
        )}
      </section>
      {result?.seed && (
        <p role="status" aria-live="polite">
          {verdict === 'ok' ? M.verified : verdict === 'bad' ? M.notVerified : M.verifyNote}
        </p>
      )}
      <Row>
        {result?.seed && (
          <Button
            $variant="ghost"
            disabled={verdict === 'running'}
            onClick={() => {
              setVerdict(verifyBattle(result, seedHash) ? 'ok' : 'bad');
            }}
          >
            {verdict === 'running' ? M.verifying : M.verify}
          </Button>
        )}
        <Button $variant="ghost" onClick={onViewRanking}>
          {M.viewRanking}
        </Button>
        {onRewards && played >= (result?.rounds.length ?? 0) ? (
          <Button onClick={onRewards}>{M.seeRewards}</Button>
        ) : (
          <Button onClick={onClose}>{M.close}</Button>
        )}
      </Row>
    </>
  );
}

/**
 * The battle dialog: the search animation (with Leave queue while the search may be left), then
 * the result: the outcome first, the rounds played out one by one with who took each and why, the
 * Power Change block with PP and MMR explained, and for a won battle the way to its rewards.
 */
export function BattleDialog({
  state,
  nombre,
  avatar,
  onClose,
  onViewRanking,
  onLeave,
  onRewards,
}: {
  state: BattleState;
  nombre: string | undefined;
  avatar: ArenaAvatar;
  onClose: () => void;
  onViewRanking: () => void;
  onLeave: () => void;
  onRewards?: () => void;
}) {
  const M = useMessages(ARENA_MESSAGES);
  if (state.phase === 'idle') return null;
  const searching = state.phase === 'searching';
  return (
    <Modal
      title={searching ? M.battleTitle : state.failed ? M.errorTitle : M.resultTitle}
      onClose={onClose}
      busy={searching}
    >
      {searching ? (
        <Searching state={state} avatar={avatar} onLeave={onLeave} />
      ) : (
        <Result
          result={state.result}
          failed={state.failed}
          nombre={nombre}
          seedHash={state.seedHash}
          onClose={onClose}
          onViewRanking={onViewRanking}
          onRewards={onRewards}
        />
      )}
    </Modal>
  );
}
