import { useAppDispatch } from '@hueso/shared';
import { useGameMove, type MoveSteps } from '@hueso/shared/wallet';
import { countCardsAgain } from '../../../api/cardCountsApi';

/**
 * A card-market move of the album (sell, buy, cancel) on the platform's game-move hook: one at
 * a time, its failure shown in the dialog, its success as `told`, and the global card counts read
 * again after it, whatever its outcome.
 */
export function useMarketMove() {
  const dispatch = useAppDispatch();
  return useGameMove({
    run: async (steps, action: (steps: MoveSteps) => Promise<string>, told: string) => {
      try {
        await action(steps);
        return told;
      } finally {
        dispatch(countCardsAgain());
      }
    },
    success: (told: string) => told,
    errors: 'inline',
  });
}
