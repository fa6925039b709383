import type { Logs } from '../chain/ledger';
import { getTransactionInfo } from '../chain/ledger';
import { instancesOf, signBurn } from '../plugins/albumBurn/testing';
import { testServer, type TestServer } from '../test/helpers';
import { burnedCardsOf } from './burnedCards';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

const logsOf = (txId: string) => JSON.parse(getTransactionInfo(s.ctx.db, txId)!.logs) as Logs;

describe('burnedCardsOf', () => {
  it("reads each instance the player burned once, with its card's kind and rarity", async () => {
    const common = (await instancesOf(s, 'demo', 1))[0]!;
    const legend = (await instancesOf(s, 'demo', 48))[0]!; // E024, L
    const txId = await signBurn(s, 'demo', [String(common._id), String(legend._id)]);
    const logs = logsOf(txId);
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
    const logs = logsOf(await signBurn(s, 'demo', [String(common._id)]));
    const none = { cards: [], unknownIdes: [] };
    expect(burnedCardsOf(s.ctx.db, logs, 'player02', 'NFTHUESO')).toEqual(none);
    expect(burnedCardsOf(s.ctx.db, logs, 'demo', 'OTHER')).toEqual(none);
    const transfers: Logs = { events: logs.events?.map((e) => ({ ...e, event: 'transfer' })) };
    expect(burnedCardsOf(s.ctx.db, transfers, 'demo', 'NFTHUESO')).toEqual(none);
    expect(burnedCardsOf(s.ctx.db, {}, 'demo', 'NFTHUESO')).toEqual(none);
  });
});
