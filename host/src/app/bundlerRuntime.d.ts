/**
 * The parts of `@module-federation/webpack-bundler-runtime` the page hands to the lean remote
 * entries (leanRemote.ts, `leanFederation`). The package ships no types for these files;
 * the host only hands the functions on, so their signatures stay opaque here.
 */
type BundlerFunction = (...args: never[]) => unknown;

declare module '@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.js' {
  export const attachShareScopeMap: BundlerFunction;
}
declare module '@module-federation/webpack-bundler-runtime/dist/consumes.js' {
  export const consumes: BundlerFunction;
}
declare module '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js' {
  export const initContainerEntry: BundlerFunction;
}
declare module '@module-federation/webpack-bundler-runtime/dist/initializeSharing.js' {
  export const initializeSharing: BundlerFunction;
}
declare module '@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js' {
  export const installInitialConsumes: BundlerFunction;
}
