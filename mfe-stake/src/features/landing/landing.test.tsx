import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, remoteRenderer, server, setUpRemoteTests } from '@hueso/shared/testing';
import App from '../../App';

setUpRemoteTests();
const renderArea = remoteRenderer(App, { route: '/game/stake' });

describe('stake landing', () => {
  it('links the ticket to stake play and the barrel to the external site, in a new tab', async () => {
    server.use(
      http.get(`${API}/api/mirarStake`, () =>
        HttpResponse.json({
          stake: [],
          ticket: { cantidad: 0 },
          disponible: { cantidad: 0 },
          userStake: null,
        }),
      ),
    );
    const { user } = renderArea({ route: '/game/stake' });
    expect(screen.getByRole('heading', { name: 'Stake', level: 1 })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Staking' });
    const barrel = within(list).getByRole('link', { name: 'Token staking (opens in a new tab)' });
    expect(barrel).toHaveAttribute('href', 'http://localhost:8080/stake-site.html');
    expect(barrel).toHaveAttribute('target', '_blank');
    expect(barrel).toHaveAttribute('rel', 'noopener noreferrer');
    const ticket = within(list).getByRole('link', { name: 'Stake play' });
    expect(ticket).toHaveAttribute('href', '/game/stake/play');
    expect(ticket.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await user.click(ticket);
    expect(await screen.findByRole('heading', { name: 'Stake play', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to stake' }));
    expect(await screen.findByRole('heading', { name: 'Stake', level: 1 })).toBeInTheDocument();
  });

  it('opens the passive stake dialog from the chest with the keyboard', async () => {
    server.use(
      http.get(`${API}/api/mirarStakePasivov2`, () => HttpResponse.json({ cantidad: 0, fusion: 0 })),
    );
    const { user } = renderArea({ route: '/game/stake' });
    const chest = screen.getByRole('button', { name: 'Passive stake' });
    chest.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Passive stake' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chest).toHaveFocus();
  });

  it('sends any other path of the area to the landing', async () => {
    renderArea({ route: '/game/stake/nowhere' });
    expect(await screen.findByRole('heading', { name: 'Stake', level: 1 })).toBeInTheDocument();
  });
});
