/**
 * The local chain's state machine: accounts, token balances, NFT instances and the transaction
 * log, with the checks and log texts of Hive Engine's `tokens` and `nft` contracts. Every action
 * is recorded as a transaction, failed ones included, exactly as the sidechain does: a failure is
 * visible only through `errors` in the logs.
 */
import { randomBytes } from 'node:crypto';
import type { PrivateKey } from '@hiveio/dhive';
import { parseUnits } from '@hueso/contract';
import { jsonValueDepth } from '../lib/jsonBody';
import type { Db } from '../lib/sqlite';
import { statement } from '../lib/statements';
import { recordBlock } from './blocks';
import { createAccountKeys, singleKeyAuthority, type Authority, type KeyRole } from './keys';
import { nftCreate, tokensCreate } from './creation';
import { nftAddProperty, nftIssue, nftIssueMultiple, tokensIssue } from './issuance';
import { nftmarketBuy, nftmarketCancel, nftmarketSell } from './nftmarket';
import {
  addBalance,
  assert,
  balanceOf,
  ContractError,
  isValidAccountName,
  tokenPrecision,
  type ChainEvent,
  type ContractCall,
  type Handler,
  type Logs,
} from './state';

// The ground every action stands on (state.ts), handed on to the rest of the node.
export * from './state';

export interface ChainAccount {
  name: string;
  owner: Authority;
  posting: Authority;
  active: Authority;
  memo_key: string;
  created_at: number;
}

export { sidechainId } from '@hueso/contract';
/** Levels of nesting an action's payload may have; deeper ones are refused before being stored. */
export const MAX_PAYLOAD_DEPTH = 10;
/**
 * Hive's HIVE_CUSTOM_OP_DATA_MAX_LENGTH: bytes (UTF-8) a custom_json's `json` may hold. Hive's
 * custom_json evaluator refuses a longer one with this text, so the operation never reaches the
 * sidechain: no transaction, no block. One such operation is far below Hive's transaction size
 * limit (64 KiB), so this is the limit that binds a sidechain action.
 */
export const MAX_CUSTOM_JSON_BYTES = 8192;
export const CUSTOM_JSON_TOO_LARGE = `Operation JSON must be less than ${MAX_CUSTOM_JSON_BYTES} bytes.`;

/** A transaction the chain refuses outright (Hive's validation): nothing of it is recorded. */
export class TransactionRefused extends Error {}

/** Bytes of the custom_json `json` that carries this call. */
export function customJsonBytes(call: Pick<ContractCall, 'contract' | 'action' | 'payload'>): number {
  const op = { contractName: call.contract, contractAction: call.action, contractPayload: call.payload };
  return Buffer.byteLength(JSON.stringify(op), 'utf8');
}

/** Hive Engine's limit of NFT ids in one action. */
const MAX_NFTS_PER_ACTION = 50;

/**
 * A chain account with fresh random keys (see keys.ts), stored for the dev wallet when `storeKeys`
 * is set; `active` keeps a platform account's Active key across a reset. Returns the private keys.
 */
export function createAccount(
  db: Db,
  name: string,
  now: number,
  { storeKeys, active }: { storeKeys: boolean; active?: PrivateKey },
): Record<KeyRole, PrivateKey> {
  const keys = createAccountKeys(db, name, { store: storeKeys, active });
  const authority = (role: KeyRole) =>
    JSON.stringify(singleKeyAuthority(keys[role].createPublic().toString()));
  statement(
    db,
    'INSERT INTO chain_accounts (name, owner, posting, active, memo_key, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(
    name,
    authority('owner'),
    authority('posting'),
    authority('active'),
    keys.memo.createPublic().toString(),
    now,
  );
  return keys;
}

export function getAccount(db: Db, name: string): ChainAccount | undefined {
  const row = statement(
    db,
    'SELECT name, owner, posting, active, memo_key, created_at FROM chain_accounts WHERE name = ?',
  ).get(name) as
    | { name: string; owner: string; posting: string; active: string; memo_key: string; created_at: number }
    | undefined;
  return (
    row && {
      name: row.name,
      owner: JSON.parse(row.owner),
      posting: JSON.parse(row.posting),
      active: JSON.parse(row.active),
      memo_key: row.memo_key,
      created_at: row.created_at,
    }
  );
}

export function createToken(
  db: Db,
  token: { symbol: string; name: string; precision: number; issuer: string },
): void {
  statement(
    db,
    'INSERT INTO chain_tokens (symbol, name, precision, issuer) VALUES (@symbol, @name, @precision, @issuer)',
  ).run(token);
}

function newTransactionId(): string {
  return randomBytes(20).toString('hex');
}

/** Where a sidechain transaction comes from: its Hive transaction and its place in it. */
export interface TransactionOrigin {
  /** The sidechain transaction id: the Hive one, or `<hive id>-<index>` for one of several. */
  transactionId: string;
  hiveTxId: string;
  /** Its index among several; null when the Hive transaction carried only this one. */
  index: number | null;
}

/**
 * Runs a contract call and records it as a transaction in a block of its own; returns its id and
 * the logs. Without an origin (genesis) it gets a fresh 40-hex id. A call whose custom_json would
 * be over MAX_CUSTOM_JSON_BYTES throws TransactionRefused and records nothing, as Hive refuses it
 * before the sidechain sees it.
 */
