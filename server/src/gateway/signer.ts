/**
 * ChainSigner with @hiveio/dhive: a platform operation becomes a Hive transaction holding one
 * custom_json `ssc-<chain id>` in the account's `required_auths`, signed with its Active key over
 * Hive's chain id (dhive's default), as `client.broadcast.json` would sign it. Signing and
 * broadcasting are separate so the outbox can store the signed transaction and its id first.
 */
import { readFileSync } from 'node:fs';
import { cryptoUtils, PrivateKey, type Operation, type Transaction } from '@hiveio/dhive';
import { sidechainId } from '@hueso/contract';
import { z } from 'zod';
import { jsonRpc } from './reader';
import type { ChainSigner, PlatformOperation, SignedTransaction } from './types';

/** How long a signed transaction stays valid: unseen by then, the network never takes it. */
export const EXPIRATION_MS = 10 * 60_000;

/** Platform account -> Active private key (WIF), as the PLATFORM_KEYS file holds them. */
export type PlatformKeys = Readonly<Record<string, string>>;

const keysFileSchema = z.record(z.string().regex(/^[a-z][a-z0-9.-]{2,15}$/, 'an account name'), z.string());

/**
 * Checks a platform keys object: every WIF parses and the `required` accounts are present. The
 * error names the account, never a key.
 */
export function validatePlatformKeys(
  value: unknown,
  required: readonly string[],
  source: string,
): PlatformKeys {
  const parsed = keysFileSchema.safeParse(value);
  if (!parsed.success) throw new Error(`${source} must be a JSON object of account name -> Active key (WIF)`);
  for (const [account, wif] of Object.entries(parsed.data)) {
    try {
      PrivateKey.fromString(wif);
    } catch {
      throw new Error(`${source}: the key of ${account} is not a valid private key (WIF)`);
    }
  }
  const missing = required.filter((account) => !Object.hasOwn(parsed.data, account));
  if (missing.length) throw new Error(`${source} holds no key for ${missing.join(', ')}`);
  return Object.freeze({ ...parsed.data });
}

/** Reads and checks the PLATFORM_KEYS file. */
export function readPlatformKeys(path: string, required: readonly string[]): PlatformKeys {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`PLATFORM_KEYS: cannot read the platform keys file ${path} (${reason})`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`PLATFORM_KEYS: the platform keys file ${path} is not JSON`);
  }
  return validatePlatformKeys(value, required, `PLATFORM_KEYS (${path})`);
}

const globalPropertiesSchema = z
  .object({
    head_block_number: z.number().int(),
    head_block_id: z.string().regex(/^[0-9a-f]{40}$/),
    time: z.string(),
  })
  .loose();

/** The Hive-side part of a transaction: the reference block and the head block's time, from the head block. */
async function referenceBlock(
  hiveRpc: string,
): Promise<Pick<Transaction, 'ref_block_num' | 'ref_block_prefix'> & { head: number }> {
  const props = globalPropertiesSchema.safeParse(
    await jsonRpc(hiveRpc, 'condenser_api.get_dynamic_global_properties', []),
  );
  if (!props.success)
    throw new Error('The Hive node answered get_dynamic_global_properties without a head block');
  const { head_block_number, head_block_id, time } = props.data;
  const head = Date.parse(/Z$/.test(time) ? time : `${time}Z`);
  if (!Number.isFinite(head)) throw new Error(`The Hive node's head block time is not a date: '${time}'`);
  return {
    ref_block_num: head_block_number & 0xffff,
    ref_block_prefix: Buffer.from(head_block_id, 'hex').readUInt32LE(4),
    head,
  };
}

const hiveTime = (ms: number) => new Date(ms).toISOString().slice(0, 19);

export class DhiveChainSigner implements ChainSigner {
  /**
   * Ids of the transactions this signer made that have not expired, with their expiration. Two
   * equal operations signed on the same head block and second (a player's two openings drawing
   * the same card) would be one transaction: the chain takes the second for a duplicate, and the
   * outbox, whose ids are unique, fails the second move. Each signature gets an id of its own.
   */
  private readonly recent = new Map<string, number>();

  constructor(
    private readonly settings: { hiveRpc: string; chainId: string },
    private readonly keys: PlatformKeys,
  ) {}

  async sign(operation: PlatformOperation): Promise<SignedTransaction> {
    const wif = Object.hasOwn(this.keys, operation.account) ? this.keys[operation.account] : undefined;
    if (wif === undefined) throw new Error(`PLATFORM_KEYS holds no key for ${operation.account}`);
    const { head, ...reference } = await referenceBlock(this.settings.hiveRpc);
    const customJson: Operation = [
      'custom_json',
      {
        required_auths: [operation.account],
        required_posting_auths: [],
        id: sidechainId(this.settings.chainId),
        json: JSON.stringify({
          contractName: operation.contractName,
          contractAction: operation.contractAction,
          contractPayload: operation.contractPayload,
        }),
      },
    ];
    for (const [id, expiresAt] of this.recent) if (expiresAt < head) this.recent.delete(id);
    // Hive times are whole seconds: an equal transaction is told apart by expiring a second earlier.
    for (let expiresAt = Math.floor((head + EXPIRATION_MS) / 1000) * 1000; ; expiresAt -= 1000) {
      const unsigned: Transaction = {
        ...reference,
        expiration: hiveTime(expiresAt),
        operations: [customJson],
        extensions: [],
      };
      const id = cryptoUtils.generateTrxId(unsigned);
      if (this.recent.has(id)) continue;
      this.recent.set(id, expiresAt);
      const signed = cryptoUtils.signTransaction(unsigned, [PrivateKey.fromString(wif)]);
      return { id, transaction: signed as unknown as Record<string, unknown>, expiresAt };
    }
  }

  async broadcast(signed: SignedTransaction): Promise<void> {
    try {
      // The answer carries nothing the server needs (condenser answers {}): acceptance is enough.
      await jsonRpc(this.settings.hiveRpc, 'condenser_api.broadcast_transaction', [signed.transaction]);
    } catch (error) {
      // The node already holds this very transaction: broadcasting it again changes nothing.
      if (error instanceof Error && /duplicate transaction/i.test(error.message)) return;
      throw error;
    }
  }
}
