import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MONEY_MESSAGES } from '@hueso/shared/play';
import { API, remoteRenderer, server, setUpRemoteTests } from '@hueso/shared/testing';
import App from '../../App';

setUpRemoteTests();
const renderArea = remoteRenderer(App, { route: '/game/album' });

/** A server-side ranking of `total` players, answering pages in the order asked. */
function rankingServer(total: number, seen: URLSearchParams[] = []) {
  const players = Array.from({ length: total }, (_, i) => ({
    nombre: `player${String(i + 1).padStart(2, '0')}`,
    ph: i,
    nftTotal: 100 - i,
    nftBurned: 1000 - i,
    dinero: 10 * i,
    dineroReal: 5,
    fusion: 1.5,
    pe: 3,
    porcentaje: 0.25,
    nivel: 1,
  }));
  server.use(
    http.get(`${API}/api/leaderboard`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      seen.push(q);
      const limit = Number(q.get('limit'));
      const page = Number(q.get('page'));
      const ordered = q.get('sort') === 'ph' ? [...players].sort((a, b) => b.ph - a.ph) : players;
      const data = ordered.slice((page - 1) * limit, page * limit);
      return HttpResponse.json({ data, totalDocs: total, returned: data.length });
    }),
  );
  return seen;
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

// Role queries over a 20-row table are slow in jsdom on a busy machine.
jest.setTimeout(20_000);

describe('global ranking (album page 7)', () => {
  it('shows 20 rows sorted by burned by default and pages with Prev / Next', async () => {
    const seen = rankingServer(45);
    const { user } = renderArea({ route: '/game/album?page=7' });
    expect(await screen.findByRole('cell', { name: 'player01' })).toBeInTheDocument();
    expect(rows()).toHaveLength(20);
    expect(seen[0]!.get('sort')).toBe('burned');
    expect(seen[0]!.get('limit')).toBe('20');
    expect(screen.getByRole('columnheader', { name: 'Burned' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('cell', { name: 'player21' })).toBeInTheDocument();
    expect(within(rows()[0]!).getAllByRole('cell')[0]).toHaveTextContent('21');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('cell', { name: 'player45' })).toBeInTheDocument();
    expect(rows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(await screen.findByRole('cell', { name: 'player21' })).toBeInTheDocument();
  });

  it('sorts by the chosen option from the first page', async () => {
    const seen = rankingServer(30);
    const { user } = renderArea({ route: '/game/album?page=7' });
    await screen.findByRole('cell', { name: 'player01' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('cell', { name: 'player21' });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'ph');
    expect(await screen.findByRole('cell', { name: 'player30' })).toBeInTheDocument();
    expect(seen.at(-1)!.get('sort')).toBe('ph');
    expect(seen.at(-1)!.get('page')).toBe('1');
    expect(screen.getByRole('columnheader', { name: 'PH' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'PH',
      'NFT',
      'Burned',
      MONEY_MESSAGES.en.name.inGame,
      'Fusion',
      MONEY_MESSAGES.en.name.withdrawable,
      'PE',
      'Percentage',
      'Level',
    ]);
  });

  it("shows 'No data' when the ranking is empty", async () => {
    rankingServer(0);
    renderArea({ route: '/game/album?page=7' });
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it("shows 'HTTP {status}' on a failed answer and recovers with Retry", async () => {
    server.use(http.get(`${API}/api/leaderboard`, () => HttpResponse.json({ error: 'x' }, { status: 503 })));
    const { user } = renderArea({ route: '/game/album?page=7' });
    expect(await screen.findByText('HTTP 503')).toBeInTheDocument();
    rankingServer(3);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'player03' })).toBeInTheDocument();
  });

  it("shows 'Request error' when the server cannot be reached", async () => {
    server.use(http.get(`${API}/api/leaderboard`, () => HttpResponse.error()));
    renderArea({ route: '/game/album?page=7' });
    expect(await screen.findByText('Request error')).toBeInTheDocument();
  });
});
