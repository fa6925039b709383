import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Reports remote load failures; the remote's route boundary shows the fallback with Retry, so
 * one remote that is down costs only its own area.
 */
export default function federationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'hueso-remote-errors',
    errorLoadRemote({ id, error }) {
      console.warn(`[federation] could not load ${id}:`, error instanceof Error ? error.message : error);
      return undefined;
    },
  };
}
