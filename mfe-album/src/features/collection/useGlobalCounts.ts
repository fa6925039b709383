import { useCallback, useEffect, useState } from 'react';
import { CHAIN_PAGE_SIZE, countInstances } from '@hueso/contract';
import { findPage, getConfig, toApiError } from '@hueso/shared';

export interface GlobalCounts {
  /** Instances per card id outside the platform account, over the pages read so far. */
  counts: ReadonlyMap<number, number>;
  pages: number;
  done: boolean;
  error: string | null;
  retry: () => void;
}

/** Counts kept for the page's life once complete: switching albums does not count again. */
let finished: { counts: Map<number, number>; pages: number } | null = null;

/** Marks the script time spent counting, for the bench (performance entry 'album:count'). */
function timed<T>(work: () => T, spent: { ms: number }): T {
  const start = performance.now();
  try {
    return work();
  } finally {
    spent.ms += performance.now() - start;
  }
}

/**
 * The global count of every card (SPEC.md section 7): `find` on `<SYMBOL>instances`, 1000 rows
 * at a time with a growing offset until a page comes back empty, counting per card id the
 * instances whose account is not the platform account. Counts grow as pages arrive, so the grid
 * shows before the last page is in.
 */
export function useGlobalCounts(): GlobalCounts {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<GlobalCounts, 'retry'>>(() =>
    finished
      ? { counts: finished.counts, pages: finished.pages, done: true, error: null }
      : { counts: new Map(), pages: 0, done: false, error: null },
  );

  useEffect(() => {
    if (finished) return;
    let cancelled = false;
    const { nftSymbol, accounts } = getConfig();
    const counts = new Map<number, number>();
    const spent = { ms: 0 };
    void (async () => {
      try {
        for (let offset = 0, pages = 0; ; offset += CHAIN_PAGE_SIZE) {
          const rows = await findPage('nft', `${nftSymbol}instances`, {}, offset, CHAIN_PAGE_SIZE);
          if (cancelled) return;
          if (rows.length === 0) {
            finished = { counts, pages };
            try {
              performance.measure('album:count', { start: 0, duration: spent.ms });
            } catch {
              // No User Timing (old browsers, test DOMs): the bench has nothing to read, nothing breaks.
            }
            setState({ counts, pages, done: true, error: null });
            return;
          }
          timed(() => countInstances(rows, accounts.platform, counts), spent);
          pages++;
          setState({ counts: new Map(counts), pages, done: false, error: null });
        }
      } catch (err) {
        if (!cancelled) setState((s) => ({ ...s, done: false, error: toApiError(err).message }));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ counts: new Map(), pages: 0, done: false, error: null });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}

/** Forgets the finished count (after the player sold or bought, and in tests). */
export function forgetGlobalCounts(): void {
  finished = null;
}
