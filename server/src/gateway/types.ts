/**
 * The game server's one door to the chain (docs/chain-node.md): a reader of a Hive Engine node and
 * a Hive node, and a signer for the platform's own operations, both over HTTP to the URLs in the
 * settings. The same code runs against localchain/ and against Hive mainnet.
 */

/** One event in a sidechain transaction's logs. */
export interface ChainEvent {
  contract: string;
  event: string;
  data: Record<string, unknown>;
}

/** A sidechain transaction's logs, parsed (the node sends them as a JSON string). */
export interface Logs {
  events?: ChainEvent[];
  errors?: string[];
}

/** A processed sidechain transaction, with `payload` and `logs` parsed. */
export interface ChainTransaction {
  transactionId: string;
  blockNumber: number;
  sender: string;
  contract: string;
  action: string;
  payload: Record<string, unknown>;
  logs: Logs;
  /** Block time in epoch ms. */
  timestamp: number;
}

/**
 * `getTransactionInfo` as the game reads it: `pending` while the node has not processed the id
 * (the node answers null), else every sidechain transaction the Hive transaction became (one for
 * a single operation; `<txid>-0`, `<txid>-1`, ... for several).
 */
export type TransactionStatus =
  { state: 'pending' } | { state: 'processed'; transactions: ChainTransaction[] };

/** A Hive account's authorities, as condenser_api.get_accounts answers them. */
export interface Authority {
  weight_threshold: number;
  account_auths: [string, number][];
  key_auths: [string, number][];
}

export interface HiveAccount {
  name: string;
  posting: Authority;
  active: Authority;
}

/** The chain could not be reached or answered with a transport error: the route answers 503. */
export class ChainUnavailable extends Error {}

/** Reads of the Hive Engine node (`/contracts`, `/blockchain`) and the Hive node. */
export interface ChainReader {
  transactionInfo(txid: string): Promise<TransactionStatus>;
  /** Every row matching `query` (paged at the node's 1000-row limit). */
  find(contract: string, table: string, query: Record<string, unknown>): Promise<Record<string, unknown>[]>;
  findOne(
    contract: string,
    table: string,
    query: Record<string, unknown>,
  ): Promise<Record<string, unknown> | null>;
  /** Hive accounts by name (condenser_api.get_accounts); a name with no account is left out. */
  getAccounts(names: string[]): Promise<HiveAccount[]>;
  /** Decimal places of a sidechain token (tokens.tokens), cached; undefined for an unknown symbol. */
  tokenPrecision(symbol: string): Promise<number | undefined>;
  /** The node's chain id and last block (blockchain.getStatus). */
  status(): Promise<{ chainId: string; lastBlockNumber: number }>;
}

/** One sidechain action a platform account signs. */
export interface PlatformOperation {
  /** The signing platform account (a key of PLATFORM_KEYS). */
  account: string;
  contractName: string;
  contractAction: string;
  contractPayload: Record<string, unknown>;
}

/** A signed Hive transaction, ready to broadcast, and its id. */
export interface SignedTransaction {
  id: string;
  /** The transaction as broadcast_transaction takes it (JSON). */
  transaction: Record<string, unknown>;
  /** Epoch ms after which the network refuses it: unseen by then means never. */
  expiresAt: number;
}

export interface ChainSigner {
  /** Signs (does not broadcast) a custom_json `ssc-<chainId>` with the account's Active key. */
  sign(operation: PlatformOperation): Promise<SignedTransaction>;
  /** Broadcasts a signed transaction; a duplicate of one already accepted is not an error. */
  broadcast(signed: SignedTransaction): Promise<void>;
}
