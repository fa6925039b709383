/**
 * Issuance on the local chain: `tokens.issue`, `nft.issue`, `nft.issueMultiple` and
 * `nft.addProperty`, with the checks, texts and events of Hive Engine's `contracts/tokens.js` and
 * `contracts/nft.js`. Only a token's issuer issues it, and only the NFT's authorised issuing
 * accounts issue cards; the node holds none of those platform accounts' keys, so players can send
 * these actions but they fail on chain as they would on the node. ledger.ts runs them.
 *
 * As on mainnet, every instance costs its issuer `nftIssuanceFee` in the fee token it names
 * (`feeSymbol`): the base fee plus the same again for each data property the NFT defines, burned
 * to `null`. An NFT's first three data properties are free; each one past them costs its issuer
 * `dataPropertyCreationFee` once (`nft.addProperty`). The amounts are the local chain's own
 * (docs/chain-node.md).
 */
import { formatUnits, parseUnits } from '@hueso/contract';
import type { Db } from '../lib/sqlite';
import { statement } from '../lib/statements';
import {
  addBalance,
  assert,
  balanceOf,
  ContractError,
  isValidAccountName,
  tokenPrecision,
  type ChainEvent,
  type ContractCall,
  type Logs,
} from './state';
import { issuerProperty, TOKEN_MAX_UNITS, type NftProperty } from './tables';

/** `params.nftIssuanceFee` of the local chain's nft contract: fee symbol → base fee per instance. */
export const NFT_ISSUANCE_FEE: Readonly<Record<string, string>> = { BEE: '0.001' };
/** `params.dataPropertyCreationFee`: BEE for each data property past the first three. */
export const DATA_PROPERTY_CREATION_FEE = '1';
/** Data properties an NFT has before `nft.addProperty` charges for more. */
const FREE_DATA_PROPERTIES = 3;
/** The node's MAX_NUM_NFTS_ISSUABLE: instances one `nft.issueMultiple` may issue. */
export const MAX_NFTS_ISSUABLE = 10;
const MAX_NUM_CONTAINER_NFTS_OPERABLE = 1;
const MAX_DATA_PROPERTY_LENGTH = 100;
const ACTIVE_KEY = 'you must use a custom_json signed with your active key';
const ISSUE_TYPES = ['user', 'contract'];

interface Nft {
  issuer: string;
  authorizedIssuingAccounts: string[];
  properties: Record<string, NftProperty>;
}

function findNft(db: Db, symbol: string): Nft | undefined {
  const row = statement(
    db,
    'SELECT issuer, authorized_issuing_accounts, properties FROM chain_nfts WHERE symbol = ?',
  ).get(symbol) as { issuer: string; authorized_issuing_accounts: string; properties: string } | undefined;
  return (
    row && {
      issuer: row.issuer,
      authorizedIssuingAccounts: JSON.parse(row.authorized_issuing_accounts),
      properties: JSON.parse(row.properties),
    }
  );
}

/** Moves `units` of `symbol` from the payer to `null` (a fee); the transfer event it logs. */
function burnFee(db: Db, payer: string, symbol: string, units: number, precision: number): ChainEvent {
  addBalance(db, payer, symbol, -units);
  addBalance(db, 'null', symbol, units);
  return {
    contract: 'tokens',
    event: 'transfer',
    data: { from: payer, to: 'null', symbol, quantity: formatUnits(units, precision) },
  };
}

const isObjectLike = (value: unknown) => typeof value === 'object' && value !== null;

