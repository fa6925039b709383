/**
 * What `<hueso-area>` loads with its first element: the page's one federation runtime (the
 * host's, ../app/federation.ts, with the host's copies of every shared library), the game's
 * config.json, and each area's `./App`, mounted with `createMount` of @hueso/shared.
 */
import type { ComponentType } from 'react';
import { createMount, loadConfig, type RemoteAppProps, type RuntimeConfig } from '@hueso/shared';
import { createFederation } from '../app/federation';
import { EMBED_MESSAGES as M } from './messages';

/** A failure the element shows in its own words, with Retry. */
export class EmbedError extends Error {
  override name = 'EmbedError';
}

export interface AreaOptions {
  area: string;
  /** The area's route (memory router), e.g. `/arena/leaderboard`. */
  path?: string;
  /** URL of a config.json; default: the one next to the loader. */
  config?: string;
  lang?: string;
  nonce?: string;
  /** The loader's own URL: the game's origin. */
  loaderUrl: string;
}

let federation: ReturnType<typeof createFederation> | null = null;
/** The manifest each area was registered with, and the areas whose last load failed. */
const registered = new Map<string, string>();
const failed = new Set<string>();

/** One page, one config: the first element's config.json is every element's (getConfig). */
let config: { url: string; value: Promise<RuntimeConfig> } | null = null;

function readConfig(url: string): Promise<RuntimeConfig> {
  if (config?.url !== url) {
    const value = loadConfig(url);
    config = { url, value };
    value.catch(() => {
      if (config?.value === value) config = null;
    });
  }
  return config.value.catch((err: Error) => {
    console.warn(`[hueso-area] ${err.message}`);
    throw new EmbedError(M.noConfig(url));
  });
}

function runtime(remotes: Record<string, string>) {
  federation ??= createFederation({});
  const fresh = Object.entries(remotes)
    .filter(([name, entry]) => registered.get(name) !== entry)
    .map(([name, entry]) => ({ name, entry }));
  if (fresh.length) federation.registerRemotes(fresh, { force: true });
  for (const { name, entry } of fresh) registered.set(name, entry);
  return federation;
}

async function loadApp(
  area: string,
  remotes: Record<string, string>,
): Promise<ComponentType<RemoteAppProps>> {
  const mf = runtime(remotes);
  // Retry after a failure: register again, which drops the runtime's cached failure.
  if (failed.has(area)) mf.registerRemotes([{ name: area, entry: remotes[area]! }], { force: true });
  try {
    const mod = await mf.loadRemote<{ default: ComponentType<RemoteAppProps> }>(`${area}/App`);
    if (!mod?.default) throw new Error(`${area}/App has no default export`);
    failed.delete(area);
    return mod.default;
  } catch (err) {
    failed.add(area);
    console.warn(`[hueso-area] ${area}:`, err instanceof Error ? err.message : err);
    throw new EmbedError(M.unreachable(area));
  }
}

const mounts = new Map<ComponentType<RemoteAppProps>, ReturnType<typeof createMount>>();

/** Mounts `options.area` in `element` (inside the element's shadow root); resolves to its unmount. */
export async function mountArea(element: HTMLElement, options: AreaOptions): Promise<() => void> {
  const configUrl = new URL(options.config ?? '/config.json', options.loaderUrl).href;
  const { remotes } = await readConfig(configUrl);
  if (!remotes[options.area]) throw new EmbedError(M.unknownArea(options.area, Object.keys(remotes)));
  const App = await loadApp(options.area, remotes);
  let mount = mounts.get(App);
  if (!mount) mounts.set(App, (mount = createMount(App)));
  return mount(element, {
    config: configUrl,
    basePath: '/',
    router: 'memory',
    initialPath: options.path ?? '/',
    lang: options.lang,
    nonce: options.nonce,
  });
}
