import type { AppConfig } from './config';
import type { Db } from './db';
import type { Holdings } from './gateway/holdings';
import type { ChainReader, ChainSigner } from './gateway/types';

/** The server's view of the chain: reads and platform signatures over HTTP, and its own index. */
export interface ChainContext {
  reader: ChainReader;
  signer: ChainSigner;
  /**
   * Brings the game database's index of the chain (idx_* tables, filled by the block follower) up
   * to the node's last block; concurrent calls share one catch-up.
   */
  sync(): Promise<void>;
  /** Each player's own cards from the node's `find`, kept per account (gateway/holdings.ts). */
  holdings: Holdings;
}

/** What every route module needs: the game database, the resolved settings and the chain gateway. */
export interface AppContext {
  db: Db;
  config: AppConfig;
  chain: ChainContext;
  /**
   * Pays the pool and passive stake payouts that have fallen due (plugins/payouts/settle.ts), so a
   * read of a balance never shows one owed; returns the units paid.
   */
  settleDuePayouts(): number;
}
