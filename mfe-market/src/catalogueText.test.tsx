import { screen } from '@testing-library/react';
import {
  chainHandlers,
  markCatalogueTexts,
  remoteRenderer,
  server,
  setUpRemoteTests,
  strayTexts,
} from '@hueso/shared/testing';
import App from './App';

setUpRemoteTests();
markCatalogueTexts();
const renderArea = remoteRenderer(App, { route: '/game/market' });

/** The market's data: item names and descriptions come from the server. */
const DATA = [
  /General Pack|Special Pack|Initial Land|LVL UP|LVL|Hueso Fusion|Energy Potion|ticket stake|Ticket/g,
];

describe('every text of the market comes from its catalogue', () => {
  it.each(['/game/market', '/game/inventory'])('%s', async (route) => {
    server.use(...chainHandlers({ HUESO: '5000', 'SWAP.HIVE': '120' }));
    const { container } = renderArea({ route });
    await screen.findByRole('heading', { level: 1 });
    if (route === '/game/market') await screen.findByTestId('wallet-HUESO');
    expect(strayTexts(container, DATA)).toEqual([]);
  });
});
