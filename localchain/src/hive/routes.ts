/**
 * POST /hive: the Hive node's JSON-RPC 2.0 (condenser_api) that the game server and dhive use.
 * Methods are called as `condenser_api.<method>` with positional params, or through `call` with
 * params `[api, method, args]`; answers and errors have hived's shapes.
 */
import type { FastifyInstance } from 'fastify';
import { getLatestBlockInfo } from '../chain/blocks';
import { getAccount } from '../chain/ledger';
import { isObject } from '../chain/tables';
import type { NodeContext } from '../context';
import { getSignedTransaction, headBlock, HiveError } from './transactions';

/** Accounts one get_accounts may ask for. */
const MAX_ACCOUNTS = 1000;
const MAX_BATCH = 20;

type Method = (params: unknown[]) => unknown;

function methods(ctx: NodeContext): Record<string, Method> {
  const { db, options } = ctx;
  const broadcastArgument = (params: unknown[]) => {
    if (params.length !== 1)
      throw new HiveError('broadcast_transaction takes one parameter: the signed transaction');
    return params[0];
  };
  return {
    get_accounts: ([names]) => {
      if (!Array.isArray(names) || !names.every((n) => typeof n === 'string'))
        throw new HiveError('get_accounts takes one parameter: an array of account names');
      if (names.length > MAX_ACCOUNTS)
        throw new HiveError(`get_accounts takes at most ${MAX_ACCOUNTS} names`);
      return names.flatMap((name: string) => {
        const account = getAccount(db, name);
        if (!account) return [];
        return [
          {
            name: account.name,
            owner: account.owner,
            active: account.active,
            posting: account.posting,
            memo_key: account.memo_key,
            json_metadata: '',
            posting_json_metadata: '',
            proxy: '',
            created: new Date(account.created_at).toISOString().slice(0, 19),
            recovery_account: options.platformAccount,
            balance: '0.000 HIVE',
            hbd_balance: '0.000 HBD',
            savings_balance: '0.000 HIVE',
            vesting_shares: '0.000000 VESTS',
            reputation: 0,
          },
        ];
      });
    },
    get_dynamic_global_properties: () => {
      const head = headBlock(db, options.now());
      return {
        head_block_number: head.number,
        head_block_id: head.id,
        time: head.time,
        last_irreversible_block_num: head.number,
        current_witness: '',
      };
    },
    get_transaction: ([id]) => {
      if (typeof id !== 'string' || !/^[0-9a-f]{40}$/.test(id))
        throw new HiveError('get_transaction takes one parameter: a transaction id (40 hex digits)');
      return getSignedTransaction(db, id);
    },
    broadcast_transaction: (params) => {
      ctx.broadcast(broadcastArgument(params));
      return {};
    },
    broadcast_transaction_synchronous: async (params) => {
      const id = ctx.broadcast(broadcastArgument(params));
      await ctx.processed(id);
      const row = db.prepare('SELECT expired FROM hive_transactions WHERE id = ?').get(id) as
        { expired: number } | undefined;
      return { id, block_num: getLatestBlockInfo(db).blockNumber, trx_num: 0, expired: row?.expired === 1 };
    },
  };
}

async function answer(table: Record<string, Method>, request: unknown): Promise<Record<string, unknown>> {
  const id =
    isObject(request) && (typeof request.id === 'number' || typeof request.id === 'string')
      ? request.id
      : null;
  const refuse = (code: number, message: string) => ({ jsonrpc: '2.0', id, error: { code, message } });
  if (!isObject(request) || request.jsonrpc !== '2.0' || typeof request.method !== 'string')
    return refuse(-32600, 'Invalid Request');
  let name = request.method;
  let params: unknown = request.params ?? [];
  if (name === 'call') {
    if (!Array.isArray(params) || typeof params[0] !== 'string' || typeof params[1] !== 'string')
      return refuse(-32602, 'call takes [api, method, params]');
    name = `${params[0]}.${params[1]}`;
    params = params[2] ?? [];
  }
  const [api, method] = name.split('.');
  const handler =
    api === 'condenser_api' && method && Object.hasOwn(table, method) ? table[method] : undefined;
  if (!handler) return refuse(-32601, `Could not find method ${name}`);
  if (!Array.isArray(params)) return refuse(-32602, `${name} takes its parameters as an array`);
  try {
    return { jsonrpc: '2.0', id, result: await handler(params) };
  } catch (error) {
    if (error instanceof HiveError) return refuse(error.code, error.message);
    throw error;
  }
}

export function registerHiveRpc(app: FastifyInstance, ctx: NodeContext): void {
  const table = methods(ctx);
  app.post('/hive', async (request, reply) => {
    if (!Array.isArray(request.body)) return answer(table, request.body);
    if (request.body.length === 0 || request.body.length > MAX_BATCH)
      return reply.status(400).send({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: `A batch holds 1 to ${MAX_BATCH} calls` },
      });
    const answers = [];
    for (const call of request.body as unknown[]) answers.push(await answer(table, call));
    return answers;
  });
}
