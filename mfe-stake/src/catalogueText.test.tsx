import { screen } from '@testing-library/react';
import {
  markCatalogueTexts,
  remoteRenderer,
  server,
  setUpRemoteTests,
  strayTexts,
} from '@hueso/shared/testing';
import App from './App';
import { stakeWorldHandlers } from './testing';

setUpRemoteTests();
markCatalogueTexts();
const renderArea = remoteRenderer(App, { route: '/game/stake' });
beforeEach(() => server.use(...stakeWorldHandlers()));

describe('every text of stake comes from its catalogue', () => {
  it('/game/stake', async () => {
    const { container, user } = renderArea();
    await screen.findByRole('heading', { level: 1 });
    expect(strayTexts(container)).toEqual([]);
    // The passive stake dialog (in the document: dialogs portal out of the area's container).
    await user.click(screen.getAllByRole('button')[0]!);
    expect(strayTexts(document.body)).toEqual([]);
  });

  it('/game/stake/play', async () => {
    const { container } = renderArea({ route: '/game/stake/play' });
    await screen.findAllByRole('table');
    expect(strayTexts(container)).toEqual([]);
  });
});