export function execute(
  db: Db,
  call: ContractCall,
  now: number,
  origin?: TransactionOrigin,
): { transactionId: string; logs: Logs } {
  if (customJsonBytes(call) > MAX_CUSTOM_JSON_BYTES) throw new TransactionRefused(CUSTOM_JSON_TOO_LARGE);
  return db.transaction(() => {
    const name = `${call.contract}.${call.action}`;
    const handler = Object.hasOwn(HANDLERS, name) ? HANDLERS[name] : undefined;
    const tooDeep = jsonValueDepth(call.payload) > MAX_PAYLOAD_DEPTH;
    const logs = tooDeep
      ? { errors: ['payload is nested too deeply'] }
      : handler
        ? runHandler(handler, db, call, now)
        : { errors: ['action not supported by the local chain'] };
    const payload = tooDeep ? {} : call.payload;
    const transactionId = origin?.transactionId ?? newTransactionId();
    const recorded = statement(
      db,
      `INSERT INTO chain_transactions (transaction_id, hive_tx_id, transaction_index, sender, contract, action,
         payload, logs, timestamp)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      transactionId,
      origin?.hiveTxId ?? transactionId,
      origin?.index ?? null,
      call.sender,
      call.contract,
      call.action,
      JSON.stringify({ ...payload, isSignedWithActiveKey: call.isSignedWithActiveKey }),
      JSON.stringify(logs),
      now,
    );
    recordBlock(db, Number(recorded.lastInsertRowid));
    return { transactionId, logs };
  })();
}

function runHandler(handler: Handler, db: Db, call: ContractCall, now: number): Logs {
  try {
    const result = db.transaction(() => handler(db, call, now))();
    if (!Array.isArray(result)) return result;
    return result.length > 0 ? { events: result } : {};
  } catch (error) {
    if (error instanceof ContractError) return { errors: [error.message] };
    throw error;
  }
}

const transfer: Handler = (db, { sender, payload, isSignedWithActiveKey }) => {
  const { to, symbol, quantity, memo } = payload;
  assert(isSignedWithActiveKey, 'you must use a custom_json signed with your active key');
  assert(
    typeof to === 'string' && typeof symbol === 'string' && typeof quantity === 'string',
    'invalid params',
  );
  assert(
    memo === undefined || memo === null || (typeof memo === 'string' && memo.length <= 256),
    'invalid params',
  );
  const recipient = to.trim().toLowerCase();
  assert(isValidAccountName(recipient), 'invalid to');
  assert(recipient !== sender, 'cannot transfer to self');
  const precision = tokenPrecision(db, symbol);
  assert(precision !== undefined, 'symbol does not exist');
  assert(/^\d+(\.\d+)?$/.test(quantity), 'invalid params');
  const units = parseUnits(quantity, precision);
  assert(units !== null, 'symbol precision mismatch');
  assert(units > 0, 'must transfer positive quantity');
  assert(balanceOf(db, sender, symbol) >= units, 'overdrawn balance');
  addBalance(db, sender, symbol, -units);
  addBalance(db, recipient, symbol, units);
  return [{ contract: 'tokens', event: 'transfer', data: { from: sender, to: recipient, symbol, quantity } }];
};

function isNftIdList(nfts: unknown): nfts is { symbol: string; ids: string[] }[] {
  if (!Array.isArray(nfts)) return false;
  let count = 0;
  const valid = nfts.every((entry: unknown) => {
    const { symbol, ids } = (entry ?? {}) as { symbol?: unknown; ids?: unknown };
    if (typeof symbol !== 'string' || !Array.isArray(ids)) return false;
    count += ids.length;
    return ids.every((id) => typeof id === 'string' && /^[1-9]\d*$/.test(id));
  });
  return valid && count <= MAX_NFTS_PER_ACTION;
}

/** nft.burn: instances not owned by the sender are skipped silently; `burn` events tell what burned. */
const burn: Handler = (db, { sender, payload, isSignedWithActiveKey }) => {
  assert(isSignedWithActiveKey, 'you must use a custom_json signed with your active key');
  const { nfts } = payload;
  assert(isNftIdList(nfts), 'invalid nft list');
  const find = statement(
    db,
    'SELECT account, owned_by FROM chain_nft_instances WHERE _id = ? AND symbol = ?',
  );
  const move = statement(
    db,
    `UPDATE chain_nft_instances SET previous_account = account, previous_owned_by = owned_by, account = 'null', owned_by = 'u'
     WHERE _id = ?`,
  );
  const events: ChainEvent[] = [];
  for (const { symbol, ids } of nfts) {
    for (const id of ids) {
      const nft = find.get(Number(id), symbol) as { account: string; owned_by: string } | undefined;
      if (!nft || nft.account !== sender || nft.owned_by !== 'u') continue;
      move.run(Number(id));
      events.push({
        contract: 'nft',
        event: 'burn',
        data: { account: sender, ownedBy: 'u', unlockedTokens: {}, unlockedNfts: [], symbol, id },
      });
    }
  }
  return events;
};

export const HANDLERS: Readonly<Record<string, Handler>> = {
  'tokens.transfer': transfer,
  'nft.burn': burn,
  'tokens.create': tokensCreate,
  'tokens.issue': tokensIssue,
  'nft.create': nftCreate,
  'nft.issue': nftIssue,
  'nft.issueMultiple': nftIssueMultiple,
  'nft.addProperty': nftAddProperty,
  'nftmarket.sell': nftmarketSell,
  'nftmarket.buy': nftmarketBuy,
  'nftmarket.cancel': nftmarketCancel,
};
