import { setLanguage } from '@hueso/shared';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, handlers, makePlayer, remoteRenderer, server, setUpRemoteTests } from '@hueso/shared/testing';
import App from './App';

setUpRemoteTests({ handlers: () => [handlers.arenaStatus()] });
const renderHome = remoteRenderer(App, { route: '/game' });

beforeEach(() => act(() => setLanguage('es')));
afterEach(() => {
  act(() => setLanguage('en'));
  localStorage.clear();
});

describe('the home screen in Español', () => {
  it('shows the islands, their figures and the reasons in Spanish', () => {
    renderHome({
      info: makePlayer({
        poder: 20,
        poderEnergia: 2,
        costos: { primera: 5, segunda: 15 },
        energia: { actual: 4, maximo: 50 },
      }),
    });
    expect(screen.getByRole('heading', { name: 'Islas' })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Excavar 1 hora',
      'Recargar',
      'Caminar 6 horas',
      'Pool',
      'Entrar a la Arena',
      'Excavar 4 horas',
    ]);
    const dig1 = screen.getByRole('article', { name: 'Excavar 1 hora' });
    expect(within(dig1).getByText('Costo de energía')).toBeInTheDocument();
    expect(within(dig1).getByText('5 de energía')).toBeInTheDocument();
    expect(within(dig1).getByText('1 hora')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Recargar' })).getByText('+4 de energía'),
    ).toBeVisible();
    // The rookie's special mission stays off, with its reason shown, in Spanish.
    const special = screen.getByRole('button', { name: 'Iniciar Excavar 4 horas' });
    expect(special).toBeDisabled();
    expect(special).toHaveAccessibleDescription('Todavía no está disponible, lo estará pronto.');
    const arena = screen.getByRole('button', { name: 'Entrar a la Arena' });
    expect(arena).toBeDisabled();
    expect(arena).toHaveAccessibleDescription('No tienes suficiente energía (4/5)');
    expect(screen.getByRole('region', { name: 'Enlaces externos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Juego asociado/ })).toHaveTextContent(
      'Juego asociado (se abre en una pestaña nueva)',
    );
    expect(screen.getByRole('button', { name: 'Ecosistema' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Métricas de Hueso' })).toBeInTheDocument();
    for (const english of ['Islands', 'Energy cost', 'Dig 1 hour', 'Enter Arena', 'Start', 'Reward'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it('starts a mission with the Spanish toast', async () => {
    server.use(
      http.post(`${API}/api/mision`, () =>
        HttpResponse.json({
          usuario: makePlayer({ mision: { start: true, Tiempo: Date.now() + 3_600_000 } }),
        }),
      ),
    );
    const { user } = renderHome();
    await user.click(screen.getByRole('button', { name: 'Iniciar Excavar 1 hora' }));
    expect(await screen.findByText('Misión de 1 hora iniciada con éxito')).toBeInTheDocument();
    expect(screen.queryByText('1-hour mission started successfully')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Misión normal' })).toBeInTheDocument();
  });

  it('shows the pool in Spanish, with its numbers in the Spanish format', async () => {
    server.use(
      http.get(`${API}/api/mirarPool`, () =>
        HttpResponse.json({
          stake: [
            { nombre: 'user1', posicion: 1, cantidad: 12000 },
            { nombre: 'player1', posicion: 2, cantidad: 240 },
          ],
          userStake: { cantidad: 240 },
        }),
      ),
    );
    const { user } = renderHome({ info: makePlayer({ energia: { actual: 5, maximo: 50 } }) });
    await user.click(screen.getByRole('button', { name: 'Abrir el pool' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pool diario' });
    const table = await within(dialog).findByRole('table', { name: 'Participantes del pool' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['USUARIOS', 'POSICIÓN', 'PODER', 'HUESO EST.']);
    expect(within(table).getByText('player1 (tú)')).toBeInTheDocument();
    expect(within(table).getByText('12.000')).toBeInTheDocument();
    expect(within(dialog).getByText('No tienes suficiente energía (5/20)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Unirse al pool' })).toBeDisabled();
    expect(within(dialog).getByText('Poder total')).toBeInTheDocument();
    expect(within(dialog).queryByText('USERS')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Join pool')).not.toBeInTheDocument();
  });

  it('shows the ecosystem and the metrics in Spanish', async () => {
    server.use(
      handlers.metrics({ dia: [{ fecha: '2025-01-07', total: 1200 }], semana: [], mes: [], quemado: 3200 }),
    );
    const { user } = renderHome();
    await user.click(screen.getByRole('button', { name: 'Ecosistema' }));
    const eco = await screen.findByRole('dialog', { name: 'Ecosistema HUESO' });
    expect(within(eco).getByRole('button', { name: 'Reclamar' })).toBeInTheDocument();
    expect(within(eco).getByText('Consigue el sobre inicial en el juego asociado.')).toBeInTheDocument();
    expect(within(eco).queryByText('Claim')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Métricas de Hueso' }));
    const metrics = await screen.findByRole('dialog', { name: 'Métricas de Hueso' });
    const totals = await within(metrics).findByLabelText('Totales de HUESO');
    expect(within(totals).getByText('Hoy')).toBeInTheDocument();
    expect(within(totals).getByText('1200')).toBeInTheDocument();
    expect(within(totals).getByText('3200')).toBeInTheDocument();
    expect(within(metrics).getByRole('tab', { name: 'Diario' })).toBeInTheDocument();
    expect(within(metrics).getByRole('img', { name: 'HUESO minado por día' })).toBeInTheDocument();
    expect(within(metrics).queryByText('Burned')).not.toBeInTheDocument();
  });

  it('shows the announcement in Spanish', () => {
    jest.useFakeTimers();
    try {
      renderHome();
      act(() => jest.advanceTimersByTime(7000));
      expect(screen.getByRole('region', { name: 'Anuncio' })).toHaveTextContent('¡Suerte en tus islas!');
      expect(screen.getByRole('button', { name: 'Cerrar el anuncio' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
