/**
 * `@hueso/contract/common`: the part of the contract every app uses, one copy per page. The host
 * provides it to the remotes as a strict federation singleton (shared/webpack/createConfig.js):
 * amounts and counts, the error body and generic texts, number and time formatting, the player
 * record, login and session, cards and rarities, and the zod
 * functions (`z`) the feature modules build their schemas with. The feature modules (missions,
 * pool, market, stake, arena, …) import it by this name, never by a relative path, so each remote
 * bundles only its own features and takes this part from the host.
 */
export * as z from './z';
export * from './core';
export * from './format';
export * from './burnedCounts';
export * from './player';
export * from './session';
export * from './cards';
export * from './arenaEntry';
export * from './operation';
