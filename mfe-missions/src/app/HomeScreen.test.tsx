import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  API,
  handlers,
  makeArenaStatus,
  makePlayer,
  remoteRenderer,
  server,
  setUpRemoteTests,
} from '@hueso/shared/testing';
import App from '../App';

setUpRemoteTests({ handlers: () => [handlers.arenaStatus()] });
const renderHome = remoteRenderer(App, { route: '/game' });

describe('HomeScreen', () => {
  it('shows the six islands in order with their energy cost and reward range', () => {
    renderHome({ info: makePlayer({ poder: 20, poderEnergia: 2, costos: { primera: 5, segunda: 15 } }) });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Dig 1 hour', 'Recharge', 'Walk 6 hours', 'Pool', 'Enter Arena', 'Dig 4 hours']);

    const dig1 = screen.getByRole('article', { name: 'Dig 1 hour' });
    expect(within(dig1).getByText('5 energy')).toBeInTheDocument();
    expect(within(dig1).getByText('1–100 HUESO')).toBeInTheDocument();
    const walk = screen.getByRole('article', { name: 'Walk 6 hours' });
    expect(within(walk).getByText('15 energy')).toBeInTheDocument();
    expect(within(walk).getByText('10–500 HUESO')).toBeInTheDocument();
    const special = screen.getByRole('article', { name: 'Dig 4 hours' });
    expect(within(special).getByText('15 energy')).toBeInTheDocument();
    expect(within(special).getByText('1–220 HUESO')).toBeInTheDocument();
    const recharge = screen.getByRole('article', { name: 'Recharge' });
    expect(within(recharge).getByText('+4 energy')).toBeInTheDocument();
  });

  it('shows the Initial Land, linking to the market, instead of Pool without it', () => {
    renderHome({ info: makePlayer({ packInicial: false }) });
    expect(screen.queryByRole('heading', { name: 'Pool' })).not.toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Initial Land' });
    expect(within(card).getByRole('link', { name: 'Buy Initial Land' })).toHaveAttribute(
      'href',
      '/game/market',
    );
  });

  it('disables Enter Arena below 5 energy with the tooltip "Not enough energy (x/5)"', () => {
    renderHome({ info: makePlayer({ energia: { actual: 4, maximo: 50 } }) });
    const button = screen.getByRole('button', { name: 'Enter Arena' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'Not enough energy (4/5)');
    expect(button).toHaveAccessibleDescription('Not enough energy (4/5)');
    expect(screen.getByText('Not enough energy (4/5)')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Enter Arena' })).not.toBeInTheDocument();
  });

  it("shows the arena server's entry fee and energy cost on the Enter Arena card", async () => {
    server.use(handlers.arenaStatus(makeArenaStatus({ entryFee: 50, energyCost: 5 })));
    renderHome();
    const card = screen.getByRole('article', { name: 'Enter Arena' });
    expect(await within(card).findByText('50 HUESO (in game)')).toBeInTheDocument();
    expect(within(card).getByText('5 energy')).toBeInTheDocument();
    expect(within(card).queryByText('500 HUESO (in game)')).not.toBeInTheDocument();
  });

  it('falls back to the client defaults (5 energy, 500 HUESO) when the arena status cannot be read', async () => {
    server.use(
      http.get(`${API}/api/arena/status`, () =>
        HttpResponse.json({ error: 'Unauthorized in Arena' }, { status: 401 }),
      ),
    );
    renderHome();
    const card = screen.getByRole('article', { name: 'Enter Arena' });
    expect(await within(card).findByText('500 HUESO (in game)')).toBeInTheDocument();
    expect(within(card).getByText('5 energy')).toBeInTheDocument();
  });

  it('links Enter Arena to /game/arena with 5 energy', () => {
    renderHome({ info: makePlayer({ energia: { actual: 5, maximo: 50 } }) });
    expect(screen.getByRole('link', { name: 'Enter Arena' })).toHaveAttribute('href', '/game/arena');
    const arena = screen.getByRole('article', { name: 'Enter Arena' });
    expect(within(arena).queryByText(/Not enough energy/)).not.toBeInTheDocument();
  });

  it('has side panels with external links that open in a new tab', () => {
    renderHome();
    const panel = screen.getByRole('region', { name: 'External links' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      'http://localhost:8080/whitepaper.html',
      'http://localhost:8080/chat.html',
      'http://localhost:8080/partner-game.html',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(panel).getByRole('link', { name: /whitepaper/i })).toBeInTheDocument();
    const tools = screen.getByRole('region', { name: 'Tools' });
    expect(within(tools).getByRole('button', { name: 'Ecosystem' })).toBeInTheDocument();
    expect(within(tools).getByRole('button', { name: 'Hueso metrics' })).toBeInTheDocument();
  });

  it('disables a Start the energy cannot pay, says why and offers Recharge, which starts it', async () => {
    const started: unknown[] = [];
    server.use(
      http.post(`${API}/api/mision`, async ({ request }) => {
        started.push(await request.json());
        return HttpResponse.json({ usuario: makePlayer({ energia: { actual: 4, maximo: 50 } }) });
      }),
    );
    const { user } = renderHome({
      info: makePlayer({ energia: { actual: 4, maximo: 50 }, costos: { primera: 5, segunda: 15 } }),
    });
    const dig = screen.getByRole('article', { name: 'Dig 1 hour' });
    const start = within(dig).getByRole('button', { name: 'Start Dig 1 hour' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription('Not enough energy (4/5): recharge first');
    await user.click(within(dig).getByRole('button', { name: 'Recharge energy for Dig 1 hour' }));
    await waitFor(() => expect(started).toEqual([{ mision: 3 }]));
    // Recharge itself costs no energy: its Start stays on.
    const recharge = screen.getByRole('article', { name: 'Recharge' });
    expect(within(recharge).queryByText(/Not enough energy/)).not.toBeInTheDocument();
  });

  it('guides a player without the Initial Land through three steps, and remembers it was closed', async () => {
    localStorage.clear();
    const { user, unmount } = renderHome({ info: makePlayer({ packInicial: false }) });
    const guide = screen.getByRole('region', { name: 'Getting started' });
    expect(within(guide).getByRole('heading', { name: 'Energy and missions' })).toBeInTheDocument();
    await user.click(within(guide).getByRole('button', { name: 'Next' }));
    expect(within(guide).getByText('Step 2 of 3')).toBeInTheDocument();
    await user.click(within(guide).getByRole('button', { name: 'Close the guide' }));
    expect(screen.queryByRole('region', { name: 'Getting started' })).not.toBeInTheDocument();
    unmount();
    renderHome({ info: makePlayer({ packInicial: false }) });
    expect(screen.queryByRole('region', { name: 'Getting started' })).not.toBeInTheDocument();
    localStorage.clear();
  });

  it('asks to log in when there is no session to restore', async () => {
    renderHome({ info: null });
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });
});
