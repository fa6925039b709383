/**
 * ChainReader over HTTP JSON-RPC: a Hive Engine node (`<HIVE_ENGINE_RPC>/contracts`,
 * `/blockchain`) and a Hive node (`HIVE_RPC`, condenser_api). Every answer is parsed with zod, so
 * a node that answers something else fails loudly here instead of deep in a route.
 */
import { z } from 'zod';
import {
  ChainUnavailable,
  type ChainEvent,
  type ChainReader,
  type ChainTransaction,
  type HiveAccount,
  type Logs,
  type TransactionStatus,
} from './types';

/** Rows the node returns for one `find` at most (Hive Engine refuses a larger limit). */
export const FIND_PAGE = 1000;
/** Blocks one getBlockRangeInfo returns at most. */
export const BLOCK_RANGE_MAX = 1000;
/** A node that takes longer than this is treated as down. */
const TIMEOUT_MS = 15_000;

const rpcAnswerSchema = z.union([
  z.object({ result: z.unknown() }),
  z.object({ error: z.object({ code: z.number().optional(), message: z.string() }) }),
]);

/** A JSON-RPC call over HTTP: transport failures are ChainUnavailable, the node's refusals an Error. */
export async function jsonRpc(url: string, method: string, params: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const reason =
      error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error);
    throw new ChainUnavailable(`The chain node at ${url} cannot be reached (${method}): ${reason}`);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok)
    throw new ChainUnavailable(
      `The chain node at ${url} answered ${method} with HTTP ${response.status}: ${text.slice(0, 200)}`,
    );
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ChainUnavailable(`The chain node at ${url} answered ${method} with something not JSON`);
  }
  const parsed = rpcAnswerSchema.safeParse(body);
  if (!parsed.success)
    throw new Error(`The chain node at ${url} answered ${method} without a JSON-RPC result`);
  if ('error' in parsed.data) throw new Error(`${method}: ${parsed.data.error.message}`);
  return parsed.data.result;
}

/** Parses a node's answer with `schema`, naming the method when it does not fit. */
function parse<S extends z.ZodType>(schema: S, value: unknown, method: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new Error(
      `The chain node's answer to ${method} is not as expected: ${z.prettifyError(result.error)}`,
    );
  return result.data;
}

/** A JSON string field the node sends (payload, logs), parsed; malformed text reads as empty. */
function jsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const eventSchema = z.object({
  contract: z.string(),
  event: z.string(),
  data: z.record(z.string(), z.unknown()).catch({}),
});
const logsSchema = z.object({
  events: z.array(eventSchema).optional(),
  errors: z.array(z.string()).optional(),
});

export function parseLogs(text: string | Record<string, unknown>): Logs {
  const value = typeof text === 'string' ? jsonText(text) : text;
  const parsed = logsSchema.safeParse(value);
  if (!parsed.success) return {};
  const logs: Logs = {};
  if (parsed.data.events) logs.events = parsed.data.events as ChainEvent[];
  if (parsed.data.errors) logs.errors = parsed.data.errors;
  return logs;
}

