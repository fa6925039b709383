import { cardsResponseSchema, informacionSchema, type CardDefinition } from '@hueso/contract';
import { instancesOf, signBurn } from '../plugins/albumBurn/testing';
import { expectShape, testServer, type TestServer } from '../test/helpers';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await testServer();
  token = await s.login();
});
afterAll(() => s.close());

const info = async () =>
  expectShape(informacionSchema, (await s.call('GET', '/api/getInformacion', { token })).body.resultado);
const cards = async () =>
  expectShape(cardsResponseSchema, (await s.call('GET', '/api/getCards', { token })).body);

/** What the card list shows the player holds: counts per rarity and instance ids. */
function held(list: CardDefinition[]) {
  const counts = { C: 0, R: 0, Z: 0, E: 0, A: 0, L: 0 };
  for (const card of list) counts[card.rareza] += card.cantidad;
  return { counts, ids: list.flatMap((c) => c.nft).sort() };
}

describe('the user record holds especial, general, nft and nftEspecial (SPEC.md section 3)', () => {
  it("matches the player's cards: counts per rarity and instance ids, general and special", async () => {
    const record = await info();
    const { generalNft, especiales } = await cards();
    const general = held(generalNft);
    const especial = held(especiales);
    expect(general.ids.length).toBeGreaterThan(0);
    expect(especial.ids.length).toBeGreaterThan(0);
    expect(record.general).toEqual(general.counts);
    expect(record.especial).toEqual(especial.counts);
    expect([...record.nft!].sort()).toEqual(general.ids);
    expect([...record.nftEspecial!].sort()).toEqual(especial.ids);
  });

  it('drops burned instances from the lists and the counts', async () => {
    const before = await info();
    const [common] = await instancesOf(s, 'demo', 1); // G001, C
    const [legend] = await instancesOf(s, 'demo', 48); // E024, L
    await signBurn(s, 'demo', [String(common!._id), String(legend!._id)]);
    const after = await info();
    expect(after.nft).toHaveLength(before.nft!.length - 1);
    expect(after.nft).not.toContain(String(common!._id));
    expect(after.nftEspecial).not.toContain(String(legend!._id));
    expect(after.general).toEqual({ ...before.general, C: before.general!.C - 1 });
    expect(after.especial).toEqual({ ...before.especial, L: before.especial!.L - 1 });
  });
});
