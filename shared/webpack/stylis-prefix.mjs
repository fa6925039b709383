/**
 * stylis's vendor prefixing, as the production builds take it (createConfig.js,
 * productionAliases): the value as it is. styled-components prefixes only under
 * `enableVendorPrefixes`, which the platform never sets; the game supports the browsers that
 * need no prefixes (docs/architecture.md, "Composition").
 */
export function prefix(value) {
  return value;
}
