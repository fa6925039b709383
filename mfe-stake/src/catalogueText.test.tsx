import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  API,
  markCatalogueTexts,
  remoteRenderer,
  server,
  setUpRemoteTests,
  strayTexts,
} from '@hueso/shared/testing';
import App from './App';

setUpRemoteTests();
markCatalogueTexts();
const renderArea = remoteRenderer(App, { route: '/game/stake' });
const WEEK = 7 * 24 * 3_600_000;

beforeEach(() =>
  server.use(
    http.get(`${API}/api/mirarStake`, () =>
      HttpResponse.json({
        stake: [{ nombre: 'player1', posicion: 1, cantidad: 47_000, ticket: 1.5 }],
        ticket: { cantidad: 2.5 },
        disponible: { cantidad: 0 },
        userStake: { cantidad: 47_000 },
      }),
    ),
    http.get(`${API}/api/mirarStakePasivo`, () =>
      HttpResponse.json({
        cantidad: 10_000,
        fusion: 100,
        semanal: 500,
        nextPayoutAt: Date.now() + WEEK,
        periodMs: WEEK,
      }),
    ),
    http.get(`${API}/api/mirarStakePasivov2`, () =>
      HttpResponse.json({
        cantidad: 0,
        fusion: 0,
        semanal: 0,
        nextPayoutAt: Date.now() + WEEK,
        periodMs: WEEK,
      }),
    ),
  ),
);

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
