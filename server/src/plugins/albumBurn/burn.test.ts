import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { burnNftResponseSchema, informacionSchema } from '@hueso/contract';
import { expectShape, sendToken, serverPerTest, testServer, type TestServer } from '../../test/helpers';
import { instancesOf, signBurn } from './testing';

const s = serverPerTest();

const info = async (server: TestServer = s, t = s.token) =>
  expectShape(
    informacionSchema,
    (await server.call('GET', '/api/getInformacion', { token: t })).body.resultado,
  );

/** The request body the burn page sends: the card, its chosen instances, the proof. */
const body = (proofTx: string, ids: string[], ide = 1, id = 'G001', rareza = 'C') => ({
  nfts: [{ id, ide, rareza, cantidad: ids.length, instanceIds: ids }],
  bonePreview: 100 * ids.length,
  proofTx,
});

describe('POST /api/burn-nft', () => {
  it('credits the chain-burned instances at the server price and counts them as burned', async () => {
    const commons = (await instancesOf(s, 'demo', 1)).slice(0, 2).map((r) => String(r._id));
    const legend = (await instancesOf(s, 'demo', 48)).slice(0, 1).map((r) => String(r._id)); // E024, L
    const before = await info();
    const proofTx = await signBurn(s, 'demo', [...commons, ...legend]);
    const res = await s.call('POST', '/api/burn-nft', {
      token: s.token,
      // The request lists only the commons and claims a huge preview: the chain's events decide.
      body: { ...body(proofTx, commons), bonePreview: 999999 },
    });
    expect(res.status).toBe(200);
    const reply = expectShape(burnNftResponseSchema, res.body);
    expect(reply).toMatchObject({ quemados: 3, hueso: 2 * 100 + 5000 });
    // The reference server's answer carries the record as `resultado`.
    const resultado = informacionSchema.parse(reply.resultado);
    expect(resultado.dinero).toBe(before.dinero + 5200);
    expect(resultado.burned).toEqual({
      general: { C: 2, R: 0, Z: 0, E: 0, A: 0, L: 0 },
      especial: { C: 0, R: 0, Z: 0, E: 0, A: 0, L: 1 },
      total: { C: 2, R: 0, Z: 0, E: 0, A: 0, L: 1 },
    });
    expect((await info()).burned).toEqual(resultado.burned);
  });

  it('credits a proof once: a retry or a second tab is told it was already credited', async () => {
    const ids = (await instancesOf(s, 'demo', 2)).slice(0, 1).map((r) => String(r._id));
    const proofTx = await signBurn(s, 'demo', ids);
    const before = await info();
    expect(
      (await s.call('POST', '/api/burn-nft', { token: s.token, body: body(proofTx, ids, 2, 'G002') })).status,
    ).toBe(200);
    const again = await s.call('POST', '/api/burn-nft', {
      token: s.token,
      body: body(proofTx.toUpperCase(), ids, 2, 'G002'),
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This burn was already credited');
    expect((await info()).dinero).toBe(before.dinero + 100);
  });

  it("refuses another player's proof and credits nothing", async () => {
    const rookieToken = await s.login('rookie', 'rookie123');
    const ids = (await instancesOf(s, 'rookie')).slice(0, 1).map((r) => String(r._id));
    const proofTx = await signBurn(s, 'rookie', ids);
    const before = await info();
    const stolen = await s.call('POST', '/api/burn-nft', { token: s.token, body: body(proofTx, ids) });
    expect(stolen.status).toBe(403);
    expect(stolen.body.error).toBe('The proof transaction was sent by rookie, not by demo');
    expect((await info()).dinero).toBe(before.dinero);
    // The owner still gets it, and after that the other player is told it is someone else's.
    expect(
      (await s.call('POST', '/api/burn-nft', { token: rookieToken, body: body(proofTx, ids) })).status,
    ).toBe(200);
    const late = await s.call('POST', '/api/burn-nft', { token: s.token, body: body(proofTx, ids) });
    expect(late).toMatchObject({ status: 403, body: { error: 'This burn belongs to another player' } });
  });

  it('pays nothing for instances the transaction did not burn from the player', async () => {
    const notMine = (await instancesOf(s, 'rookie')).slice(0, 1).map((r) => String(r._id));
    const proofTx = await signBurn(s, 'demo', notMine); // the chain skips it silently
    const res = await s.call('POST', '/api/burn-nft', { token: s.token, body: body(proofTx, notMine) });
    expect(res).toMatchObject({
      status: 400,
      body: { error: 'The proof transaction burned none of your NFTs' },
    });
  });

  it('answers 202 for a proof the chain has not processed, and refuses non-burn and malformed proofs', async () => {
    Object.assign(s.ctx.config, { proofWaitMs: 200 });
    const before = await info();
    const unknown = await s.call('POST', '/api/burn-nft', {
      token: s.token,
      body: body('b'.repeat(40), ['1']),
    });
    // Not processed yet: nothing credited and nothing claimed, so the page posts it again later.
    expect(unknown).toMatchObject({ status: 202, body: { pending: true, transactionId: 'b'.repeat(40) } });
    expect((await info()).dinero).toBe(before.dinero);
    expect(s.ctx.db.prepare('SELECT COUNT(*) FROM burn_claims').pluck().get()).toBe(0);
    const transfer = await sendToken(s, {
      account: 'demo',
      to: 'hueso.tokens',
      amount: '1',
      memo: 'Deposit',
      currency: 'HUESO',
    });
    const notBurn = await s.call('POST', '/api/burn-nft', {
      token: s.token,
      body: body(transfer, ['1']),
    });
    expect(notBurn).toMatchObject({
      status: 400,
      body: { error: 'The proof transaction is not an nft.burn' },
    });
    for (const bad of [
      {},
      { nfts: [], proofTx: 'a'.repeat(40) },
      { nfts: 'x', proofTx: 'a'.repeat(40) },
      body('not-a-tx', ['1']),
      body('a'.repeat(40), ['0']),
      body('a'.repeat(40), ['1'], 1, 'G001', 'X'),
    ]) {
      const res = await s.call('POST', '/api/burn-nft', { token: s.token, body: bad });
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    expect((await s.call('POST', '/api/burn-nft', { body: body('a'.repeat(40), ['1']) })).status).toBe(401);
  });
});

describe('a burn interrupted by a server stop', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'hueso-burn-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is credited exactly once after the restart, by exactly the burn value', async () => {
    const dbPath = join(dir, 'game.sqlite');
    let server = await testServer({ dbPath });
    let t = await server.login();
    const before = await info(server, t);
    const ids = (await instancesOf(server, 'demo', 5)).slice(0, 2).map((r) => String(r._id)); // G005, R
    const proofTx = await signBurn(server, 'demo', ids);
    // The chain burned, the credit never came: the game server stops and starts again.
    server = await server.restart({ dbPath });
    try {
      t = await server.login();
      expect((await info(server, t)).dinero).toBe(before.dinero);
      const retries = await Promise.all(
        [1, 2, 3].map(() =>
          server.call('POST', '/api/burn-nft', { token: t, body: body(proofTx, ids, 5, 'G005', 'R') }),
        ),
      );
      expect(retries.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      expect((await info(server, t)).dinero).toBe(before.dinero + 2 * 300);
    } finally {
      await server.close();
    }
  });
});
