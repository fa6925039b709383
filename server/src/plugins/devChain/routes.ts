/**
 * Dev wallet: the Keychain operations done server-side with the local accounts' stored keys, so
 * the game can be played and tested without the browser extension. Mounted only when
 * `devChain` is on (DEV_CHAIN=1). It never signs for a platform account (token issuer, deposit,
 * market, treasuries: config.ts platformAccounts). Replies follow Keychain's callback shape.
 */
import { cryptoUtils } from '@hiveio/dhive';
import { z } from 'zod';
import { storedPrivateKey, type KeyRole } from '../../chain/keys';
import {
  CUSTOM_JSON_TOO_LARGE,
  execute,
  getAccount,
  isValidAccountName,
  listAccounts,
  MAX_CUSTOM_JSON_BYTES,
  MAX_PAYLOAD_DEPTH,
  SIDECHAIN_ID,
  TransactionRefused,
  type ContractCall,
} from '../../chain/ledger';
import { platformAccounts } from '../../config';
import type { AppContext } from '../../context';
import { HttpError } from '../../http';
import { jsonTextDepth, parseJsonSafely } from '../../jsonBody';
import type { GamePlugin } from '../../plugin';
import { check } from '../../validation';

const account = z.string().refine(isValidAccountName, 'must be a Hive account name');
const keyType = z.enum(['Posting', 'Active']);

const signBufferSchema = z.object({ account, message: z.string().min(1).max(10000), key: keyType });
const sendTokenSchema = z.object({
  account,
  to: account,
  amount: z.string().regex(/^\d+(\.\d{1,8})?$/, 'amount must be a decimal string like 1.5'),
  memo: z.string().max(256).default(''),
  currency: z.string().min(1).max(10),
});
const customJsonSchema = z.object({
  account,
  id: z.literal(SIDECHAIN_ID),
  key: keyType,
  json: z.string().min(2),
});
const sidechainOpSchema = z.object({
  contractName: z.string().min(1),
  contractAction: z.string().min(1),
  contractPayload: z.record(z.string(), z.unknown()),
});

/**
 * The key to sign with: the account must exist, must not be a platform account, and its stored key
 * of this role must still be the one its authority names.
 */
function requireDevKey(ctx: AppContext, name: string, role: KeyRole) {
  if (platformAccounts(ctx.config).has(name))
    throw new HttpError(403, `The dev wallet never signs for the platform account ${name}`);
  const chainAccount = getAccount(ctx.db, name);
  if (!chainAccount) throw new HttpError(404, `Unknown account ${name}`);
  const authority = role === 'active' ? chainAccount.active : chainAccount.posting;
  const key = storedPrivateKey(ctx.db, name, role);
  const publicKey = key?.createPublic().toString();
  if (!key || !authority.key_auths.some(([k]) => k === publicKey)) {
    throw new HttpError(403, `The dev wallet does not hold the ${role} key of ${name}`);
  }
  return { key, publicKey: publicKey! };
}

/** Broadcasts one operation; one Hive refuses outright (too large) is a 400 and records nothing. */
function broadcast(ctx: AppContext, call: ContractCall): string {
  try {
    return execute(ctx.db, call, ctx.config.now()).transactionId;
  } catch (error) {
    if (error instanceof TransactionRefused) throw new HttpError(400, error.message);
    throw error;
  }
}

function parseSidechainOp(json: string) {
  if (jsonTextDepth(json) > MAX_PAYLOAD_DEPTH)
    throw new HttpError(400, `json is nested too deeply: at most ${MAX_PAYLOAD_DEPTH} levels`);
  // Hive measures the json text as signed, in bytes: a longer one never reaches the sidechain.
  if (Buffer.byteLength(json, 'utf8') > MAX_CUSTOM_JSON_BYTES)
    throw new HttpError(400, CUSTOM_JSON_TOO_LARGE);
  let value: unknown;
  try {
    value = parseJsonSafely(json);
  } catch (error) {
    if (error instanceof HttpError) throw new HttpError(400, error.message.replace('Request body', 'json'));
    throw new HttpError(400, 'json must be a JSON string');
  }
  if (Array.isArray(value)) throw new HttpError(400, 'json arrays are not supported by the local chain');
  // The operation travels as a JSON string inside the body, so it is checked once decoded.
  const op = check(sidechainOpSchema, value);
  if ('error' in op) throw op.error;
  return op.value;
}

export const devChainPlugin: GamePlugin = async (app, { ctx }) => {
  const open = { public: true };
  app.get('/chain/dev/accounts', { config: open }, async () => {
    const platform = platformAccounts(ctx.config);
    return listAccounts(ctx.db).filter((name) => !platform.has(name));
  });

  app.post('/chain/dev/signBuffer', { schema: { body: signBufferSchema }, config: open }, async (request) => {
    const { body } = request;
    const role = body.key === 'Active' ? 'active' : 'posting';
    const { key, publicKey } = requireDevKey(ctx, body.account, role);
    const signature = key.sign(cryptoUtils.sha256(body.message));
    return { success: true, result: signature.toString(), publicKey };
  });

  app.post('/chain/dev/sendToken', { schema: { body: sendTokenSchema }, config: open }, async (request) => {
    const { body } = request;
    requireDevKey(ctx, body.account, 'active');
    const transactionId = broadcast(ctx, {
      sender: body.account,
      contract: 'tokens',
      action: 'transfer',
      payload: { symbol: body.currency, to: body.to, quantity: body.amount, memo: body.memo },
      isSignedWithActiveKey: true,
    });
    return { success: true, result: { id: transactionId, tx_id: transactionId } };
  });

  app.post('/chain/dev/customJson', { schema: { body: customJsonSchema }, config: open }, async (request) => {
    const { body } = request;
    const role = body.key === 'Active' ? 'active' : 'posting';
    requireDevKey(ctx, body.account, role);
    const op = parseSidechainOp(body.json);
    const transactionId = broadcast(ctx, {
      sender: body.account,
      contract: op.contractName,
      action: op.contractAction,
      payload: op.contractPayload,
      isSignedWithActiveKey: role === 'active',
    });
    return { success: true, result: { id: transactionId, tx_id: transactionId, confirmed: false } };
  });
};
