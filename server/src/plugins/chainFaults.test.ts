/**
 * The chain node killed during bursts of moves (docs/chain-node.md, the outbox): the node runs as
 * its own process with timer blocks; three times, while players open packs, withdraw and craft
 * concurrently, it is killed with SIGKILL and started again on the same chain file. The game
 * server keeps answering /health throughout, every operation it reserved ends done or reversed,
 * and the chain and the game account for every card, item and HUESO exactly: nothing is created,
 * lost or applied twice.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cardByIde, CRAFT_CARDS, type Rareza } from '@hueso/contract';
import { fromHueso } from '../amounts';
import { getOperation, type OutboxRow } from '../gateway/outbox';
import { HttpChainReader } from '../gateway/reader';
import type { ChainTransaction } from '../gateway/types';
import { addItems, countItem } from '../players/itemsRepository';
import { findUserByName, getUser } from '../players/usersRepository';
import {
  chainBalance,
  customJson,
  testServerAgainst,
  walletLogin,
  type Reply,
  type TestServer,
} from '../test/helpers';
import { instancesOf } from './albumBurn/testing';

jest.setTimeout(180_000);

const LOCALCHAIN = resolve(__dirname, '../../../localchain');
const PACK = 'General Pack';
/** Password players and wallet players outside the daily pool (no payout touches their balances). */
const PASSWORDS: Record<string, string> = { demo: 'demo1234', rival: 'rival1234' };
const PLAYERS = ['demo', 'rival', 'player31', 'player32', 'player33', 'player34'];
/** When each round's node is killed, by the round's operations so far: early, midway, late. */
const KILL_WHEN: ((round: { reserved: number; done: number }) => boolean)[] = [
  ({ reserved }) => reserved >= 1,
  ({ reserved }) => reserved >= 8,
  ({ done }) => done >= 4,
];
/** How long the node stays down each round. */
const OUTAGE_MS = 1_200;
/** Bound of the wait for every operation to be final (the server's resume timer runs every 5 s). */
const SETTLE_MS = 45_000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** The node as its own process (localchain/src/main.ts), logging to a file. */
class NodeProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  readonly url: string;

  constructor(
    private readonly port: number,
    private readonly dir: string,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  get keysFile(): string {
    return join(this.dir, 'platform-keys.json');
  }

  private get logFile(): string {
    return join(this.dir, 'node.log');
  }

  async start(): Promise<void> {
    const log = openSync(this.logFile, 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: LOCALCHAIN,
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DB_PATH: join(this.dir, 'chain.sqlite'),
        BLOCK_MS: '100',
        DEV_WALLET: '1',
        PLATFORM_KEYS: this.keysFile,
        GENESIS: '1',
      },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    this.child = child;
    this.exited = new Promise((done) => child.once('exit', () => done()));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the node exited at start:\n${this.logTail()}`);
      const health = await fetch(`${this.url}/health`).catch(() => undefined);
      if (health?.ok) return;
      if (Date.now() > deadline)
        throw new Error(`the node did not answer /health in 60 s:\n${this.logTail()}`);
      await sleep(100);
    }
  }

  /** kill -9: no shutdown of any kind; resolves once the process is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await this.exited;
  }

  logTail(): string {
    try {
      return readFileSync(this.logFile, 'utf8').slice(-3000);
    } catch {
      return '(no log)';
    }
  }
}

/** What a move's reply said, and the operation it reserved if it named one. */
interface MoveReply {
  kind: 'open' | 'withdraw' | 'craft';
  player: string;
  status: number;
  text: string;
  operacion?: number;
}

/** A crafting: the copies chosen, the player's burn of them (when known) and the server's answer. */
interface Crafting {
  round: number;
  player: string;
  ids: string[];
  cartas: { ide: number; cantidad: number }[];
  proofTx?: string;
  reply?: Reply;
}

const replyOf = (kind: MoveReply['kind'], player: string, res: Reply): MoveReply => ({
  kind,
  player,
  status: res.status,
  text: res.text.slice(0, 300),
  ...(typeof res.body?.operacion === 'number' ? { operacion: res.body.operacion as number } : {}),
});

/** `count` copies of one type letter and one rarity (C or R) the player holds, or undefined. */
function craftable(
  instances: { _id: number; properties: { ID: string } }[],
): Pick<Crafting, 'ids' | 'cartas'> | undefined {
  const groups = new Map<string, { _id: number; ide: number }[]>();
  for (const row of instances) {
    const card = cardByIde(Number(row.properties.ID));
    if (!card || (card.rareza !== 'C' && card.rareza !== 'R')) continue;
    const key = `${card.tipo}${card.rareza}`;
    groups.set(key, [...(groups.get(key) ?? []), { _id: row._id, ide: card.ide }]);
  }
  for (const [key, rows] of groups) {
    const need = CRAFT_CARDS[key.slice(1) as Rareza];
    if (rows.length < need) continue;
    const chosen = rows.slice(0, need);
    const counts = new Map<number, number>();
    for (const { ide } of chosen) counts.set(ide, (counts.get(ide) ?? 0) + 1);
    return {
      ids: chosen.map((r) => String(r._id)),
      cartas: [...counts].map(([ide, cantidad]) => ({ ide, cantidad })),
    };
  }
  return undefined;
}

/** Thousandths of a HUESO quantity ('12.345' -> 12345), exact. */
const milli = (quantity: string | undefined): number => {
  const [whole = '0', fraction = ''] = (quantity ?? '0').split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3));
};
/** Hundred-millionths of a BEE quantity, exact. */
const satoshi = (quantity: string | undefined): number => {
  const [whole = '0', fraction = ''] = (quantity ?? '0').split('.');
  return Number(whole) * 1e8 + Number(fraction.padEnd(8, '0').slice(0, 8));
};

describe('the chain node killed during bursts of moves', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hueso-faults-'));
  let node: NodeProcess | undefined;
  let s: TestServer | undefined;
  const health = { answers: 0, failures: [] as string[], stop: false };

  afterAll(async () => {
    health.stop = true;
    await node?.kill().catch(() => undefined);
    await s?.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });

  it('three times: every operation completes or reverses, nothing is created or lost, /health answers', async () => {
    node = new NodeProcess(await freePort(), dir);
    await node.start();
    const server = await testServerAgainst(
      { url: node.url, platformKeysPath: node.keysFile },
      { followIntervalMs: 500, logLevel: 'error' },
    );
    s = server;
    const { db, config } = server.ctx;
    const chain = new HttpChainReader({ hiveEngineRpc: node.url, hiveRpc: `${node.url}/hive` });
    const firstBlock = (await chain.status()).lastBlockNumber + 1;

    // The game server answers /health every 100 ms of the run, the outages included.
    const healthLoop = (async () => {
      while (!health.stop) {
        const res = await fetch(`${server.base}/health`).catch((error: Error) => error);
        if (res instanceof Error) health.failures.push(res.message);
        else if (res.status !== 200) health.failures.push(`HTTP ${res.status}`);
        else health.answers += 1;
        await sleep(100);
      }
    })();

    const tokens = new Map<string, string>();
    const ids = new Map<string, number>();
    for (const name of PLAYERS) {
      const password = PASSWORDS[name];
      tokens.set(name, password ? await server.login(name, password) : await walletLogin(server, name));
      const id = findUserByName(db, name)!.id;
      ids.set(name, id);
      db.prepare('UPDATE users SET pack_inicial = 1, dinero = ? WHERE id = ?').run(fromHueso(50_000), id);
    }
    // A player who tries to open a pack while the node is down.
    const rookie = await server.login('rookie', 'rookie123');
    const rookieId = findUserByName(db, 'rookie')!.id;
    addItems(db, rookieId, PACK, 1);

    const owned = async (name: string) =>
      new Set((await instancesOf(server, name)).map((r) => String(r._id)));
    const hueso = async (account: string) => milli(await chainBalance(server, account, 'HUESO'));
    const before = {
      cards: new Map<string, Set<string>>(),
      items: new Map<string, number>(),
      dinero: new Map<string, number>(),
      hueso: new Map<string, number>(),
      tokenHueso: await hueso(config.tokenAccount),
      tokenBee: satoshi(await chainBalance(server, config.tokenAccount, 'BEE')),
    };
    for (const name of PLAYERS) {
      const id = ids.get(name)!;
      before.cards.set(name, await owned(name));
      before.items.set(name, countItem(db, id, PACK));
      before.dinero.set(name, getUser(db, id).dinero);
      before.hueso.set(name, await hueso(name));
    }

    const replies: MoveReply[] = [];
    const craftings: Crafting[] = [];
    const itemsGiven = new Map<string, number>(PLAYERS.map((name) => [name, 0]));
    const openRows = () =>
      db
        .prepare("SELECT COUNT(*) FROM outbox WHERE status IN ('signed', 'broadcast')")
        .pluck()
        .get() as number;

    /** Waits (bounded) until the server's own drivers have made every operation final. */
    const settle = async (round: number) => {
      const deadline = Date.now() + SETTLE_MS;
      while (openRows() > 0) {
        if (Date.now() > deadline)
          throw new Error(`round ${round}: ${openRows()} operations still open after ${SETTLE_MS} ms`);
        await sleep(200);
      }
    };

    /** Posts a crafting whose burn is known until the server reserves it or refuses it for good. */
    const postCrafting = async (crafting: Crafting) => {
      for (let attempt = 0; attempt < 20; attempt++) {
        const res = await server.call('POST', '/api/crafting', {
          token: tokens.get(crafting.player)!,
          body: { cartas: crafting.cartas, proofTx: crafting.proofTx },
        });
        crafting.reply = res;
        replies.push(replyOf('craft', crafting.player, res));
        // 503 with nothing changed, or 202 for a burn the chain has not processed yet: post it again.
        const again = (res.status === 503 || res.status === 202) && typeof res.body?.operacion !== 'number';
        if (!again || !(await fetch(`${node!.url}/health`).catch(() => undefined))?.ok) return;
        await sleep(300);
      }
    };

    for (let round = 1; round <= 3; round++) {
      const dineroReal = new Map<string, number>();
      const moves: (() => Promise<void>)[] = [];
      for (const [i, name] of PLAYERS.entries()) {
        const id = ids.get(name)!;
        const token = tokens.get(name)!;
        const first = 1 + ((i + round) % 3);
        const second = 1 + ((i + 2 * round) % 2);
        addItems(db, id, PACK, first + second);
        itemsGiven.set(name, itemsGiven.get(name)! + first + second);
        const units = 1_000 + 37 * i + round;
        db.prepare('UPDATE users SET dinero_real = ? WHERE id = ?').run(units, id);
        dineroReal.set(name, units);

        for (const cantidad of [first, second])
          moves.push(async () => {
            const res = await server.call('POST', '/api/abrirPack', {
              token,
              body: { pack: PACK, user: name, cantidad },
            });
            replies.push(replyOf('open', name, res));
          });
        moves.push(async () => {
          replies.push(replyOf('withdraw', name, await server.call('GET', '/api/retiro', { token })));
        });
        const choice = craftable(await instancesOf(server, name));
        if (choice) {
          const crafting: Crafting = { round, player: name, ...choice };
          craftings.push(crafting);
          moves.push(async () => {
            const signed = await customJson(server, name, {
              contractName: 'nft',
              contractAction: 'burn',
              contractPayload: { nfts: [{ symbol: config.nftSymbol, ids: crafting.ids }] },
            }).catch(() => undefined);
            // No answer (the node died under the call): whether it burned is read from the chain later.
            if (signed?.body?.success !== true) return;
            crafting.proofTx = signed.body.result.id as string;
            await postCrafting(crafting);
          });
        }
      }

      const lastRowBefore = db.prepare('SELECT COALESCE(MAX(id), 0) FROM outbox').pluck().get() as number;
      const burst = Promise.all(
        moves.map(async (move) => {
          await sleep(Math.floor(Math.random() * 150));
          await move();
        }),
      );
      const killAt = Date.now() + 5_000;
      const sinceStart = () => ({
        reserved: db.prepare('SELECT COUNT(*) FROM outbox WHERE id > ?').pluck().get(lastRowBefore) as number,
        done: db
          .prepare("SELECT COUNT(*) FROM outbox WHERE id > ? AND status = 'done'")
          .pluck()
          .get(lastRowBefore) as number,
      });
      while (!KILL_WHEN[round - 1]!(sinceStart()) && Date.now() < killAt) await sleep(5);
      await node.kill();

      const probe = await server.call('POST', '/api/abrirPack', {
        token: rookie,
        body: { pack: PACK, user: 'rookie', cantidad: 1 },
      });
      expect(probe.status).toBe(503);
      expect(probe.body.operacion).toBeUndefined();
      expect(countItem(db, rookieId, PACK)).toBe(1);
      await burst;
      await sleep(OUTAGE_MS);

      await node.start();
      await settle(round);
      // Burns whose wallet answer was lost to the kill: found on the chain, then posted.
      const ofRound = craftings.filter((c) => c.round === round);
      const unknown = ofRound.filter((c) => c.proofTx === undefined);
      if (unknown.length) {
        const burns = (await blocksFrom(chain, firstBlock)).filter(
          (tx) => tx.contract === 'nft' && tx.action === 'burn',
        );
        for (const crafting of unknown) {
          const burn = burns.find(
            (tx) =>
              tx.sender === crafting.player &&
              JSON.stringify(burnIds(tx)) === JSON.stringify([...crafting.ids].sort()),
          );
          if (!burn) continue;
          crafting.proofTx = burn.transactionId;
          await postCrafting(crafting);
        }
      }
      // Craftings cut off before their burn was read are posted again now that the node is back.
      for (const crafting of ofRound)
        if (
          crafting.reply &&
          crafting.reply.status !== 200 &&
          typeof crafting.reply.body?.operacion !== 'number'
        )
          await postCrafting(crafting);
      await settle(round);

      // Each withdrawal of the round paid out its balance, or gave it back.
      for (const name of PLAYERS) {
        const id = ids.get(name)!;
        const rows = (
          db
            .prepare("SELECT id FROM outbox WHERE kind = 'withdraw' AND user_id = ? AND id > ?")
            .pluck()
            .all(id, lastRowBefore) as number[]
        ).map((rowId) => getOperation(db, rowId)!);
        const done = rows.filter((row) => row.status === 'done');
        expect(done.length).toBeLessThanOrEqual(1);
        expect(getUser(db, id).dinero_real).toBe(done.length ? 0 : dineroReal.get(name));
      }
    }

    health.stop = true;
    await healthLoop;
    expect(health.failures).toEqual([]);
    expect(health.answers).toBeGreaterThan(20);

    // Every operation the server reserved is final, and every reply that named one names a real one.
    expect(openRows()).toBe(0);
    const rows = (db.prepare('SELECT id FROM outbox ORDER BY id').pluck().all() as number[]).map((id) =>
      getOperation(db, id)!,
    );
    for (const reply of replies)
      if (reply.operacion !== undefined) {
        const row = rows.find((r) => r.id === reply.operacion);
        expect(row?.userId).toBe(ids.get(reply.player));
      }
    expect(replies.filter((r) => ![200, 202, 503].includes(r.status))).toEqual([]);
    // The node's death cut some moves off after they were saved (a 503 or 202 naming the operation).
    expect(replies.filter((r) => r.status !== 200 && r.operacion !== undefined).length).toBeGreaterThan(0);

    // What the chain did, block by block since the run began.
    const txs = await blocksFrom(chain, firstBlock);
    const byRow = new Map<string, ChainTransaction[]>();
    for (const tx of txs.filter((t) => t.sender === config.tokenAccount)) {
      const bare = tx.transactionId.replace(/-\d+$/, '');
      byRow.set(bare, [...(byRow.get(bare) ?? []), tx]);
    }
    // Every transaction the platform signed is an operation of the outbox, processed at most once.
    const rowTx = new Set(rows.map((r) => r.txId));
    expect([...byRow.keys()].filter((txId) => !rowTx.has(txId))).toEqual([]);
    for (const processed of byRow.values()) expect(processed).toHaveLength(1);

    const eventsOf = (row: OutboxRow, event: string) =>
      (byRow.get(row.txId) ?? []).flatMap((tx) =>
        (tx.logs.events ?? []).filter(
          (e) => e.event === event && (event !== 'transfer' || e.data.symbol === 'HUESO'),
        ),
      );
    const issued = new Map<string, Set<string>>(PLAYERS.map((name) => [name, new Set()]));
    const expected = {
      items: new Map<string, number>(),
      fees: new Map<string, number>(),
      withdrawn: new Map<string, number>(),
    };
    const add = (map: Map<string, number>, name: string, n: number) =>
      map.set(name, (map.get(name) ?? 0) + n);
    let instancesIssued = 0;
    for (const row of rows) {
      const name = PLAYERS.find((p) => ids.get(p) === row.userId);
      expect(name).toBeDefined();
      const issues = eventsOf(row, 'issue');
      const transfers = eventsOf(row, 'transfer');
      if (row.status === 'reversed') {
        // Reversed: the chain did none of it.
        expect([issues, transfers]).toEqual([[], []]);
        continue;
      }
      expect(row.status).toBe('done');
      if (row.kind === 'withdraw') {
        expect(transfers).toHaveLength(1);
        expect(transfers[0]!.data).toMatchObject({
          from: config.tokenAccount,
          to: name,
          symbol: 'HUESO',
          quantity: row.details.transfer!.quantity,
        });
        add(expected.withdrawn, name!, milli(row.details.transfer!.quantity));
        continue;
      }
      // A done issue issued every card it drew, to its player.
      expect(issues).toHaveLength(row.details.cards!.length);
      instancesIssued += issues.length;
      for (const event of issues) {
        expect(event.data.to).toBe(name);
        issued.get(name!)!.add(String(event.data.id));
      }
      if (row.details.purpose === 'opening') add(expected.items, name!, issues.length);
      else add(expected.fees, name!, fromHueso(row.details.fee as number));
    }

    // Craftings: a processed burn paid for exactly one crafting, done (its claim kept) or reversed (released).
    const burned = new Map<string, Set<string>>(PLAYERS.map((name) => [name, new Set()]));
    for (const tx of txs.filter((t) => t.contract === 'nft' && t.action === 'burn'))
      for (const event of tx.logs.events ?? [])
        if (event.event === 'burn') burned.get(tx.sender)?.add(String(event.data.id));
    for (const crafting of craftings.filter((c) => c.proofTx)) {
      const paid = rows.filter(
        (r) => r.details.purpose === 'crafting' && r.reversal.burnClaim === crafting.proofTx,
      );
      expect(paid.filter((r) => r.status === 'done').length).toBeLessThanOrEqual(1);
      const claim = db
        .prepare('SELECT claimed_by FROM burn_claims WHERE tx_id = ?')
        .pluck()
        .get(crafting.proofTx!.toLowerCase());
      expect(claim).toBe(paid.some((r) => r.status === 'done') ? 'crafting' : undefined);
    }
    expect(
      rows.filter((r) => r.details.purpose === 'crafting' && r.status === 'done').length,
    ).toBeGreaterThan(0);

    for (const name of PLAYERS) {
      const id = ids.get(name)!;
      // Cards: the chain holds what the player had and what was issued to him, less what he burned.
      const want = [...before.cards.get(name)!, ...issued.get(name)!].filter(
        (nft) => !burned.get(name)!.has(nft),
      );
      expect([...(await owned(name))].sort()).toEqual(want.sort());
      // Items: one General Pack per card issued by a done opening.
      expect(before.items.get(name)! + itemsGiven.get(name)! - countItem(db, id, PACK)).toBe(
        expected.items.get(name) ?? 0,
      );
      // In-game HUESO: the fee of each done crafting, once.
      expect(before.dinero.get(name)! - getUser(db, id).dinero).toBe(expected.fees.get(name) ?? 0);
      // Chain HUESO: raised by exactly the done withdrawals.
      expect((await hueso(name)) - before.hueso.get(name)!).toBe(expected.withdrawn.get(name) ?? 0);
    }
    const withdrawn = [...expected.withdrawn.values()].reduce((a, b) => a + b, 0);
    expect(before.tokenHueso - (await hueso(config.tokenAccount))).toBe(withdrawn);
    // BEE: the token account paid the issuing fee of exactly the instances issued (0.005 each).
    const tokenBee = satoshi(await chainBalance(server, config.tokenAccount, 'BEE'));
    expect(before.tokenBee - tokenBee).toBe(instancesIssued * 500_000);
  });
});

/** Every sidechain transaction from `start` to the node's last block. */
async function blocksFrom(chain: HttpChainReader, start: number): Promise<ChainTransaction[]> {
  const last = (await chain.status()).lastBlockNumber;
  const txs: ChainTransaction[] = [];
  for (let from = start; from <= last;) {
    const blocks = await chain.blockRange(from, Math.min(1000, last - from + 1));
    if (blocks.length === 0) break;
    for (const block of blocks) txs.push(...block.transactions);
    from = blocks[blocks.length - 1]!.blockNumber + 1;
  }
  return txs;
}

/** The instance ids an nft.burn asked to burn, sorted. */
function burnIds(tx: ChainTransaction): string[] {
  const nfts = (tx.payload.nfts ?? []) as { ids?: unknown[] }[];
  return nfts.flatMap((n) => (n.ids ?? []).map(String)).sort();
}
