import { act, screen, within } from '@testing-library/react';
import { replayBattle, type BattleResult } from '@hueso/contract/arena';
import { setLanguage, loadedIn } from '@hueso/shared';
import { MONEY_MESSAGES } from '@hueso/shared/play';
import { remoteRenderer, server, setUpRemoteTests } from '@hueso/shared/testing';
import App from './App';
import { arenaHandlers, arenaWorld, SAMPLE_BATTLE_LOG, SAMPLE_FEED } from './features/arena/testing';

setUpRemoteTests();
const renderArena = remoteRenderer(App, { route: '/game/arena' });

afterEach(() => {
  act(() => setLanguage('en'));
  localStorage.clear();
});

const FEED = SAMPLE_FEED;
const LOG = SAMPLE_BATTLE_LOG;

/** A won bot battle, a real replay so its rounds are consistent. */
function wonBattle(): BattleResult {
  let seed = 'seed-es';
  for (let i = 0; replayBattle(seed, 500, 500).winner !== 'a'; i++) seed = `seed-es-${i}`;
  const { rounds } = replayBattle(seed, 500, 500);
  return {
    type: 'bot',
    winner: 1,
    rounds,
    reward: { type: 'TICKET', amount: 2 },
    rewards: [{ type: 'TICKET', amount: 2 }],
    player: {
      userId: 1,
      nombre: 'player1',
      mmr: 1056,
      mmrBefore: 1040,
      before: 2500,
      battlesThisWeek: 4,
      activityTicketsThisWeek: 1,
      decay: { consumed: 250, refund: 125, final: 2375 },
      power: 500,
    },
    bot: { name: 'Rusty Bot', mmr: 1010, power: 500 },
    battleId: 9,
  };
}

