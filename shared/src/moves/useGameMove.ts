import { useCallback, useEffect, useRef, useState } from 'react';
import { reportingPending, toApiError, type ApiError } from '../api/client';
import { waitForTransaction } from '../chain/client';
import { useAppDispatch } from '../store/store';
import { showToast, type ToastKind } from '../ui/toastSlice';

/** Where a game move stands ('working': checks before the wallet or the server); its button and dialog show this. */
export type MovePhase = 'idle' | 'working' | 'signing' | 'confirming' | 'crediting';

/** A toast's text, or its text and kind ('success' unless said). */
export type MoveMessage = string | { text: string; kind: ToastKind };

/** The steps a move runs through; each marks its phase before it starts. */
export interface MoveSteps {
  /** A request to the wallet (phase 'signing'): resolves to what the wallet answered. */
  sign<T>(request: () => Promise<T>): Promise<T>;
  /** Waits until the chain has processed the transaction (phase 'confirming'); resolves to it. */
  confirm(txId: string): ReturnType<typeof waitForTransaction>;
  /** The server call that credits or applies the move (phase 'crediting'). */
  credit<T>(call: () => Promise<T>): Promise<T>;
}

/** A game move, described: what it does and what the player is told. */
export interface GameMove<A extends unknown[], R> {
  run: (steps: MoveSteps, ...args: A) => Promise<R>;
  /**
   * The toast once the move is done, if any (null: none for this result); a move that ends in a
   * state worth an info or error toast (say a credit still pending) gives its kind.
   */
  success?: string | ((result: R) => MoveMessage | null);
  /**
   * The failure's text, by default the error's own (server text, wallet text, chain text);
   * null: nothing to tell (the move told the player itself).
   */
  failure?: (error: ApiError) => string | null;
  /**
   * 'toast' (default), or 'inline': the failure is kept in `error` for the dialog to show (a
   * toast once the dialog is gone).
   */
  errors?: 'toast' | 'inline';
  /** How long the move's toasts show (ms), where an area's spec gives its own; else the platform's. */
  toastMs?: number;
}

export interface GameMoveState<A extends unknown[], R> {
  /** Runs the move unless one runs already; resolves to its result, or undefined if it failed or did not run. */
  run: (...args: A) => Promise<R | undefined>;
  phase: MovePhase;
  busy: boolean;
  /** The last failure's text, for an inline move. */
  error: string | null;
  clearError: () => void;
}

/**
 * Runs every game move of the platform: one at a time per move (no double submit, also within
 * one render), its wallet phases (signing, confirming on chain, crediting), one error path (the
 * toast, or the dialog for inline moves), and its outcome.
 */
export function useGameMove<A extends unknown[], R>(move: GameMove<A, R>): GameMoveState<A, R> {
  const dispatch = useAppDispatch();
  const [phase, setPhase] = useState<MovePhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);
  const latest = useRef(move);
  latest.current = move;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const enter = useCallback((next: MovePhase) => {
    if (mounted.current) setPhase(next);
  }, []);

  const run = useCallback(
    async (...args: A): Promise<R | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      const current = latest.current;
      enter('working');
      setError(null);
      const steps: MoveSteps = {
        sign: (request) => {
          enter('signing');
          return request();
        },
        confirm: (txId) => {
          enter('confirming');
          return waitForTransaction(txId);
        },
        credit: (call) => {
          enter('crediting');
          return call();
        },
      };
      try {
        // A server answer that is a chain operation still on its way (202) is followed to its
        // end by the query layer; the move shows 'confirming' meanwhile.
        const result = await reportingPending(
          () => enter('confirming'),
          () => current.run(steps, ...args),
        );
        const told = typeof current.success === 'function' ? current.success(result) : current.success;
        if (typeof told === 'string') dispatch(showToast(told, 'success', current.toastMs));
        else if (told) dispatch(showToast(told.text, told.kind, current.toastMs));
        return result;
      } catch (err) {
        const apiError = toApiError(err);
        const text = current.failure ? current.failure(apiError) : apiError.message;
        if (text !== null) {
          // An inline failure whose dialog is gone (the player left) is still told, as a toast.
          if (current.errors === 'inline' && mounted.current) setError(text);
          else dispatch(showToast(text, 'error', current.toastMs));
        }
        return undefined;
      } finally {
        running.current = false;
        enter('idle');
      }
    },
    [dispatch, enter],
  );

  const clearError = useCallback(() => setError(null), []);
  return { run, phase, busy: phase !== 'idle', error, clearError };
}
