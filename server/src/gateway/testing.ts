/**
 * Test helpers of the outbox (imported by tests only): a game server against a node with timer
 * blocks, behind a proxy that can refuse broadcasts as a node that is down would, so a test can
 * see a move pending, a node down after the signature, and a restart on the same database file.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startNode } from '@hueso/localchain';
import { buildApp, contextOf } from '../app';
import type { AppOptions } from '../config';
import { httpClient, START, type TestServer } from '../test/helpers';

/** A proxy in front of the node; `down` answers every call with HTTP 503, `refuseBroadcasts` only the broadcasts. */
export interface ChainProxy {
  url: string;
  down: boolean;
  refuseBroadcasts: boolean;
  close(): Promise<void>;
}

export async function chainProxy(target: string): Promise<ChainProxy> {
  const proxy: ChainProxy = { url: '', down: false, refuseBroadcasts: false, close: async () => {} };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (proxy.down || (proxy.refuseBroadcasts && body.includes('broadcast_transaction'))) {
        res.writeHead(503).end('node down');
        return;
      }
      const answer = await fetch(target + req.url, {
        method: req.method,
        headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
        body: req.method === 'GET' ? undefined : body,
      });
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
      res.end(await answer.text());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return proxy;
}

export interface MoneyServer extends TestServer {
  proxy: ChainProxy;
  /** Closes the game server alone (the node and the proxy stay), as a restart would. */
  stopGame(): Promise<void>;
  /** A new game server on the same database file, node and proxy. */
  restart(): Promise<MoneyServer>;
}

interface Shared {
  clock: { now: number };
  node: Awaited<ReturnType<typeof startNode>>;
  proxy: ChainProxy;
}

async function gameServer(shared: Shared, options: Partial<AppOptions>): Promise<MoneyServer> {
  const { clock, node, proxy } = shared;
  const app = buildApp({
    dbPath: ':memory:',
    now: () => clock.now,
    hiveEngineRpc: proxy.url,
    hiveRpc: `${proxy.url}/hive`,
    platformKeys: node.platformKeys,
    loginAttemptsPerMinute: 10_000,
    ...options,
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const ctx = contextOf(app);
  ctx.config.publicUrl = base;
  const { call, login } = httpClient(base);
  let closed = false;
  const stopGame = async () => {
    if (closed) return;
    closed = true;
    await app.close();
  };
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
    now: () => clock.now,
    advance: (ms) => void (clock.now += ms),
    call,
    login,
    proxy,
    stopGame,
    restart: async () => {
      await stopGame();
      return gameServer(shared, { ...options, seed: false });
    },
    close: async () => {
      await stopGame();
      await proxy.close();
      await node.close();
    },
  };
}

/**
 * A node with a block every `blockMs` and a game server reaching it through a proxy. Give a
 * `dbPath` file to restart the game server on it.
 */
export async function moneyServer(blockMs: number, options: Partial<AppOptions> = {}): Promise<MoneyServer> {
  const clock = { now: START };
  const node = await startNode({
    port: 0,
    dbPath: ':memory:',
    blockMs,
    now: () => clock.now,
    devWallet: true,
  });
  const proxy = await chainProxy(node.url);
  return gameServer({ clock, node, proxy }, options);
}
