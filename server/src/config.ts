/** Server settings: explicit options win, then environment variables, then defaults. */
import { randomInt } from 'node:crypto';
import { resolve } from 'node:path';
import { CHAIN_ID_PATTERN, CHAIN_ID_RULE } from '@hueso/contract';

export interface AppOptions {
  /** SQLite file, or ':memory:' for a throw-away database (tests). */
  dbPath: string;
  /** Game-time multiplier: a 1-hour mission lasts 1/clockSpeed hours. Default 1. */
  clockSpeed?: number;
  /** Seeds the demo world's game side when the database has no users (env SEED, 1 or 0). Default true. */
  seed?: boolean;
  /** The Hive Engine node: `/contracts` and `/blockchain` are under it (env HIVE_ENGINE_RPC). */
  hiveEngineRpc?: string;
  /** The Hive node's JSON-RPC endpoint (env HIVE_RPC). */
  hiveRpc?: string;
  /** The sidechain's id, which the node's getStatus must report (env HIVE_ENGINE_CHAIN_ID). */
  chainId?: string;
  /** The token NFT issuing fees are paid in (env NFT_ISSUE_FEE_SYMBOL). */
  nftIssueFeeSymbol?: string;
  /** The platform keys file, account -> Active WIF (env PLATFORM_KEYS). */
  platformKeysPath?: string;
  /** The platform keys themselves, instead of the file (tests). Never stored nor logged. */
  platformKeys?: Record<string, string>;
  /** How often the block follower reads new blocks, in ms. Default 1000. */
  followIntervalMs?: number;
  /** How long a move waits for its chain operation before answering 202 (env CHAIN_WAIT_MS). Default 10000. */
  chainWaitMs?: number;
  /** How long a player's proof the chain has not processed is awaited before 202 (env PROOF_WAIT_MS). Default 8000. */
  proofWaitMs?: number;
  /** Clock in epoch ms; injectable so tests can move time. */
  now?: () => number;
  /** Fastify log level; logging is off when omitted. */
  logLevel?: string;
  /** Accounts allowed to run the special mission (env WHITELIST). */
  whitelist?: string[];
  /** Account that receives market payments (env DEPOSIT_ACCOUNT). */
  depositAccount?: string;
  /** Account that issues HUESO, receives deposits and pays withdrawals (env TOKEN_ACCOUNT). */
  tokenAccount?: string;
  /** NFT symbol of the cards (env NFT_SYMBOL). */
  nftSymbol?: string;
  /** The platform's own account, left out of global card counts (env PLATFORM_ACCOUNT). */
  platformAccount?: string;
  /** The two platform accounts whose orders make the Special Market (env MARKET_ACCOUNTS). */
  marketAccounts?: string[];
  /** Mounts POST /test/reset, which reseeds the world (browser tests only; env TEST_RESET). */
  testReset?: boolean;
  /** Integer in [0, max) for pack draws; crypto randomInt unless a test injects one. */
  random?: (max: number) => number;
  /**
   * Origin of this server as the browser reaches it, for absolute URLs (card and item art); env
   * PUBLIC_URL, default http://localhost:8090. Never taken from the request's Host header.
   */
  publicUrl?: string;
  /** More accounts that belong to the platform (env PLATFORM_ACCOUNTS), beside every `…Account` setting. */
  platformAccounts?: string[];
  /** Login attempts allowed per minute from one address and on one account. Default 10. */
  loginAttemptsPerMinute?: number;
}

export interface AppConfig {
  dbPath: string;
  clockSpeed: number;
  seed: boolean;
  hiveEngineRpc: string;
  hiveRpc: string;
  chainId: string;
  nftIssueFeeSymbol: string;
  platformKeysPath: string;
  followIntervalMs: number;
  chainWaitMs: number;
  proofWaitMs: number;
  now: () => number;
  whitelist: string[];
  depositAccount: string;
  tokenAccount: string;
  nftSymbol: string;
  platformAccount: string;
  marketAccounts: string[];
  random: (max: number) => number;
  publicUrl: string;
  platformAccounts: string[];
  loginAttemptsPerMinute: number;
}

function list(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

/** The repository's data folder: the default place of the platform keys file. */
export const DEFAULT_PLATFORM_KEYS = resolve(__dirname, '../../data/platform-keys.json');

/** An http(s) URL without a trailing slash, or an error naming the setting. */
function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL such as http://127.0.0.1:8091, got '${value}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http(s) URL, got '${value}'`);
  if (url.search || url.hash)
    throw new Error(`${name} must be a URL without a query or fragment, got '${value}'`);
  return value.replace(/\/+$/, '');
}

function matching(name: string, value: string, pattern: RegExp, what: string): string {
  if (!pattern.test(value)) throw new Error(`${name} must be ${what}, got '${value}'`);
  return value;
}

