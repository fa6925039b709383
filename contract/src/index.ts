/**
 * @hueso/contract: the zod schemas of every call and the pure game rules, split by domain.
 * Each app bundles the version it was built with; the reference server uses the same package.
 */
export * from './common';
export * from './format';
export * from './player';
export * from './session';
export * from './missions';
export * from './pool';
export * from './cards';
export * from './market';
export * from './metrics';
export * from './ranking';
export * from './stake';
export * from './arena';
export * from './chain';
export * from './burn';
export * from './crafting';
export * from './album';
