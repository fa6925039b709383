/** The origins a page of the game talks to, read from its config.json (for Content-Security-Policy). */

/** The origin of an absolute http(s) URL of config.json; none for a relative one (it is 'self'). */
function originOf(url) {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : undefined;
  } catch {
    return undefined;
  }
}

export const unique = (list) => [...new Set(list.filter(Boolean))];

/**
 * The origins a page of the game talks to, from its config.json: `api` (the reference server,
 * which also serves the card and item art), `chain` (the two RPC URLs) and `remotes` (the
 * manifests, remote entries and their chunks).
 */
export function configOrigins(config = {}) {
  return {
    api: unique([originOf(config.apiBase)]),
    chain: unique(Object.values(config.chain ?? {}).map(originOf)),
    remotes: unique(Object.values(config.remotes ?? {}).map(originOf)),
  };
}
