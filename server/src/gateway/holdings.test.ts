/**
 * A player's own cards come from the node's `find`, kept per account: read once, read again only
 * when the follower applies a block that moves one of that account's instances.
 */
import { customJson, testServer, type TestServer } from '../test/helpers';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await testServer();
  token = await s.login();
});
afterAll(() => s.close());

const instancesOf = async (account: string) =>
  (await s.ctx.chain.reader.find('nft', 'NFTHUESOinstances', { account, ownedBy: 'u' })).map((r) =>
    String(r._id),
  );
const shownCards = async () => {
  const res = await s.call('GET', '/api/getInformacion', { token });
  expect(res.status).toBe(200);
  const { nft, nftEspecial } = res.body.resultado as { nft: string[]; nftEspecial: string[] };
  return [...nft, ...nftEspecial].sort((a, b) => Number(a) - Number(b));
};

describe('the player’s own cards', () => {
  it('are the node’s find answer, read again only after a block moved one of them', async () => {
    const find = jest.spyOn(s.ctx.chain.reader, 'find');
    const held = await instancesOf('demo');
    expect(held.length).toBeGreaterThan(0);
    expect(await shownCards()).toEqual(held);
    const instanceReads = () => find.mock.calls.filter(([, table]) => table === 'NFTHUESOinstances').length;
    const before = instanceReads();
    // Nothing of demo's moved: further reads ask the node nothing.
    await shownCards();
    await shownCards();
    expect(instanceReads()).toBe(before);

    // demo lists a card: the follower sees the block and the next read is the node's new answer.
    const listed = held[0]!;
    const order = await customJson(s, 'demo', {
      contractName: 'nftmarket',
      contractAction: 'sell',
      contractPayload: { symbol: 'NFTHUESO', nfts: [listed], price: '1', priceSymbol: 'SWAP.HIVE', fee: 500 },
    });
    expect(order.body.success).toBe(true);
    const after = await shownCards();
    expect(after).toEqual(held.slice(1));
    expect(after).toEqual(await instancesOf('demo'));
    expect(instanceReads()).toBe(before + 2); // one by the gateway, one by this test
    find.mockRestore();
  });

  it('are the node’s answer in the card list too', async () => {
    const res = await s.call('GET', '/api/getCards', { token });
    expect(res.status).toBe(200);
    const { especiales, generalNft } = res.body as Record<'especiales' | 'generalNft', { nft: string[] }[]>;
    const listed = [...especiales, ...generalNft].flatMap((c) => c.nft).sort((a, b) => Number(a) - Number(b));
    expect(listed).toEqual(await instancesOf('demo'));
  });
});
