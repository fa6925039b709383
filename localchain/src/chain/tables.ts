/**
 * Read access to the local chain's contract tables, shaped as Hive Engine rows. A Mongo-style
 * query is compiled to SQL: equality and `$in` on the fields each table declares. Anything else
 * is refused with a clear message rather than silently answered wrong.
 */
import { formatUnits } from '@hueso/contract';
import type { Db } from '../lib/sqlite';

/** A JSON object (not null, not an array). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Bound on `$in` lists, well under SQLite's limit on query parameters. */
const MAX_IN_VALUES = 1000;

/** Bound on sort entries: a table has only a few fields to sort by. */
const MAX_INDEXES = 5;

type Row = Record<string, unknown>;

interface Field {
  sql: string;
  type: 'string' | 'number';
}

interface TableSpec {
  from: string;
  /** Condition every row of the table meets, with its parameters. */
  base: string;
  params: unknown[];
  fields: Record<string, Field>;
  toRow: (row: Row) => Row;
}

export interface FindParams {
  contract: string;
  table: string;
  query: Record<string, unknown>;
  limit: number;
  offset: number;
  indexes?: { index: string; descending: boolean }[];
}

export class QueryError extends Error {}

/** What the tables need from the node's settings. */
export interface ChainSettings {
  /** The cards' NFT symbol (NFTHUESO unless configured). */
  nftSymbol: string;
}

/**
 * maxSupply of a local token, in its units: the cap `tokens.issue` enforces. The ledger keeps
 * exact integer units, so a supply is at most the largest exact integer of units (9,007,199,254,740.991
 * HUESO, 90,071,992.54740991 SWAP.HIVE), and maxSupply − supply is the true headroom.
 */
export const TOKEN_MAX_UNITS = Number.MAX_SAFE_INTEGER;

/** The card NFT's name as `nft.create` would store it (letters, digits and spaces, at most 50). */
export const NFT_NAME = 'Hueso Cards';

/** An NFT data property as `nft.addProperty` stores it. */
export interface NftProperty {
  type: 'string' | 'number' | 'boolean';
  isReadOnly: boolean;
  authorizedEditingAccounts: string[];
  authorizedEditingContracts: string[];
}

/** A data property the issuer sets at issue time and nobody edits afterwards. */
export function issuerProperty(issuer: string, type: NftProperty['type']): NftProperty {
  return { type, isReadOnly: true, authorizedEditingAccounts: [issuer], authorizedEditingContracts: [] };
}

const str = (sql: string): Field => ({ sql, type: 'string' });
const num = (sql: string): Field => ({ sql, type: 'number' });

