/**
 * Creation on the local chain: `tokens.create` and `nft.create`, with the checks and texts of Hive
 * Engine's `contracts/tokens.js` and `contracts/nft.js`. The sender becomes the issuer (and the
 * NFT's first authorised issuing account unless the payload names them). The local chain charges
 * no creation fee (mainnet's `tokenCreationFee` and `nftCreationFee` are 100 BEE each): the demo
 * world's token account creates every token at genesis, BEE included.
 */
import { statement } from '../lib/statements';
import { assert, isValidAccountName, type ChainEvent, type ContractCall } from './state';
import type { Db } from '../lib/sqlite';

const ACTIVE_KEY = 'you must use a custom_json signed with your active key';
const NAME = /^[a-zA-Z0-9 ]{1,50}$/;
const MAX_URL_LENGTH = 255;
const MAX_PRECISION = 8;

const optionalString = (value: unknown, max: number) =>
  value === undefined || (typeof value === 'string' && value.length <= max);

/** A positive decimal maxSupply (the ledger's own cap, TOKEN_MAX_UNITS, still binds). */
const isMaxSupply = (value: unknown) =>
  typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) && Number(value) > 0;

/** tokens.create: `{ name, symbol, precision, maxSupply, url? }`; the sender is the issuer. */
export function tokensCreate(db: Db, { sender, payload, isSignedWithActiveKey }: ContractCall): ChainEvent[] {
  const { name, symbol, precision, maxSupply, url } = payload;
  assert(isSignedWithActiveKey, ACTIVE_KEY);
  assert(
    typeof name === 'string' &&
      typeof symbol === 'string' &&
      Number.isInteger(precision) &&
      typeof maxSupply === 'string' &&
      optionalString(url, Number.MAX_SAFE_INTEGER),
    'invalid params',
  );
  assert(NAME.test(name), 'invalid name: letters, numbers, whitespaces only, max length of 50');
  assert(optionalString(url, MAX_URL_LENGTH), 'invalid url: max length of 255');
  assert(
    /^[A-Z]+(\.[A-Z]+)?$/.test(symbol) && symbol.length <= 10,
    'invalid symbol: uppercase letters only and one "." allowed, max length of 10',
  );
  assert((precision as number) >= 0 && (precision as number) <= MAX_PRECISION, 'invalid precision');
  assert(isMaxSupply(maxSupply), 'maxSupply must be positive');
  assert(!statement(db, 'SELECT 1 FROM chain_tokens WHERE symbol = ?').get(symbol), 'symbol already exists');
  statement(db, 'INSERT INTO chain_tokens (symbol, name, precision, issuer) VALUES (?, ?, ?, ?)').run(
    symbol,
    name,
    precision,
    sender,
  );
  return [];
}

/**
 * nft.create: `{ name, symbol, maxSupply?, url?, authorizedIssuingAccounts? }`; the sender is the
 * issuer. The NFT starts with no data property (nft.addProperty adds them).
 */
export function nftCreate(db: Db, { sender, payload, isSignedWithActiveKey }: ContractCall): ChainEvent[] {
  const { name, symbol, maxSupply, url, authorizedIssuingAccounts } = payload;
  assert(isSignedWithActiveKey, ACTIVE_KEY);
  assert(
    typeof name === 'string' &&
      typeof symbol === 'string' &&
      (maxSupply === undefined || typeof maxSupply === 'string') &&
      optionalString(url, Number.MAX_SAFE_INTEGER) &&
      (authorizedIssuingAccounts === undefined ||
        (Array.isArray(authorizedIssuingAccounts) &&
          authorizedIssuingAccounts.every((a) => typeof a === 'string' && isValidAccountName(a)))),
    'invalid params',
  );
  assert(NAME.test(name), 'invalid name: letters, numbers, whitespaces only, max length of 50');
  assert(optionalString(url, MAX_URL_LENGTH), 'invalid url: max length of 255');
  assert(/^[A-Z]{1,10}$/.test(symbol), 'invalid symbol: uppercase letters only, max length of 10');
  assert(maxSupply === undefined || isMaxSupply(maxSupply), 'maxSupply must be positive');
  assert(!statement(db, 'SELECT 1 FROM chain_nfts WHERE symbol = ?').get(symbol), 'symbol already exists');
  statement(
    db,
    'INSERT INTO chain_nfts (symbol, issuer, authorized_issuing_accounts, properties) VALUES (?, ?, ?, ?)',
  ).run(symbol, sender, JSON.stringify(authorizedIssuingAccounts ?? [sender]), '{}');
  return [];
}
