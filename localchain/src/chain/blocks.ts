/**
 * The local chain's blocks, shaped as Hive Engine's `libs/Block.js` and `libs/Transaction.js`
 * write them. One block per transaction (docs/api.md): the block number is the transaction's own
 * sequence number, written in the same SQLite transaction as the ledger change, so a block never
 * exists without its effects nor the other way round. Hashes are real SHA-256 values chained as
 * the node chains them: a transaction's hash over its fields, the block's merkle root and hash
 * over the previous block's hash. The database hash is a chain over each transaction's effects
 * (its id and logs), since the local chain keeps no per-table hashes.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../lib/sqlite';
import { statement } from '../lib/statements';
import { contractCodeHash } from './contracts';
import { readMeta } from './schema';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A Hive block id: the block number in 8 hex digits, then 32 hex digits of hash. */
export function hiveBlockId(blockNumber: number, hash: string): string {
  return blockNumber.toString(16).padStart(8, '0') + hash.slice(0, 32);
}

/** Hive's block time format: UTC, seconds, no zone suffix ('2026-01-15T12:00:00'). */
export function blockTimestamp(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

export interface BlockTransaction {
  refHiveBlockNumber: number;
  /** A string for every real transaction; the number 0 in the genesis block, as on the node. */
  transactionId: string | number;
  sender: string;
  contract: string;
  action: string;
  payload: string;
  executedCodeHash: string;
  hash: string;
  databaseHash: string;
  logs: string;
}

export interface Block {
  _id: number;
  blockNumber: number;
  refHiveBlockNumber: number;
  refHiveBlockId: string;
  prevRefHiveBlockId: string;
  previousHash: string;
  previousDatabaseHash: string;
  timestamp: string;
  transactions: BlockTransaction[];
  virtualTransactions: never[];
  hash: string;
  databaseHash: string;
  merkleRoot: string;
  round: null;
  roundHash: string;
  witness: string;
  signingKey: string;
  roundSignature: string;
}

interface TransactionRow {
  block_number: number;
  transaction_id: string;
  sender: string;
  contract: string;
  action: string;
  payload: string;
  logs: string;
  timestamp: number;
}

interface BlockRow {
  block_number: number;
  timestamp: string;
  ref_hive_block_id: string;
  prev_ref_hive_block_id: string;
  previous_hash: string;
  previous_database_hash: string;
  executed_code_hash: string;
  tx_hash: string;
  tx_database_hash: string;
  merkle_root: string;
  database_hash: string;
  hash: string;
}

/** The chain id of a node started without CHAIN_ID. */
export const DEFAULT_CHAIN_ID = 'hueso-local';
/** The first Hive block the local chain "parses": block 1 refers to it. */
export const GENESIS_HIVE_BLOCK = 1;

const genesisBlocks = new Map<string, Block>();

/** The chain id the database was made for (getStatus answers it; block 0 carries it). */
export function chainIdOf(db: Db): string {
  return readMeta(db, 'chain_id') ?? DEFAULT_CHAIN_ID;
}

/**
 * Block 0, as the node's `Blockchain.js` creates it: dated 2018-06-01T00:00:00, previousHash '0',
 * and one transaction from `null` to contract `null`, action `null`, carrying
 * `{chainId, genesisHiveBlock}`; the node runs it and logs `contract doesn't exist`, with no code
 * hash. It depends on the chain id only, so every database of a chain has the very same block 0,
 * and block 1 chains to its hash.
 */
export function genesisBlock(chainId: string): Block {
  const known = genesisBlocks.get(chainId);
  if (known) return known;
  const payload = JSON.stringify({ chainId, genesisHiveBlock: GENESIS_HIVE_BLOCK });
  const logs = JSON.stringify({ errors: ["contract doesn't exist"] });
  const txDatabaseHash = sha256('0' + logs);
  const txHash = sha256(`${GENESIS_HIVE_BLOCK}0nullnullnull${payload}${txDatabaseHash}${logs}`);
  const transactions: BlockTransaction[] = [
    {
      refHiveBlockNumber: GENESIS_HIVE_BLOCK,
      transactionId: 0,
      sender: 'null',
      contract: 'null',
      action: 'null',
      payload,
      executedCodeHash: '',
      hash: txHash,
      databaseHash: txDatabaseHash,
      logs,
    },
  ];
  const timestamp = '2018-06-01T00:00:00';
  const merkleRoot = sha256(txHash + txHash);
  const genesis: Block = {
    _id: 0,
    blockNumber: 0,
    refHiveBlockNumber: 0,
    refHiveBlockId: '',
    prevRefHiveBlockId: '',
    previousHash: '0',
    previousDatabaseHash: '',
    timestamp,
    transactions,
    virtualTransactions: [],
    // Block.calculateHash: previousHash, previousDatabaseHash, blockNumber, refHiveBlockNumber,
    // refHiveBlockId, prevRefHiveBlockId, timestamp, merkleRoot, transactions.
    hash: sha256(['0', '', '0', '0', '', '', timestamp, merkleRoot, JSON.stringify(transactions)].join('')),
    databaseHash: sha256(txDatabaseHash + txDatabaseHash),
    merkleRoot,
    round: null,
    roundHash: '',
    witness: '',
    signingKey: '',
    roundSignature: '',
  };
  genesisBlocks.set(chainId, genesis);
  return genesis;
}

/**
 * Computes and stores the block of one recorded transaction, chained to the latest block before
 * it. Call inside the SQLite transaction that recorded the transaction.
 */
export function recordBlock(db: Db, blockNumber: number): void {
  const tx = statement(db, 'SELECT * FROM chain_transactions WHERE block_number = ?').get(blockNumber) as
    TransactionRow | undefined;
  if (!tx) throw new Error(`no transaction for block ${blockNumber}`);
  const previous = statement(
    db,
    'SELECT hash, database_hash, ref_hive_block_id FROM chain_blocks WHERE block_number < ? ORDER BY block_number DESC LIMIT 1',
  ).get(blockNumber) as { hash: string; database_hash: string; ref_hive_block_id: string } | undefined;
  // The first block chains to the genesis block.
  const genesis = genesisBlock(chainIdOf(db));
  const previousHash = previous?.hash ?? genesis.hash;
  const previousDatabaseHash = previous?.database_hash ?? genesis.databaseHash;
  const prevRefHiveBlockId = previous?.ref_hive_block_id ?? genesis.refHiveBlockId;
  const timestamp = blockTimestamp(tx.timestamp);
  const refHiveBlockId = hiveBlockId(
    blockNumber,
    sha256(`${prevRefHiveBlockId}${tx.transaction_id}${timestamp}`),
  );
  const executedCodeHash = contractCodeHash(tx.contract);
  // Transaction.databaseHash is the database hash after the transaction ran.
  const txDatabaseHash = sha256(previousDatabaseHash + tx.transaction_id + tx.logs);
  const txHash = sha256(
    String(blockNumber) +
      tx.transaction_id +
      tx.sender +
      tx.contract +
      tx.action +
      tx.payload +
      executedCodeHash +
      txDatabaseHash +
      tx.logs,
  );
  // Block.calculateMerkleRoot over one transaction pairs it with itself.
  const merkleRoot = sha256(txHash + txHash);
  const databaseHash = sha256(txDatabaseHash + txDatabaseHash);
  const transactions: BlockTransaction[] = [
    transactionOf(tx, {
      executed_code_hash: executedCodeHash,
      tx_hash: txHash,
      tx_database_hash: txDatabaseHash,
    }),
  ];
  const hash = sha256(
    previousHash +
      previousDatabaseHash +
      String(blockNumber) +
      String(blockNumber) +
      refHiveBlockId +
      prevRefHiveBlockId +
      timestamp +
      merkleRoot +
      JSON.stringify(transactions),
  );
  statement(
    db,
    `INSERT INTO chain_blocks (block_number, timestamp, ref_hive_block_id, prev_ref_hive_block_id, previous_hash,
       previous_database_hash, executed_code_hash, tx_hash, tx_database_hash, merkle_root, database_hash, hash)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    blockNumber,
    timestamp,
    refHiveBlockId,
    prevRefHiveBlockId,
    previousHash,
    previousDatabaseHash,
    executedCodeHash,
    txHash,
    txDatabaseHash,
    merkleRoot,
    databaseHash,
    hash,
  );
}

function transactionOf(
  tx: Omit<TransactionRow, 'timestamp'>,
  block: Pick<BlockRow, 'executed_code_hash' | 'tx_hash' | 'tx_database_hash'>,
): BlockTransaction {
  return {
    refHiveBlockNumber: tx.block_number,
    transactionId: tx.transaction_id,
    sender: tx.sender,
    contract: tx.contract,
    action: tx.action,
    payload: tx.payload,
    executedCodeHash: block.executed_code_hash,
    hash: block.tx_hash,
    databaseHash: block.tx_database_hash,
    logs: tx.logs,
  };
}

/** A block row with its transaction's columns (the block's timestamp is the formatted one). */
type JoinedRow = BlockRow & Omit<TransactionRow, 'timestamp'>;

const BLOCK_SQL = `SELECT b.*, t.transaction_id, t.transaction_index, t.sender, t.contract, t.action, t.payload, t.logs
  FROM chain_blocks b JOIN chain_transactions t ON t.block_number = b.block_number`;

function blockOf(row: JoinedRow): Block {
  return {
    _id: row.block_number,
    blockNumber: row.block_number,
    refHiveBlockNumber: row.block_number,
    refHiveBlockId: row.ref_hive_block_id,
    prevRefHiveBlockId: row.prev_ref_hive_block_id,
    previousHash: row.previous_hash,
    previousDatabaseHash: row.previous_database_hash,
    timestamp: row.timestamp,
    transactions: [transactionOf(row, row)],
    virtualTransactions: [],
    hash: row.hash,
    databaseHash: row.database_hash,
    merkleRoot: row.merkle_root,
    // Local blocks are not verified by witnesses: the node's values for an unverified block.
    round: null,
    roundHash: '',
    witness: '',
    signingKey: '',
    roundSignature: '',
  };
}

/** `blockchain.getBlockInfo`: the block (0 is the genesis block), or null for a number with no block. */
export function getBlockInfo(db: Db, blockNumber: number): Block | null {
  if (blockNumber === 0) return genesisBlock(chainIdOf(db));
  const row = statement(db, `${BLOCK_SQL} WHERE b.block_number = ?`).get(blockNumber) as
    JoinedRow | undefined;
  return row ? blockOf(row) : null;
}

/** `blockchain.getLatestBlockInfo`: the newest block; the genesis block before any transaction. */
export function getLatestBlockInfo(db: Db): Block {
  const row = statement(
    db,
    `${BLOCK_SQL} WHERE b.block_number = (SELECT MAX(block_number) FROM chain_blocks)`,
  ).get() as JoinedRow | undefined;
  return row ? blockOf(row) : genesisBlock(chainIdOf(db));
}

/**
 * Blocks numbered from `from` to before `to` that exist, in order, read one row at a time (the
 * genesis block is not among them): a reader can stop early, and the statement is closed when it
 * does. Use no other statement of `db` while iterating.
 */
export function* iterateBlocks(db: Db, from: number, to: number): Generator<Block> {
  const rows = statement(
    db,
    `${BLOCK_SQL} WHERE b.block_number >= ? AND b.block_number < ? ORDER BY b.block_number`,
  ).iterate(from, to) as IterableIterator<JoinedRow>;
  for (const row of rows) yield blockOf(row);
}

type TransactionInfo = { blockNumber: number } & BlockTransaction;

/**
 * `blockchain.getTransactionInfo`: `{ blockNumber, ...the transaction as its block holds it }`.
 * The bare id of a Hive transaction that became several (`<txid>-0`, `<txid>-1`, …) answers all
 * of them in order, each with its `transactionIndex`; null until a block has processed it.
 */
export function getTransactionInfo(
  db: Db,
  txid: string,
): TransactionInfo | (TransactionInfo & { transactionIndex: number })[] | null {
  const row = statement(db, `${BLOCK_SQL} WHERE t.transaction_id = ?`).get(txid) as JoinedRow | undefined;
  if (row) return { blockNumber: row.block_number, ...transactionOf(row, row) };
  const parts = statement(
    db,
    `${BLOCK_SQL} WHERE t.hive_tx_id = ? AND t.transaction_index IS NOT NULL ORDER BY t.transaction_index`,
  ).all(txid) as (JoinedRow & { transaction_index: number })[];
  if (parts.length === 0) return null;
  return parts.map((part) => ({
    blockNumber: part.block_number,
    ...transactionOf(part, part),
    transactionIndex: part.transaction_index,
  }));
}
