/**
 * Moves the platform signs, against a node with timer blocks behind a proxy that can play dead:
 * a move slower than the wait answers 202 and GET /api/operacion/:id follows it; a node down
 * after the signature answers 503 and the move completes once it is back, also across a restart;
 * a chain refusal gives back exactly what the move took. Players' proofs the chain has not
 * processed are neither credited nor dropped, and are credited once when confirmed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openResponseSchema, operationStateSchema, pendingOperationSchema } from '@hueso/contract';
import { moneyServer, type MoneyServer } from '../../gateway/testing';
import { chainBalance, expectShape, sendToken, testServer, type TestServer } from '../../test/helpers';
import { instancesOf, signBurn } from '../albumBurn/testing';

jest.setTimeout(30_000);

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const open = (s: TestServer, token: string, cantidad = 2) =>
  s.call('POST', '/api/abrirPack', { token, body: { pack: 'General Pack', user: 'demo', cantidad } });

const packs = async (s: TestServer, token: string): Promise<number> =>
  (await s.call('GET', '/api/getInformacion', { token })).body.resultado.inventario.find(
    (i: { nombre: string }) => i.nombre === 'General Pack',
  )?.cantidad ?? 0;

/** Reads GET /api/operacion/:id until it is no longer pending (or the tries run out). */
async function settled(s: TestServer, token: string, id: number) {
  for (let i = 0; ; i++) {
    const state = expectShape(
      operationStateSchema,
      (await s.call('GET', `/api/operacion/${id}`, { token })).body,
    );
    if (state.status !== 'pending' || i === 60) return state;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a move slower than the wait', () => {
  let m: MoneyServer;
  afterEach(() => m.close());

  it('answers 202, and the operation ends with the answer the route would have given', async () => {
    // Blocks 3 s apart: with blocks close together, one could land between the broadcast and the
    // route's only look at its operation (a wait of 0), and the move would be done at once.
    m = await moneyServer(3000);
    Object.assign(m.ctx.config, { chainWaitMs: 0 });
    const token = await m.login();
    const before = await packs(m, token);
    const res = await open(m, token);
    expect(res.status).toBe(202);
    const { operacion, transactionId } = expectShape(pendingOperationSchema, res.body);
    expect(await packs(m, token)).toBe(before - 2);
    const state = await settled(m, token, operacion);
    expect(state).toMatchObject({ id: operacion, kind: 'issue_cards', status: 'done', transactionId });
    expect(expectShape(openResponseSchema, state.result).cartas).toHaveLength(2);
    expect((await m.call('GET', '/api/operacion/999999', { token })).status).toBe(404);
    expect((await m.call('GET', '/api/operacion/abc', { token })).status).toBe(404);
  });

  it('a withdrawal clears the real balance at once and pays it out when the block comes', async () => {
    // Blocks 3 s apart: with blocks close together, one could land between the broadcast and the
    // route's only look at its operation (a wait of 0), and the move would be done at once.
    m = await moneyServer(3000);
    Object.assign(m.ctx.config, { chainWaitMs: 0 });
    const token = await m.login();
    const chainBefore = Number(await chainBalance(m, 'demo', 'HUESO'));
    const res = await m.call('GET', '/api/retiro', { token });
    expect(res.status).toBe(202);
    const { operacion } = expectShape(pendingOperationSchema, res.body);
    expect((await m.call('GET', '/api/getInformacion', { token })).body.resultado.dineroReal).toBe(0);
    const state = await settled(m, token, operacion);
    expect(state).toMatchObject({ kind: 'withdraw', status: 'done' });
    expect(Number(await chainBalance(m, 'demo', 'HUESO'))).toBe(chainBefore + 12000);
  });
});

