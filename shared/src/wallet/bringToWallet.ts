/**
 * Spending HUESO where it is: a price paid from the wallet that the wallet cannot cover, while the
 * player's HUESO in the game can, is covered by one guided move through the profile's own calls
 * (Withdraw in game, then Withdraw all), each step checked against its own answer before the next.
 */
import { ApiError, unwrapCall } from '../api/client';
import { loadQueryLayer } from '../api/queryLayer';
import { tokenBalances } from '../chain/client';
import type { MoveSteps } from '../moves/useGameMove';
import type { AppDispatch } from '../store/store';

/** The player's HUESO in each place the guided move reads. */
export interface HuesoPlaces {
  wallet: number;
  withdrawable: number;
  inGame: number;
}

/**
 * What must move to the wallet to pay `price`: the withdrawable HUESO (Withdraw all moves all of
 * it) and, only when that is not enough, all the in-game HUESO first (Withdraw in game moves all
 * of it). Null when the wallet already pays, or when all three together cannot.
 */
export interface WalletTopUp {
  /** In-game HUESO moved to withdrawable first (0: this step is skipped). */
  fromInGame: number;
  /** What Withdraw all sends to the wallet: the withdrawable HUESO, plus what came from the game. */
  toWallet: number;
  /** The wallet's HUESO once the move is done. */
  walletAfter: number;
}

export function planWalletTopUp(price: number, have: HuesoPlaces): WalletTopUp | null {
  if (have.wallet >= price) return null;
  if (have.wallet + have.withdrawable >= price)
    return { fromInGame: 0, toWallet: have.withdrawable, walletAfter: have.wallet + have.withdrawable };
  const toWallet = have.withdrawable + have.inGame;
  if (have.wallet + toWallet < price) return null;
  return { fromInGame: have.inGame, toWallet, walletAfter: have.wallet + toWallet };
}

/** How long the guided move waits for the chain's balance to show the withdrawal (ms). */
const BALANCE_WAIT_MS = 15_000;

/**
 * Runs the plan for `account`: Withdraw in game (if planned), whose answer must show the HUESO
 * withdrawable; Withdraw all, whose answer (a 202 operation followed to its end) must show it
 * gone from the game; then the wallet's balance on the chain, read until it holds `walletAfter`.
 * `message` gives the refusal when an answer is not what the step expected.
 */
export function bringToWallet(steps: MoveSteps, account: string, plan: WalletTopUp, message: () => string) {
  return async (dispatch: AppDispatch): Promise<void> => {
    const { fundsApi } = await loadQueryLayer();
    if (plan.fromInGame > 0) {
      const moved = await steps.credit(() =>
        unwrapCall(dispatch(fundsApi.endpoints.withdrawInGame.initiate())),
      );
      if (moved.usuario.dinero !== 0 || moved.usuario.dineroReal < plan.toWallet)
        throw new ApiError(message(), null);
    }
    const sent = await steps.credit(() => unwrapCall(dispatch(fundsApi.endpoints.withdrawAll.initiate())));
    if (sent.usuario.dineroReal !== 0) throw new ApiError(message(), null);
    const until = Date.now() + BALANCE_WAIT_MS;
    for (;;) {
      const wallet = (await tokenBalances(account)).HUESO ?? 0;
      if (wallet >= plan.walletAfter - 1e-8) return;
      if (Date.now() > until) throw new ApiError(message(), null);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };
}
