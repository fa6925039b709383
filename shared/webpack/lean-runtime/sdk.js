/**
 * The two `@module-federation/sdk` names the bundler runtime imports, for the lean build (which
 * consumes no remotes): without the rest of the SDK and its logger.
 */
export const ENCODE_NAME_PREFIX = 'ENCODE_NAME_PREFIX';

/** As the SDK's decodeName: `scope_` → `@`, `__` → `/`, `_` → `-`. */
export function decodeName(name, prefix, withExt) {
  let decoded = name;
  if (prefix) {
    if (!decoded.startsWith(prefix)) return decoded;
    decoded = decoded.replace(new RegExp(prefix, 'g'), '');
  }
  decoded = decoded
    .replace(/scope_/g, '@')
    .replace(/__/g, '/')
    .replace(/_/g, '-');
  return withExt ? decoded.replace('.js', '') : decoded;
}