/** tokens.issue: the issuer creates `quantity` in `to`'s balance (event transferFromContract). */
export function tokensIssue(db: Db, { sender, payload, isSignedWithActiveKey }: ContractCall): ChainEvent[] {
  const { to, symbol, quantity } = payload;
  assert(isSignedWithActiveKey, ACTIVE_KEY);
  assert(
    typeof to === 'string' &&
      to !== '' &&
      typeof symbol === 'string' &&
      symbol !== '' &&
      typeof quantity === 'string' &&
      // A decimal number, signed or not: the node's check is only that BigNumber reads it.
      /^-?\d+(\.\d+)?$/.test(quantity),
    'invalid params',
  );
  const finalTo = to.trim();
  const precision = tokenPrecision(db, symbol);
  assert(precision !== undefined, 'symbol does not exist');
  const issuer = statement(db, 'SELECT issuer FROM chain_tokens WHERE symbol = ?').pluck().get(symbol);
  assert(issuer === sender, 'not allowed to issue tokens');
  const decimals = (quantity.split('.')[1] ?? '').replace(/0+$/, '').length;
  assert(decimals <= precision, 'symbol precision mismatch');
  // null: more units than the ledger holds exactly (checked with the supply below).
  const negative = quantity.startsWith('-');
  const units = negative ? 0 : parseUnits(quantity, precision);
  assert(units === null || units > 0, 'must issue positive quantity');
  const supply = statement(db, 'SELECT COALESCE(SUM(balance), 0) FROM chain_balances WHERE symbol = ?')
    .pluck()
    .get(symbol) as number;
  // The ledger keeps exact integer units: its supply cap (tokens.tokens maxSupply) is the largest exact integer.
  assert(units !== null && supply + units <= TOKEN_MAX_UNITS, 'quantity exceeds available supply');
  assert(isValidAccountName(finalTo), 'invalid to');
  addBalance(db, finalTo, symbol, units);
  return [
    {
      contract: 'tokens',
      event: 'transferFromContract',
      data: { from: 'tokens', to: finalTo, symbol, quantity: formatUnits(units, precision) },
    },
  ];
}

/** The card's stored fields, which every local instance has: ID a card number, POWER and EDITION whole numbers. */
function cardFields(properties: Record<string, unknown>) {
  const { ID, POWER, EDITION, BRILLANTE } = properties;
  const whole = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
  assert(
    typeof ID === 'string' && /^[1-9]\d{0,8}$/.test(ID) && whole(POWER) && whole(EDITION),
    'the local chain issues cards with ID (a card number), POWER and EDITION (whole numbers)',
  );
  return {
    ide: Number(ID),
    power: POWER as number,
    edition: EDITION as number,
    brillante: BRILLANTE === true,
    // The node stores the properties given: BRILLANTE false stays in the row when it was sent.
    brillanteStated: BRILLANTE !== undefined,
  };
}

/** The node's isValidDataProperties: names, types and the right to set them; number strings become numbers. */
function validProperties(
  from: string,
  schema: Record<string, NftProperty>,
  properties: Record<string, unknown>,
) {
  assert(
    Object.keys(properties).length <= Object.keys(schema).length,
    'cannot set more data properties than NFT has',
  );
  const final: Record<string, unknown> = {};
  for (const [name, data] of Object.entries(properties)) {
    assert(
      /^[A-Za-z0-9]{1,25}$/.test(name),
      'invalid data property name: letters & numbers only, max length of 25',
    );
    assert(Object.hasOwn(schema, name), 'data property must exist');
    const property = schema[name]!;
    // The node takes a number as text when BigNumber reads it: never an empty or blank text.
    const numberText =
      property.type === 'number' &&
      typeof data === 'string' &&
      /\S/.test(data) &&
      Number.isFinite(Number(data));
    assert(
      data !== undefined && data !== null && (typeof data === property.type || numberText),
      `data property type mismatch: expected ${property.type} but got ${typeof data} for property ${name}`,
    );
    assert(
      typeof data !== 'string' || data.length <= MAX_DATA_PROPERTY_LENGTH,
      `string property max length is ${MAX_DATA_PROPERTY_LENGTH} characters`,
    );
    assert(property.authorizedEditingAccounts.includes(from), 'not allowed to set data properties');
    final[name] = numberText ? Number(data) : data;
  }
  return final;
}

/**
 * One `nft.issue`; throws ContractError with the node's text when it fails, having changed nothing.
 * Returns the fee's transfer event and the issue event.
 */