/** A wait in ms from an option or the environment: a whole number from 0 to 10 minutes. */
function waitSetting(
  name: string,
  option: number | undefined,
  raw: string | undefined,
  fallback: number,
): number {
  const value = option ?? (raw === undefined || raw === '' ? fallback : Number(raw));
  if (!Number.isInteger(value) || value < 0 || value > 600_000)
    throw new Error(`${name} must be a whole number of ms from 0 to 600000, got '${option ?? raw}'`);
  return value;
}

function seedSetting(options: AppOptions, env: NodeJS.ProcessEnv): boolean {
  if (options.seed !== undefined) return options.seed;
  const raw = env.SEED;
  if (raw === undefined || raw === '' || raw === '1') return true;
  if (raw === '0') return false;
  throw new Error(`SEED must be 1 (seed the demo players) or 0 (none), got '${raw}'`);
}

export function resolveConfig(options: AppOptions, env: NodeJS.ProcessEnv = process.env): AppConfig {
  const clockSpeed = options.clockSpeed ?? 1;
  if (!(clockSpeed > 0)) throw new Error(`clockSpeed must be positive, got ${clockSpeed}`);
  const followIntervalMs = options.followIntervalMs ?? 1000;
  if (!(followIntervalMs > 0)) throw new Error(`followIntervalMs must be positive, got ${followIntervalMs}`);
  return {
    dbPath: options.dbPath,
    clockSpeed,
    seed: seedSetting(options, env),
    hiveEngineRpc: httpUrl(
      'HIVE_ENGINE_RPC',
      options.hiveEngineRpc ?? (env.HIVE_ENGINE_RPC || 'http://127.0.0.1:8091'),
    ),
    hiveRpc: httpUrl('HIVE_RPC', options.hiveRpc ?? (env.HIVE_RPC || 'http://127.0.0.1:8091/hive')),
    chainId: matching(
      'HIVE_ENGINE_CHAIN_ID',
      options.chainId ?? (env.HIVE_ENGINE_CHAIN_ID || 'hueso-local'),
      CHAIN_ID_PATTERN,
      `a chain id such as hueso-local or mainnet-hive, ${CHAIN_ID_RULE}`,
    ),
    nftIssueFeeSymbol: matching(
      'NFT_ISSUE_FEE_SYMBOL',
      options.nftIssueFeeSymbol ?? (env.NFT_ISSUE_FEE_SYMBOL || 'BEE'),
      /^[A-Z][A-Z0-9.]{0,9}$/,
      'a token symbol such as BEE',
    ),
    platformKeysPath: options.platformKeysPath ?? (env.PLATFORM_KEYS || DEFAULT_PLATFORM_KEYS),
    followIntervalMs,
    chainWaitMs: waitSetting('CHAIN_WAIT_MS', options.chainWaitMs, env.CHAIN_WAIT_MS, 10_000),
    proofWaitMs: waitSetting('PROOF_WAIT_MS', options.proofWaitMs, env.PROOF_WAIT_MS, 8_000),
    now: options.now ?? Date.now,
    whitelist: options.whitelist ?? list(env.WHITELIST ?? 'demo,bigdog'),
    depositAccount: options.depositAccount ?? env.DEPOSIT_ACCOUNT ?? 'hueso.deposit',
    tokenAccount: options.tokenAccount ?? env.TOKEN_ACCOUNT ?? 'hueso.tokens',
    nftSymbol: options.nftSymbol ?? env.NFT_SYMBOL ?? 'NFTHUESO',
    platformAccount: options.platformAccount ?? env.PLATFORM_ACCOUNT ?? 'hueso.platform',
    marketAccounts: options.marketAccounts ?? list(env.MARKET_ACCOUNTS ?? 'hueso.market,hueso.vault'),
    random: options.random ?? ((max) => randomInt(max)),
    publicUrl: (options.publicUrl ?? env.PUBLIC_URL ?? 'http://localhost:8090').replace(/\/+$/, ''),
    platformAccounts: options.platformAccounts ?? list(env.PLATFORM_ACCOUNTS ?? ''),
    loginAttemptsPerMinute: options.loginAttemptsPerMinute ?? (Number(env.LOGIN_ATTEMPTS_PER_MINUTE) || 10),
  };
}

/**
 * The platform's own chain accounts: every setting whose name ends in `Account` (token issuer,
 * deposit, market, any treasury a plugin adds) plus the Special Market's `marketAccounts` and
 * `platformAccounts`. They hold the game's
 * money, so no one logs in to the game as them and the dev wallet never signs for them.
 */
export function platformAccounts(config: AppConfig): Set<string> {
  const fromSettings = Object.entries(config)
    .filter(([name, value]) => name.endsWith('Account') && typeof value === 'string')
    .map(([, value]) => value as string);
  return new Set([...fromSettings, ...config.marketAccounts, ...config.platformAccounts, 'null']);
}
