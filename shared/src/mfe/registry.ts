import registry from '../../remotes.json';
import type { Language } from '../i18n/language';

/** One entry of the top bar's navigation: a label and a route under /game ('' is /game itself). */
export interface NavEntry {
  label: string;
  /** The label in Español. */
  labelEs: string;
  route: string;
}

/** A remote area of the game, as listed once in shared/remotes.json. */
export interface RemoteInfo {
  /** Federation name, also the key of `remotes` in config.json. */
  name: string;
  /** Workspace folder of the remote. */
  dir: string;
  /** How players call the area (top bar, "area unavailable" page). */
  label: string;
  /** The same in Español. */
  labelEs: string;
  /** Port of its dev server and of `npm start`. */
  port: number;
  /** Manifest URL in the default config.json. */
  manifest: string;
  /** Routes under /game the area owns ('' is the index); the remote routes inside them itself. */
  routes: string[];
  /** Other spellings that redirect to the area's first route, as absolute paths. */
  aliases?: string[];
  nav: NavEntry[];
}

/** Every remote of the game, in the top bar's order. */
export const remoteRegistry: readonly RemoteInfo[] = registry.remotes;

/** The label players know a remote by; the name itself for a remote not in the registry. */
export function remoteLabel(name: string, lang: Language = 'en'): string {
  const r = remoteRegistry.find((x) => x.name === name);
  return (lang === 'es' ? r?.labelEs : r?.label) ?? name;
}

/** The top bar's entries: absolute paths under `gamePath`. */
export function navEntries(gamePath = '/game', lang: Language = 'en'): { to: string; label: string }[] {
  return remoteRegistry.flatMap((r) =>
    r.nav.map((n) => ({
      to: n.route ? `${gamePath}/${n.route}` : gamePath,
      label: lang === 'es' ? n.labelEs : n.label,
    })),
  );
}
