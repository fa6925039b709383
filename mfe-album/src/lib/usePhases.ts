import { useState } from 'react';
import { toApiError } from '@hueso/shared';

export type Phase = 'idle' | 'signing' | 'confirming';

/**
 * A market action's phases for its dialog: signing in the wallet, then waiting for the chain;
 * one at a time (buttons are disabled while busy) and its failure kept to show in the dialog.
 */
export function usePhases() {
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const run = async (action: (onSigned: () => void) => Promise<unknown>): Promise<boolean> => {
    if (phase !== 'idle') return false;
    setError(null);
    setPhase('signing');
    try {
      await action(() => setPhase('confirming'));
      return true;
    } catch (err) {
      setError(toApiError(err).message);
      return false;
    } finally {
      setPhase('idle');
    }
  };
  return { phase, error, run, busy: phase !== 'idle' };
}
