/**
 * Dev wallet: the Keychain operations done by the node with the players' stored keys, so the game
 * can be played and tested without the browser extension. Mounted only with DEV_WALLET=1, on a
 * loopback address. It holds no platform account's key, so it can never sign for one. sendToken
 * and customJson build and sign a real Hive transaction and broadcast it like any other, so the
 * signature is checked; they answer without waiting for the block. Replies follow Keychain's
 * callback shape.
 */
import { cryptoUtils } from '@hiveio/dhive';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { storedPrivateKey, type KeyRole } from '../chain/keys';
import {
  CUSTOM_JSON_TOO_LARGE,
  getAccount,
  isValidAccountName,
  MAX_CUSTOM_JSON_BYTES,
  MAX_PAYLOAD_DEPTH,
  sidechainId,
} from '../chain/ledger';
import { platformAccountsOf, type NodeContext } from '../context';
import { signCustomJson, HiveError, type CustomJsonOperation } from '../hive/transactions';
import { HttpError } from '../lib/http';
import { jsonTextDepth, parseJsonSafely } from '../lib/jsonBody';
import { check, validatorCompiler } from '../lib/validation';

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
const customJsonSchema = (chainId: string) =>
  z.object({
    account,
    id: z.literal(sidechainId(chainId)),
    key: keyType,
    json: z.string().min(2),
  });
const sidechainOpSchema = z.object({
  contractName: z.string().min(1),
  contractAction: z.string().min(1),
  contractPayload: z.record(z.string(), z.unknown()),
});

/**
 * The key to sign with: the account must exist, and the node must hold its key of this role (it
 * holds none of the platform accounts'), still the one its authority names.
 */
function requireDevKey(ctx: NodeContext, name: string, role: KeyRole) {
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

/** Signs the custom_json with the account's stored key and broadcasts it; answers its id. */
function broadcast(ctx: NodeContext, name: string, role: 'active' | 'posting', id: string, json: string) {
  const { key } = requireDevKey(ctx, name, role);
  const op: CustomJsonOperation = {
    required_auths: role === 'active' ? [name] : [],
    required_posting_auths: role === 'posting' ? [name] : [],
    id,
    json,
  };
  try {
    const txId = ctx.broadcast(signCustomJson(ctx.db, op, key, ctx.options.now()));
    return { success: true, result: { id: txId, tx_id: txId, confirmed: false } };
  } catch (error) {
    if (error instanceof HiveError) throw new HttpError(400, error.message);
    throw error;
  }
}

function checkSidechainOps(json: string): void {
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
  // The operations travel as a JSON string inside the body, so they are checked once decoded.
  for (const entry of Array.isArray(value) ? value : [value]) {
    const op = check(sidechainOpSchema, entry);
    if ('error' in op) throw op.error;
  }
}

export function registerDevWallet(app: FastifyInstance, ctx: NodeContext): void {
  app.setValidatorCompiler(validatorCompiler);
  const withSchema = <S extends z.core.$ZodType>(body: S) => ({ schema: { body } });
  app.get('/dev/accounts', async () => {
    const platform = new Set(platformAccountsOf(ctx.options));
    return (
      ctx.db
        .prepare("SELECT DISTINCT account FROM chain_keys WHERE role = 'active' ORDER BY account")
        .pluck()
        .all() as string[]
    ).filter((name) => !platform.has(name));
  });

  app.post('/dev/signBuffer', withSchema(signBufferSchema), async (request) => {
    const body = request.body as z.output<typeof signBufferSchema>;
    const role = body.key === 'Active' ? 'active' : 'posting';
    const { key, publicKey } = requireDevKey(ctx, body.account, role);
    const signature = key.sign(cryptoUtils.sha256(body.message));
    return { success: true, result: signature.toString(), publicKey };
  });

  app.post('/dev/sendToken', withSchema(sendTokenSchema), async (request) => {
    const body = request.body as z.output<typeof sendTokenSchema>;
    const json = JSON.stringify({
      contractName: 'tokens',
      contractAction: 'transfer',
      contractPayload: { symbol: body.currency, to: body.to, quantity: body.amount, memo: body.memo },
    });
    return broadcast(ctx, body.account, 'active', sidechainId(ctx.options.chainId), json);
  });

  const customJson = customJsonSchema(ctx.options.chainId);
  app.post('/dev/customJson', withSchema(customJson), async (request) => {
    const body = request.body as z.output<typeof customJson>;
    checkSidechainOps(body.json);
    return broadcast(ctx, body.account, body.key === 'Active' ? 'active' : 'posting', body.id, body.json);
  });
}
