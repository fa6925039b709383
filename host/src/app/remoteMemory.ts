import type { FirstPaint } from './manifest';

/**
 * What a returning player's page remembers of its last visit, per area: the manifest URL it read
 * and the scripts that manifest named: the remote's entry and its `./App` scripts (all of them
 * content-hashed, served immutable; only the manifest is read anew on every visit). The
 * inline script of index.html (shared/webpack/gamePreload.js, `REMOTE_MEMORY_KEY`) preloads them
 * at once on /game, in parallel with config.json, instead of after config.json and the manifest.
 * A memory from an older deploy costs one wasted preload, never a wrong script: the loader always
 * follows the manifest it reads. One localStorage key of the game's origin, versioned, read
 * defensively: anything unexpected counts as no memory.
 */
export const REMOTE_MEMORY_KEY = 'hueso.remotes';
export const REMOTE_MEMORY_VERSION = 1;
/** A manifest names one entry and a few `./App` scripts; more is not worth remembering. */
export const REMOTE_MEMORY_MAX_SCRIPTS = 8;

export interface RememberedArea {
  manifest: string;
  scripts: string[];
  /**
   * What that manifest declared for the first paint of the area's screens (manifest.ts): with it,
   * the next visit's index.html paints the screen's title on a phone before any script has run
   * (shared/webpack/gamePreload.js, `window.huesoShell`), and the host opens the same page before
   * the manifest is read again (remotes.ts, `firstPaintKnown`).
   */
  firstPaint?: Record<string, FirstPaint>;
}

/** The longest title kept (index.html's `SHELL_MAX_TITLE`). */
export const REMEMBERED_TITLE_MAX = 200;
const isTitle = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= REMEMBERED_TITLE_MAX;

/** The screens of a declaration that are what manifest.ts reads; the others are left out. */
function validScreens(value: unknown): Record<string, FirstPaint> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter(([, screen]: [string, unknown]) => {
      if (!screen || typeof screen !== 'object') return false;
      const { width, title } = screen as { width?: unknown; title?: { en?: unknown; es?: unknown } };
      return (width === 'regular' || width === 'wide') && isTitle(title?.en) && isTitle(title?.es);
    }),
  ) as Record<string, FirstPaint>;
}

const isHttpUrl = (value: unknown): value is string =>
  typeof value === 'string' && value.length < 2048 && /^https?:\/\//.test(value);

function isArea(value: unknown): value is RememberedArea {
  if (!value || typeof value !== 'object') return false;
  const { manifest, scripts } = value as Record<string, unknown>;
  return (
    isHttpUrl(manifest) &&
    Array.isArray(scripts) &&
    scripts.length <= REMOTE_MEMORY_MAX_SCRIPTS &&
    scripts.every(isHttpUrl)
  );
}

/** The stored areas as they are (the envelope of this version; {} otherwise), for a write to keep. */
function storedAreas(): object {
  try {
    const stored = JSON.parse(localStorage.getItem(REMOTE_MEMORY_KEY) ?? 'null') as {
      v?: unknown;
      areas?: unknown;
    };
    return stored?.v === REMOTE_MEMORY_VERSION && stored.areas && typeof stored.areas === 'object'
      ? stored.areas
      : {};
  } catch {
    return {};
  }
}

/**
 * The remembered areas by remote name, checked as index.html checks them; empty when none is
 * valid. Of a declared first paint, only the screens that are valid are kept.
 */
export function readRemoteMemory(): Record<string, RememberedArea> {
  return Object.fromEntries(
    Object.entries(storedAreas())
      .filter(([, area]) => isArea(area))
      .map(([name, area]: [string, RememberedArea]) => {
        const { manifest, scripts, firstPaint } = area;
        return [
          name,
          firstPaint === undefined
            ? { manifest, scripts }
            : { manifest, scripts, firstPaint: validScreens(firstPaint) },
        ];
      }),
  ) as Record<string, RememberedArea>;
}

/**
 * Notes the scripts the manifest at `manifest` named for the remote `name` (page URLs only, at
 * most `REMOTE_MEMORY_MAX_SCRIPTS`). Storage that is full or refused (private mode) only means no
 * head start: the next visit waits for config.json and the manifest, as a first one does.
 */
export function rememberRemote(
  name: string,
  manifest: string,
  scripts: string[],
  firstPaint: Record<string, FirstPaint> = {},
): void {
  const screens = validScreens(firstPaint);
  const area: RememberedArea = {
    manifest,
    scripts: scripts.slice(0, REMOTE_MEMORY_MAX_SCRIPTS),
    ...(Object.keys(screens).length > 0 ? { firstPaint: screens } : {}),
  };
  if (!isArea(area)) return;
  try {
    localStorage.setItem(
      REMOTE_MEMORY_KEY,
      JSON.stringify({ v: REMOTE_MEMORY_VERSION, areas: { ...storedAreas(), [name]: area } }),
    );
  } catch {
    // not remembered
  }
}