describe('a node that is down', () => {
  let m: MoneyServer;
  afterEach(() => m.close());

  it('before the signature: 503, nothing taken', async () => {
    m = await moneyServer(0);
    const token = await m.login();
    const before = await packs(m, token);
    m.proxy.down = true;
    const res = await open(m, token);
    expect(res).toMatchObject({
      status: 503,
      body: { error: 'The chain node is unreachable; nothing was changed, try again later' },
    });
    m.proxy.down = false;
    expect(await packs(m, token)).toBe(before);
  });

  it('after the signature: 503 with the saved operation, which completes once the node is back', async () => {
    m = await moneyServer(0);
    const token = await m.login();
    const before = await packs(m, token);
    m.proxy.refuseBroadcasts = true;
    const res = await open(m, token);
    expect(res.status).toBe(503);
    expect(res.body.error).toBe(
      'The chain node is unreachable; your operation is saved and completes when it is back',
    );
    const { operacion } = expectShape(pendingOperationSchema, res.body);
    expect(await packs(m, token)).toBe(before - 2);
    expect((await m.call('GET', `/api/operacion/${operacion}`, { token })).body.status).toBe('pending');
    m.proxy.refuseBroadcasts = false;
    const state = await settled(m, token, operacion);
    expect(state.status).toBe('done');
    expect(await packs(m, token)).toBe(before - 2);
  });

  it('a restarted server resumes the saved operation from its stored transaction', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hueso-outbox-'));
    dirs.push(dir);
    m = await moneyServer(0, { dbPath: join(dir, 'game.sqlite') });
    const token = await m.login();
    const cardsBefore = (await instancesOf(m, 'demo')).length;
    m.proxy.refuseBroadcasts = true;
    const res = await open(m, token, 3);
    expect(res.status).toBe(503);
    const { operacion, transactionId } = expectShape(pendingOperationSchema, res.body);
    // The server stops with the operation signed but never broadcast, and starts on the same file.
    m.proxy.refuseBroadcasts = false;
    m = await m.restart();
    const again = await m.login();
    const state = await settled(m, again, operacion);
    expect(state).toMatchObject({ status: 'done', transactionId });
    expect(await instancesOf(m, 'demo')).toHaveLength(cardsBefore + 3);
  });
});

describe('a chain refusal', () => {
  let s: TestServer;
  afterEach(() => s.close());

  it('gives the packs back exactly once and says why', async () => {
    s = await testServer();
    const token = await s.login();
    const before = await packs(s, token);
    const cards = (await instancesOf(s, 'demo')).length;
    // A fee token the chain's nft contract does not take: every instance is refused on chain.
    Object.assign(s.ctx.config, { nftIssueFeeSymbol: 'KOD' });
    const res = await open(s, token, 3);
    expect(res.status).toBe(502);
    expect(res.body.error).toMatch(/^The chain refused it: .+\. Nothing was taken from you\.$/);
    expect(await packs(s, token)).toBe(before);
    const { id } = s.ctx.db.prepare('SELECT id FROM outbox ORDER BY id DESC LIMIT 1').get() as { id: number };
    expect((await s.call('GET', `/api/operacion/${id}`, { token })).body.status).toBe('reversed');
    expect(await packs(s, token)).toBe(before);
    expect(await instancesOf(s, 'demo')).toHaveLength(cards);
  });
});

describe("a player's proof the chain has not processed yet", () => {
  let m: MoneyServer;
  afterEach(() => m.close());

  it('a deposit: 202 crediting and recording nothing, then credited once when confirmed', async () => {
    m = await moneyServer(1_500);
    Object.assign(m.ctx.config, { proofWaitMs: 0 });
    const token = await m.login();
    const info = async () => (await m.call('GET', '/api/getInformacion', { token })).body.resultado;
    const before = (await info()).dineroReal;
    const id = await sendToken(m, {
      account: 'demo',
      to: 'hueso.tokens',
      amount: '25',
      memo: 'Deposit',
      currency: 'HUESO',
    });
    const early = await m.call('POST', '/api/deposit', { token, body: { id } });
    expect(early).toMatchObject({ status: 202, body: { pending: true, transactionId: id } });
    expect((await info()).dineroReal).toBe(before);
    expect(m.ctx.db.prepare('SELECT COUNT(*) FROM deposits').pluck().get()).toBe(0);
    Object.assign(m.ctx.config, { proofWaitMs: 5_000 });
    const replies = await Promise.all(
      [1, 2, 3].map(() => m.call('POST', '/api/deposit', { token, body: { id } })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await info()).dineroReal).toBe(before + 25);
  });

  it('a burn: 202 crediting and claiming nothing, then credited once when confirmed', async () => {
    m = await moneyServer(1_500);
    Object.assign(m.ctx.config, { proofWaitMs: 0 });
    const token = await m.login();
    const dinero = async () => (await m.call('GET', '/api/getInformacion', { token })).body.resultado.dinero;
    const before = await dinero();
    const ids = (await instancesOf(m, 'demo', 1)).slice(0, 2).map((r) => String(r._id));
    const proofTx = await signBurn(m, 'demo', ids);
    const early = await m.call('POST', '/api/burn-nft/recover', { token, body: { proofTx } });
    expect(early).toMatchObject({ status: 202, body: { pending: true, transactionId: proofTx } });
    expect(await dinero()).toBe(before);
    expect(m.ctx.db.prepare('SELECT COUNT(*) FROM burn_claims').pluck().get()).toBe(0);
    Object.assign(m.ctx.config, { proofWaitMs: 5_000 });
    const replies = await Promise.all(
      [1, 2, 3].map(() => m.call('POST', '/api/burn-nft/recover', { token, body: { proofTx } })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await dinero()).toBe(before + 200);
  });
});
