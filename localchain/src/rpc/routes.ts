/**
 * The local chain's JSON-RPC endpoints, answering like a Hive Engine node (jayson):
 * `{ jsonrpc, id, result }` or `{ jsonrpc, id, error: { code, message } }` with HTTP 200. The
 * database calls are synchronous, so one public request must stay small: a batch holds at most
 * MAX_BATCH calls, a request returns at most MAX_ROWS rows and MAX_ANSWER_BYTES bytes of results
 * in all, and calls that start after TIME_BUDGET_MS are refused. A batch refused as a whole is an
 * HTTP 400 in the same shape. The answer is written as JSON text call by call, each result
 * measured as it is written; a block range is read in slices of about SLICE_BYTES, letting other
 * requests run between them, and stops reading as soon as it would pass the bytes left.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { rpcFindParamsSchema, rpcRequestSchema } from '@hueso/contract';
import type { FastifyInstance } from 'fastify';
import {
  genesisBlock,
  getBlockInfo,
  getLatestBlockInfo,
  getTransactionInfo,
  iterateBlocks,
} from '../chain/blocks';
import { getContract } from '../chain/contracts';
import { find, isObject, QueryError, type ChainSettings } from '../chain/tables';
import type { NodeContext } from '../context';

const MAX_LIMIT = 1000;
const MAX_BATCH = 20;
/** Rows one request (a call or a whole batch) may return. */
const MAX_ROWS = 1000;
/** Calls of a batch that would start later than this are refused. */
const TIME_BUDGET_MS = 250;
/** Bytes of results (JSON text) one request (a call or a whole batch) may return. */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;
/** Bytes of blocks a range read writes before letting other requests run. */
const SLICE_BYTES = 256 * 1024;

/** Blocks one getBlockRangeInfo may return, as on the node. */
const MAX_BLOCK_RANGE = 1000;

