/** Content-Security-Policy building blocks: the origins a config.json names, and the policy text. */

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

/**
 * What a page that embeds the game must allow (docs/embedding.md), given the game's origin: the
 * loader and its chunks from the game, the remotes' files, the API and chain requests, the art.
 * Styles may be inline, or allowed by the nonce of the loader's `<script>` instead.
 */
export function embedDirectives(config, game) {
  const { api, chain, remotes } = configOrigins(config);
  return {
    'script-src': unique([game, ...remotes]),
    'connect-src': unique([game, ...api, ...chain, ...remotes]),
    'img-src': unique(['data:', game, ...api, ...remotes]),
    'style-src': ["'unsafe-inline'"],
  };
}

/** The directives every strict policy here shares: nothing from elsewhere unless a page adds it. */
export const STRICT_DIRECTIVES = {
  'default-src': ["'self'"],
  'font-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The order directives are written in (any other follows). */
const ORDER = [
  'default-src',
  'script-src',
  'connect-src',
  'img-src',
  'style-src',
  'font-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
];
const rank = (name) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);

/** The header value of a policy given as `directive → sources`, in one fixed order. */
export function policyText(directives) {
  return Object.entries(directives)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
