import { useState } from 'react';
import type { PassiveVersion } from '@hueso/contract/stake';
import { useGameMove } from '@hueso/shared/moves';
import { useDepositPassiveMutation, useWithdrawPassiveMutation } from './api/passiveApi';

export type PassiveAction = 'deposit' | 'withdraw';
type PassiveRequest = { kind: 'deposit'; cantidad: number } | { kind: 'withdraw' };

/** What the dialog says once a move is over: Success, or Failed with the server's reason. */
export type PassiveOutcome = { ok: boolean; detail?: string } | null;

/**
 * The passive stake dialog's moves on the platform's game-move hook: a V2 deposit
 * (POST /api/ingresoStakeKodv2) or a withdraw of one version's whole stake, one at a time, their
 * outcome told inside the dialog rather than as a toast.
 */
export function usePassiveMove() {
  const [deposit] = useDepositPassiveMutation();
  const [withdraw] = useWithdrawPassiveMutation();
  const [action, setAction] = useState<PassiveAction | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const move = useGameMove({
    run: async (steps, version: PassiveVersion, request: PassiveRequest): Promise<void> => {
      setAction(request.kind);
      setSucceeded(false);
      try {
        await steps.credit(() =>
          request.kind === 'deposit'
            ? deposit({ version, cantidad: request.cantidad }).unwrap()
            : withdraw(version).unwrap(),
        );
        setSucceeded(true);
      } finally {
        setAction(null);
      }
    },
    errors: 'inline',
  });

  const outcome: PassiveOutcome = succeeded
    ? { ok: true }
    : move.error !== null
      ? { ok: false, detail: move.error }
      : null;
  return {
    busy: move.busy,
    /** The move under way, for its button. */
    running: move.busy ? action : null,
    outcome,
    deposit: (version: PassiveVersion, cantidad: number) =>
      void move.run(version, { kind: 'deposit', cantidad }),
    withdraw: (version: PassiveVersion) => void move.run(version, { kind: 'withdraw' }),
    /** Forgets the last outcome (another version is shown). */
    clear: () => {
      setSucceeded(false);
      move.clearError();
    },
  };
}

export type PassiveMove = ReturnType<typeof usePassiveMove>;
