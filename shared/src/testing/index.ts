/**
 * @hueso/shared/testing: the one test kit of every app (never part of an app bundle): fixtures,
 * a logged-in store, the render helpers, the MSW server with per-endpoint handlers, the Keychain
 * and chain fakes, and the axe check.
 */
export * from '../query';
export * from './fixtures';
export * from './store';
export * from './render';
export * from './msw';
export * from './fakes';
export * from './axe';
export * from './catalogueText';
