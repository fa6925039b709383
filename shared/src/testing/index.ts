/**
 * @hueso/shared/testing: the one test kit of every app (never part of an app bundle): fixtures,
 * a logged-in store, the render helper, the MSW server with per-endpoint handlers, and the
 * Keychain and chain fakes.
 */
export * from '../query';
export * from './fixtures';
export * from './store';
export * from './render';
export * from './msw';
export * from './fakes';