describe('arena in Español', () => {
  it('shows every panel, the feeds as sentences and the leaderboard in Spanish', async () => {
    arenaWorld();
    server.use(arenaHandlers.feed(FEED), arenaHandlers.battleFeed(LOG));
    act(() => setLanguage('es'));
    renderArena();
    expect(await screen.findByRole('heading', { name: 'Perfil' })).toBeInTheDocument();
    for (const text of ['Recursos y economía', 'Poder por NFT', 'Desbloqueo semanal', 'Estado']) {
      expect(screen.getAllByRole('heading', { name: text }).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('link', { name: 'Sistema de quema' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Entrar en batalla/ })).toBeInTheDocument();
    expect(screen.getByText('Elige tu avatar')).toBeInTheDocument();
    expect(screen.getByText(loadedIn(MONEY_MESSAGES, 'es').name.inGame)).toBeInTheDocument();
    expect(screen.getByText('Fondo 50 % · Quema 50 %')).toBeInTheDocument();
    expect(screen.getAllByTestId('unlock-badge')[0]).toHaveTextContent('BLOQUEADO');
    // The activity codes read as sentences, figures in Spanish.
    const activity = await screen.findByRole('list', { name: 'Entradas de la actividad de la arena' });
    expect(activity).toHaveTextContent('quemó 1 NFT y ganó 200 PP.');
    expect(activity).toHaveTextContent('ganó 2 tickets al vencer a Rusty Bot.');
    expect(activity).toHaveTextContent('obtuvo 1 ticket por jugar 5 batallas esta semana.');
    expect(activity).toHaveTextContent(
      `recibió 1420,5 ${loadedIn(MONEY_MESSAGES, 'es').name.inGame} y 10 tickets del fondo semanal (semana 8, puesto 1).`,
    );
    expect(activity).not.toHaveTextContent('PP_BURN');
    const log = screen.getByRole('list', { name: 'Entradas del registro de batallas' });
    expect(log).toHaveTextContent('player1 contra Rusty Bot (ganó)');
    expect(log).toHaveTextContent('Fondo +25 · Quema +25');
    const table = await screen.findByRole('table', { name: 'Clasificación de la arena' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Puesto', 'Jugador', 'MMR', 'Batallas semanales', 'HUESO previsto', 'Tickets previstos']);
    expect(within(table).getByText('412,5')).toBeInTheDocument();
    for (const english of ['Profile', 'Enter Battle', 'Arena Activity', 'Leaderboard', 'Weekly Unlock']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('the English feed reads as sentences too', async () => {
    arenaWorld();
    server.use(arenaHandlers.feed(FEED));
    renderArena();
    const activity = await screen.findByRole('list', { name: 'Arena Activity entries' });
    expect(activity).toHaveTextContent('burned 1 NFT and gained 200 PP.');
    expect(activity).toHaveTextContent('won 2 tickets by beating Rusty Bot.');
    expect(activity).toHaveTextContent(
      `received 1,420.5 ${MONEY_MESSAGES.en.name.inGame} and 10 tickets from the weekly pool (week 8, rank 1).`,
    );
  });

  it("an entry from before the server kept its facts reads as its reason's sentence, never the server's English", async () => {
    arenaWorld();
    const withoutFacts = SAMPLE_FEED.map(({ facts: _facts, ...entry }) => entry);
    server.use(arenaHandlers.feed(withoutFacts));
    act(() => setLanguage('es'));
    renderArena();
    const activity = await screen.findByRole('list', { name: 'Entradas de la actividad de la arena' });
    expect(activity).toHaveTextContent('ganó un premio de 2.');
    expect(activity).not.toHaveTextContent('win vs');
    expect(activity).not.toHaveTextContent('battles this week');
    expect(activity).not.toHaveTextContent('burned for PP');
  });

  it('shows the battle, its result with the round legend and the reward dialog in Spanish', async () => {
    arenaWorld();
    server.use(arenaHandlers.queue(wonBattle()), arenaHandlers.seen());
    act(() => setLanguage('es'));
    const { user } = renderArena();
    await user.click(await screen.findByRole('button', { name: /Entrar en batalla/ }));
    const searching = screen.getByRole('dialog', { name: 'Batalla' });
    expect(within(searching).getByText('Buscando rival...')).toBeInTheDocument();
    expect(within(searching).getByText('(Tickets x2 si ganas en PvP)')).toBeInTheDocument();
    const result = await screen.findByRole('dialog', { name: 'Resultado de la batalla' });
    expect(within(result).getByTestId('battle-matchup')).toHaveTextContent('player1 contra Rusty Bot');
    expect(within(result).getByTestId('battle-outcome')).toHaveTextContent(/^Ganada en \d+ rondas?$/);
    expect(within(result).getByTestId('rounds-legend')).toHaveTextContent('Poder obtenido en cada ronda:');
    const first = within(within(result).getByRole('list', { name: 'Rondas' })).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Ronda 1');
    expect(within(result).getByRole('heading', { name: 'Cambio de poder' })).toBeInTheDocument();
    expect(within(result).getByText('PP neto gastado')).toBeInTheDocument();
    expect(within(result).getByText(/^El PP \(poder especial\) se gana quemando NFT/)).toBeInTheDocument();
    expect(within(result).getByText(/la tirada más alta se lleva la ronda/)).toBeInTheDocument();
    expect(within(result).getByTestId('round-1')).toHaveTextContent(/se la lleva, [\d.,]+ contra [\d.,]+$/);
    expect(within(result).getByRole('button', { name: 'Ver clasificación' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Recompensas' })).not.toBeInTheDocument();
    await user.click(
      await within(result).findByRole('button', { name: 'Ver tus recompensas' }, { timeout: 4000 }),
    );
    const reward = await screen.findByRole('dialog', { name: 'Recompensas' });
    expect(within(reward).getByText('¡Genial!')).toBeInTheDocument();
    expect(within(reward).getByText('2 tickets')).toBeInTheDocument();
    expect(within(reward).getByRole('button', { name: 'Actualizar saldo' })).toBeInTheDocument();
    for (const english of ['Great!', 'Refresh Balance', 'Power Change', 'Battle result']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('shows the leaderboard alone in Spanish', async () => {
    server.use(arenaHandlers.leaderboard());
    act(() => setLanguage('es'));
    renderArena({ route: '/game/arena/leaderboard' });
    expect(await screen.findByRole('table', { name: 'Clasificación de la arena' })).toBeInTheDocument();
    expect(screen.getByTestId('leaderboard-pool')).toHaveTextContent('1375 HUESO');
    expect(screen.getByText('Temporada')).toBeInTheDocument();
    expect(screen.queryByText('Weekly pool')).not.toBeInTheDocument();
  });
});
