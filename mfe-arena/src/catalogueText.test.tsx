import { screen } from '@testing-library/react';
import {
  markCatalogueTexts,
  remoteRenderer,
  server,
  setUpRemoteTests,
  strayTexts,
} from '@hueso/shared/testing';
import App from './App';
import { arenaHandlers, arenaWorld } from './features/arena/testing';

setUpRemoteTests();
markCatalogueTexts();
const renderArena = remoteRenderer(App, { route: '/game/arena' });

const HOUR = 3_600_000;
/** The arena's data: bot and avatar names, rarity letters. */
const DATA = [/Rusty Bot|Avatar-\d+|\b[CRZEAL]\b|\b[AP]M\b/g];

describe('every text of the arena comes from its catalogue', () => {
  it('/game/arena', async () => {
    arenaWorld();
    server.use(
      arenaHandlers.feed([
        {
          ts: Date.now() - HOUR,
          user: 'player06',
          razon: 'PP_BURN',
          qty: 200,
          detalle: '1 NFTs burned for PP',
        },
      ]),
      arenaHandlers.battleFeed([
        {
          ts: Date.now() - HOUR,
          type: 'bot',
          winner: 'Rusty Bot',
          players: [{ nombre: 'player1', won: false }],
          poolAdded: 25,
          burnAdded: 25,
        },
      ]),
    );
    const { container } = renderArena();
    await screen.findAllByRole('list', { name: /⟦.*⟧/ });
    await screen.findAllByRole('table');
    expect(strayTexts(container, DATA)).toEqual([]);
  });
});