/** What is left of one request's allowance. */
interface Budget {
  rows: number;
  bytes: number;
  deadline: number;
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** A result its method wrote as JSON text and charged to the budget's bytes itself. */
class JsonText {
  constructor(readonly text: string) {}
}

type Method = (params: Record<string, unknown>, budget: Budget) => unknown;

function requireContractTableQuery(params: Record<string, unknown>): void {
  const { contract, table, query } = params;
  if (typeof contract !== 'string' || !contract || typeof table !== 'string' || !table || !isObject(query)) {
    throw new RpcError(400, 'missing or wrong parameters: contract, table and query are required');
  }
}

function chainSettings(ctx: NodeContext): ChainSettings {
  return { nftSymbol: ctx.options.nftSymbol };
}

/** Takes `rows` from the request's row allowance; a block counts as a row. */
function spend(budget: Budget, rows: number): void {
  if (rows > budget.rows)
    throw new RpcError(
      400,
      `a request returns at most ${MAX_ROWS} rows in all: ${budget.rows} are left for this call, lower its count`,
    );
  budget.rows -= rows;
}

/** The refusal of a result past the bytes left; `hint` tells the caller how to ask for less. */
function answerTooLarge(budget: Budget, hint: string): RpcError {
  return new RpcError(
    413,
    `an answer holds at most ${MAX_ANSWER_BYTES} bytes in all: ${budget.bytes} are left for this call, ${hint}`,
  );
}

/** Takes `bytes` from the request's byte allowance. */
function spendBytes(budget: Budget, bytes: number, hint: string): void {
  if (bytes > budget.bytes) throw answerTooLarge(budget, hint);
  budget.bytes -= bytes;
}

/**
 * `getBlockRangeInfo`'s result as JSON text, written block by block: it stops reading as soon as
 * the bytes left are spent (error 413) and lets other requests run after every SLICE_BYTES.
 */
async function writeBlockRange(ctx: NodeContext, start: number, end: number, budget: Budget) {
  const parts: string[] = [];
  let bytes = 2; // [ ]
  const write = (block: unknown) => {
    const text = JSON.stringify(block);
    bytes += Buffer.byteLength(text, 'utf8') + (parts.length > 0 ? 1 : 0);
    if (bytes > budget.bytes) throw answerTooLarge(budget, 'lower its count');
    parts.push(text);
  };
  if (start <= 0 && end > 0) write(genesisBlock(ctx.options.chainId));
  let next = Math.max(start, 1);
  while (next < end) {
    const sliceEnd = bytes + SLICE_BYTES;
    let more = false;
    for (const block of iterateBlocks(ctx.db, next, end)) {
      write(block);
      next = block.blockNumber + 1;
      if (bytes >= sliceEnd) {
        more = true;
        break;
      }
    }
    if (!more) break;
    await nextTurn();
  }
  spendBytes(budget, bytes, 'lower its count');
  return new JsonText(`[${parts.join(',')}]`);
}

function runFind(ctx: NodeContext, params: Record<string, unknown>, limit: unknown, budget: Budget) {
  const parsed = rpcFindParamsSchema.safeParse({ ...params, limit });
  if (!parsed.success)
    throw new RpcError(400, 'missing or wrong parameters: limit, offset or indexes are invalid');
  if (parsed.data.limit > budget.rows)
    throw new RpcError(
      400,
      `a request returns at most ${MAX_ROWS} rows in all: ${budget.rows} are left for this call, lower its limit`,
    );
  try {
    const rows = find(ctx.db, chainSettings(ctx), parsed.data);
    budget.rows -= rows?.length ?? 0;
    return rows;
  } catch (error) {
    if (error instanceof QueryError) throw new RpcError(400, error.message);
    throw error;
  }
}

function contractMethods(ctx: NodeContext): Record<string, Method> {
  return {
    getContract: ({ name }) => {
      if (typeof name !== 'string' || !name)
        throw new RpcError(400, 'missing or wrong parameters: name is required');
      return getContract(ctx.db, name, ctx.options.nftSymbol);
    },
    find: (params, budget) => {
      requireContractTableQuery(params);
      const limit = params.limit || MAX_LIMIT;
      if (typeof limit === 'number' && limit > MAX_LIMIT) {
        throw new RpcError(400, `limit is too high, maximum limit is ${MAX_LIMIT}`);
      }
      return runFind(ctx, params, limit, budget);
    },
    findOne: (params, budget) => {
      requireContractTableQuery(params);
      const rows = runFind(
        ctx,
        { contract: params.contract, table: params.table, query: params.query },
        1,
        budget,
      );
      return rows?.[0] ?? null;
    },
  };
}

function blockchainMethods(ctx: NodeContext): Record<string, Method> {
  const oneBlock = (block: ReturnType<typeof getBlockInfo>, budget: Budget) => {
    if (block) spend(budget, 1);
    return block;
  };
  // The local chain has no Hive blocks of its own: refHiveBlockNumber is the block number.
  const byNumber = (name: string) => (params: Record<string, unknown>, budget: Budget) => {
    const value = params[name];
    if (typeof value !== 'number' || !Number.isInteger(value))
      throw new RpcError(400, `missing or wrong parameters: ${name} is required`);
    return oneBlock(getBlockInfo(ctx.db, value), budget);
  };
  return {
    getLatestBlockInfo: (_params, budget) => oneBlock(getLatestBlockInfo(ctx.db), budget),
    getBlockInfo: byNumber('blockNumber'),
    getBlockInfoByHiveBlock: byNumber('hiveBlockNumber'),
    getBlockRangeInfo: ({ startBlockNumber, count }, budget) => {
      if (typeof startBlockNumber !== 'number' || !Number.isInteger(startBlockNumber))
        throw new RpcError(400, 'missing or wrong parameters: startBlockNumber is required');
      if (typeof count !== 'number' || !Number.isInteger(count))
        throw new RpcError(400, 'missing or wrong parameters: count is required');
      if (count > MAX_BLOCK_RANGE) throw new RpcError(400, `count can not be over ${MAX_BLOCK_RANGE}`);
      spend(budget, Math.max(count, 0));
      return writeBlockRange(ctx, startBlockNumber, startBlockNumber + Math.max(count, 0), budget);
    },
    // The node's status fields the local chain can answer truly; it parses no Hive blocks, so the
    // last parsed one is its own last block. No node version or domain: it is not that software.
    getStatus: () => {
      const latest = getLatestBlockInfo(ctx.db);
      return {
        lastBlockNumber: latest.blockNumber,
        lastBlockRefHiveBlockNumber: latest.refHiveBlockNumber,
        lastHash: latest.hash,
        lastParsedHiveBlockNumber: latest.refHiveBlockNumber,
        chainId: ctx.options.chainId,
        disabledMethods: { blockchain: [], contracts: [] },
        lightNode: false,
      };
    },
    getTransactionInfo: ({ txid }) => {
      if (typeof txid !== 'string' || !txid)
        throw new RpcError(400, 'missing or wrong parameters: txid is required');
      return getTransactionInfo(ctx.db, txid);
    },
  };
}

/** One call's answer as JSON text; its result's bytes are charged to the budget. */
async function answer(methods: Record<string, Method>, request: unknown, budget: Budget): Promise<string> {
  const parsed = rpcRequestSchema.safeParse(request);
  const id =
    isObject(request) && (typeof request.id === 'number' || typeof request.id === 'string')
      ? request.id
      : null;
  const refuse = (code: number, message: string) =>
    JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } });
  if (!parsed.success) return refuse(-32600, 'Invalid request');
  // Own properties only: names such as 'toString' or '__proto__' are not methods.
  const method = Object.hasOwn(methods, parsed.data.method) ? methods[parsed.data.method] : undefined;
  if (!method) return refuse(-32601, 'Method not found');
  if (Date.now() > budget.deadline)
    return refuse(503, 'the request took too long: send fewer calls in one batch');
  try {
    const result = await method(isObject(parsed.data.params) ? parsed.data.params : {}, budget);
    let text: string;
    if (result instanceof JsonText) text = result.text;
    else {
      text = JSON.stringify(result) ?? 'null';
      spendBytes(budget, Buffer.byteLength(text, 'utf8'), 'send fewer calls in one batch');
    }
    return `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":${text}}`;
  } catch (error) {
    if (error instanceof RpcError) return refuse(error.code, error.message);
    throw error;
  }
}

/**
 * POST /contracts and /blockchain. Any JSON body: a malformed call is answered in JSON-RPC's own
 * error shape, not with a 400.
 */
export function registerSidechainRpc(app: FastifyInstance, ctx: NodeContext): void {
  const endpoints = { '/contracts': contractMethods(ctx), '/blockchain': blockchainMethods(ctx) };
  for (const [path, methods] of Object.entries(endpoints)) {
    app.post(path, async (request, reply) => {
      const budget: Budget = {
        rows: MAX_ROWS,
        bytes: MAX_ANSWER_BYTES,
        deadline: Date.now() + TIME_BUDGET_MS,
      };
      // The answer is JSON text already: Fastify sends a string of a JSON type as it is.
      reply.type('application/json; charset=utf-8');
      if (!Array.isArray(request.body)) return answer(methods, request.body, budget);
      if (request.body.length === 0 || request.body.length > MAX_BATCH)
        return reply.status(400).send({
          jsonrpc: '2.0',
          id: null,
          error: { code: -32600, message: `A batch holds 1 to ${MAX_BATCH} calls` },
        });
      const entries: string[] = [];
      for (const call of request.body as unknown[]) entries.push(await answer(methods, call, budget));
      return `[${entries.join(',')}]`;
    });
  }
}
