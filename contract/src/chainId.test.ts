import {
  CHAIN_ID_RULE,
  isChainId,
  MAX_CHAIN_ID_LENGTH,
  MAX_CUSTOM_JSON_ID_LENGTH,
  sidechainId,
} from './chainId';

describe('the chain id rule', () => {
  it('takes the ids of mainnet and of the local node, and the longest whose custom_json id Hive takes', () => {
    expect(isChainId('mainnet-hive')).toBe(true);
    expect(isChainId('hueso-local')).toBe(true);
    expect(isChainId('a')).toBe(true);
    const longest = 'a'.repeat(MAX_CHAIN_ID_LENGTH);
    expect(isChainId(longest)).toBe(true);
    expect(sidechainId(longest)).toHaveLength(MAX_CUSTOM_JSON_ID_LENGTH);
  });

  it('refuses one character more, capitals, spaces, a leading dash and the empty id', () => {
    for (const id of [
      'a'.repeat(MAX_CHAIN_ID_LENGTH + 1),
      'Mainnet-hive',
      'mainnet hive',
      '-local',
      '',
      'ssc_x',
    ])
      expect(isChainId(id)).toBe(false);
    expect(CHAIN_ID_RULE).toBe('1 to 28 lowercase letters, digits or dashes, not starting with a dash');
  });
});
