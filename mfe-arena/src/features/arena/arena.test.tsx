import { createHash } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import { replayBattle, type BattleResult } from '@hueso/contract';
import { makeArenaStatus, remoteRenderer, server, setUpRemoteTests } from '@hueso/shared/testing';
import { arenaHandlers, arenaWorld } from './testing';
import App from '../../App';

setUpRemoteTests();
const renderArena = remoteRenderer(App, { route: '/game/arena' });

function botResult(won: boolean): BattleResult {
  const seed = won ? 'seed-3' : 'seed-x';
  // Find a seed whose replay gives the wanted winner, so the result is a real, verifiable one.
  let s = seed;
  for (let i = 0; replayBattle(s, 500, 500).winner !== (won ? 'a' : 'b'); i++) s = `${seed}-${i}`;
  const { rounds, winner } = replayBattle(s, 500, 500);
  return {
    type: 'bot',
    winner: winner === 'a' ? 1 : 'BOT',
    rounds,
    reward: won ? { type: 'TICKET', amount: 1 } : null,
    rewards: won ? [{ type: 'TICKET', amount: 1 }] : [],
    player: {
      userId: 1,
      nombre: 'player1',
      mmr: 1056,
      mmrBefore: 1040,
      before: 2500,
      battlesThisWeek: 4,
      activityTicketsThisWeek: 1,
      decay: { consumed: 250, refund: won ? 125 : 62, final: won ? 2375 : 2312 },
      power: 500,
    },
    bot: { name: 'Rusty Bot', mmr: 1010, power: 500 },
    seed: s,
  };
}

describe('arena screen', () => {
  it('shows every panel from the status, the leaderboard and the feeds', async () => {
    arenaWorld();
    renderArena();
    expect(await screen.findByTestId('arena-mmr')).toHaveTextContent('1040');
    expect(screen.getByRole('link', { name: 'Burn System' })).toHaveAttribute('href', '/game/album?page=6');
    expect(screen.getByTestId('arena-fee')).toHaveTextContent('50 HUESO');
    expect(screen.getByText('Pool 50% · Burn 50%')).toBeInTheDocument();
    expect(screen.getAllByTestId('unlock-badge')[0]).toHaveTextContent('LOCKED');
    expect(screen.getAllByRole('progressbar')[0]).toHaveAttribute('aria-valuenow', '64');
    expect(screen.getByTestId('arena-power-total')).toHaveTextContent('540');
    expect(screen.getByText('1 ticket')).toBeInTheDocument();
    expect(screen.getByText('No recent rewards yet.')).toBeInTheDocument();
    expect(screen.getByText('No recent battles logged.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Arena leaderboard' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('412.5')).toBeInTheDocument();
  });

  it('shows N/A power without rarity totals, and Unauthorized in Arena when status fails', async () => {
    arenaWorld(makeArenaStatus({ userCounts: null }));
    const { unmount } = renderArena();
    expect(await screen.findByTestId('arena-power-total')).toHaveTextContent('N/A');
    unmount();
    arenaWorld(null);
    renderArena();
    expect(await screen.findByRole('alert', { name: /Unauthorized in Arena/ })).toBeInTheDocument();
  });

  it('keeps a refused avatar change locally and says it failed', async () => {
    arenaWorld();
    server.use(arenaHandlers.avatar(500));
    const { user } = renderArena();
    await user.click(await screen.findByRole('button', { name: 'Avatar-3' }));
    expect(await screen.findByText('Avatar change failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avatar-3' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a queue start failure closes the dialog with the arena text', async () => {
    arenaWorld();
    server.use(arenaHandlers.queue(null, 'fail'));
    const { user } = renderArena();
    await user.click(await screen.findByRole('button', { name: /Enter Battle/ }));
    expect(await screen.findByText('Could not enter queue')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a won battle shows the result, Power Change, a verified replay and the reward dialog', async () => {
    arenaWorld();
    const result0 = botResult(true);
    server.use(arenaHandlers.queue(result0, 'ok', createHash('sha256').update(result0.seed!).digest('hex')));
    const { user } = renderArena();
    await user.click(await screen.findByRole('button', { name: /Enter Battle/ }));
    const searching = screen.getByRole('dialog', { name: 'Battle' });
    expect(within(searching).getByText('Searching opponent...')).toBeInTheDocument();
    expect(within(searching).getByText('(Tickets x2 if PvP win)')).toBeInTheDocument();
    expect(within(searching).getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
    const result = await screen.findByRole('dialog', { name: 'Battle result' });
    expect(within(result).getByTestId('battle-matchup')).toHaveTextContent('player1 vs Rusty Bot');
    expect(within(result).getByTestId('battle-winner')).toHaveTextContent('player1');
    expect(within(result).getByTestId('pp-net')).toHaveTextContent('125');
    const reward = await screen.findByRole('dialog', { name: 'Rewards' });
    expect(within(reward).getByText('Great!')).toBeInTheDocument();
    expect(within(reward).getByText('1 ticket')).toBeInTheDocument();
    await user.click(within(reward).getByRole('button', { name: 'Refresh Balance' }));
    await user.click(within(result).getByRole('button', { name: 'Verify' }));
    expect(within(result).getByRole('status')).toHaveTextContent(
      'Verified: the replay of the revealed seed matches this result.',
    );
  });

  it('a resolve failure titles the result Error with zeroed data', async () => {
    arenaWorld();
    server.use(arenaHandlers.queue(null));
    const { user } = renderArena();
    await user.click(await screen.findByRole('button', { name: /Enter Battle/ }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(error).getByTestId('pp-final')).toHaveTextContent('0');
    expect(screen.getAllByText('Battle resolve failed').length).toBeGreaterThan(0);
  });
});
