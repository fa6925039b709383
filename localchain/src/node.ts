/**
 * The node as a Fastify app: the Hive Engine JSON-RPC (/contracts, /blockchain), the Hive
 * JSON-RPC (/hive), the dev wallet (/dev/*), the test reset and /health, over one SQLite file.
 * Every `blockMs` a timer processes the mempool; with blockMs 0 a broadcast is processed before
 * its answer returns.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { CHAIN_ID_RULE, isChainId } from '@hueso/contract';
import { chainIdOf, getLatestBlockInfo } from './chain/blocks';
import { openChainDatabase, readMeta, wipeChain, writeMeta } from './chain/schema';
import {
  isLoopback,
  resolveOptions,
  type NodeContext,
  type NodeOptions,
  type ResolvedOptions,
} from './context';
import { registerDevWallet } from './devWallet/routes';
import { runGenesis } from './genesis';
import { registerHiveRpc } from './hive/routes';
import { acceptTransaction, processMempool } from './hive/transactions';
import { HttpError, installErrorHandling } from './lib/http';
import { installJsonBodyParser } from './lib/jsonBody';
import { registerSidechainRpc } from './rpc/routes';

/** The platform accounts' Active keys (WIF) by account, as the keys file holds them. */
export type PlatformKeys = Record<string, string>;

export interface LocalNode {
  app: FastifyInstance;
  ctx: NodeContext;
  /** Keys of the platform accounts: from this start's genesis, or read from the keys file. */
  platformKeys: PlatformKeys;
  /** Wipes the chain and runs genesis again with the same platform keys. */
  reset(): void;
}

/** A setting that cannot work; the message says which and why. */
export class NodeSettingsError extends Error {}

function readKeysFile(path: string | undefined): PlatformKeys | undefined {
  if (!path || !existsSync(path)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    throw new NodeSettingsError(`${path} is not valid JSON: it must hold { "<account>": "<active WIF>" }`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new NodeSettingsError(`${path} must hold { "<account>": "<active WIF>" }`);
  return value as PlatformKeys;
}

function writeKeysFile(path: string | undefined, keys: PlatformKeys): void {
  if (!path) return;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
}

function checkOptions(options: ResolvedOptions): void {
  if (options.devWallet && !isLoopback(options.host))
    throw new NodeSettingsError(
      `The dev wallet signs for every player: it runs on a loopback address only, not on ${options.host}. ` +
        'Set HOST=127.0.0.1 or turn DEV_WALLET off.',
    );
  if (!Number.isInteger(options.blockMs) || options.blockMs < 0)
    throw new NodeSettingsError(
      `blockMs must be a whole number of milliseconds (0 or more), got ${options.blockMs}`,
    );
  if (!isChainId(options.chainId))
    throw new NodeSettingsError(`chainId must be ${CHAIN_ID_RULE}, got '${options.chainId}'`);
}

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/;

/**
 * The game's pages call the node from their own origins. The RPC endpoints answer any origin, as
 * public Hive and Hive Engine nodes do; the dev wallet and the test reset answer pages served
 * from this machine only, so no website a developer visits can sign for the dev players.
 */
function installCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin) return;
    const local = request.url.startsWith('/dev/') || request.url.startsWith('/test/');
    if (local && !LOOPBACK_ORIGIN.test(origin)) {
      if (request.method === 'OPTIONS') return reply.status(403).send();
      return reply
        .status(403)
        .send({ error: `The dev wallet answers pages of this machine only, not ${origin}` });
    }
    reply.header('access-control-allow-origin', local ? origin : '*');
    reply.header('vary', 'Origin');
    if (request.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'GET, POST');
      reply.header('access-control-allow-headers', 'content-type');
      reply.header('access-control-max-age', '600');
      return reply.status(204).send();
    }
  });
}

