/**
 * The federation runtime's refusal of a remote built for a newer shared library than the game
 * provides (strictVersion): "Version 2.3.0 from host of shared singleton module @hueso/shared does
 * not satisfy the requirement of market which needs ^2.4.0)".
 */
const VERSION_REFUSAL =
  /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of \S+ which needs ([^\s)]+)/;

/**
 * The library, the version the game provides and the range the area needs, from a load failure
 * (the host's page and `<hueso-area>` name it instead of the connection).
 */
export function versionConflict(err: unknown): { library: string; provided: string; needed: string } | null {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const match = VERSION_REFUSAL.exec(e.message);
    if (match) return { provided: match[1]!, library: match[2]!, needed: match[3]! };
  }
  return null;
}
