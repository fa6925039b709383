import { useCallback, useEffect, useReducer } from 'react';
import {
  ARENA_DEFAULT_ROUNDS,
  ARENA_REWARD_DELAY_MS,
  ARENA_SEARCH_MS,
  ARENA_TOAST_MS,
  GENERIC_ERROR,
  type BattleResult,
} from '@hueso/contract';
import { showToast, useAppDispatch } from '@hueso/shared';
import { sounds } from '../../../lib/sound';
import { useQueueResolveMutation, useQueueStartMutation } from '../api/arenaApi';
import { ARENA_MESSAGES as M } from '../messages';

/** Seconds the countdown shows; at game-clock speeds above 1 each one lasts searchMs / 12. */
export const COUNTDOWN_S = ARENA_SEARCH_MS / 1000;

export type BattlePhase = 'idle' | 'searching' | 'result';
export interface BattleState {
  phase: BattlePhase;
  /** The seed commitment queue start answered (null until it answers). */
  seedHash: string | null;
  searchMs: number;
  /** Countdown ticks elapsed. */
  ticks: number;
  result: BattleResult | null;
  failed: boolean;
  rewardOpen: boolean;
}

type Action =
  | { type: 'open' }
  | { type: 'started'; seedHash: string; searchMs: number }
  | { type: 'tick' }
  | { type: 'resolved'; result: BattleResult }
  | { type: 'failed' }
  | { type: 'reward'; open: boolean }
  | { type: 'reset' };

const initial: BattleState = {
  phase: 'idle',
  seedHash: null,
  searchMs: ARENA_SEARCH_MS,
  ticks: 0,
  result: null,
  failed: false,
  rewardOpen: false,
};

function reducer(state: BattleState, action: Action): BattleState {
  switch (action.type) {
    case 'open':
      return { ...initial, phase: 'searching' };
    case 'started':
      return { ...state, seedHash: action.seedHash, searchMs: action.searchMs };
    case 'tick':
      return { ...state, ticks: Math.min(COUNTDOWN_S, state.ticks + 1) };
    case 'resolved':
      return { ...state, phase: 'result', result: action.result, failed: false };
    case 'failed':
      return { ...state, phase: 'result', result: null, failed: true };
    case 'reward':
      return { ...state, rewardOpen: action.open };
    case 'reset':
      return initial;
  }
}

/** The error's own text, or the arena's fallback when the server sent none. */
function errorText(err: unknown, fallback: string): string {
  const message = (err as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message && message !== GENERIC_ERROR ? message : fallback;
}

/** Which side of a result is the player (by name), and whether they won. */
export function mySide(result: BattleResult, nombre: string | undefined) {
  const me =
    result.type === 'pvp'
      ? ([result.a, result.b].find((p) => p?.nombre === nombre) ?? result.a)
      : result.player;
  const won = me !== undefined && String(result.winner) === String(me.userId);
  return { me, won, rounds: result.rounds.length || ARENA_DEFAULT_ROUNDS };
}

/**
 * The battle flow of SPEC.md section 4: queue start (dialog closes with a toast on failure), the
 * search countdown, resolve at its end, the result (titled Error on failure) and the reward dialog
 * 200 ms later on a win.
 */
export function useBattleFlow(nombre: string | undefined) {
  const dispatch = useAppDispatch();
  const [state, send] = useReducer(reducer, initial);
  const [queueStart] = useQueueStartMutation();
  const [queueResolve] = useQueueResolveMutation();
  const toast = useCallback((text: string) => dispatch(showToast(text, 'error', ARENA_TOAST_MS)), [dispatch]);

  const enter = useCallback(async () => {
    send({ type: 'open' });
    try {
      const started = await queueStart().unwrap();
      send({ type: 'started', seedHash: started.seedHash, searchMs: started.searchMs });
    } catch (err) {
      send({ type: 'reset' });
      toast(errorText(err, M.queueFailed));
    }
  }, [queueStart, toast]);

  const { phase, seedHash, searchMs } = state;
  // The countdown and, at its end, the resolve call.
  useEffect(() => {
    if (phase !== 'searching' || !seedHash) return;
    const tickMs = searchMs / COUNTDOWN_S;
    const ticker = setInterval(() => {
      send({ type: 'tick' });
      sounds.tick();
    }, tickMs);
    const done = setTimeout(() => {
      clearInterval(ticker);
      queueResolve()
        .unwrap()
        .then(
          (result) => {
            send({ type: 'resolved', result });
            const { won } = mySide(result, nombre);
            (won ? sounds.win : sounds.lose)();
            if (won && (result.reward || result.rewards?.length))
              setTimeout(() => send({ type: 'reward', open: true }), ARENA_REWARD_DELAY_MS);
          },
          (err: unknown) => {
            send({ type: 'failed' });
            toast(errorText(err, M.resolveFailed));
          },
        );
    }, searchMs);
    return () => {
      clearInterval(ticker);
      clearTimeout(done);
    };
  }, [phase, seedHash, searchMs, queueResolve, nombre, toast]);

  return {
    state,
    enter,
    close: useCallback(() => send({ type: 'reset' }), []),
    closeReward: useCallback(() => send({ type: 'reward', open: false }), []),
  };
}
