/**
 * What `<hueso-area>` loads with its first element: the game's config.json, and each area's
 * `./App` through the host's own loader (../app/remotes.ts: the page's one federation runtime,
 * ../app/federation.ts, with the host's copies of every shared library), mounted with
 * `createMemoryMount` of @hueso/shared.
 */
import { createMemoryMount, loadConfig, type RuntimeConfig } from '@hueso/shared';
import { loadRemoteApp, registerConfiguredRemotes } from '../app/remotes';
import { versionConflict } from '../app/versionConflict';
import { embedMessages } from './messages';

/** A failure the element shows in its own words, with Retry unless retrying cannot help. */
export class EmbedError extends Error {
  override name = 'EmbedError';
  constructor(
    message: string,
    readonly retry = true,
  ) {
    super(message);
  }
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

/** The areas whose last load failed: the next try registers them again (drops the cached failure). */
const failed = new Set<string>();

/**
 * One page, one config: the first element's config.json is every element's (getConfig). Its
 * remotes are registered with the host's loader (../app/remotes.ts) once it is read.
 */
let config: { url: string; value: Promise<RuntimeConfig> } | null = null;

function readConfig(url: string, lang?: string): Promise<RuntimeConfig> {
  if (config?.url !== url) {
    const value = loadConfig(url);
    config = { url, value };
    value.then(registerConfiguredRemotes, () => {
      if (config?.value === value) config = null;
    });
  }
  return config.value.catch((err: Error) => {
    console.warn(`[hueso-area] ${err.message}`);
    throw new EmbedError(embedMessages(lang).noConfig(url));
  });
}

async function loadApp(area: string, lang?: string) {
  try {
    const App = await loadRemoteApp(area, failed.has(area));
    failed.delete(area);
    return App;
  } catch (err) {
    failed.add(area);
    console.warn(`[hueso-area] ${area}:`, err instanceof Error ? err.message : err);
    const conflict = versionConflict(err);
    if (conflict) {
      const { library, needed, provided } = conflict;
      throw new EmbedError(embedMessages(lang).version(area, library, needed, provided), false);
    }
    throw new EmbedError(embedMessages(lang).unreachable(area));
  }
}

/** Mounts `options.area` in `element` (inside the element's shadow root); resolves to its unmount. */
export async function mountArea(element: HTMLElement, options: AreaOptions): Promise<() => void> {
  const configUrl = new URL(options.config ?? '/config.json', options.loaderUrl).href;
  const { remotes } = await readConfig(configUrl, options.lang);
  if (!remotes[options.area])
    throw new EmbedError(embedMessages(options.lang).unknownArea(options.area, Object.keys(remotes)));
  const App = await loadApp(options.area, options.lang);
  return createMemoryMount(App)(element, {
    config: configUrl,
    basePath: '/',
    initialPath: options.path ?? '/',
    lang: options.lang,
    nonce: options.nonce,
  });
}