function issueOne(db: Db, sender: string, payload: Record<string, unknown>, signed: boolean): ChainEvent[] {
  const { symbol, fromType, to, toType, feeSymbol, lockTokens, lockNfts, soulBound, properties } = payload;
  const finalToType = toType === undefined ? 'user' : toType;
  const finalFromType = fromType === undefined ? 'user' : fromType;
  assert(signed, ACTIVE_KEY);
  assert(
    typeof symbol === 'string' &&
      symbol !== '' &&
      typeof finalFromType === 'string' &&
      ISSUE_TYPES.includes(finalFromType) &&
      // A 'contract' issuer needs a calling contract, which a signed action never has.
      finalFromType === 'user' &&
      typeof to === 'string' &&
      to !== '' &&
      typeof finalToType === 'string' &&
      ISSUE_TYPES.includes(finalToType) &&
      typeof feeSymbol === 'string' &&
      feeSymbol !== '' &&
      Object.hasOwn(NFT_ISSUANCE_FEE, feeSymbol) &&
      (properties === undefined || isObjectLike(properties)) &&
      (lockTokens === undefined || isObjectLike(lockTokens)) &&
      (lockNfts === undefined || Array.isArray(lockNfts)) &&
      (soulBound === undefined || typeof soulBound === 'boolean'),
    'invalid params',
  );
  const finalTo = finalToType === 'user' ? to.trim().toLowerCase() : to.trim();
  assert(finalToType === 'contract' || isValidAccountName(finalTo), 'invalid to');
  const nft = findNft(db, symbol);
  assert(nft !== undefined, 'symbol does not exist');
  assert(nft.authorizedIssuingAccounts.includes(sender), 'not allowed to issue tokens');
  const feePrecision = tokenPrecision(db, feeSymbol);
  assert(feePrecision !== undefined, 'fee symbol does not exist');
  // The local restrictions come after the sender's check, so a sender who may not issue is told
  // so whatever toType, locks or soulBound it sends.
  assert(
    finalToType === 'user' &&
      (lockTokens === undefined || Object.keys(lockTokens as object).length === 0) &&
      (lockNfts === undefined || (lockNfts as unknown[]).length === 0) &&
      soulBound !== true,
    'the local chain issues to user accounts only, with no locked tokens or NFTs and not soul bound',
  );
  const rate = parseUnits(NFT_ISSUANCE_FEE[feeSymbol]!, feePrecision)!;
  const fee = rate * (1 + Object.keys(nft.properties).length);
  assert(balanceOf(db, sender, feeSymbol) >= fee, 'you must have enough tokens to cover the issuance fees');
  const finalProperties =
    properties === undefined
      ? {}
      : validProperties(sender, nft.properties, properties as Record<string, unknown>);
  const card = cardFields(finalProperties);
  const feeEvents = fee > 0 ? [burnFee(db, sender, feeSymbol, fee, feePrecision)] : [];
  const inserted = statement(
    db,
    `INSERT INTO chain_nft_instances (symbol, account, owned_by, card_ide, power, edition, brillante,
       brillante_stated)
       VALUES (?, ?, 'u', ?, ?, ?, ?, ?)`,
  ).run(
    symbol,
    finalTo,
    card.ide,
    card.power,
    card.edition,
    card.brillante ? 1 : 0,
    card.brillanteStated ? 1 : 0,
  );
  const issue: ChainEvent = {
    contract: 'nft',
    event: 'issue',
    data: {
      from: sender,
      fromType: 'user',
      to: finalTo,
      toType: 'user',
      symbol,
      lockedTokens: {},
      lockedNfts: [],
      soulBound: false,
      properties: finalProperties,
      id: Number(inserted.lastInsertRowid),
    },
  };
  return [...feeEvents, issue];
}

/** nft.issue: one instance. */
export function nftIssue(db: Db, { sender, payload, isSignedWithActiveKey }: ContractCall): ChainEvent[] {
  return issueOne(db, sender, payload, isSignedWithActiveKey);
}