/** Builds the node (not listening yet): opens the chain, runs genesis on an empty one. */
export function buildNode(input: NodeOptions = {}): LocalNode {
  const options = resolveOptions(input);
  checkOptions(options);
  const db = openChainDatabase(options.dbPath);
  const stored = readMeta(db, 'chain_id');
  if (stored !== undefined && stored !== options.chainId) {
    db.close();
    throw new NodeSettingsError(
      `${options.dbPath} holds the chain '${stored}', not '${options.chainId}': use its CHAIN_ID or another DB_PATH`,
    );
  }

  let platformKeys: PlatformKeys = {};
  const genesis = (keep: PlatformKeys) => {
    wipeChain(db);
    writeMeta(db, 'chain_id', options.chainId);
    platformKeys = runGenesis(db, options, keep);
    writeMeta(db, 'genesis', String(options.now()));
    writeKeysFile(options.platformKeysFile, platformKeys);
  };
  if (readMeta(db, 'chain_id') === undefined) {
    if (options.genesis) genesis(readKeysFile(options.platformKeysFile) ?? {});
    else writeMeta(db, 'chain_id', options.chainId);
  } else if (readMeta(db, 'genesis') !== undefined) {
    platformKeys = readKeysFile(options.platformKeysFile) ?? {};
  }

  const waiting = new Map<string, (() => void)[]>();
  const produceBlock = () => {
    const ids = processMempool(db, options.chainId, options.now());
    for (const id of ids) {
      for (const resolve of waiting.get(id) ?? []) resolve();
      waiting.delete(id);
    }
  };
  const ctx: NodeContext = {
    db,
    options,
    produceBlock,
    broadcast(tx) {
      const id = acceptTransaction(db, tx, options.now());
      if (options.blockMs === 0) produceBlock();
      return id;
    },
    processed(id) {
      const row = db.prepare('SELECT processed_at FROM hive_transactions WHERE id = ?').get(id) as
        { processed_at: number | null } | undefined;
      if (!row || row.processed_at !== null) return Promise.resolve();
      return new Promise((resolve) => waiting.set(id, [...(waiting.get(id) ?? []), resolve]));
    },
  };

  const app = Fastify({ logger: options.logger, forceCloseConnections: true });
  installCors(app);
  installJsonBodyParser(app);
  installErrorHandling(app);
  registerSidechainRpc(app, ctx);
  registerHiveRpc(app, ctx);
  if (options.devWallet) registerDevWallet(app, ctx);

  const node: LocalNode = {
    app,
    ctx,
    get platformKeys() {
      return platformKeys;
    },
    reset() {
      genesis(
        Object.keys(platformKeys).length ? platformKeys : (readKeysFile(options.platformKeysFile) ?? {}),
      );
    },
  };

  if (options.testReset)
    app.post('/test/reset', async () => {
      if (!options.genesis) throw new HttpError(409, 'This node runs without genesis: nothing to reset to');
      node.reset();
      return { ok: true, lastBlock: getLatestBlockInfo(db).blockNumber };
    });
  app.get('/health', async () => ({
    ok: true,
    chainId: chainIdOf(db),
    lastBlock: getLatestBlockInfo(db).blockNumber,
  }));

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (options.blockMs > 0)
      timer = setInterval(() => {
        try {
          produceBlock();
        } catch (error) {
          // A block that cannot be made is tried again at the next tick; the node keeps answering.
          app.log.error(error);
        }
      }, options.blockMs);
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    // Whoever still waits for a block gets its answer now: no block will come.
    for (const resolvers of waiting.values()) resolvers.forEach((resolve) => resolve());
    db.close();
  });
  return node;
}

export interface StartedNode {
  /** The node's base URL, e.g. http://127.0.0.1:8091 (the Hive RPC is `${url}/hive`). */
  url: string;
  close(): Promise<void>;
  /** Wipes the chain and runs genesis again, keeping the platform keys. */
  reset(): void;
  /** Processes the mempool now, as the block timer does (tests with a long BLOCK_MS). */
  produceBlock(): void;
  /** The platform accounts' Active keys (WIF) by account. */
  platformKeys: PlatformKeys;
}

/** Builds and starts the node; resolves once it listens. */
export async function startNode(options: NodeOptions = {}): Promise<StartedNode> {
  const node = buildNode(options);
  const { host, port } = node.ctx.options;
  await node.app.listen({ host, port });
  const address = node.app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${actualPort}`,
    close: () => node.app.close(),
    reset: () => node.reset(),
    produceBlock: () => node.ctx.produceBlock(),
    get platformKeys() {
      return node.platformKeys;
    },
  };
}
