/**
 * The Hive side of the node: a signed transaction is checked as a Hive node checks it (shape,
 * TaPoS, expiration, duplicate, signatures against the signers' authorities, with dhive's digest over
 * dhive's default chain id, mainnet's), then waits in the mempool until a block processes it.
 * Processing turns each custom_json of the sidechain's id into sidechain transactions, one block
 * each; custom_json of any other id is ignored, as Hive Engine ignores it.
 */
import { cryptoUtils, PrivateKey, Signature, type Transaction } from '@hiveio/dhive';
import { MAX_CUSTOM_JSON_ID_LENGTH } from '@hueso/contract';
import type { Db } from '../lib/sqlite';
import { statement } from '../lib/statements';
import { blockTimestamp, chainIdOf, genesisBlock, getLatestBlockInfo, hiveBlockId } from '../chain/blocks';
import {
  CUSTOM_JSON_TOO_LARGE,
  execute,
  getAccount,
  MAX_CUSTOM_JSON_BYTES,
  sidechainId,
  TransactionRefused,
  type ChainAccount,
} from '../chain/ledger';
import type { Authority } from '../chain/keys';
import { isObject } from '../chain/tables';

/** Hive's HIVE_MAX_TIME_UNTIL_EXPIRATION: a transaction expires at most an hour ahead. */
export const MAX_TIME_UNTIL_EXPIRATION_MS = 3600 * 1000;
/** What dhive's broadcast gives a transaction: a minute. */
const DEV_EXPIRATION_MS = 60 * 1000;
/** Hive's TaPoS window: ref_block_num names one of the last 65536 blocks (its low 16 bits). */
const TAPOS_WINDOW = 0x10000;

/** A refusal in the words of a Hive node (JSON-RPC error -32000, as hived answers). */
export class HiveError extends Error {
  readonly code = -32000;
}

