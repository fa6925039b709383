/**
 * The local chain's JSON-RPC endpoints, answering like a Hive Engine node (jayson):
 * `{ jsonrpc, id, result }` or `{ jsonrpc, id, error: { code, message } }`, always HTTP 200.
 */
import { rpcFindParamsSchema, rpcRequestSchema } from '@hueso/contract';
import { getTransactionInfo } from '../../chain/ledger';
import { find, isObject, QueryError } from '../../chain/tables';
import type { AppContext } from '../../context';
import type { GamePlugin } from '../../plugin';

const MAX_LIMIT = 1000;

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

type Method = (params: Record<string, unknown>) => unknown;

function requireContractTableQuery(params: Record<string, unknown>): void {
  const { contract, table, query } = params;
  if (typeof contract !== 'string' || !contract || typeof table !== 'string' || !table || !isObject(query)) {
    throw new RpcError(400, 'missing or wrong parameters: contract, table and query are required');
  }
}

function runFind(ctx: AppContext, params: Record<string, unknown>, limit: unknown) {
  const parsed = rpcFindParamsSchema.safeParse({ ...params, limit });
  if (!parsed.success)
    throw new RpcError(400, 'missing or wrong parameters: limit, offset or indexes are invalid');
  try {
    return find(ctx.db, ctx.config.nftSymbol, parsed.data);
  } catch (error) {
    if (error instanceof QueryError) throw new RpcError(400, error.message);
    throw error;
  }
}

function contractMethods(ctx: AppContext): Record<string, Method> {
  return {
    find: (params) => {
      requireContractTableQuery(params);
      const limit = params.limit || MAX_LIMIT;
      if (typeof limit === 'number' && limit > MAX_LIMIT) {
        throw new RpcError(400, `limit is too high, maximum limit is ${MAX_LIMIT}`);
      }
      return runFind(ctx, params, limit);
    },
    findOne: (params) => {
      requireContractTableQuery(params);
      const rows = runFind(ctx, { contract: params.contract, table: params.table, query: params.query }, 1);
      return rows?.[0] ?? null;
    },
  };
}

function blockchainMethods(ctx: AppContext): Record<string, Method> {
  return {
    getTransactionInfo: ({ txid }) => {
      if (typeof txid !== 'string' || !txid)
        throw new RpcError(400, 'missing or wrong parameters: txid is required');
      return getTransactionInfo(ctx.db, txid);
    },
  };
}

function answer(methods: Record<string, Method>, request: unknown) {
  const parsed = rpcRequestSchema.safeParse(request);
  const id =
    isObject(request) && (typeof request.id === 'number' || typeof request.id === 'string')
      ? request.id
      : null;
  if (!parsed.success) return { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid request' } };
  // Own properties only: names such as 'toString' or '__proto__' are not methods.
  const method = Object.hasOwn(methods, parsed.data.method) ? methods[parsed.data.method] : undefined;
  if (!method) return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } };
  try {
    return { jsonrpc: '2.0', id, result: method(isObject(parsed.data.params) ? parsed.data.params : {}) };
  } catch (error) {
    if (error instanceof RpcError)
      return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message } };
    throw error;
  }
}

const MAX_BATCH = 100;

/** Any JSON body: a malformed call is answered in JSON-RPC's own error shape, not with a 400. */
export const chainPlugin: GamePlugin = async (app, { ctx }) => {
  const endpoints = { '/chain/contracts': contractMethods(ctx), '/chain/blockchain': blockchainMethods(ctx) };
  for (const [path, methods] of Object.entries(endpoints)) {
    app.post(path, { config: { public: true } }, async (request) => {
      if (!Array.isArray(request.body)) return answer(methods, request.body);
      // The database calls are synchronous: a batch is bounded so one request cannot stall the rest.
      if (request.body.length === 0 || request.body.length > MAX_BATCH)
        return {
          jsonrpc: '2.0',
          id: null,
          error: { code: -32600, message: `A batch holds 1 to ${MAX_BATCH} calls` },
        };
      return request.body.map((r: unknown) => answer(methods, r));
    });
  }
};
