import { screen } from '@testing-library/react';
import { chainHandlers, remoteRenderer, server, setUpRemoteTests } from '@hueso/shared/testing';
import App from './App';

setUpRemoteTests();
const renderArea = remoteRenderer(App, { route: '/game/market' });

describe('market remote routes (nested, relative to the host route)', () => {
  beforeEach(() => server.use(...chainHandlers({ HUESO: '5000' })));

  it('goes from the market to the inventory and back through its own links', async () => {
    const { user } = renderArea({ route: '/game/market' });
    expect(screen.getByRole('heading', { name: 'Market' })).toBeInTheDocument();
    const toInventory = screen.getByRole('link', { name: 'Open your packs in the inventory' });
    expect(toInventory).toHaveAttribute('href', '/game/inventory');
    await user.click(toInventory);
    expect(await screen.findByRole('heading', { name: 'Inventory' })).toBeInTheDocument();
    const toMarket = screen.getByRole('link', { name: 'Buy more in the market' });
    expect(toMarket).toHaveAttribute('href', '/game/market');
    await user.click(toMarket);
    expect(await screen.findByRole('heading', { name: 'Market' })).toBeInTheDocument();
  });

  it('sends an unknown path to the market once', async () => {
    renderArea({ route: '/game/nowhere/at/all' });
    expect(await screen.findByRole('heading', { name: 'Market' })).toBeInTheDocument();
  });

  it('opens on the market at its base path, as when it runs standalone', async () => {
    renderArea({ route: '/game' });
    expect(await screen.findByRole('heading', { name: 'Market' })).toBeInTheDocument();
  });
});
