/**
 * @hueso/shared/wallet: the wallet (Hive Keychain or the dev wallet), payments, the chain client
 * and the game's moves, shared on its own: only screens that move funds or sign download it.
 */
export * from './keychain';
export * from './wallet';
export * from './installDevWallet';
export * from './payments';
export * from './bringToWallet';
export * from './paymentsDiscard';
export * from '../moves/useGameMove';
export * from '../moves/MovePhaseStatus';
export * from '../chain/client';
