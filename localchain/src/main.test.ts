/** The node's process refuses settings that cannot work, naming the setting, before it listens. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { CHAIN_ID_RULE } from '@hueso/contract';

const TSX = join(__dirname, '../../node_modules/.bin/tsx');

function start(env: Record<string, string>) {
  const run = spawnSync(TSX, [join(__dirname, 'main.ts')], {
    env: { ...process.env, PORT: '0', DB_PATH: ':memory:', PLATFORM_KEYS: '/nonexistent/keys.json', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: run.status, stderr: run.stderr };
}

describe('the node process', () => {
  it('refuses the dev wallet on an address that is not loopback', () => {
    expect(start({ DEV_WALLET: '1', HOST: '0.0.0.0' })).toEqual({
      status: 1,
      stderr:
        'localchain: The dev wallet signs for every player: it runs on a loopback address only, not on 0.0.0.0. ' +
        'Set HOST=127.0.0.1 or turn DEV_WALLET off.\n',
    });
  });

  it('names a setting that is not valid', () => {
    expect(start({ BLOCK_MS: 'fast' })).toEqual({
      status: 1,
      stderr: "localchain: BLOCK_MS must be a whole number from 0 to 3600000, got 'fast'\n",
    });
    expect(start({ TOKEN_ACCOUNT: 'Hueso Tokens' })).toEqual({
      status: 1,
      stderr: "localchain: TOKEN_ACCOUNT must be a Hive account name, got 'Hueso Tokens'\n",
    });
    // The game server's HIVE_ENGINE_CHAIN_ID follows the same rule (@hueso/contract's chainId.ts).
    expect(start({ CHAIN_ID: 'a'.repeat(29) })).toEqual({
      status: 1,
      stderr: `localchain: chainId must be ${CHAIN_ID_RULE}, got '${'a'.repeat(29)}'\n`,
    });
  });
});
