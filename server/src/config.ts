/** Server settings: explicit options win, then environment variables, then defaults. */
import { randomInt } from 'node:crypto';

export interface AppOptions {
  /** SQLite file, or ':memory:' for a throw-away database (tests). */
  dbPath: string;
  /** Game-time multiplier: a 1-hour mission lasts 1/clockSpeed hours. Default 1. */
  clockSpeed?: number;
  /**
   * Mounts the dev-wallet endpoints under /chain/dev, which sign with the stored keys of the
   * local players' accounts. Default false: only local play and tests turn it on.
   */
  devChain?: boolean;
  /** Seeds the demo world when the database has no users. Default true. */
  seed?: boolean;
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
  devChain: boolean;
  seed: boolean;
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

export function resolveConfig(options: AppOptions, env: NodeJS.ProcessEnv = process.env): AppConfig {
  const clockSpeed = options.clockSpeed ?? 1;
  if (!(clockSpeed > 0)) throw new Error(`clockSpeed must be positive, got ${clockSpeed}`);
  return {
    dbPath: options.dbPath,
    clockSpeed,
    devChain: options.devChain ?? false,
    seed: options.seed ?? true,
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
