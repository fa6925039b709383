/**
 * The parts of `@module-federation/webpack-bundler-runtime` the host puts on the page for the lean
 * remote entries (federation.ts, `bundlerRuntime`). The package ships no types for these files;
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
