/**
 * The local chain's JSON-RPC endpoints, answering like a Hive Engine node (jayson):
 * `{ jsonrpc, id, result }` or `{ jsonrpc, id, error: { code, message } }` with HTTP 200. The
 * database calls are synchronous, so one public request must stay small: a batch holds at most
 * MAX_BATCH calls, a request returns at most MAX_ROWS rows in all, and calls that start after
 * TIME_BUDGET_MS are refused. A batch refused as a whole is an HTTP 400 in the same shape.
 */
import { rpcFindParamsSchema, rpcRequestSchema } from '@hueso/contract';
import {
  CHAIN_ID,
  getBlockInfo,
  getBlockRangeInfo,
  getLatestBlockInfo,
  getTransactionInfo,
} from '../../chain/blocks';
import { getContract } from '../../chain/contracts';
import { syncIssuers } from '../../chain/issue';
import { find, isObject, QueryError, type ChainSettings } from '../../chain/tables';
import type { AppContext } from '../../context';
import type { GamePlugin } from '../../plugin';

const MAX_LIMIT = 1000;
const MAX_BATCH = 20;
/** Rows one request (a call or a whole batch) may return. */
const MAX_ROWS = 1000;
/** Calls of a batch that would start later than this are refused. */
const TIME_BUDGET_MS = 250;

/** The sidechain's chain id, as the Hive Engine mainnet node's config.json sets it. */

/** Blocks one getBlockRangeInfo may return, as on the node. */
const MAX_BLOCK_RANGE = 1000;

/** What is left of one request's allowance. */
interface Budget {
  rows: number;
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

type Method = (params: Record<string, unknown>, budget: Budget) => unknown;

function requireContractTableQuery(params: Record<string, unknown>): void {
  const { contract, table, query } = params;
  if (typeof contract !== 'string' || !contract || typeof table !== 'string' || !table || !isObject(query)) {
    throw new RpcError(400, 'missing or wrong parameters: contract, table and query are required');
  }
}

function chainSettings(ctx: AppContext): ChainSettings {
  return { nftSymbol: ctx.config.nftSymbol, issuer: ctx.config.tokenAccount };
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

function runFind(ctx: AppContext, params: Record<string, unknown>, limit: unknown, budget: Budget) {
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

function contractMethods(ctx: AppContext): Record<string, Method> {
  return {
    getContract: ({ name }) => {
      if (typeof name !== 'string' || !name)
        throw new RpcError(400, 'missing or wrong parameters: name is required');
      return getContract(ctx.db, name, ctx.config.nftSymbol);
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

function blockchainMethods(ctx: AppContext): Record<string, Method> {
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
      return getBlockRangeInfo(ctx.db, startBlockNumber, Math.max(count, 0));
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
        chainId: CHAIN_ID,
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

function answer(methods: Record<string, Method>, request: unknown, budget: Budget) {
  const parsed = rpcRequestSchema.safeParse(request);
  const id =
    isObject(request) && (typeof request.id === 'number' || typeof request.id === 'string')
      ? request.id
      : null;
  if (!parsed.success) return { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid request' } };
  // Own properties only: names such as 'toString' or '__proto__' are not methods.
  const method = Object.hasOwn(methods, parsed.data.method) ? methods[parsed.data.method] : undefined;
  if (!method) return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } };
  if (Date.now() > budget.deadline)
    return {
      jsonrpc: '2.0',
      id,
      error: { code: 503, message: 'the request took too long: send fewer calls in one batch' },
    };
  try {
    return {
      jsonrpc: '2.0',
      id,
      result: method(isObject(parsed.data.params) ? parsed.data.params : {}, budget),
    };
  } catch (error) {
    if (error instanceof RpcError)
      return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message } };
    throw error;
  }
}

/** Any JSON body: a malformed call is answered in JSON-RPC's own error shape, not with a 400. */
export const chainPlugin: GamePlugin = async (app, { ctx }) => {
  // The card NFT's definition, which issuing reads (a database made before it existed gets it
  // here), and the issuers of the NFT and the tokens: the configured token account, and no other.
  syncIssuers(ctx.db, ctx.config);
  const endpoints = { '/chain/contracts': contractMethods(ctx), '/chain/blockchain': blockchainMethods(ctx) };
  for (const [path, methods] of Object.entries(endpoints)) {
    app.post(path, { config: { public: true } }, async (request, reply) => {
      const budget: Budget = { rows: MAX_ROWS, deadline: Date.now() + TIME_BUDGET_MS };
      if (!Array.isArray(request.body)) return answer(methods, request.body, budget);
      if (request.body.length === 0 || request.body.length > MAX_BATCH)
        return reply.status(400).send({
          jsonrpc: '2.0',
          id: null,
          error: { code: -32600, message: `A batch holds 1 to ${MAX_BATCH} calls` },
        });
      return request.body.map((r: unknown) => answer(methods, r, budget));
    });
  }
};
