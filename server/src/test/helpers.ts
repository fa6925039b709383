/**
 * Test helpers: a fresh chain node (localchain, in memory, instant blocks) and a game server
 * against it, sharing a movable clock, and authenticated calls.
 */
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { startNode } from '@hueso/localchain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp, contextOf } from '../app';
import { platformAccounts, type AppOptions } from '../config';
import type { AppContext } from '../context';

/** A fixed start instant, so date buckets and time windows are reproducible. */
export const START = Date.UTC(2026, 0, 15, 12, 0, 0);

/** The chain node a test server runs against. */
export interface TestNode {
  /** Its base URL: /contracts, /blockchain, /hive and /dev/* are under it. */
  url: string;
  /** Genesis again, same keys (the node's /test/reset). */
  reset: () => Promise<void>;
  /** Stops the node, as a node that went down (the game server keeps running); testServer's have it. */
  stop?: () => Promise<void>;
  platformKeys: Record<string, string>;
}

export interface TestServer {
  app: FastifyInstance;
  /** The server's database, settings and chain gateway. */
  ctx: AppContext;
  node: TestNode;
  /** http://127.0.0.1:port, also the server's PUBLIC_URL unless the test set one. */
  base: string;
  now: () => number;
  advance: (ms: number) => void;
  /** Sends a request; a `body` that is not a string is sent as JSON. */
  call: (method: 'GET' | 'POST' | 'OPTIONS', path: string, options?: CallOptions) => Promise<Reply>;
  login: (user?: string, password?: string) => Promise<string>;
  /**
   * Stops this game server and starts another on the same node and clock (pass the same `dbPath`
   * for a restart on the same database); the new one's close() stops the node too.
   */
  restart: (options?: Partial<AppOptions>) => Promise<TestServer>;
  close: () => Promise<void>;
}

interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read reply fields freely
  body: any;
  headers: Headers;
  text: string;
}

/**
 * A fresh chain node (in memory, a block per broadcast, its dev wallet on) and a fresh in-memory
 * game server against it, each on a random local port, sharing one clock. Tests talk real HTTP
 * instead of app.inject(): inject loads light-my-request, whose ESM-only `cookie` dependency the
 * jest transform cannot load. Login rate limits are high unless the test sets
 * `loginAttemptsPerMinute`.
 */
export async function testServer(options: Partial<AppOptions> = {}): Promise<TestServer> {
  const time = { now: START };
  const started = await startNode({
    port: 0,
    dbPath: ':memory:',
    blockMs: 0,
    now: () => time.now,
    devWallet: true,
  });
  let stopped: Promise<void> | undefined;
  const node: RunningNode = {
    url: started.url,
    platformKeys: started.platformKeys,
    reset: () => started.reset(),
    close: () => (stopped ??= started.close()),
  };
  return serverOn(node, { now: () => time.now, advance: (ms) => void (time.now += ms) }, options);
}

/**
 * A fresh in-memory game server against a chain node that runs on its own (another process, with
 * timer blocks on the real clock): its base URL and the platform keys file it wrote. The server
 * reads the keys from that file and keeps the real clock (advance() is refused); close() and
 * restart() leave the node alone.
 */
export async function testServerAgainst(
  node: { url: string; platformKeysPath: string },
  options: Partial<AppOptions> = {},
): Promise<TestServer> {
  const running: RunningNode = {
    url: node.url,
    platformKeysPath: node.platformKeysPath,
    get platformKeys() {
      return JSON.parse(readFileSync(node.platformKeysPath, 'utf8')) as Record<string, string>;
    },
    reset: () => {
      throw new Error('testServerAgainst: the node runs on its own; reset it there');
    },
    close: async () => {},
  };
  const realClock: Clock = {
    now: () => Date.now(),
    advance: () => {
      throw new Error('testServerAgainst: the server and its node follow the real clock');
    },
  };
  return serverOn(running, realClock, options);
}

/** The time of a test server and its node. */
interface Clock {
  now: () => number;
  advance: (ms: number) => void;
}

/** The node of a test server; closing it twice is closing it once. */
interface RunningNode {
  url: string;
  platformKeys: Record<string, string>;
  /** The node's keys file, read by the server instead of `platformKeys` when given. */
  platformKeysPath?: string;
  reset: () => void;
  close: () => Promise<void>;
}

