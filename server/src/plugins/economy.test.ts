/**
 * The burn economy is conserved across every route at once: over a long random sequence of
 * craftings, burns credited in the album, burns turned into arena PP, arena queue starts, leaves
 * and resolves, and replays of every proof already used (on the same route and on its
 * neighbours), by several players, nothing is created or lost. Every HUESO moved is in a balance,
 * the arena's pool or a burned total, apart from what the claim ledger records as paid for burned
 * cards; every chain burn is paid at most once, at the catalogue's price. With energy recharge
 * missions among the steps, no player's energy ever passes its cap.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { arenaWeekMs, burnValue, CRAFT_CARDS, ppForBurn, type Rareza } from '@hueso/contract';
import { fromHueso } from '../amounts';
import { rpc, testServer, walletLogin, type TestServer } from '../test/helpers';
import { instancesOf, signBurn } from './albumBurn/testing';
import { cardByIde } from './cards/catalogue';

const STEPS = 1200;
const CLOCK_SPEED = 720;

let s: TestServer;
let dir: string;
let db: Database.Database;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hueso-economy-'));
  s = await testServer({ dbPath: join(dir, 'game.db'), clockSpeed: CLOCK_SPEED });
  db = new Database(join(dir, 'game.db'), { readonly: true });
});
afterAll(async () => {
  db.close();
  await s.close();
  rmSync(dir, { recursive: true, force: true });
});
jest.setTimeout(120_000);

const one = (sql: string, ...args: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...args) as number;

/**
 * The HUESO the game holds, in thousandths, less what the documented sources paid (burned cards,
 * and the daily pool and passive stake payouts the game clock brings due): constant over any
 * sequence.
 */
function heldLessPaid(): number {
  const balances = one('SELECT COALESCE(SUM(dinero + dinero_real), 0) FROM users');
  const stakes =
    one('SELECT COALESCE(SUM(cantidad), 0) FROM stake_play') +
    one('SELECT COALESCE(SUM(cantidad), 0) FROM passive_stakes');
  const arena = one('SELECT COALESCE(SUM(pool + burned_total), 0) FROM arena_state');
  const burned = one("SELECT COALESCE(SUM(total), 0) FROM hueso_metrics WHERE kind = 'burned'");
  const paidForBurns = one('SELECT COALESCE(SUM(hueso), 0) FROM burn_claims');
  const payouts =
    one('SELECT COALESCE(SUM(paid), 0) FROM pool_payouts') +
    one('SELECT COALESCE(SUM(paid), 0) FROM passive_payouts');
  return balances + stakes + arena + burned - paidForBurns - payouts;
}

/** Players whose energy is above their cap (`energia_maximo`): none, ever. */
const overCharged = () => one('SELECT COUNT(*) FROM users WHERE energia_actual > energia_maximo');

/** Each claim of the album pays exactly its burned cards at the catalogue's price, from the chain's record. */
async function claimsMatchTheChain(): Promise<void> {
  const claims = db.prepare('SELECT tx_id, claimed_by, cards, hueso, pp FROM burn_claims').all() as {
    tx_id: string;
    claimed_by: string;
    cards: number;
    hueso: number;
    pp: number;
  }[];
  for (const claim of claims) {
    const tx = await rpc(s, 'blockchain', 'getTransactionInfo', { txid: claim.tx_id });
    const events =
      (JSON.parse(tx.logs) as { events?: { event: string; data: { id: number | string } }[] }).events ?? [];
    const ids = events.filter((e) => e.event === 'burn').map((e) => Number(e.data.id));
    const rows = (await rpc(s, 'contracts', 'find', {
      contract: 'nft',
      table: 'NFTHUESOinstances',
      query: { _id: { $in: ids } },
    })) as { properties: { ID: string } }[];
    const burned = rows.map((r) => cardByIde(Number(r.properties.ID))!);
    expect(claim.cards).toBe(burned.length);
    const cards = burned.map((c) => ({
      kind: c.tipo === 'E' ? ('especial' as const) : ('general' as const),
      rareza: c.rareza,
    }));
    const price = cards.reduce((sum, c) => sum + fromHueso(burnValue(c.kind, c.rareza)), 0);
    expect(claim.hueso).toBe(claim.claimed_by === 'album' ? price : 0);
    expect(claim.pp).toBe(claim.claimed_by === 'crafting' ? 0 : ppForBurn(cards));
  }
}

