import type { OpenResponse } from '@hueso/contract/market';
import { useGameMove } from '@hueso/shared/wallet';
import { useOpenItemMutation, type OpenRequest } from '../api/inventoryApi';

/**
 * Opening items of the inventory as a game move: one request at a time, its failure kept for the
 * dialog; resolves to what came out (the player info is read again either way).
 */
export function useOpenItem() {
  const [openItem] = useOpenItemMutation();
  return useGameMove({
    run: (steps, request: OpenRequest): Promise<OpenResponse> =>
      steps.credit(() => openItem(request).unwrap()),
    errors: 'inline',
  });
}
