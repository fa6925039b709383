/**
 * A chain burn is claimed once: the album's credit pays its HUESO and its arena PP together, the
 * arena's own burn call only the PP of a burn the album has not credited.
 */
import { BURN_ALREADY_CREDITED, burnHistorySchema } from '@hueso/contract';
import { expectShape, serverPerTest } from '../test/helpers';
import { instancesOf, signBurn } from './albumBurn/testing';

const s = serverPerTest();

/** Burns one of demo's G001 commons on the chain; returns the album's credit request for it. */
async function burnOne() {
  const [nft] = await instancesOf(s, 'demo', 1);
  const ids = [String(nft!._id)];
  const proofTx = await signBurn(s, 'demo', ids);
  return { proofTx, nfts: [{ id: 'G001', ide: 1, rareza: 'C', cantidad: 1, instanceIds: ids }] };
}

/** Crafts `count` of demo's copies of card `ide`, burned by demo first as the album does; returns the burn. */
async function craft(ide: number, count = 5): Promise<string> {
  const ids = (await instancesOf(s, 'demo', ide)).slice(0, count).map((r) => String(r._id));
  const proofTx = await signBurn(s, 'demo', ids);
  const res = await s.call('POST', '/api/crafting', {
    token: s.token,
    body: { cartas: [{ ide, cantidad: count }], proofTx },
  });
  expect(res.status).toBe(200);
  return proofTx;
}

const info = async () => (await s.call('GET', '/api/getInformacion', { token: s.token })).body.resultado;
const pp = async () => (await s.call('GET', '/api/arena/status', { token: s.token })).body.perfil.pp;

it('the album credits a burn as HUESO and arena PP at once, and the arena cannot count it again', async () => {
  const request = await burnOne();
  const { proofTx } = request;
  const ppBefore = await pp();
  const credit = await s.call('POST', '/api/burn-nft', { token: s.token, body: request });
  expect(credit.status).toBe(200);
  // One general C card: 100 HUESO and the arena's PP for a C burn.
  expect(credit.body.hueso).toBe(100);
  const ppAfter = await pp();
  // A general C card is worth 200 PP (SPEC.md's arena rank threshold for C).
  expect(ppAfter).toBe(ppBefore + 200);
  const feed = (await s.call('GET', '/api/arena/feed', { token: s.token })).body.feed;
  expect(feed[0]).toMatchObject({ user: 'demo', razon: 'PP_BURN', qty: ppAfter - ppBefore });
  expect(feed[0].facts).toEqual({ nfts: 1 });
  const arena = await s.call('POST', '/api/arena/burn', { token: s.token, body: { proofTx } });
  expect(arena.status).toBe(409);
  expect(arena.body.error).toBe('This burn was already credited in the album (HUESO and PP)');
  expect(await pp()).toBe(ppAfter);
});

it('a burn turned into arena PP cannot also be credited as HUESO', async () => {
  const request = await burnOne();
  const { proofTx } = request;
  expect((await s.call('POST', '/api/arena/burn', { token: s.token, body: { proofTx } })).status).toBe(200);
  const before = (await info()).dinero;
  const credit = await s.call('POST', '/api/burn-nft', {
    token: s.token,
    body: { ...request, proofTx: proofTx.toUpperCase() },
  });
  expect(credit.status).toBe(409);
  expect(credit.body.error).toBe('This burn was already turned into arena PP');
  expect((await info()).dinero).toBe(before);
});

describe('a crafting claims its own burn', () => {
  const craftFive = () => craft(1);

  const balances = async () => ({ dinero: (await info()).dinero, pp: await pp() });

  it('so neither the album nor the arena can pay it again', async () => {
    const proofTx = await craftFive();
    const before = await balances();
    const nfts = [{ id: 'G001', ide: 1, rareza: 'C', cantidad: 5, instanceIds: ['1', '2', '3', '4', '5'] }];
    const album = await s.call('POST', '/api/burn-nft', { token: s.token, body: { nfts, proofTx } });
    expect(album.status).toBe(409);
    expect(album.body.error).toBe('This burn paid for a crafting; it cannot be credited again');
    const arena = await s.call('POST', '/api/arena/burn', { token: s.token, body: { proofTx } });
    expect(arena.status).toBe(409);
    expect(arena.body.error).toBe('This burn paid for a crafting; it cannot be credited again');
    expect(await balances()).toEqual(before);
  });

  it('50 parallel claims of one burn across both routes credit it once', async () => {
    const request = await burnOne();
    const before = await balances();
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? s.call('POST', '/api/burn-nft', { token: s.token, body: request })
          : s.call('POST', '/api/arena/burn', { token: s.token, body: { proofTx: request.proofTx } }),
      ),
    );
    const ok = replies.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(49);
    const after = await balances();
    // The album's credit answers with its HUESO (100 for a general C); the arena's pays PP alone.
    const albumWon = 'hueso' in ok[0]!.body;
    expect(after.dinero).toBe(before.dinero + (albumWon ? 100 : 0));
    expect(after.pp).toBe(before.pp + 200); // one general C card's PP
  });
});

describe("the player's burns", () => {
  const history = async (token = s.token) =>
    expectShape(burnHistorySchema, (await s.call('GET', '/api/burn-nft/history', { token })).body).burns;

  it('lists each burn with its cards, HUESO and what it became, newest first', async () => {
    const credited = await burnOne();
    expect((await s.call('POST', '/api/burn-nft', { token: s.token, body: credited })).status).toBe(200);
    const lost = await burnOne();
    await craft(3);
    const burns = await history();
    expect(burns.map(({ cards, hueso, state }) => ({ cards, hueso, state }))).toEqual([
      { cards: 5, hueso: 0, state: 'crafting' },
      { cards: 1, hueso: 100, state: 'unclaimed' },
      { cards: 1, hueso: 100, state: 'credited' },
    ]);
    expect(burns[1]!.proofTx).toBe(lost.proofTx);
    expect(burns[2]!.proofTx).toBe(credited.proofTx);
    expect(burns[0]!.ts).toBe(s.now());
    const rookie = await s.login('rookie', 'rookie123');
    expect(await history(rookie)).toEqual([]);
  });

  it('recovers a burn the page lost, by its transaction id alone, once', async () => {
    const { proofTx } = await burnOne();
    const before = (await info()).dinero;
    const recovered = await s.call('POST', '/api/burn-nft/recover', { token: s.token, body: { proofTx } });
    expect(recovered.status).toBe(200);
    expect(recovered.body).toMatchObject({ ok: true, quemados: 1, hueso: 100, proofTx });
    expect((await info()).dinero).toBe(before + 100);
    expect((await history())[0]).toMatchObject({ proofTx, state: 'credited', hueso: 100 });
    const again = await s.call('POST', '/api/burn-nft/recover', { token: s.token, body: { proofTx } });
    expect(again).toMatchObject({ status: 409, body: { error: BURN_ALREADY_CREDITED } });
    const rival = await s.login('rival', 'rival1234');
    const stranger = await s.call('POST', '/api/burn-nft/recover', { token: rival, body: { proofTx } });
    expect(stranger).toMatchObject({ status: 403, body: { error: 'This burn belongs to another player' } });
    const bad = await s.call('POST', '/api/burn-nft/recover', { token: s.token, body: { proofTx: 'nope' } });
    expect(bad.status).toBe(400);
    expect((await info()).dinero).toBe(before + 100);
  });
});
