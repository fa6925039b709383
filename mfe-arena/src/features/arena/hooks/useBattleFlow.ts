import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { GENERIC_ERROR } from '@hueso/contract/common';
import {
  ARENA_DEFAULT_ROUNDS,
  ARENA_SEARCH_MS,
  ARENA_TOAST_MS,
  type BattleResult,
  type PendingBattle,
} from '@hueso/contract/arena';
import { useAppDispatch, useFormat, useMessages, type ApiError } from '@hueso/shared';
import { MONEY_MESSAGES } from '@hueso/shared/play';
import { useGameMove } from '@hueso/shared/moves';
import { sounds } from '../../../lib/sound';
import {
  arenaApi,
  useBattleSeenMutation,
  useLazyUnseenBattleQuery,
  useQueueLeaveMutation,
  useQueueResolveMutation,
  useQueueStartMutation,
} from '../api/arenaApi';
import { ARENA_MESSAGES } from '../messages';

/** Seconds the countdown shows; at game-clock speeds above 1 each one lasts searchMs / 12. */
export const COUNTDOWN_S = ARENA_SEARCH_MS / 1000;
/** Waits before each new resolve attempt after a network or server (5xx) failure. */
export const RESOLVE_RETRY_DELAYS_MS = [300, 600, 1200] as const;

export type BattlePhase = 'idle' | 'searching' | 'result';
export interface BattleState {
  phase: BattlePhase;
  /** The seed commitment queue start answered (null until it answers). */
  seedHash: string | null;
  searchMs: number;
  /** Countdown ticks elapsed. */
  ticks: number;
  /** When the search ends and resolve runs (epoch ms, this browser's clock). */
  deadline: number | null;
  /** Whether Leave queue may be offered (not for a battle known to be paired). */
  canLeave: boolean;
  /** A Leave queue request runs (the countdown waits for it). */
  leaving: boolean;
  /** The resolve call runs (with its retries). */
  resolving: boolean;
  /** The battle is settled already: its result is read, not resolved. */
  settled: boolean;
  result: BattleResult | null;
  failed: boolean;
  rewardOpen: boolean;
}

/** What the reducer holds: the dialog's own state; `leaving` and `resolving` are the moves' busy flags. */
type FlowState = Omit<BattleState, 'leaving' | 'resolving'>;

type Action =
  | { type: 'open' }
  | { type: 'started'; seedHash: string; searchMs: number; deadline: number }
  | {
      type: 'resume';
      seedHash: string;
      searchMs: number;
      remainingMs: number;
      deadline: number;
      canLeave: boolean;
      settled: boolean;
    }
  | { type: 'tick' }
  | { type: 'resolved'; result: BattleResult }
  | { type: 'failed' }
  | { type: 'reward'; open: boolean }
  | { type: 'reset' };

const initial: FlowState = {
  phase: 'idle',
  seedHash: null,
  searchMs: ARENA_SEARCH_MS,
  ticks: 0,
  deadline: null,
  canLeave: true,
  settled: false,
  result: null,
  failed: false,
  rewardOpen: false,
};

