import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ArenaLeaderboard } from '@hueso/contract/arena';
import { setLanguage } from '@hueso/shared';
import { API, axeViolations, remoteRenderer, server, setUpRemoteTests } from '@hueso/shared/testing';
import App from '../../App';

setUpRemoteTests();
const render__Name__ = remoteRenderer(App, { route: '/game/__name__' });

/** The game server's leaderboard answer with these players, best first. */
function leaderboard(players: [string, number][]): ArenaLeaderboard {
  return {
    data: players.map(([nombre, mmr], i) => ({
      userId: i + 1,
      nombre,
      avatar: null,
      mmr,
      battlesThisWeek: 3,
      preview: { hueso: 0, tickets: 0 },
    })),
    pool: 0,
    burnedWeek: 0,
    burnedTotal: 0,
    unlockProgress: { current: 0, goal: 10, unlocked: false },
  };
}

const answer = (board: ArenaLeaderboard | number) =>
  server.use(
    http.get(`${API}/api/arena/leaderboard`, () =>
      typeof board === 'number' ? new HttpResponse(null, { status: board }) : HttpResponse.json(board),
    ),
  );

describe('__label__', () => {
  it('lists the top players in order, with no axe violations', async () => {
    answer(leaderboard([['ana', 1500], ['bo', 1200]]));
    const { container } = render__Name__();
    expect(await screen.findByRole('heading', { level: 1, name: '__label__' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Top players of the arena this season' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['ana', 'bo']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says so when there are no players yet', async () => {
    answer(leaderboard([]));
    render__Name__();
    expect(await screen.findByText('No players yet')).toBeInTheDocument();
  });

  it('names a failure in Español and reads again on Reintentar', async () => {
    act(() => setLanguage('es'));
    try {
      answer(500);
      const { user } = render__Name__();
      expect(await screen.findByRole('heading', { level: 1, name: '__labelEs__' })).toBeInTheDocument();
      expect(await screen.findByText('No se pudieron cargar los mejores jugadores')).toBeInTheDocument();
      answer(leaderboard([['ana', 1500]]));
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      const table = await screen.findByRole('table', { name: 'Mejores jugadores de la arena esta temporada' });
      expect(within(table).getByRole('cell', { name: 'ana' })).toBeInTheDocument();
    } finally {
      act(() => setLanguage('en'));
    }
  });

  it('asks for a session first when the player is signed out', async () => {
    render__Name__({ info: null });
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
