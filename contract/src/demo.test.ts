import { cardByIde } from './catalogue';
import { demoWorld } from './demo';

describe('the demo world', () => {
  it('is the same world every time, from its fixed seed', () => {
    expect(demoWorld()).toEqual(demoWorld());
  });

  it('holds the documented players, the generated ones and a chain account with no game player', () => {
    const world = demoWorld();
    const names = world.players.map((p) => p.nombre);
    expect(names.slice(0, 3)).toEqual(['demo', 'rookie', 'bigdog']);
    expect(names.filter((n) => /^player\d\d$/.test(n))).toHaveLength(40);
    expect(names.at(-1)).toBe('rival');
    expect(world.players.find((p) => p.nombre === 'bigdog')!.game).toBeNull();
    expect(world.players.filter((p) => p.password).map((p) => p.nombre)).toEqual(['demo', 'rookie', 'rival']);
    // One of every card for demo, plus commons and rares to craft with.
    expect(world.players[0]!.cards).toHaveLength(104);
    expect(world.players.filter((p) => p.poolStake !== undefined)).toHaveLength(30);
    expect(world.metrics.every((m) => m.daysAgo >= 1 && m.daysAgo <= 190 && m.hueso > 0)).toBe(true);
  });

  it('lists only cards its sellers hold, at prices of the sale tokens', () => {
    const world = demoWorld();
    expect(world.listings).toHaveLength(world.marketCards[0].length + world.marketCards[1].length + 12);
    for (const listing of world.listings) {
      const cards = listing.seller.startsWith('market:')
        ? world.marketCards[Number(listing.seller.slice(7)) as 0 | 1]
        : world.players.find((p) => p.nombre === listing.seller)!.cards;
      expect(cardByIde(cards[listing.cardIndex]!)).toBeDefined();
      expect(listing.price).toMatch(/^\d+\.\d+$/);
    }
  });
});
