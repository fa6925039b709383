/**
 * `npm start -w @hueso/localchain`: the node from environment variables (docs/chain-node.md).
 * Each setting is checked at start and a wrong one stops the node with a message naming it.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { NodeSettingsError, startNode } from './node';
import type { NodeOptions } from './context';

const REPO = resolve(__dirname, '../..');
const ACCOUNT = /^[a-z][a-z0-9.-]{2,15}$/;

function flag(name: string, fallback: boolean): boolean {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new NodeSettingsError(`${name} must be 1 or 0, got '${value}'`);
}

function whole(name: string, fallback: number, max: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > max)
    throw new NodeSettingsError(`${name} must be a whole number from 0 to ${max}, got '${value}'`);
  return n;
}

function account(name: string, fallback: string): string {
  const value = process.env[name] || fallback;
  if (!ACCOUNT.test(value))
    throw new NodeSettingsError(`${name} must be a Hive account name, got '${value}'`);
  return value;
}

function settings(): NodeOptions {
  const env = process.env;
  const marketAccounts = (env.MARKET_ACCOUNTS || 'hueso.market,hueso.vault').split(',').map((a) => a.trim());
  for (const a of marketAccounts)
    if (!ACCOUNT.test(a))
      throw new NodeSettingsError(`MARKET_ACCOUNTS must list Hive account names, got '${a}'`);
  const nftSymbol = env.NFT_SYMBOL || 'NFTHUESO';
  if (!/^[A-Z]{3,10}$/.test(nftSymbol))
    throw new NodeSettingsError(`NFT_SYMBOL must be 3 to 10 capital letters, got '${nftSymbol}'`);
  return {
    port: whole('PORT', 8091, 65535),
    host: env.HOST || '127.0.0.1',
    dbPath: env.DB_PATH || resolve(REPO, 'data/localchain.sqlite'),
    blockMs: whole('BLOCK_MS', 1000, 3_600_000),
    chainId: env.CHAIN_ID || 'hueso-local',
    devWallet: flag('DEV_WALLET', false),
    testReset: flag('TEST_RESET', false),
    genesis: flag('GENESIS', true),
    platformKeysFile: env.PLATFORM_KEYS || resolve(REPO, 'data/platform-keys.json'),
    tokenAccount: account('TOKEN_ACCOUNT', 'hueso.tokens'),
    depositAccount: account('DEPOSIT_ACCOUNT', 'hueso.deposit'),
    platformAccount: account('PLATFORM_ACCOUNT', 'hueso.platform'),
    marketAccounts,
    nftSymbol,
    logger: logLevel(env.LOG_LEVEL),
  };
}

/** Fastify's logger at LOG_LEVEL (default warn, as the game server): a request log only when asked. */
function logLevel(raw: string | undefined): { level: string } {
  const level = raw || 'warn';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(level))
    throw new NodeSettingsError(
      `LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got '${level}'`,
    );
  return { level };
}

async function main() {
  const options = settings();
  const node = await startNode(options);
  console.log(
    `localchain ${options.chainId} at ${node.url} (Hive RPC ${node.url}/hive, blocks every ${options.blockMs} ms` +
      `${options.devWallet ? ', dev wallet on' : ''}${options.testReset ? ', test reset on' : ''})`,
  );
  if (options.genesis && !existsSync(options.platformKeysFile!))
    console.error(
      `The chain in ${options.dbPath} was made earlier, but the platform keys file ${options.platformKeysFile} is missing: ` +
        'the node does not keep those keys, so the game server cannot sign as the platform. ' +
        'Restore the file, or delete the chain file to run genesis again with new keys.',
    );
  const stop = () => void node.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof NodeSettingsError ? `localchain: ${error.message}` : error);
  process.exit(1);
});
