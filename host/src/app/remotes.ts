import { registerPlugins, registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { RemoteAppProps, RuntimeConfig } from '@hueso/shared';
import type { ComponentType } from 'react';

let manifests: Record<string, string> = {};

/** Registers every remote named in config.json: changing a URL needs no rebuild of the host. */
export function registerConfiguredRemotes(config: RuntimeConfig): void {
  manifests = config.remotes;
  registerPlugins([
    RetryPlugin({ fetch: { retryTimes: 1, retryDelay: 300 }, script: { retryTimes: 1, retryDelay: 300 } }),
  ]);
  registerRemotes(Object.entries(manifests).map(([name, entry]) => ({ name, entry })));
}

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
}

/**
 * Loads a remote's `./App`. With `fresh`, the remote is registered again first, which drops the
 * runtime's cached failure so that Retry really fetches the manifest again.
 */
export async function loadRemoteApp(name: string, fresh = false): Promise<ComponentType<RemoteAppProps>> {
  const entry = manifests[name];
  if (!entry) throw new RemoteUnavailableError(`The ${name} area is not deployed`);
  if (fresh) registerRemotes([{ name, entry }], { force: true });
  const mod = await loadRemote<{ default: ComponentType<RemoteAppProps> }>(`${name}/App`);
  if (!mod?.default) throw new RemoteUnavailableError(`The ${name} area could not be loaded`);
  return mod.default;
}
