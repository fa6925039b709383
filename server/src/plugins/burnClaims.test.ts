/**
 * A chain burn is claimed once: the album's credit pays its HUESO and its arena PP together, the
 * arena's own burn call only the PP of a burn the album has not credited.
 */
import { ppForBurn } from '@hueso/contract';
import { serverPerTest } from '../test/helpers';
import { instancesOf, signBurn } from './albumBurn/testing';

const s = serverPerTest();

/** Burns one of demo's G001 commons on the chain; returns the album's credit request for it. */
async function burnOne() {
  const [nft] = await instancesOf(s, 'demo', 1);
  const ids = [String(nft!._id)];
  const proofTx = await signBurn(s, 'demo', ids);
  return { proofTx, nfts: [{ id: 'G001', ide: 1, rareza: 'C', cantidad: 1, instanceIds: ids }] };
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
  expect(ppAfter).toBe(ppBefore + ppForBurn([{ kind: 'general', rareza: 'C' }]));
  const feed = (await s.call('GET', '/api/arena/feed', { token: s.token })).body.feed;
  expect(feed[0]).toMatchObject({ user: 'demo', razon: 'PP_BURN', qty: ppAfter - ppBefore });
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
