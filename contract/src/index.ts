/**
 * @hueso/contract: the zod schemas of every call and the pure game rules, split by domain. The
 * common part (`@hueso/contract/common`) is one copy per page, provided by the host; each feature
 * module (`@hueso/contract/<feature>`) is bundled by the apps that use it, at the version they
 * were built with. This entry re-exports everything, for the server and the tests.
 */
export * from '@hueso/contract/common';
export * from './missions';
export * from './pool';
export * from './market';
export * from './metrics';
export * from './ranking';
export * from './query';
export * from './stake';
export * from './arena';
export * from './burn';
export * from './crafting';
export * from './album';
export * from './catalogue';
export * from './units';
export * from './chainId';
export * from './chain';