it(`conserves HUESO and pays every burn once over ${STEPS} random steps of crafting, burns and the arena`, async () => {
  const names = ['demo', 'rival', 'player01', 'player03', 'player05', 'player07'];
  const login = async (name: string) =>
    name === 'demo' ? s.login() : name === 'rival' ? s.login('rival', 'rival1234') : walletLogin(s, name);
  const tokens = new Map<string, string>();
  for (const n of names) tokens.set(n, await login(n));
  const arenaHeaders = (token: string) => ({ authorization: `Bearer ${token}`, 'x-token': token });
  let seed = 19;
  const rand = (max: number) => (seed = (seed * 48_271) % 2_147_483_647) % max;
  const pick = <T>(list: readonly T[]): T => list[rand(list.length)]!;

  const start = heldLessPaid();
  /** Proofs already paid, with the player who signed them. */
  const used: { proofTx: string; owner: string }[] = [];
  const seen = { craft: 0, album: 0, arena: 0, replays: 0, arenaMoves: 0, recharges: 0 };
  let tokenAge = 0;

  for (let step = 0; step < STEPS; step++) {
    if (tokenAge > 10 * 3_600_000) {
      for (const n of names) tokens.set(n, await login(n));
      tokenAge = 0;
    }
    const name = pick(names);
    const token = tokens.get(name)!;
    const op = rand(11);
    if (op <= 1) {
      // A crafting of whatever group of one type letter and rarity the player holds enough of.
      const owned = await instancesOf(s, name);
      const groups = new Map<string, Map<number, number>>();
      for (const nft of owned) {
        const card = cardByIde(Number(nft.properties.ID));
        if (!card || !(card.rareza in CRAFT_CARDS)) continue;
        const key = `${card.tipo}${card.rareza}`;
        const group = groups.get(key) ?? new Map<number, number>();
        group.set(card.ide, (group.get(card.ide) ?? 0) + 1);
        groups.set(key, group);
      }
      const ready = [...groups.entries()].filter(
        ([key, group]) => [...group.values()].reduce((a, b) => a + b, 0) >= CRAFT_CARDS[key[1] as Rareza],
      );
      if (ready.length === 0) continue;
      const [key, group] = pick(ready);
      let need = CRAFT_CARDS[key[1] as Rareza];
      const cartas: { ide: number; cantidad: number }[] = [];
      const ids: string[] = [];
      for (const [ide, n] of group) {
        if (need === 0) break;
        const take = Math.min(n, need);
        cartas.push({ ide, cantidad: take });
        ids.push(
          ...owned
            .filter((o) => Number(o.properties.ID) === ide)
            .slice(0, take)
            .map((o) => String(o._id)),
        );
        need -= take;
      }
      // The player burns the chosen copies first, as the album does, then posts the proof.
      const proofTx = await signBurn(s, name, ids);
      const res = await s.call('POST', '/api/crafting', { token, body: { cartas, proofTx } });
      expect([200, 400]).toContain(res.status); // 400: the fee is not covered
      if (res.status === 200) {
        seen.craft++;
        used.push({ proofTx, owner: name });
      }
    } else if (op <= 4) {
      // A burn of one to three cards, credited in the album or turned into arena PP.
      const owned = await instancesOf(s, name);
      if (owned.length === 0) continue;
      const ids = [...new Set(Array.from({ length: 1 + rand(3) }, () => String(pick(owned)._id)))];
      const proofTx = await signBurn(s, name, ids);
      const album = rand(2) === 0;
      const res = album
        ? await s.call('POST', '/api/burn-nft', {
            token,
            body: {
              proofTx,
              nfts: [{ id: 'G001', ide: 1, rareza: 'C', cantidad: ids.length, instanceIds: ids }],
            },
          })
        : await s.call('POST', '/api/arena/burn', { token, headers: arenaHeaders(token), body: { proofTx } });
      expect(res.status).toBe(200);
      seen[album ? 'album' : 'arena']++;
      used.push({ proofTx, owner: name });
    } else if (op <= 6 && used.length > 0) {
      // A replay of a proof already paid, by its owner or anyone else, on either route.
      const { proofTx, owner } = pick(used);
      const before = heldLessPaid();
      const claims = one('SELECT COUNT(*) FROM burn_claims');
      const res =
        rand(2) === 0
          ? await s.call('POST', '/api/burn-nft/recover', { token, body: { proofTx } })
          : await s.call('POST', '/api/arena/burn', {
              token,
              headers: arenaHeaders(token),
              body: { proofTx },
            });
      // The owner hears it was claimed; anyone else, that it is not theirs.
      expect(res.status).toBe(owner === name ? 409 : 403);
      expect(heldLessPaid()).toBe(before);
      expect(one('SELECT COUNT(*) FROM burn_claims')).toBe(claims);
      seen.replays++;
    } else if (op <= 8) {
      const path = pick(['start', 'start', 'leave', 'resolve'] as const);
      const res = await s.call('POST', path === 'leave' ? '/api/arena/queue/leave' : '/api/arena/queue', {
        headers: arenaHeaders(token),
        body: path === 'start' ? { nftId: null } : {},
      });
      expect(res.status).toBeLessThan(500);
      seen.arenaMoves++;
    } else if (op === 9) {
      // An energy recharge: started, or collected once its hour has passed (409 until then).
      const auth = { authorization: `Bearer ${token}` };
      const started = await s.call('POST', '/api/mision', { headers: auth, body: { mision: 3 } });
      if (started.status === 409) {
        const done = await s.call('POST', '/api/finalizar', { headers: auth, body: { tipo: 'normal' } });
        expect([200, 409]).toContain(done.status);
        if (done.status === 200) {
          expect(done.body.reward).toBe(0);
          seen.recharges++;
        }
      } else expect(started.status).toBe(200);
    } else {
      const ms = rand(Math.floor(arenaWeekMs(CLOCK_SPEED) / 3));
      s.advance(ms);
      tokenAge += ms;
    }
    if (step % 100 === 0) expect(heldLessPaid()).toBe(start);
    expect(overCharged()).toBe(0);
  }

  expect(heldLessPaid()).toBe(start);
  await claimsMatchTheChain();
  // Every kind of step ran, many times.
  expect(
    Math.min(seen.craft, seen.album, seen.arena, seen.replays, seen.arenaMoves, seen.recharges),
  ).toBeGreaterThan(10);
  // The ledger holds one claim per paid proof, and each is the player's own successful burn.
  expect(one('SELECT COUNT(*) FROM burn_claims')).toBe(used.length);
});