function reducer(state: FlowState, action: Action): FlowState {
  switch (action.type) {
    case 'open':
      return { ...initial, phase: 'searching' };
    case 'started':
      return { ...state, seedHash: action.seedHash, searchMs: action.searchMs, deadline: action.deadline };
    case 'resume': {
      // The countdown goes on where the search is: the ticks already run show as elapsed.
      const tickMs = action.searchMs / COUNTDOWN_S;
      const elapsed = Math.max(0, action.searchMs - action.remainingMs);
      return {
        ...initial,
        phase: 'searching',
        seedHash: action.seedHash,
        searchMs: action.searchMs,
        ticks: Math.min(COUNTDOWN_S, Math.floor(elapsed / tickMs)),
        deadline: action.deadline,
        canLeave: action.canLeave,
        settled: action.settled,
      };
    }
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
const errorText = (error: ApiError, fallback: string) =>
  error.message && error.message !== GENERIC_ERROR ? error.message : fallback;

const statusOf = (err: unknown) => (err as { status?: unknown } | null)?.status;

/** A failure worth another try: no answer at all (network, time-out) or a server error (5xx). */
function retryable(err: unknown): boolean {
  const status = statusOf(err);
  return status === null || status === undefined || (typeof status === 'number' && status >= 500);
}

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

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
 * search countdown, resolve at its end (retried on network and server errors), the result (titled
 * Error when every attempt failed) and the reward dialog 200 ms later on a win. Beyond the spec
 * (docs/arena.md): Leave queue refunds a search not yet paired, and a battle the player paid for
 * and has not seen (`pending`, from status) is taken up again: its search resumes, or its result
 * shows. Each call is a game move (`useGameMove`: one at a time, its toast); this hook keeps the
 * dialog's state.
 */
export function useBattleFlow(nombre: string | undefined, pending?: PendingBattle | null) {
  const M = useMessages(ARENA_MESSAGES);
  const money = useMessages(MONEY_MESSAGES);
  const f = useFormat();
  const dispatch = useAppDispatch();
  const [flow, send] = useReducer(reducer, initial);
  const [queueStart] = useQueueStartMutation();
  const [queueResolve] = useQueueResolveMutation();
  const [queueLeave] = useQueueLeaveMutation();
  const [battleSeen] = useBattleSeenMutation();
  const [fetchUnseen] = useLazyUnseenBattleQuery();
  // Searches this screen has taken up (started or resumed), and those whose result it has shown
  // or that were left: status may still tell of them for a moment, and must not start them again.
  const handled = useRef(new Set<string>());
  const finished = useRef(new Set<string>());
  const mounted = useRef(true);
  const nombreRef = useRef(nombre);
  nombreRef.current = nombre;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const resume = useCallback((p: PendingBattle) => {
    handled.current.add(p.seedHash);
    const remainingMs = p.state === 'settled' ? 0 : p.remainingMs;
    send({
      type: 'resume',
      seedHash: p.seedHash,
      searchMs: p.searchMs,
      remainingMs,
      deadline: Date.now() + remainingMs,
      canLeave: p.state === 'waiting',
      settled: p.state === 'settled',
    });
  }, []);

  /** Enter Battle: queue start pays the fee; a battle paid for, not yet seen, is resumed, not paid again. */
  const start = useGameMove({
    run: async (steps) => {
      if (pending && !finished.current.has(pending.seedHash)) {
        resume(pending);
        return null;
      }
      send({ type: 'open' });
      try {
        const started = await steps.credit(() => queueStart().unwrap());
        handled.current.add(started.seedHash);
        send({
          type: 'started',
          seedHash: started.seedHash,
          searchMs: started.searchMs,
          deadline: Date.now() + started.searchMs,
        });
        return started;
      } catch (err) {
        send({ type: 'reset' });
        throw err;
      }
    },
    failure: (error) => errorText(error, M.queueFailed),
    toastMs: ARENA_TOAST_MS,
  });

  // Coming back (reload, another tab, a later visit): an open or unseen battle is taken up again.
  const { phase } = flow;
  useEffect(() => {
    if (phase === 'idle' && pending && !handled.current.has(pending.seedHash)) resume(pending);
  }, [phase, pending, resume]);

  /** The result is shown: status stops offering it (a lost answer only means it shows once more later). */
  const seen = useGameMove({
    run: (steps, battleId: number) => steps.credit(() => battleSeen(battleId).unwrap()),
    failure: () => null,
  });

  /** Reads the battle settled already (what it moved is read again, as after a resolve). */
  const readUnseen = useCallback(async () => {
    const battle = await fetchUnseen(undefined, false).unwrap();
    dispatch(arenaApi.util.invalidateTags(['Arena']));
    return battle;
  }, [fetchUnseen, dispatch]);

  /**
   * Resolve (or, for a battle settled already, reading it), tried again after network and server
   * errors. A resolve refused after such a failure may have settled the battle with its answer
   * lost: the unseen battle is read then. Throws the last failure.
   */
  const fight = useCallback(
    async (settled: boolean): Promise<BattleResult> => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await (settled ? readUnseen() : queueResolve().unwrap());
        } catch (err) {
          if (!settled && attempt > 0 && statusOf(err) === 409) {
            const battle = await readUnseen().catch(() => null);
            if (battle) return battle;
            throw err;
          }
          const delay = RESOLVE_RETRY_DELAYS_MS[attempt];
          if (delay === undefined || !retryable(err) || !mounted.current) throw err;
          await wait(delay);
        }
      }
    },
    [readUnseen, queueResolve],
  );

  /** At the search's end: the result (its rewards open from it, once watched), or Error. */
  const resolve = useGameMove({
    run: async (steps, seedHash: string, settled: boolean) => {
      let result: BattleResult;
      try {
        result = await steps.credit(() => fight(settled));
      } catch (err) {
        send({ type: 'failed' });
        throw err;
      }
      if (!mounted.current) return null;
      finished.current.add(seedHash);
      send({ type: 'resolved', result });
      if (result.battleId !== undefined) void seen.run(result.battleId);
      const { won } = mySide(result, nombreRef.current);
      (won ? sounds.win : sounds.lose)();
      // The rewards open from the result (openReward), once the player has watched it.
      return result;
    },
    // Nobody is told once the arena is gone.
    failure: (error) => (mounted.current ? errorText(error, M.resolveFailed) : null),
    toastMs: ARENA_TOAST_MS,
  });

  /** Leave queue: the search is refunded and the dialog closes; refused, the search goes on to its battle. */
  const leaveQueue = useGameMove({
    run: async (steps, seedHash: string) => {
      const { refunded } = await steps.credit(() => queueLeave().unwrap());
      finished.current.add(seedHash);
      send({ type: 'reset' });
      return refunded;
    },
    success: (refunded) =>
      M.leftQueue(f.amount(refunded.hueso), money.name.inGame, f.amount(refunded.energia)),
    failure: (error) => errorText(error, M.leaveFailed),
    toastMs: ARENA_TOAST_MS,
  });

  const { seedHash, searchMs, deadline, settled } = flow;
  const leaving = leaveQueue.busy;
  const resolving = resolve.busy;
  const runResolve = resolve.run;
  // The countdown and, at its end, the resolve call (paused while a Leave queue request runs).
  useEffect(() => {
    if (phase !== 'searching' || !seedHash || deadline === null || leaving || resolving) return;
    const tickMs = searchMs / COUNTDOWN_S;
    const ticker = setInterval(() => {
      send({ type: 'tick' });
      sounds.tick();
    }, tickMs);
    const done = setTimeout(
      () => {
        clearInterval(ticker);
        void runResolve(seedHash, settled);
      },
      Math.max(0, deadline - Date.now()),
    );
    return () => {
      clearInterval(ticker);
      clearTimeout(done);
    };
  }, [phase, seedHash, searchMs, deadline, leaving, resolving, settled, runResolve]);

  const runStart = start.run;
  const runLeave = leaveQueue.run;
  const state: BattleState = useMemo(() => ({ ...flow, leaving, resolving }), [flow, leaving, resolving]);

  return {
    state,
    enter: useCallback(() => runStart(), [runStart]),
    leave: useCallback(async () => {
      if (seedHash) await runLeave(seedHash);
    }, [seedHash, runLeave]),
    /** A battle paid for and not yet seen waits: Enter Battle takes it up, whatever the energy. */
    canResume: Boolean(pending && !finished.current.has(pending.seedHash)),
    close: useCallback(() => send({ type: 'reset' }), []),
    closeReward: useCallback(() => send({ type: 'reward', open: false }), []),
    openReward: useCallback(() => send({ type: 'reward', open: true }), []),
  };
}
