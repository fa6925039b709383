import { screen } from '@testing-library/react';
import {
  markCatalogueTexts,
  remoteRenderer,
  server,
  setUpRemoteTests,
  strayTexts,
} from '@hueso/shared/testing';
import App from './App';
import { arenaHandlers, arenaWorld, SAMPLE_BATTLE_LOG, SAMPLE_FEED } from './features/arena/testing';

setUpRemoteTests();
markCatalogueTexts();
const renderArena = remoteRenderer(App, { route: '/game/arena' });

/** The arena's data: bot and avatar names, rarity letters. */
const DATA = [/Rusty Bot|Avatar-\d+|\b[CRZEAL]\b|\b[AP]M\b/g];

describe('every text of the arena comes from its catalogue', () => {
  it('/game/arena', async () => {
    arenaWorld();
    server.use(arenaHandlers.feed(SAMPLE_FEED), arenaHandlers.battleFeed(SAMPLE_BATTLE_LOG));
    const { container } = renderArena();
    await screen.findAllByRole('list', { name: /⟦.*⟧/ });
    await screen.findAllByRole('table');
    expect(strayTexts(container, DATA)).toEqual([]);
  });
});
