/** A node per test, over real HTTP, and the calls the tests make to it. */
import { Client, PrivateKey, type Transaction } from '@hiveio/dhive';
import type { NodeContext, NodeOptions } from '../context';
import { buildNode, type StartedNode } from '../node';

/** The clock tests start at: 2026-01-15T12:00:00Z. */
export const START = Date.UTC(2026, 0, 15, 12, 0, 0);

export interface Reply {
  status: number;
  text: string;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads any answer's fields
  body: any;
}

export interface TestNode extends StartedNode {
  ctx: NodeContext;
  /** The clock the node reads; tests move it. */
  clock: { now: number };
  now(): number;
  advance(ms: number): void;
  call(method: 'GET' | 'POST', path: string, options?: { body?: unknown }): Promise<Reply>;
  /** A Hive Engine JSON-RPC call: its whole answer. */
  rpc(endpoint: 'contracts' | 'blockchain', method: string, params: unknown): Promise<Reply['body']>;
  /** A Hive JSON-RPC call (condenser_api): its whole answer. */
  hive(method: string, params: unknown[]): Promise<Reply['body']>;
  /** dhive pointed at the node's Hive RPC. */
  client: Client;
}

export async function testNode(options: NodeOptions = {}): Promise<TestNode> {
  const clock = { now: START };
  const node = buildNode({ now: () => clock.now, devWallet: true, ...options });
  await node.app.listen({ host: '127.0.0.1', port: 0 });
  const address = node.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const call: TestNode['call'] = async (method, path, { body } = {}) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, text, headers: res.headers, body: text ? JSON.parse(text) : undefined };
  };
  return {
    url,
    ctx: node.ctx,
    close: () => node.app.close(),
    reset: () => node.reset(),
    produceBlock: () => node.ctx.produceBlock(),
    get platformKeys() {
      return node.platformKeys;
    },
    clock,
    now: () => clock.now,
    advance: (ms) => {
      clock.now += ms;
    },
    call,
    rpc: async (endpoint, method, params) =>
      (await call('POST', `/${endpoint}`, { body: { jsonrpc: '2.0', id: 1, method, params } })).body,
    hive: async (method, params) =>
      (
        await call('POST', '/hive', {
          body: { jsonrpc: '2.0', id: 1, method: `condenser_api.${method}`, params },
        })
      ).body,
    client: new Client(`${url}/hive`, { timeout: 5000, failoverThreshold: 0 }),
  };
}

/** A sidechain action as custom_json `ssc-hueso-local`, signed with `key` as dhive signs it. */
export async function signedAction(
  s: TestNode,
  account: string,
  key: PrivateKey,
  json: unknown,
  { expiresInMs = 60_000, id = 'ssc-hueso-local' }: { expiresInMs?: number; id?: string } = {},
): Promise<Transaction> {
  const props = (await s.hive('get_dynamic_global_properties', [])).result;
  const tx: Transaction = {
    ref_block_num: props.head_block_number & 0xffff,
    ref_block_prefix: Buffer.from(props.head_block_id, 'hex').readUInt32LE(4),
    expiration: new Date(s.clock.now + expiresInMs).toISOString().slice(0, 19),
    operations: [
      [
        'custom_json',
        { required_auths: [account], required_posting_auths: [], id, json: JSON.stringify(json) },
      ],
    ],
    extensions: [],
  };
  return s.client.broadcast.sign(tx, key);
}

/** The platform account's Active key, as the keys file holds it. */
export function platformKey(s: TestNode, account = 'hueso.tokens'): PrivateKey {
  return PrivateKey.fromString(s.platformKeys[account]!);
}
