import { remoteRegistry, type RemoteAppProps, type RuntimeConfig } from '@hueso/shared';
import type { ComponentType } from 'react';
import { loadFailures } from './loadFailures';
import { resolveManifest, type FirstPaint, type ResolvedRemote } from './manifest';

type Federation = ReturnType<typeof import('./federation').createFederation>;

let manifests: Record<string, string> = {};
let federation: Promise<Federation> | null = null;
/** Each remote's manifest, read once (again after a failure, or for Retry). */
const resolved = new Map<string, Promise<ResolvedRemote>>();
/** What each manifest read so far declares for the first paint (`firstPaintKnown`). */
const firstPaints = new Map<string, Record<string, FirstPaint>>();
/** The remotes registered with the runtime, and the entry each was registered with. */
const registered = new Map<string, string>();

/** Keeps the scripts each manifest names for the next visit (remoteMemory.ts), on the game's page. */
type Remember = (
  name: string,
  manifest: string,
  scripts: string[],
  firstPaint: Record<string, FirstPaint>,
) => void;
let remember: Remember | undefined;

/** What the last visit's manifests declared for the first paint, by remote name (remoteMemory.ts). */
export type RememberedFirstPaints = Record<string, { firstPaint?: Record<string, FirstPaint> }>;

/**
 * Notes the remotes named in config.json: changing a URL needs no rebuild of the host. The
 * federation runtime itself loads with the first remote area or nav link preload, not before.
 * `remember`: the game's own page keeps each area's scripts for its next visit's index.html
 * (`rememberRemote`); an embedding page (another site's origin) passes none: its storage is left
 * alone and the memory's code is not in its bundle.
 */
export function registerConfiguredRemotes(
  config: RuntimeConfig,
  options: { remember?: Remember; remembered?: RememberedFirstPaints } = {},
): void {
  remember = options.remember;
  manifests = config.remotes;
  federation = null;
  resolved.clear();
  firstPaints.clear();
  registered.clear();
  // Until its manifest is read again, an area's screens open as its manifest declared them on the
  // last visit: the title index.html painted, which could not know config.json yet either.
  for (const [name, { firstPaint }] of Object.entries(options.remembered ?? {}))
    if (firstPaint && manifests[name]) firstPaints.set(name, firstPaint);
}

function runtime(): Promise<Federation> {
  federation ??= import(/* webpackChunkName: "federation" */ './federation').then(
    ({ createFederation }) => createFederation(),
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

declare global {
  interface Window {
    /** The manifest request a returning player's index.html started (shared/webpack/gamePreload.js). */
    huesoManifest?: Promise<{ url: string; response: Promise<Response> } | null>;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The request index.html already started, when it is for `url`: taken once. */
async function earlyRequest(url: string): Promise<Response | undefined> {
  const early = await window.huesoManifest;
  if (early?.url !== url) return undefined;
  window.huesoManifest = undefined;
  return early.response;
}

/** GET a manifest, once more after 300 ms when the network or the server fails. */
async function fetchManifest(url: string): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = (attempt === 0 && (await earlyRequest(url))) || (await fetch(url));
      if (res.ok) return await res.json();
      if (res.status < 500 || attempt > 0)
        throw new RemoteUnavailableError(`${url} answered HTTP ${res.status}`);
    } catch (err) {
      if (err instanceof RemoteUnavailableError || attempt > 0) throw err;
    }
    await wait(300);
  }
}

/** The remote entry of `name`, from its manifest in config.json (manifest.ts). */
function resolveRemote(name: string, fresh: boolean): Promise<ResolvedRemote> {
  const url = manifests[name];
  if (!url) return Promise.reject(new RemoteUnavailableError(`The ${name} area is not deployed`));
  let pending = fresh ? undefined : resolved.get(name);
  if (!pending) {
    const absolute = new URL(url, window.location.href).href;
    const reading = fetchManifest(absolute).then((json) => {
      const read = resolveManifest(name, absolute, json);
      // The next visit's index.html preloads these before it has config.json (remoteMemory.ts),
      // the entry too: its name carries its content hash and it is served immutable, so the
      // runtime's script takes the preloaded or cached copy (one request, none when cached).
      remember?.(name, absolute, read.preload, read.firstPaint);
      firstPaints.set(name, read.firstPaint);
      return read;
    });
    // A failed read is forgotten, unless a newer one (Retry) has taken its place.
    reading.catch(() => resolved.get(name) === reading && resolved.delete(name));
    resolved.set(name, reading);
    pending = reading;
  }
  return pending;
}

/**
 * Loads a remote's `./App`. The manifest and the federation runtime download side by side. With
 * `fresh`, the manifest is read again and the remote registered again, which drops the runtime's
 * cached failure so that Retry really fetches the entry again.
 */
export async function loadRemoteApp(name: string, fresh = false): Promise<ComponentType<RemoteAppProps>> {
  const [mf, { remote }] = await Promise.all([runtime(), resolveRemote(name, fresh)]);
  if (fresh || registered.get(name) !== remote.entry) {
    mf.registerRemotes([remote], { force: registered.has(name) });
    registered.set(name, remote.entry);
  }
  loadFailures.delete(name);
  const mod = await mf.loadRemote<{ default: ComponentType<RemoteAppProps> }>(`${name}/App`);
  if (!mod?.default)
    throw new RemoteUnavailableError(`The ${name} area could not be loaded`, {
      cause: loadFailures.get(name),
    });
  return mod.default;
}

/**
 * What the area `name` says the host may paint of its screen at `path` (under /game/, no slashes
 * at the ends) while its code loads, when its manifest has been read already (a stored session's
 * page starts reading it before the routes render: `preloadRemoteOf`).
 */
export function firstPaintKnown(name: string, path: string): FirstPaint | undefined {
  const screens = firstPaints.get(name);
  return screens && Object.hasOwn(screens, path) ? screens[path] : undefined;
}

/**
 * `firstPaintKnown` once the manifest the loader reads anyway is in; undefined when it says
 * nothing or cannot be read (the loader reports that).
 */
export async function firstPaintOf(name: string, path: string): Promise<FirstPaint | undefined> {
  try {
    await resolveRemote(name, false);
  } catch {
    return undefined;
  }
  return firstPaintKnown(name, path);
}

const preloaded = new Set<string>();

/**
 * Fetches the manifest, the federation runtime, the entry and the `./App` scripts of the remote
 * that owns a `/game/...` path (shared/remotes.json), once, when its nav link is hovered or
 * focused or a stored session opens it. The scripts are preloaded, not run: the route runs them.
 * Failures are left to the route, which shows the area's "unavailable" page with Retry.
 */
export function preloadRemoteOf(path: string): void {
  const segment = path.replace(/^\/game\/?/, '').split('/')[0] ?? '';
  const remote = remoteRegistry.find((r) => r.routes.includes(segment));
  if (!remote || !manifests[remote.name] || preloaded.has(remote.name)) return;
  preloaded.add(remote.name);
  void runtime().catch(() => undefined);
  resolveRemote(remote.name, false).then(
    ({ preload }) => {
      for (const href of preload) {
        if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) continue;
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'script';
        link.href = href;
        document.head.appendChild(link);
      }
    },
    () => preloaded.delete(remote.name),
  );
}