/** nft.issueMultiple: up to 10 instances, each issued or refused on its own, as on the node. */
export function nftIssueMultiple(db: Db, { sender, payload, isSignedWithActiveKey }: ContractCall): Logs {
  const { instances } = payload;
  assert(isSignedWithActiveKey, ACTIVE_KEY);
  assert(Array.isArray(instances), 'invalid params');
  assert(
    instances.length <= MAX_NFTS_ISSUABLE,
    `cannot issue more than ${MAX_NFTS_ISSUABLE} NFT instances at once`,
  );
  const containers = instances.filter(
    (i) => isObjectLike(i) && (i as { lockNfts?: unknown }).lockNfts,
  ).length;
  assert(
    containers <= MAX_NUM_CONTAINER_NFTS_OPERABLE,
    `cannot issue more than ${MAX_NUM_CONTAINER_NFTS_OPERABLE} container NFT instances at once`,
  );
  assert(
    containers === 0 || containers === instances.length,
    'cannot issue a mix of container and non-container NFT instances simultaneously',
  );
  const events: ChainEvent[] = [];
  const errors: string[] = [];
  for (const instance of instances) {
    if (!instance) continue;
    const fields = isObjectLike(instance) ? (instance as Record<string, unknown>) : {};
    try {
      events.push(...issueOne(db, sender, fields, isSignedWithActiveKey));
    } catch (error) {
      if (!(error instanceof ContractError)) throw error;
      errors.push(error.message);
    }
  }
  // The node's logs start as { errors: [], events: [] }, so errors come first in the text.
  return { ...(errors.length ? { errors } : {}), ...(events.length ? { events } : {}) };
}

const PROPERTY_TYPES = ['number', 'string', 'boolean'];

/**
 * nft.addProperty: `{ symbol, name, type, isReadOnly?, authorizedEditingAccounts? }`, the
 * issuer only. Past the first three properties the issuer pays DATA_PROPERTY_CREATION_FEE BEE.
 */
export function nftAddProperty(
  db: Db,
  { sender, payload, isSignedWithActiveKey }: ContractCall,
): ChainEvent[] {
  const { symbol, name, type, isReadOnly, authorizedEditingAccounts } = payload;
  assert(isSignedWithActiveKey, ACTIVE_KEY);
  assert(
    typeof symbol === 'string' &&
      symbol !== '' &&
      typeof name === 'string' &&
      name !== '' &&
      typeof type === 'string' &&
      (isReadOnly === undefined || typeof isReadOnly === 'boolean') &&
      (authorizedEditingAccounts === undefined ||
        (Array.isArray(authorizedEditingAccounts) &&
          authorizedEditingAccounts.every((a) => typeof a === 'string' && isValidAccountName(a)))),
    'invalid params',
  );
  assert(/^[A-Za-z0-9]{1,25}$/.test(name), 'invalid name: letters & numbers only, max length of 25');
  assert(PROPERTY_TYPES.includes(type), 'invalid type: must be number, string, or boolean');
  const nft = findNft(db, symbol);
  assert(nft !== undefined, 'symbol does not exist');
  assert(nft.issuer === sender, 'must be the issuer');
  assert(!Object.hasOwn(nft.properties, name), 'cannot add the same property twice');
  const events: ChainEvent[] = [];
  if (Object.keys(nft.properties).length >= FREE_DATA_PROPERTIES) {
    const precision = tokenPrecision(db, 'BEE');
    assert(precision !== undefined, 'fee symbol does not exist');
    const fee = parseUnits(DATA_PROPERTY_CREATION_FEE, precision)!;
    assert(balanceOf(db, sender, 'BEE') >= fee, 'you must have enough tokens to cover the creation fees');
    if (fee > 0) events.push(burnFee(db, sender, 'BEE', fee, precision));
  }
  const property: NftProperty = {
    ...issuerProperty(sender, type as NftProperty['type']),
    isReadOnly: isReadOnly === true,
    authorizedEditingAccounts: (authorizedEditingAccounts as string[] | undefined) ?? [sender],
  };
  statement(db, 'UPDATE chain_nfts SET properties = ? WHERE symbol = ?').run(
    JSON.stringify({ ...nft.properties, [name]: property }),
    symbol,
  );
  return events;
}
