import type { Logs } from '../gateway/types';
import { instancesOf, signBurn } from '../plugins/albumBurn/testing';
import { testServer, type TestServer } from '../test/helpers';
import { burnedCardsOf } from './burnedCards';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

/** The burn's logs as the node reports them, after the index has read its block. */
async function logsOf(txId: string): Promise<Logs> {
  const info = await s.ctx.chain.reader.transactionInfo(txId);
  if (info.state !== 'processed') throw new Error(`${txId} is not processed`);
  await s.ctx.chain.sync();
  return info.transactions[0]!.logs;
}

describe('burnedCardsOf', () => {
  it("reads each instance the player burned once, with its card's kind and rarity", async () => {
    const common = (await instancesOf(s, 'demo', 1))[0]!;
    const legend = (await instancesOf(s, 'demo', 48))[0]!; // E024, L
    const txId = await signBurn(s, 'demo', [String(common._id), String(legend._id)]);
    const logs = await logsOf(txId);
    // The same event twice still counts once.
    const doubled: Logs = { events: [...(logs.events ?? []), ...(logs.events ?? [])] };
    expect(burnedCardsOf(s.ctx.db, doubled, 'demo', 'NFTHUESO')).toEqual({
      cards: [
        { ide: 1, kind: 'general', rareza: 'C' },
        { ide: 48, kind: 'especial', rareza: 'L' },
      ],
      unknownIdes: [],
    });
  });

  it("counts nothing for another player's name, another symbol or events that are not burns", async () => {
    const common = (await instancesOf(s, 'demo', 1))[0]!;
    const logs = await logsOf(await signBurn(s, 'demo', [String(common._id)]));
    const none = { cards: [], unknownIdes: [] };
    expect(burnedCardsOf(s.ctx.db, logs, 'player02', 'NFTHUESO')).toEqual(none);
    expect(burnedCardsOf(s.ctx.db, logs, 'demo', 'OTHER')).toEqual(none);
    const transfers: Logs = { events: logs.events?.map((e) => ({ ...e, event: 'transfer' })) };
    expect(burnedCardsOf(s.ctx.db, transfers, 'demo', 'NFTHUESO')).toEqual(none);
    expect(burnedCardsOf(s.ctx.db, {}, 'demo', 'NFTHUESO')).toEqual(none);
  });
});