/** Real HTTP calls to a game server at `base`, and its password login (demo's by default). */
export function httpClient(base: string): Pick<TestServer, 'call' | 'login'> {
  const call: TestServer['call'] = async (method, path, { token, body, headers = {} } = {}) => {
    const json = body !== undefined && typeof body !== 'string';
    const res = await fetch(base + path, {
      method,
      headers: {
        ...(token ? { token } : {}),
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : json ? JSON.stringify(body) : (body as string),
    });
    const text = await res.text();
    const isJson = res.headers.get('content-type')?.includes('json');
    return { status: res.status, body: isJson ? JSON.parse(text) : undefined, headers: res.headers, text };
  };
  const login = async (user = 'demo', password = 'demo1234') => {
    const res = await call('POST', '/api/loginPass', { body: { user, password } });
    if (res.status !== 200) throw new Error(`login failed: ${res.text}`);
    return res.body.token as string;
  };
  return { call, login };
}

async function serverOn(node: RunningNode, clock: Clock, options: Partial<AppOptions>): Promise<TestServer> {
  const { now } = clock;
  let app: FastifyInstance;
  let base: string;
  try {
    app = buildApp({
      dbPath: ':memory:',
      now,
      hiveEngineRpc: node.url,
      hiveRpc: `${node.url}/hive`,
      ...(node.platformKeysPath
        ? { platformKeysPath: node.platformKeysPath }
        : { platformKeys: node.platformKeys }),
      loginAttemptsPerMinute: 10_000,
      // Tests catch the index up with ctx.chain.sync() (the routes do): no timer runs between steps.
      followIntervalMs: 3_600_000,
      ...options,
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await node.close();
    throw error;
  }
  const ctx = contextOf(app);
  if (options.publicUrl === undefined) ctx.config.publicUrl = base;
  const { call, login } = httpClient(base);
  return {
    app,
    ctx,
    node: {
      url: node.url,
      reset: async () => node.reset(),
      stop: () => node.close(),
      platformKeys: node.platformKeys,
    },
    base,
    now,
    advance: clock.advance,
    call,
    login,
    restart: async (next = {}) => {
      await app.close();
      return serverOn(node, clock, next);
    },
    close: async () => {
      await app.close();
      await node.close();
    },
  };
}

/** A test server that is replaced before every test, with the demo player's session. */
export interface ServerPerTest extends TestServer {
  /** The demo player's token on the current test's server. */
  readonly token: string;
}

/**
 * A fresh server and a logged-in demo session for every test of the file, closed after each:
 * the `testServer()` + `login()` + `close()` each file repeated. Call it at the top of the file.
 */
export function serverPerTest(options: Partial<AppOptions> = {}): ServerPerTest {
  let current: TestServer | undefined;
  let session = '';
  beforeEach(async () => {
    current = await testServer(options);
    session = await current.login();
  });
  afterEach(() => current?.close());
  const live = (): TestServer => {
    if (!current) throw new Error('serverPerTest: the server exists only inside a test');
    return current;
  };
  return {
    get app() {
      return live().app;
    },
    get ctx() {
      return live().ctx;
    },
    get node() {
      return live().node;
    },
    get base() {
      return live().base;
    },
    get token() {
      return session;
    },
    now: () => live().now(),
    advance: (ms) => live().advance(ms),
    call: (method, path, options) => live().call(method, path, options),
    login: (user, password) => live().login(user, password),
    restart: (next) => live().restart(next),
    close: () => live().close(),
  };
}

/** Parses a reply with a contract schema, failing the test with zod's report if it does not fit. */
export function expectShape<S extends z.core.$ZodType>(schema: S, body: unknown): z.core.output<S> {
  const result = z.safeParse(schema, body);
  if (!result.success)
    throw new Error(`reply does not match the contract: ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

/** A POST of JSON to the test's chain node (its JSON-RPC or its dev wallet); the parsed answer. */
export async function nodePost(s: TestServer, path: string, body: unknown): Promise<Reply> {
  const res = await fetch(s.node.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const isJson = res.headers.get('content-type')?.includes('json');
  return { status: res.status, body: isJson ? JSON.parse(text) : undefined, headers: res.headers, text };
}

/**
 * A token transfer; returns its transaction id. A player's is signed by the node's dev wallet; the
 * dev wallet never signs for a platform account (hueso.tokens, …), so such a transfer is signed
 * with the platform's key by the server's own signer, as the platform's backend does.
 */
export async function sendToken(
  s: TestServer,
  transfer: { account: string; to: string; amount: string; memo: string; currency: string },
): Promise<string> {
  if (platformAccounts(s.ctx.config).has(transfer.account)) {
    const signed = await s.ctx.chain.signer.sign({
      account: transfer.account,
      contractName: 'tokens',
      contractAction: 'transfer',
      contractPayload: {
        symbol: transfer.currency,
        to: transfer.to,
        quantity: transfer.amount,
        memo: transfer.memo,
      },
    });
    await s.ctx.chain.signer.broadcast(signed);
    return signed.id;
  }
  const res = await nodePost(s, '/dev/sendToken', transfer);
  if (res.body?.success !== true) throw new Error(`sendToken failed: ${res.text}`);
  return res.body.result.id as string;
}

/**
 * A sidechain action signed by the node's dev wallet with the account's Active key, as Keychain's
 * requestCustomJson; returns the wallet's answer (`success`, `result.id`, `error`).
 */
export async function customJson(
  s: TestServer,
  account: string,
  action: { contractName: string; contractAction: string; contractPayload: unknown } | string,
): Promise<Reply> {
  const json = typeof action === 'string' ? action : JSON.stringify(action);
  return nodePost(s, '/dev/customJson', {
    account,
    id: `ssc-${s.ctx.config.chainId}`,
    key: 'Active',
    json,
  });
}

/** A JSON-RPC call to the chain node; returns `result`. */
export async function rpc(
  s: TestServer,
  endpoint: 'contracts' | 'blockchain',
  method: string,
  params: unknown,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read chain rows freely
): Promise<any> {
  const res = await nodePost(s, `/${endpoint}`, { jsonrpc: '2.0', id: 1, method, params });
  return res.body.result;
}

/** The node's balances and card instances (who holds what), as JSON text to compare. */
export async function chainSnapshot(s: TestServer): Promise<string> {
  const { reader } = s.ctx.chain;
  const balances = await reader.find('tokens', 'balances', {});
  const instances = await reader.find('nft', `${s.ctx.config.nftSymbol}instances`, {});
  return JSON.stringify([
    balances.map(({ account, symbol, balance }) => ({ account, symbol, balance })),
    instances.map(({ _id, account, ownedBy }) => ({ _id, account, ownedBy })),
  ]);
}

/** An account's chain balance as the chain formats it ('5000.000'), or undefined without one. */
export async function chainBalance(
  s: TestServer,
  account: string,
  symbol: string,
): Promise<string | undefined> {
  const row = await rpc(s, 'contracts', 'findOne', {
    contract: 'tokens',
    table: 'balances',
    query: { account, symbol },
  });
  return row?.balance;
}

/** A signature by the node's dev wallet (the account's key) of `message`, as Keychain's signBuffer. */
export async function signBuffer(
  s: TestServer,
  account: string,
  message: string,
  key: 'Posting' | 'Active' = 'Posting',
): Promise<string> {
  const res = await nodePost(s, '/dev/signBuffer', { account, message, key });
  if (res.body?.success !== true) throw new Error(`signBuffer failed: ${res.text}`);
  return res.body.result as string;
}

/** A wallet login through the dev wallet's signature of the current time; returns the token. */
export async function walletLogin(s: TestServer, account: string): Promise<string> {
  const message = String(s.now());
  const key = await signBuffer(s, account, message);
  const res = await s.call('POST', '/api/login', { body: { nombre: account, key, message } });
  if (res.status !== 200) throw new Error(`wallet login failed: ${res.text}`);
  return res.body.token as string;
}

/**
 * A request over node:http, for what fetch will not send: any Host header, a body without
 * content type, or another local source address (`localAddress`, anywhere in 127/8).
 */
export function rawCall(
  s: TestServer,
  options: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    localAddress?: string;
  },
): Promise<Reply> {
  const url = new URL(options.path, s.base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: options.method, headers: options.headers, localAddress: options.localAddress },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
          const isJson = headers.get('content-type')?.includes('json');
          let body: unknown;
          try {
            body = isJson ? JSON.parse(text) : undefined;
          } catch {
            body = undefined;
          }
          resolve({ status: res.statusCode!, body, headers, text });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
