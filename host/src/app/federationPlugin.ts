import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { loadFailures } from './loadFailures';

const RETRY_DELAY_MS = 300;
const wait = () => new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));

/**
 * The host's federation runtime plugin:
 * - a remote entry or an exposed module whose script fails to load is tried once more after
 *   300 ms, through the runtime's own recovery hooks (`loadEntryError`, `getModuleFactory`), so a
 *   dropped connection does not cost the area; the manifest's fetch is retried in remotes.ts;
 * - load failures are reported; the remote's route boundary shows the fallback with Retry, so
 *   one remote that is down costs only its own area.
 */
export default function federationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'hueso-remotes',
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const retried = wait().then(async () => {
        // The failed load is cached under this key; the second try starts afresh.
        delete globalLoading[uniqueKey];
        return (await getRemoteEntry({ origin, remoteInfo, remoteEntryExports })) || undefined;
      });
      // The hook is typed as a promise of a promise of the entry; the runtime awaits either.
      return retried as unknown as Promise<typeof retried>;
    },
    async getModuleFactory({ remoteEntryExports, expose }) {
      try {
        return await remoteEntryExports.get(expose);
      } catch {
        await wait();
        return remoteEntryExports.get(expose);
      }
    },
    errorLoadRemote({ id, error }) {
      loadFailures.set(id.split('/')[0]!, error);
      console.warn(`[federation] could not load ${id}:`, error instanceof Error ? error.message : error);
      return undefined;
    },
  };
}