export interface CustomJsonOperation {
  required_auths: string[];
  required_posting_auths: string[];
  id: string;
  json: string;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

/** The transaction's custom_json operations, or a HiveError naming what is wrong. */
function operationsOf(tx: Record<string, unknown>): CustomJsonOperation[] {
  const { operations } = tx;
  if (!Array.isArray(operations) || operations.length === 0)
    throw new HiveError('transaction must have at least one operation');
  return operations.map((entry: unknown) => {
    if (!Array.isArray(entry) || entry.length !== 2 || typeof entry[0] !== 'string' || !isObject(entry[1]))
      throw new HiveError('an operation is [name, fields]');
    const [name, op] = entry as [string, Record<string, unknown>];
    if (name !== 'custom_json')
      throw new HiveError(`the local node takes custom_json operations only, not ${name}`);
    const { required_auths, required_posting_auths, id, json } = op;
    if (
      !isStringList(required_auths) ||
      !isStringList(required_posting_auths) ||
      typeof id !== 'string' ||
      typeof json !== 'string'
    )
      throw new HiveError('custom_json needs required_auths, required_posting_auths, id and json');
    if (required_auths.length + required_posting_auths.length === 0)
      throw new HiveError('at least one account must be specified');
    if (id.length > MAX_CUSTOM_JSON_ID_LENGTH)
      throw new HiveError(`id is too long: at most ${MAX_CUSTOM_JSON_ID_LENGTH} characters`);
    if (Buffer.byteLength(json, 'utf8') > MAX_CUSTOM_JSON_BYTES) throw new HiveError(CUSTOM_JSON_TOO_LARGE);
    try {
      JSON.parse(json);
    } catch {
      throw new HiveError('JSON Data not valid JSON');
    }
    return { required_auths, required_posting_auths, id, json };
  });
}

/** Epoch ms of a Hive time ('2026-01-15T12:00:00', UTC), NaN when it is not one. */
function hiveTime(text: unknown): number {
  if (typeof text !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/.test(text)) return NaN;
  return Date.parse(`${text}Z`);
}

/** Whether the recovered keys carry the authority's threshold (account authorities are not used). */
function satisfies(authority: Authority, keys: ReadonlySet<string>): boolean {
  const weight = authority.key_auths.reduce((sum, [key, w]) => sum + (keys.has(key) ? w : 0), 0);
  return weight >= authority.weight_threshold;
}

/** The Hive id of block `blockNumber` (the genesis block for 0), undefined when there is none. */
function blockIdAt(db: Db, blockNumber: number): string | undefined {
  const hash =
    blockNumber === 0
      ? genesisBlock(chainIdOf(db)).hash
      : (
          statement(db, 'SELECT hash FROM chain_blocks WHERE block_number = ?').get(blockNumber) as
            { hash: string } | undefined
        )?.hash;
  return hash === undefined ? undefined : hiveBlockId(blockNumber, hash);
}

/**
 * Hive's TaPoS check: ref_block_num is the low 16 bits of one of the last 65536 blocks up to the
 * head, and ref_block_prefix must equal that block id's bytes 4..7 read as a little-endian uint32.
 * A transaction signed on any recent head passes, even after new blocks; one signed on another
 * chain or with a made-up prefix does not.
 */
function checkTapos(db: Db, refBlockNum: number, refBlockPrefix: number): void {
  const head = getLatestBlockInfo(db).blockNumber;
  const blockNumber = head - ((head - refBlockNum) & (TAPOS_WINDOW - 1));
  const id = blockNumber >= 0 ? blockIdAt(db, blockNumber) : undefined;
  if (id === undefined)
    throw new HiveError(
      `transaction tapos exception: ref_block_num ${refBlockNum} names none of the last ${TAPOS_WINDOW} blocks (head block ${head})`,
    );
  const prefix = Buffer.from(id, 'hex').readUInt32LE(4);
  if (prefix !== refBlockPrefix)
    throw new HiveError(
      `transaction tapos exception: ref_block_prefix ${refBlockPrefix} is not the prefix ${prefix} of block ${blockNumber} (ref_block_num ${refBlockNum})`,
    );
}

const isUint = (value: number, max: number) => Number.isInteger(value) && value >= 0 && value <= max;

/**
 * Checks a signed transaction as a Hive node does and puts it in the mempool. Returns its id.
 * Throws HiveError with hived's texts: `transaction tapos exception`, `transaction expiration
 * exception`, `Duplicate transaction check failed`, `missing required active authority` /
 * `missing required posting authority`.
 */
export function acceptTransaction(db: Db, input: unknown, now: number): string {
  if (!isObject(input)) throw new HiveError('the transaction must be an object');
  const tx = input;
  if (
    typeof tx.ref_block_num !== 'number' ||
    typeof tx.ref_block_prefix !== 'number' ||
    !Array.isArray(tx.extensions) ||
    !isStringList(tx.signatures)
  )
    throw new HiveError(
      'the transaction needs ref_block_num, ref_block_prefix, expiration, operations, extensions and signatures',
    );
  if (!isUint(tx.ref_block_num, 0xffff) || !isUint(tx.ref_block_prefix, 0xffffffff))
    throw new HiveError(
      'ref_block_num must be an integer from 0 to 65535 and ref_block_prefix one from 0 to 4294967295',
    );
  checkTapos(db, tx.ref_block_num, tx.ref_block_prefix);
  const expiration = hiveTime(tx.expiration);
  if (Number.isNaN(expiration))
    throw new HiveError(`expiration must be a UTC time such as 2026-01-15T12:00:00`);
  if (expiration <= now)
    throw new HiveError(
      `transaction expiration exception: expiration ${String(tx.expiration)} is not after now ${blockTimestamp(now)}`,
    );
  if (expiration > now + MAX_TIME_UNTIL_EXPIRATION_MS)
    throw new HiveError(
      `transaction expiration exception: expiration ${String(tx.expiration)} is more than an hour after now ${blockTimestamp(now)}`,
    );
  const operations = operationsOf(tx);
  let id: string;
  let digest: Buffer;
  try {
    id = cryptoUtils.generateTrxId(tx as unknown as Transaction);
    digest = cryptoUtils.transactionDigest(tx as unknown as Transaction);
  } catch {
    throw new HiveError('the transaction cannot be serialized as a Hive transaction');
  }
  if (statement(db, 'SELECT 1 FROM hive_transactions WHERE id = ?').get(id))
    throw new HiveError('Duplicate transaction check failed');
  const keys = new Set<string>();
  for (const text of tx.signatures as string[]) {
    try {
      keys.add(Signature.fromString(text).recover(digest).toString());
    } catch {
      throw new HiveError(`signature ${text.slice(0, 16)}… cannot be recovered`);
    }
  }
  const check = (names: string[], role: 'active' | 'posting') => {
    for (const name of new Set(names)) {
      const account: ChainAccount | undefined = getAccount(db, name);
      if (!account) throw new HiveError(`missing required ${role} authority: unknown account ${name}`);
      if (!satisfies(account[role], keys))
        throw new HiveError(
          `missing required ${role} authority: Missing ${role === 'active' ? 'Active' : 'Posting'} Authority ${name}`,
        );
    }
  };
  check(
    operations.flatMap((op) => op.required_auths),
    'active',
  );
  check(
    operations.flatMap((op) => op.required_posting_auths),
    'posting',
  );
  const signed = {
    ref_block_num: tx.ref_block_num,
    ref_block_prefix: tx.ref_block_prefix,
    expiration: tx.expiration,
    operations: operations.map((op) => ['custom_json', op]),
    extensions: tx.extensions,
    signatures: tx.signatures,
  };
  statement(
    db,
    'INSERT INTO hive_transactions (id, operations, expiration, received_at, signed) VALUES (?, ?, ?, ?, ?)',
  ).run(id, JSON.stringify(operations), expiration, now, JSON.stringify(signed));
  return id;
}

/**
 * condenser_api.get_transaction: the signed transaction as broadcast, with its id and the block
 * that processed it (its first sidechain block; the local chain's blocks stand for Hive's). A
 * transaction not yet in a block is unknown, as on a Hive node.
 */
export function getSignedTransaction(db: Db, id: string): Record<string, unknown> {
  const row = statement(db, 'SELECT signed, processed_at FROM hive_transactions WHERE id = ?').get(id) as
    { signed: string | null; processed_at: number | null } | undefined;
  if (!row?.signed || row.processed_at === null) throw new HiveError(`Unknown Transaction ${id}`);
  const blockNum = statement(db, 'SELECT MIN(block_number) FROM chain_transactions WHERE hive_tx_id = ?')
    .pluck()
    .get(id) as number | null;
  return {
    ...(JSON.parse(row.signed) as Record<string, unknown>),
    transaction_id: id,
    block_num: blockNum ?? getLatestBlockInfo(db).blockNumber,
    transaction_num: 0,
  };
}

interface SidechainCall {
  sender: string;
  contract: string;
  action: string;
  payload: Record<string, unknown>;
  isSignedWithActiveKey: boolean;
}

/** The sidechain actions a Hive transaction carries; anything not shaped as one is ignored. */
function sidechainCalls(operations: CustomJsonOperation[], chainId: string): SidechainCall[] {
  const calls: SidechainCall[] = [];
  for (const op of operations) {
    if (op.id !== sidechainId(chainId)) continue;
    const sender = op.required_auths[0] ?? op.required_posting_auths[0]!;
    const value: unknown = JSON.parse(op.json);
    for (const entry of Array.isArray(value) ? value : [value]) {
      if (!isObject(entry)) continue;
      const { contractName, contractAction, contractPayload } = entry;
      if (typeof contractName !== 'string' || typeof contractAction !== 'string') continue;
      calls.push({
        sender,
        contract: contractName,
        action: contractAction,
        payload: isObject(contractPayload) ? contractPayload : {},
        isSignedWithActiveKey: op.required_auths.length > 0,
      });
    }
  }
  return calls;
}

/**
 * Processes the mempool in order: each Hive transaction's sidechain actions become transactions
 * (one block each), all of it in one SQLite transaction per Hive transaction. One that expired
 * while waiting is dropped unprocessed, as Hive drops it. Returns the ids taken out of the mempool,
 * processed or dropped.
 */
export function processMempool(db: Db, chainId: string, now: number): string[] {
  const pending = statement(
    db,
    'SELECT seq, id, operations, expiration FROM hive_transactions WHERE processed_at IS NULL ORDER BY seq',
  ).all() as { seq: number; id: string; operations: string; expiration: number }[];
  const done: string[] = [];
  for (const row of pending) {
    db.transaction(() => {
      if (row.expiration > now) {
        const calls = sidechainCalls(JSON.parse(row.operations), chainId);
        calls.forEach((call, index) => {
          const several = calls.length > 1;
          try {
            execute(db, call, now, {
              transactionId: several ? `${row.id}-${index}` : row.id,
              hiveTxId: row.id,
              index: several ? index : null,
            });
          } catch (error) {
            if (!(error instanceof TransactionRefused)) throw error;
          }
        });
      }
      statement(db, 'UPDATE hive_transactions SET processed_at = ?, expired = ? WHERE seq = ?').run(
        now,
        row.expiration > now ? 0 : 1,
        row.seq,
      );
    })();
    done.push(row.id);
  }
  return done;
}

/** The head of the chain as Hive's get_dynamic_global_properties describes it. */
export function headBlock(db: Db, now: number): { number: number; id: string; time: string } {
  const latest = getLatestBlockInfo(db);
  return {
    number: latest.blockNumber,
    id: hiveBlockId(latest.blockNumber, latest.hash),
    time: blockTimestamp(now),
  };
}

/**
 * A transaction of custom_json operations signed as dhive's `broadcast.json` signs one: referring
 * to the head block, expiring a minute from now, signed over dhive's default chain id.
 */
export function signCustomJson(
  db: Db,
  op: CustomJsonOperation | CustomJsonOperation[],
  key: PrivateKey,
  now: number,
): Transaction {
  const head = headBlock(db, now);
  const tx: Transaction = {
    ref_block_num: head.number & 0xffff,
    ref_block_prefix: Buffer.from(head.id, 'hex').readUInt32LE(4),
    expiration: blockTimestamp(now + DEV_EXPIRATION_MS),
    operations: (Array.isArray(op) ? op : [op]).map((o) => ['custom_json', o]),
    extensions: [],
  };
  return cryptoUtils.signTransaction(tx, key);
}
