/** Server settings: explicit options win, then environment variables, then defaults. */
import { randomInt } from 'node:crypto';

export interface AppOptions {
  /** SQLite file, or ':memory:' for a throw-away database (tests). */
  dbPath: string;
  /** Game-time multiplier: a 1-hour mission lasts 1/clockSpeed hours. Default 1. */
  clockSpeed?: number;
  /** Mounts the dev-wallet endpoints under /chain/dev. Default true. */
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
    devChain: options.devChain ?? true,
    seed: options.seed ?? true,
    now: options.now ?? Date.now,
    whitelist: options.whitelist ?? list(env.WHITELIST ?? 'demo,bigdog'),
    depositAccount: options.depositAccount ?? env.DEPOSIT_ACCOUNT ?? 'hueso.deposit',
    tokenAccount: options.tokenAccount ?? env.TOKEN_ACCOUNT ?? 'hueso.tokens',
    nftSymbol: options.nftSymbol ?? env.NFT_SYMBOL ?? 'NFTHUESO',
    platformAccount: options.platformAccount ?? env.PLATFORM_ACCOUNT ?? 'hueso.platform',
    marketAccounts: options.marketAccounts ?? list(env.MARKET_ACCOUNTS ?? 'hueso.market,hueso.vault'),
    random: options.random ?? ((max) => randomInt(max)),
  };
}
