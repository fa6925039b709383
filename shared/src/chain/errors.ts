import { ApiError } from '../api/client';

/**
 * A sidechain failure, shown to the player as it is. `CHAIN_REFUSED`: the chain processed the
 * transaction and rejected it (nothing moved); `CHAIN`: no answer or no confirmation yet.
 */
export class ChainError extends ApiError {
  override name = 'ChainError';
  constructor(message: string, code: 'CHAIN' | 'CHAIN_REFUSED' = 'CHAIN') {
    super(message, null, code);
  }
}
