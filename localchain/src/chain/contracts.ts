/**
 * The contracts the local chain implements, answered by `contracts.getContract` in the node's
 * contract document shape (`libs/SmartContracts.js` deploy): `_id`, `owner`, `code`, `codeHash`,
 * `tables`, `version`. The local contracts are not JavaScript run in a VM but code of the node
 * itself, so `code` is a short text naming that code and the actions it implements, and
 * `codeHash` is its SHA-256 — the value every transaction of the contract carries as
 * `executedCodeHash`. `owner` is 'null', as for the node's genesis contracts.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../lib/sqlite';

/** Actions per contract, as the ledger's HANDLERS map implements them (a test keeps them equal). */
export const CONTRACT_ACTIONS: Readonly<Record<string, readonly string[]>> = {
  tokens: ['create', 'transfer', 'issue'],
  nft: ['create', 'addProperty', 'burn', 'issue', 'issueMultiple'],
  nftmarket: ['sell', 'buy', 'cancel'],
};

const SOURCES: Readonly<Record<string, string>> = {
  tokens: 'localchain/src/chain/ledger.ts',
  nft: 'localchain/src/chain/ledger.ts',
  nftmarket: 'localchain/src/chain/nftmarket.ts',
};

function codeOf(name: string): string {
  return (
    `// ${name}: Hive Engine's ${name} contract, implemented natively by the HUESO local node ` +
    `(${SOURCES[name]}). Actions: ${CONTRACT_ACTIONS[name]!.join(', ')}.`
  );
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** SHA-256 of the contract's `code`; '' for a contract the local chain does not implement. */
export function contractCodeHash(name: string): string {
  return Object.hasOwn(CONTRACT_ACTIONS, name) ? sha256(codeOf(name)) : '';
}

interface TableInfo {
  /** Row count, as the node keeps it. */
  size: number;
  /** The node's running table hash; the local chain keeps none. */
  hash: string;
  /** Indexes the node's contract creates for the table. */
  nbIndexes: number;
}

/** The tables each contract holds on the local chain, with the indexes the node's contract declares. */
function tablesOf(db: Db, name: string, nftSymbol: string): Record<string, TableInfo> {
  const count = (sql: string, ...params: unknown[]) =>
    db
      .prepare(sql)
      .pluck()
      .get(...params) as number;
  const table = (size: number, nbIndexes: number): TableInfo => ({ size, hash: '', nbIndexes });
  if (name === 'tokens')
    return {
      tokens_tokens: table(count('SELECT COUNT(*) FROM chain_tokens'), 1),
      tokens_balances: table(count('SELECT COUNT(*) FROM chain_balances'), 1),
    };
  if (name === 'nft')
    return {
      nft_nfts: table(1, 1),
      [`nft_${nftSymbol}instances`]: table(
        count('SELECT COUNT(*) FROM chain_nft_instances WHERE symbol = ?', nftSymbol),
        2,
      ),
    };
  return {
    [`nftmarket_${nftSymbol}sellBook`]: table(
      count('SELECT COUNT(*) FROM chain_nft_sellbook WHERE symbol = ?', nftSymbol),
      5,
    ),
  };
}

/** `contracts.getContract { name }`: the contract document, or null for one not implemented. */
export function getContract(db: Db, name: string, nftSymbol: string) {
  if (!Object.hasOwn(CONTRACT_ACTIONS, name)) return null;
  const code = codeOf(name);
  return {
    _id: name,
    owner: 'null',
    code,
    codeHash: sha256(code),
    tables: tablesOf(db, name, nftSymbol),
    version: 1,
  };
}