function parsePayload(text: string | Record<string, unknown>): Record<string, unknown> {
  const value = typeof text === 'string' ? jsonText(text) : text;
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Hive's block time ('YYYY-MM-DDTHH:mm:ss', UTC without a zone) in epoch ms. */
export function blockTime(text: string): number {
  const ms = Date.parse(/Z$|[+-]\d\d:\d\d$/.test(text) ? text : `${text}Z`);
  if (!Number.isFinite(ms)) throw new Error(`The chain node sent a block time that is not a date: '${text}'`);
  return ms;
}

const transactionSchema = z.object({
  blockNumber: z.number().int().optional(),
  // The genesis block's one transaction has the number 0 as its id.
  transactionId: z.union([z.string(), z.number()]).transform(String),
  sender: z.string(),
  contract: z.string(),
  action: z.string(),
  payload: z.union([z.string(), z.record(z.string(), z.unknown())]),
  logs: z.union([z.string(), z.record(z.string(), z.unknown())]),
});

export const blockSchema = z.object({
  blockNumber: z.number().int().nonnegative(),
  timestamp: z.string(),
  transactions: z.array(transactionSchema),
});

/** A block as the follower reads it: its transactions parsed, timestamps in epoch ms. */
export interface ChainBlock {
  blockNumber: number;
  timestamp: number;
  transactions: ChainTransaction[];
}

function toTransaction(
  tx: z.output<typeof transactionSchema>,
  blockNumber: number,
  timestamp: number,
): ChainTransaction {
  return {
    transactionId: tx.transactionId,
    blockNumber,
    sender: tx.sender,
    contract: tx.contract,
    action: tx.action,
    payload: parsePayload(tx.payload),
    logs: parseLogs(tx.logs),
    timestamp,
  };
}

function toBlock(block: z.output<typeof blockSchema>): ChainBlock {
  const timestamp = blockTime(block.timestamp);
  return {
    blockNumber: block.blockNumber,
    timestamp,
    transactions: block.transactions.map((tx) => toTransaction(tx, block.blockNumber, timestamp)),
  };
}

const authoritySchema = z.object({
  weight_threshold: z.number(),
  account_auths: z.array(z.tuple([z.string(), z.number()])),
  key_auths: z.array(z.tuple([z.string(), z.number()])),
});
const accountsSchema = z.array(
  z.object({ name: z.string(), posting: authoritySchema, active: authoritySchema }).loose(),
);
const statusSchema = z.object({ chainId: z.string(), lastBlockNumber: z.number().int() }).loose();
const rowsSchema = z.array(z.record(z.string(), z.unknown()));
const rowSchema = z.record(z.string(), z.unknown()).nullable();
const tokenSchema = z.object({ precision: z.number().int() }).loose().nullable();

export interface ChainUrls {
  /** HIVE_ENGINE_RPC: `/contracts` and `/blockchain` are under it. */
  hiveEngineRpc: string;
  /** HIVE_RPC: the Hive node's JSON-RPC endpoint. */
  hiveRpc: string;
}

/** The reader of the settings' nodes, with the block reads the follower needs. */
export class HttpChainReader implements ChainReader {
  private readonly contractsUrl: string;
  private readonly blockchainUrl: string;
  private readonly precisions = new Map<string, number>();

  constructor(private readonly urls: ChainUrls) {
    const base = urls.hiveEngineRpc.replace(/\/+$/, '');
    this.contractsUrl = `${base}/contracts`;
    this.blockchainUrl = `${base}/blockchain`;
  }

  private blockchain(method: string, params: unknown): Promise<unknown> {
    return jsonRpc(this.blockchainUrl, method, params);
  }

  async transactionInfo(txid: string): Promise<TransactionStatus> {
    const result = await this.blockchain('getTransactionInfo', { txid });
    if (result === null || result === undefined) return { state: 'pending' };
    const list = parse(
      z.union([z.array(transactionSchema), transactionSchema.transform((tx) => [tx])]),
      result,
      'getTransactionInfo',
    );
    // The transaction's own record carries no block time: its block's timestamp is read once.
    const times = new Map<number, number>();
    const transactions: ChainTransaction[] = [];
    for (const tx of list) {
      const blockNumber = tx.blockNumber ?? 0;
      let timestamp = times.get(blockNumber);
      if (timestamp === undefined) {
        const block = await this.block(blockNumber);
        timestamp = block?.timestamp ?? 0;
        times.set(blockNumber, timestamp);
      }
      transactions.push(toTransaction(tx, blockNumber, timestamp));
    }
    return { state: 'processed', transactions };
  }

  async find(
    contract: string,
    table: string,
    query: Record<string, unknown>,
  ): Promise<Record<string, unknown>[]> {
    const rows: Record<string, unknown>[] = [];
    for (let offset = 0; ; offset += FIND_PAGE) {
      const page = parse(
        rowsSchema,
        await jsonRpc(this.contractsUrl, 'find', {
          contract,
          table,
          query,
          limit: FIND_PAGE,
          offset,
          indexes: [{ index: '_id', descending: false }],
        }),
        'find',
      );
      rows.push(...page);
      if (page.length < FIND_PAGE) return rows;
    }
  }

  async findOne(
    contract: string,
    table: string,
    query: Record<string, unknown>,
  ): Promise<Record<string, unknown> | null> {
    return parse(
      rowSchema,
      await jsonRpc(this.contractsUrl, 'findOne', { contract, table, query }),
      'findOne',
    );
  }

  async getAccounts(names: string[]): Promise<HiveAccount[]> {
    if (names.length === 0) return [];
    const result = await jsonRpc(this.urls.hiveRpc, 'condenser_api.get_accounts', [names]);
    return parse(accountsSchema, result, 'condenser_api.get_accounts').map(({ name, posting, active }) => ({
      name,
      posting,
      active,
    }));
  }

  async tokenPrecision(symbol: string): Promise<number | undefined> {
    const known = this.precisions.get(symbol);
    if (known !== undefined) return known;
    const token = parse(tokenSchema, await this.findOne('tokens', 'tokens', { symbol }), 'findOne tokens');
    if (!token) return undefined;
    this.precisions.set(symbol, token.precision);
    return token.precision;
  }

  async status(): Promise<{ chainId: string; lastBlockNumber: number }> {
    const { chainId, lastBlockNumber } = parse(
      statusSchema,
      await this.blockchain('getStatus', {}),
      'getStatus',
    );
    return { chainId, lastBlockNumber };
  }

  /** The node's newest block (getLatestBlockInfo). */
  async latestBlock(): Promise<ChainBlock> {
    return toBlock(parse(blockSchema, await this.blockchain('getLatestBlockInfo', {}), 'getLatestBlockInfo'));
  }

  /** One block (getBlockInfo), or null for a number the node has no block for. */
  async block(blockNumber: number): Promise<ChainBlock | null> {
    const block = parse(
      blockSchema.nullable(),
      await this.blockchain('getBlockInfo', { blockNumber }),
      'getBlockInfo',
    );
    return block && toBlock(block);
  }

  /** Up to `count` (at most BLOCK_RANGE_MAX) blocks from `startBlockNumber` on, in order. */
  async blockRange(startBlockNumber: number, count: number): Promise<ChainBlock[]> {
    const blocks = parse(
      z.array(blockSchema),
      await this.blockchain('getBlockRangeInfo', {
        startBlockNumber,
        count: Math.min(count, BLOCK_RANGE_MAX),
      }),
      'getBlockRangeInfo',
    );
    return blocks.map(toBlock);
  }
}
