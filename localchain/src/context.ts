/** What every part of the node shares: its settings, its database and its block producer. */
import type { Db } from './lib/sqlite';

export interface NodeOptions {
  /** Port to listen on; 0 picks a free one. */
  port?: number;
  /** Address to listen on (default 127.0.0.1). */
  host?: string;
  /** SQLite file of the chain; ':memory:' for a chain that lives as long as the process. */
  dbPath?: string;
  /** Milliseconds between blocks; 0 processes a broadcast before its answer returns. */
  blockMs?: number;
  /** The sidechain's id (getStatus, custom_json id `ssc-<chainId>`); default 'hueso-local'. */
  chainId?: string;
  /** Mounts the dev wallet (/dev/*); loopback hosts only. */
  devWallet?: boolean;
  /** Mounts POST /test/reset. */
  testReset?: boolean;
  /** Runs the demo world's genesis on an empty chain (default true). */
  genesis?: boolean;
  /** The clock of block timestamps and expiry checks (epoch ms). */
  now?: () => number;
  /** Where to write the platform accounts' Active keys at genesis (mode 0600). */
  platformKeysFile?: string;
  tokenAccount?: string;
  depositAccount?: string;
  platformAccount?: string;
  marketAccounts?: string[];
  nftSymbol?: string;
  /** Fastify's logger (off unless set). */
  logger?: boolean | { level: string };
}

export type ResolvedOptions = Required<Omit<NodeOptions, 'platformKeysFile'>> & {
  platformKeysFile?: string;
};

export function resolveOptions(options: NodeOptions): ResolvedOptions {
  return {
    port: options.port ?? 0,
    host: options.host ?? '127.0.0.1',
    dbPath: options.dbPath ?? ':memory:',
    blockMs: options.blockMs ?? 0,
    chainId: options.chainId ?? 'hueso-local',
    devWallet: options.devWallet ?? false,
    testReset: options.testReset ?? false,
    genesis: options.genesis ?? true,
    now: options.now ?? Date.now,
    platformKeysFile: options.platformKeysFile,
    tokenAccount: options.tokenAccount ?? 'hueso.tokens',
    depositAccount: options.depositAccount ?? 'hueso.deposit',
    platformAccount: options.platformAccount ?? 'hueso.platform',
    marketAccounts: options.marketAccounts ?? ['hueso.market', 'hueso.vault'],
    nftSymbol: options.nftSymbol ?? 'NFTHUESO',
    logger: options.logger ?? false,
  };
}

/** The platform's own accounts: the node never holds their keys. */
export function platformAccountsOf(options: ResolvedOptions): string[] {
  return [
    ...new Set([
      options.tokenAccount,
      options.depositAccount,
      options.platformAccount,
      ...options.marketAccounts,
    ]),
  ];
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

export function isLoopback(host: string): boolean {
  return LOOPBACK.test(host);
}

export interface NodeContext {
  db: Db;
  options: ResolvedOptions;
  /** Accepts a signed Hive transaction (and, with blockMs 0, processes it); resolves to its id. */
  broadcast(tx: unknown): string;
  /** Processes the mempool now, as the block timer does. */
  produceBlock(): void;
  /** Resolves once a block has processed the Hive transaction (at once when it already has). */
  processed(id: string): Promise<void>;
}
