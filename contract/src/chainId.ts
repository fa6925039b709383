/**
 * The rule of a Hive Engine chain id, one for the chain node (CHAIN_ID) and the game server
 * (HIVE_ENGINE_CHAIN_ID): a sidechain action is a custom_json whose id is `ssc-<chainId>`, and Hive
 * refuses a custom_json id longer than 32 characters (HIVE_CUSTOM_OP_ID_MAX_LENGTH), so a chain id
 * has at most 28. Lowercase letters, digits and dashes, not starting with a dash, as
 * `mainnet-hive` and `hueso-local`.
 */

/** Hive's HIVE_CUSTOM_OP_ID_MAX_LENGTH. */
export const MAX_CUSTOM_JSON_ID_LENGTH = 32;
const SIDECHAIN_PREFIX = 'ssc-';
export const MAX_CHAIN_ID_LENGTH = MAX_CUSTOM_JSON_ID_LENGTH - SIDECHAIN_PREFIX.length;

export const CHAIN_ID_PATTERN = new RegExp(`^[a-z0-9][a-z0-9-]{0,${MAX_CHAIN_ID_LENGTH - 1}}$`);

/** The rule in words, for the settings' error messages. */
export const CHAIN_ID_RULE = `1 to ${MAX_CHAIN_ID_LENGTH} lowercase letters, digits or dashes, not starting with a dash`;

export function isChainId(value: string): boolean {
  return CHAIN_ID_PATTERN.test(value);
}

/** The custom_json id of the sidechain `chainId`: the only one its node processes. */
export function sidechainId(chainId: string): string {
  return `${SIDECHAIN_PREFIX}${chainId}`;
}