function spec(contract: string, table: string, { nftSymbol }: ChainSettings): TableSpec | undefined {
  if (contract === 'tokens' && table === 'tokens') {
    // Supplies are the ledger's own sums: every unit is in some balance, burned ones in 'null's,
    // which the node counts in supply but not in circulatingSupply.
    return {
      from: `(SELECT t.rowid AS _id, t.symbol, t.name, t.precision, t.issuer,
          (SELECT COALESCE(SUM(b.balance), 0) FROM chain_balances b WHERE b.symbol = t.symbol) AS supply,
          (SELECT COALESCE(SUM(b.balance), 0) FROM chain_balances b
            WHERE b.symbol = t.symbol AND b.account <> 'null') AS circulating,
          EXISTS (SELECT 1 FROM chain_balances b WHERE b.symbol = t.symbol) AS held
        FROM chain_tokens t) tok`,
      base: '1',
      params: [],
      fields: { _id: num('_id'), symbol: str('symbol'), issuer: str('issuer'), name: str('name') },
      toRow: (r) => {
        const precision = r.precision as number;
        return {
          _id: r._id,
          issuer: r.issuer,
          symbol: r.symbol,
          name: r.name,
          metadata: JSON.stringify({ url: '' }),
          precision,
          maxSupply: formatUnits(TOKEN_MAX_UNITS, precision),
          // tokens.create stores '0'; the first issue writes the supply at the token's precision.
          supply: r.held ? formatUnits(r.supply as number, precision) : '0',
          circulatingSupply: r.held ? formatUnits(r.circulating as number, precision) : '0',
          stakingEnabled: false,
          unstakingCooldown: 1,
          delegationEnabled: false,
          undelegationCooldown: 0,
        };
      },
    };
  }
  if (contract === 'nft' && table === 'nfts') {
    // supply counts every instance issued, circulatingSupply the unburned.
    return {
      from: `(SELECT n.rowid AS _id, n.symbol, n.issuer, n.authorized_issuing_accounts, n.properties,
          (SELECT COUNT(*) FROM chain_nft_instances i WHERE i.symbol = n.symbol) AS supply,
          (SELECT COUNT(*) FROM chain_nft_instances i WHERE i.symbol = n.symbol AND i.account <> 'null') AS circulating
        FROM chain_nfts n) nft`,
      base: '1',
      params: [],
      fields: { _id: num('_id'), symbol: str('symbol'), issuer: str('issuer') },
      toRow: (r) => ({
        _id: r._id,
        issuer: r.issuer,
        symbol: r.symbol,
        name: NFT_NAME,
        orgName: '',
        productName: '',
        metadata: JSON.stringify({ url: '' }),
        maxSupply: 0,
        supply: r.supply,
        circulatingSupply: r.circulating,
        delegationEnabled: false,
        undelegationCooldown: 0,
        authorizedIssuingAccounts: JSON.parse(r.authorized_issuing_accounts as string),
        authorizedIssuingContracts: [],
        properties: JSON.parse(r.properties as string),
        groupBy: ['ID'],
      }),
    };
  }
  if (contract === 'tokens' && table === 'balances') {
    return {
      from: 'chain_balances b JOIN chain_tokens t ON t.symbol = b.symbol',
      base: '1',
      params: [],
      fields: { _id: num('b._id'), account: str('b.account'), symbol: str('b.symbol') },
      toRow: (r) => ({
        _id: r._id,
        account: r.account,
        symbol: r.symbol,
        balance: formatUnits(r.balance as number, r.precision as number),
        stake: formatUnits(0, r.precision as number),
        pendingUnstake: formatUnits(0, r.precision as number),
        delegationsIn: formatUnits(0, r.precision as number),
        delegationsOut: formatUnits(0, r.precision as number),
        pendingUndelegations: formatUnits(0, r.precision as number),
      }),
    };
  }
  if (contract === 'nft' && table === `${nftSymbol}instances`) {
    return {
      from: 'chain_nft_instances',
      base: 'symbol = ?',
      params: [nftSymbol],
      fields: {
        _id: num('_id'),
        account: str('account'),
        ownedBy: str('owned_by'),
        previousAccount: str('previous_account'),
        'properties.ID': str('CAST(card_ide AS TEXT)'),
      },
      toRow: (r) => ({
        _id: r._id,
        account: r.account,
        // nft.issue writes soulBound (the local chain never issues soul-bound cards).
        soulBound: false,
        ownedBy: r.owned_by,
        ...(r.previous_account
          ? { previousAccount: r.previous_account, previousOwnedBy: r.previous_owned_by }
          : {}),
        lockedTokens: {},
        // BRILLANTE on shiny instances, and false where the issue named it false (as its event).
        properties: {
          ID: String(r.card_ide),
          POWER: r.power,
          EDITION: r.edition,
          ...(r.brillante || r.brillante_stated ? { BRILLANTE: r.brillante === 1 } : {}),
        },
      }),
    };
  }
  if (contract === 'nftmarket' && table === `${nftSymbol}sellBook`) {
    return {
      from: 'chain_nft_sellbook',
      base: 'symbol = ?',
      params: [nftSymbol],
      fields: {
        _id: num('_id'),
        account: str('account'),
        ownedBy: str('owned_by'),
        nftId: str('nft_id'),
        priceSymbol: str('price_symbol'),
        'grouping.ID': str("json_extract(grouping, '$.ID')"),
      },
      toRow: (r) => ({
        _id: r._id,
        account: r.account,
        ownedBy: r.owned_by,
        nftId: r.nft_id,
        grouping: JSON.parse(r.grouping as string),
        timestamp: r.timestamp,
        price: r.price,
        priceDec: { $numberDecimal: r.price },
        priceSymbol: r.price_symbol,
        fee: r.fee,
      }),
    };
  }
  return undefined;
}

/**
 * A field the table declares, by its own name only: 'constructor', 'toString' or '__proto__' are
 * names a caller can send, and must not reach an object's prototype.
 */
function fieldOf(fields: Record<string, Field>, name: string): Field | undefined {
  return Object.hasOwn(fields, name) ? fields[name] : undefined;
}

function compileQuery(
  query: Record<string, unknown>,
  fields: Record<string, Field>,
): { where: string[]; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  for (const [key, condition] of Object.entries(query)) {
    const field = fieldOf(fields, key);
    if (!field) throw new QueryError(`query field '${key}' is not supported by the local chain`);
    if (isObject(condition)) {
      const operators = Object.keys(condition);
      const values = condition.$in;
      if (operators.length !== 1 || !Array.isArray(values)) {
        throw new QueryError(`query operator '${operators.join(',')}' is not supported by the local chain`);
      }
      if (values.length > MAX_IN_VALUES)
        throw new QueryError(`$in takes at most ${MAX_IN_VALUES} values, got ${values.length}`);
      const matching = values.filter((v) => typeof v === field.type);
      where.push(matching.length ? `${field.sql} IN (${matching.map(() => '?').join(', ')})` : '0');
      params.push(...matching);
    } else if (typeof condition === field.type) {
      where.push(`${field.sql} = ?`);
      params.push(condition);
    } else {
      where.push('0'); // Mongo equality never matches a value of another type.
    }
  }
  return { where, params };
}

/** Rows of a table, or null when the table does not exist (as Hive Engine answers). */
export function find(db: Db, settings: ChainSettings, params: FindParams): Row[] | null {
  const table = spec(params.contract, params.table, settings);
  if (!table) return null;
  const { where, params: values } = compileQuery(params.query, table.fields);
  const indexes = params.indexes ?? [];
  if (indexes.length > MAX_INDEXES)
    throw new QueryError(`indexes takes at most ${MAX_INDEXES} entries, got ${indexes.length}`);
  const order = indexes.map(({ index, descending }) => {
    const field = fieldOf(table.fields, index);
    if (!field) throw new QueryError(`index '${index}' is not supported by the local chain`);
    return `${field.sql} ${descending ? 'DESC' : 'ASC'}`;
  });
  const sql = `SELECT * FROM ${table.from} WHERE ${[table.base, ...where].join(' AND ')}
    ORDER BY ${[...order, table.fields._id!.sql].join(', ')} LIMIT ? OFFSET ?`;
  const rows = db.prepare(sql).all(...table.params, ...values, params.limit, params.offset) as Row[];
  return rows.map(table.toRow);
}
