import { remoteRegistry, type RemoteAppProps, type RuntimeConfig } from '@hueso/shared';
import type { ComponentType } from 'react';

type Federation = ReturnType<typeof import('./federation').createFederation>;

let manifests: Record<string, string> = {};
let federation: Promise<Federation> | null = null;

/**
 * Notes the remotes named in config.json: changing a URL needs no rebuild of the host. The
 * federation runtime itself loads with the first remote area or nav link preload, not before.
 */
export function registerConfiguredRemotes(config: RuntimeConfig): void {
  manifests = config.remotes;
  federation = null;
}

function runtime(): Promise<Federation> {
  federation ??= import(/* webpackChunkName: "federation" */ './federation').then(
    ({ createFederation }) => createFederation(manifests),
    (err: unknown) => {
      federation = null;
      throw err;
    },
  );
  return federation;
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
  const mf = await runtime();
  if (fresh) mf.registerRemotes([{ name, entry }], { force: true });
  const mod = await mf.loadRemote<{ default: ComponentType<RemoteAppProps> }>(`${name}/App`);
  if (!mod?.default) throw new RemoteUnavailableError(`The ${name} area could not be loaded`);
  return mod.default;
}

const preloaded = new Set<string>();

/**
 * Fetches the manifest, entry and `./App` chunks of the remote that owns a `/game/...` path
 * (shared/remotes.json), once, when its nav link is hovered or focused. Failures are left to the
 * route, which shows the area's "unavailable" page with Retry.
 */
export function preloadRemoteOf(path: string): void {
  const segment = path.replace(/^\/game\/?/, '').split('/')[0] ?? '';
  const remote = remoteRegistry.find((r) => r.routes.includes(segment));
  if (!remote || !manifests[remote.name] || preloaded.has(remote.name)) return;
  preloaded.add(remote.name);
  runtime()
    .then((mf) => mf.preloadRemote([{ nameOrAlias: remote.name, exposes: ['./App'] }]))
    .catch(() => preloaded.delete(remote.name));
}
