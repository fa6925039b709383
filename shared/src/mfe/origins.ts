import type { RuntimeConfig } from '../config/config';

function originOf(url: string, base: string): string | null {
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
}

/**
 * The origins the game itself serves pages from: the host (`host` of config.json, and the origin
 * config.json was read from) and each remote's. Any other origin is a site embedding an area.
 */
export function gameOrigins(config: RuntimeConfig, configUrl?: string, base = location.href): string[] {
  const urls = [config.host, configUrl, ...Object.values(config.remotes)].filter(
    (url): url is string => typeof url === 'string',
  );
  return [...new Set(urls.map((url) => originOf(url, base)).filter((o): o is string => o !== null))];
}

/** Whether this page is one of the game's own (where its session cookie and dev wallet belong). */
export function isGameOrigin(config: RuntimeConfig, configUrl?: string, origin = location.origin): boolean {
  return gameOrigins(config, configUrl).includes(origin);
}
