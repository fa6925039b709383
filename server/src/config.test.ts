import { resolveConfig } from './config';

const base = { dbPath: ':memory:' };

describe('the chain settings', () => {
  it('default to the embedded node', () => {
    const config = resolveConfig(base, {});
    expect(config).toMatchObject({
      hiveEngineRpc: 'http://127.0.0.1:8091',
      hiveRpc: 'http://127.0.0.1:8091/hive',
      chainId: 'hueso-local',
      nftIssueFeeSymbol: 'BEE',
      seed: true,
    });
    expect(config.platformKeysPath).toMatch(/data\/platform-keys\.json$/);
  });

  it('are read from the environment', () => {
    const config = resolveConfig(base, {
      HIVE_ENGINE_RPC: 'https://engine.example/rpc/',
      HIVE_RPC: 'https://api.hive.example',
      HIVE_ENGINE_CHAIN_ID: 'mainnet-hive',
      NFT_ISSUE_FEE_SYMBOL: 'BEED',
      PLATFORM_KEYS: '/etc/hueso/keys.json',
      SEED: '0',
    });
    expect(config).toMatchObject({
      hiveEngineRpc: 'https://engine.example/rpc',
      hiveRpc: 'https://api.hive.example',
      chainId: 'mainnet-hive',
      nftIssueFeeSymbol: 'BEED',
      platformKeysPath: '/etc/hueso/keys.json',
      seed: false,
    });
  });

  it('refuse a malformed value with a text naming the setting', () => {
    const refused: [Record<string, string>, string][] = [
      [{ HIVE_ENGINE_RPC: 'localhost:8091' }, "HIVE_ENGINE_RPC must be an http(s) URL, got 'localhost:8091'"],
      [
        { HIVE_RPC: 'not a url' },
        "HIVE_RPC must be an http(s) URL such as http://127.0.0.1:8091, got 'not a url'",
      ],
      [{ HIVE_RPC: 'ftp://node.example' }, "HIVE_RPC must be an http(s) URL, got 'ftp://node.example'"],
      [
        { HIVE_ENGINE_CHAIN_ID: 'Mainnet Hive' },
        "HIVE_ENGINE_CHAIN_ID must be a chain id such as hueso-local or mainnet-hive, 1 to 28 lowercase letters, digits or dashes, not starting with a dash, got 'Mainnet Hive'",
      ],
      // ssc-<id> is a custom_json id, which Hive takes up to 32 characters: the node's rule too.
      [{ HIVE_ENGINE_CHAIN_ID: 'a'.repeat(29) }, `got '${'a'.repeat(29)}'`],
      [{ NFT_ISSUE_FEE_SYMBOL: 'bee' }, "NFT_ISSUE_FEE_SYMBOL must be a token symbol such as BEE, got 'bee'"],
      [{ SEED: 'yes' }, "SEED must be 1 (seed the demo players) or 0 (none), got 'yes'"],
    ];
    for (const [env, text] of refused) expect(() => resolveConfig(base, env)).toThrow(text);
  });
});
