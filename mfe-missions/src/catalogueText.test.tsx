import { screen } from '@testing-library/react';
import {
  handlers,
  markCatalogueTexts,
  remoteRenderer,
  setUpRemoteTests,
  strayTexts,
} from '@hueso/shared/testing';
import App from './App';

setUpRemoteTests({ handlers: () => [handlers.arenaStatus()] });
markCatalogueTexts();
const renderHome = remoteRenderer(App, { route: '/game' });

describe('every text of the home screen comes from its catalogue', () => {
  it('/game', async () => {
    const { container } = renderHome();
    await screen.findAllByRole('heading', { level: 2 });
    expect(strayTexts(container)).toEqual([]);
  });
});
