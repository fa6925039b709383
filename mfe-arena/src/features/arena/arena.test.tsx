import { createHash } from 'node:crypto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatAmount } from '@hueso/contract/common';
import { replayBattle, type ArenaStatus, type BattleResult } from '@hueso/contract/arena';
import { MONEY_MESSAGES } from '@hueso/shared/play';
import { API, makeArenaStatus, remoteRenderer, server, setUpRemoteTests } from '@hueso/shared/testing';
import { arenaHandlers, arenaWorld, makeLeaderboard } from './testing';
import App from '../../App';

setUpRemoteTests();
const renderArena = remoteRenderer(App, { route: '/game/arena' });

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Queue start answering a search of `searchMs`, and resolve answering each of `answers` in turn (then the last). */
function queueCalls(answers: (BattleResult | number)[], searchMs = 120, seedHash = 'a'.repeat(64)) {
  const calls = { start: 0, resolve: 0 };
  server.use(
    http.post(`${API}/api/arena/queue`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      if ('nftId' in body) {
        calls.start++;
        return HttpResponse.json({ ok: true, seedHash, searchMs });
      }
      const answer = answers[Math.min(calls.resolve++, answers.length - 1)]!;
      return typeof answer === 'number'
        ? new HttpResponse(null, { status: answer })
        : HttpResponse.json(answer);
    }),
  );
  return calls;
}

/** Status answering whatever `world.status` holds at the time of each request. */
function liveStatus(initial: ArenaStatus) {
  const world = { status: initial, reads: 0 };
  server.use(
    http.get(`${API}/api/arena/status`, () => {
      world.reads++;
      return HttpResponse.json(world.status);
    }),
  );
  return world;
}

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
    battleId: 7,
  };
}

describe('arena screen', () => {
  it("while the screen's code loads, shows its page with its title and the loading status", async () => {
    arenaWorld();
    renderArena();
    // The first frame: the route's fallback, the screen's main landmark named by its h1.
    expect(screen.getByRole('main', { name: 'Arena' })).toContainElement(screen.getByRole('status'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('heading', { level: 1, name: 'Arena' })).toBeInTheDocument();
    expect(await screen.findByTestId('arena-mmr')).toHaveTextContent('1040');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows every panel from the status, the leaderboard and the feeds', async () => {
    arenaWorld();
    renderArena();
    expect(await screen.findByTestId('arena-mmr')).toHaveTextContent('1040');
    expect(screen.getByRole('link', { name: 'Burn System' })).toHaveAttribute('href', '/game/album?page=6');
    expect(screen.getByTestId('arena-fee')).toHaveTextContent('50 HUESO (in game)');
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

  it('appears whole once its first reads have answered: a slow feed holds the panels, not them apart', async () => {
    arenaWorld();
    let answer!: () => void;
    const feedHeld = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`${API}/api/arena/feed`, async () => {
        await feedHeld;
        return HttpResponse.json({ feed: [] });
      }),
    );
    const answered = new Set<string>();
    const onAnswer = ({ request }: { request: Request }) => answered.add(new URL(request.url).pathname);
    server.events.on('response:mocked', onAnswer);
    renderArena();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading the arena…'));
    // The status, the battle log and the leaderboard have answered; the screen still waits for the feed.
    await waitFor(() =>
      expect([...answered]).toEqual(
        expect.arrayContaining(['/api/arena/status', '/api/arena/battle-feed', '/api/arena/leaderboard']),
      ),
    );
    server.events.removeListener('response:mocked', onAnswer);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the arena…');
    expect(screen.queryByTestId('arena-mmr')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Arena leaderboard' })).not.toBeInTheDocument();
    act(() => answer());
    expect(await screen.findByTestId('arena-mmr')).toHaveTextContent('1040');
    expect(screen.getByText('No recent rewards yet.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Arena leaderboard' })).toBeInTheDocument();
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
    const { user, store } = renderArena();
    await user.click(await screen.findByRole('button', { name: 'Avatar-3' }));
    expect(await screen.findByText('Avatar change failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avatar-3' })).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().toasts).toEqual([
      expect.objectContaining({ text: 'Avatar change failed', kind: 'error', durationMs: 4000 }),
    ]);
  });

  it('a queue start failure closes the dialog with the arena text', async () => {
    arenaWorld();
    server.use(arenaHandlers.queue(null, 'fail'));
    const { user, store } = renderArena();
    await user.click(await screen.findByRole('button', { name: /Enter Battle/ }));
    expect(await screen.findByText('Could not enter queue')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Arena toasts last 4000 ms (SPEC.md section 9).
    expect(store.getState().toasts).toEqual([
      expect.objectContaining({ text: 'Could not enter queue', kind: 'error', durationMs: 4000 }),
    ]);
  });

  it('a double click on Enter Battle starts one queue entry', async () => {
    arenaWorld();
    server.use(arenaHandlers.seen());
    const calls = queueCalls([botResult(false)], 60_000);
    renderArena();
    const enter = await screen.findByRole('button', { name: /Enter Battle/ });
    // Two clicks before the screen renders again (the button is not disabled yet).
    await act(async () => {
      enter.click();
      enter.click();
    });
    expect(await screen.findByRole('button', { name: 'Leave queue' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog', { name: 'Battle' })).toHaveLength(1);
    expect(calls.start).toBe(1);
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
    // The result first: the rounds are played out one by one, each saying who took it and why.
    expect(screen.queryByRole('dialog', { name: 'Rewards' })).not.toBeInTheDocument();
    const r1 = result0.rounds[0]!;
    expect(within(result).getByTestId('round-1')).toHaveTextContent(
      `${r1.winner === 'a' ? 'player1' : 'Rusty Bot'} takes it, ${formatAmount(Math.max(r1.a, r1.b))} against ${formatAmount(Math.min(r1.a, r1.b))}`,
    );
    expect(within(result).getByText(/the higher roll takes the round/)).toBeInTheDocument();
    expect(within(result).getByText(/^PP \(special power\) comes from burning NFTs/)).toBeInTheDocument();
    // Then the rewards, when the player asks for them.
    await user.click(
      await within(result).findByRole('button', { name: 'See your rewards' }, { timeout: 4000 }),
    );
    expect(
      within(result)
        .getAllByRole('listitem')
        .filter((li) => /takes it/.test(li.textContent ?? '')),
    ).toHaveLength(result0.rounds.length);
    const reward = await screen.findByRole('dialog', { name: 'Rewards' });
    expect(within(reward).getByText('Great!')).toBeInTheDocument();
    expect(within(reward).getByText('1 ticket')).toBeInTheDocument();
    await user.click(within(reward).getByRole('button', { name: 'Refresh Balance' }));
    await user.click(within(result).getByRole('button', { name: 'Verify' }));
    expect(within(result).getByRole('status')).toHaveTextContent(
      'Verified: the replay of the revealed seed matches this result.',
    );
  });

  it("a battle's result refreshes the leaderboard at once, not at its next poll", async () => {
    arenaWorld();
    const calls = queueCalls([botResult(true)]);
    server.use(
      http.get(`${API}/api/arena/leaderboard`, () =>
        HttpResponse.json(makeLeaderboard({ pool: calls.resolve ? 1425 : 1375 })),
      ),
    );
    const { user } = renderArena();
    expect(await screen.findByTestId('leaderboard-pool')).toHaveTextContent('1,375 HUESO');
    await user.click(await screen.findByRole('button', { name: /Enter Battle/ }));
    await screen.findByRole('dialog', { name: 'Battle result' });
    await waitFor(() => expect(screen.getByTestId('leaderboard-pool')).toHaveTextContent('1,425 HUESO'));
    expect(calls.resolve).toBe(1);
  });

  it('warns before paying for a fight a power of 0 cannot win, and fights only when told to', async () => {
    const status = makeArenaStatus();
    arenaWorld({
      ...status,
      perfil: { ...status.perfil, pp: 0 },
      userCounts: {
        general: { ...status.userCounts!.general, C: 0 },
        especial: { ...status.userCounts!.especial, L: 0 },
      },
    });
    const calls = queueCalls([botResult(false)]);
    const { user } = renderArena();
    await user.click(await screen.findByRole('button', { name: /Enter Battle/ }));
    const warning = screen.getByRole('dialog', { name: 'A fight you can hardly win' });
    expect(warning).toHaveTextContent("You have 0 PP, so your battle power is only your cards'");
    expect(warning).toHaveTextContent('The entry costs 50 HUESO (in game) either way.');
    expect(within(warning).getByRole('link', { name: 'Burn NFTs for PP' })).toBeInTheDocument();
    await user.click(within(warning).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.start).toBe(0);
    await user.click(screen.getByRole('button', { name: /Enter Battle/ }));
    await user.click(screen.getByRole('button', { name: 'Pay 50 HUESO (in game) and fight anyway' }));
    expect(await screen.findByRole('dialog', { name: 'Battle' })).toBeInTheDocument();
    await waitFor(() => expect(calls.start).toBe(1));
  });

  it("the round bars show each side's number under a legend, and View Ranking leaves focus on the leaderboard", async () => {
    arenaWorld();
    const lost = botResult(false);
    server.use(
      arenaHandlers.queue(lost, 'ok', createHash('sha256').update(lost.seed!).digest('hex')),
      arenaHandlers.seen(),
    );
    const { user } = renderArena();
    await user.click(await screen.findByRole('button', { name: /Enter Battle/ }));
    const result = await screen.findByRole('dialog', { name: 'Battle result' });
    const legend = within(result).getByTestId('rounds-legend');
    expect(legend).toHaveTextContent('player1');
    expect(legend).toHaveTextContent('Rusty Bot');
    const first = within(within(result).getByRole('list', { name: 'Rounds' })).getAllByRole('listitem')[0]!;
    const r = lost.rounds[0]!;
    expect(first).toHaveTextContent(`Round 1`);
    expect(first).toHaveTextContent(`player1: ${formatAmount(r.a)}`);
    expect(first).toHaveTextContent(`Rusty Bot: ${formatAmount(r.b)}`);
    await user.click(within(result).getByRole('button', { name: 'View Ranking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.getElementById('arena-leaderboard-panel')).toHaveFocus());
  });

  it('a resolve that keeps failing, after its retries, titles the result Error with zeroed data', async () => {
    arenaWorld();
    const calls = queueCalls([500]);
    const { user } = renderArena();
    await user.click(await screen.findByRole('button', { name: /Enter Battle/ }));
    const error = await screen.findByRole('dialog', { name: 'Error' }, { timeout: 5000 });
    expect(calls.resolve).toBe(4);
    expect(within(error).getByTestId('pp-final')).toHaveTextContent('0');
    expect(screen.getAllByText('Battle resolve failed').length).toBeGreaterThan(0);
  });

  it('a resolve that fails on a server error is tried again, then shows the result', async () => {
    arenaWorld();
    const result0 = botResult(true);
    const seen: number[] = [];
    server.use(arenaHandlers.seen(seen));
    const calls = queueCalls([503, result0], 120, sha256(result0.seed!));
    const { user } = renderArena();
    await user.click(await screen.findByRole('button', { name: /Enter Battle/ }));
    const result = await screen.findByRole('dialog', { name: 'Battle result' }, { timeout: 4000 });
    expect(calls.resolve).toBe(2);
    expect(within(result).getByTestId('battle-winner')).toHaveTextContent('player1');
    expect(screen.queryByText('Battle resolve failed')).not.toBeInTheDocument();
    await waitFor(() => expect(seen).toEqual([7]));
  });

  it('a resolve whose answer was lost (refused when tried again) shows the battle it settled', async () => {
    arenaWorld();
    const result0 = botResult(true);
    const unseen = { n: 0 };
    server.use(arenaHandlers.seen(), arenaHandlers.unseen(result0, unseen));
    const calls = queueCalls([502, 409], 120, sha256(result0.seed!));
    const { user } = renderArena();
    await user.click(await screen.findByRole('button', { name: /Enter Battle/ }));
    const result = await screen.findByRole('dialog', { name: 'Battle result' }, { timeout: 4000 });
    expect(within(result).getByTestId('battle-winner')).toHaveTextContent('player1');
    expect(calls.resolve).toBe(2);
    expect(unseen.n).toBe(1);
  });

  it('a resolve refused (4xx) is not tried again: the result is titled Error', async () => {
    arenaWorld();
    const calls = queueCalls([409]);
    const { user } = renderArena();
    await user.click(await screen.findByRole('button', { name: /Enter Battle/ }));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toBeInTheDocument();
    expect(calls.resolve).toBe(1);
  });

  it('Leave queue refunds the search and closes the dialog; the arena reads the refunded balance', async () => {
    arenaWorld();
    const world = liveStatus(makeArenaStatus({ hueso: 24950, energia: 55 }));
    const calls = queueCalls([botResult(true)], 60_000);
    const leaves = { n: 0 };
    server.use(
      arenaHandlers.leave('ok', leaves, () => {
        world.status = makeArenaStatus({ hueso: 25000, energia: 60 });
      }),
    );
    const { user, store } = renderArena();
    expect(await screen.findByTestId('arena-hueso')).toHaveTextContent('24,950');
    await user.click(screen.getByRole('button', { name: /Enter Battle/ }));
    const searching = screen.getByRole('dialog', { name: 'Battle' });
    await user.click(await within(searching).findByRole('button', { name: 'Leave queue' }));
    expect(
      await screen.findByText(
        `You left the queue: 50 ${MONEY_MESSAGES.en.name.inGame} and 5 energy refunded.`,
      ),
    ).toBeInTheDocument();
    expect(store.getState().toasts).toEqual([expect.objectContaining({ kind: 'success', durationMs: 4000 })]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('arena-hueso')).toHaveTextContent('25,000'));
    expect(screen.getByTestId('arena-energy')).toHaveTextContent('60');
    expect(leaves.n).toBe(1);
    expect(calls.resolve).toBe(0);
  });

  it('Leave queue once paired is refused with the server text, and the battle goes on to its result', async () => {
    arenaWorld();
    server.use(arenaHandlers.leave(409), arenaHandlers.seen());
    queueCalls([botResult(false)], 1500);
    const { user } = renderArena();
    await user.click(await screen.findByRole('button', { name: /Enter Battle/ }));
    await user.click(await screen.findByRole('button', { name: 'Leave queue' }));
    expect(
      await screen.findByText('The battle is already paired: it can no longer be left'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('dialog', { name: 'Battle result' }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('coming back with a settled battle not yet seen shows its result, once, and marks it seen', async () => {
    const result0 = botResult(true);
    const pending = {
      state: 'settled' as const,
      seedHash: sha256(result0.seed!),
      searchMs: 12_000,
      remainingMs: 0,
      battleId: 7,
    };
    arenaWorld(makeArenaStatus({ pendingBattle: pending }));
    const seen: number[] = [];
    const unseen = { n: 0 };
    server.use(arenaHandlers.seen(seen), arenaHandlers.unseen(result0, unseen));
    const calls = queueCalls([409]);
    const { user } = renderArena();
    const result = await screen.findByRole('dialog', { name: 'Battle result' });
    expect(within(result).getByTestId('battle-matchup')).toHaveTextContent('player1 vs Rusty Bot');
    await waitFor(() => expect(seen).toEqual([7]));
    expect(calls.start).toBe(0);
    await user.click(within(result).getByRole('button', { name: 'Verify' }));
    expect(within(result).getByRole('status')).toHaveTextContent(/^Verified/);
    // Closed: the arena reads status again, which may still tell of it for a moment; it is not shown twice.
    await user.click(within(result).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await screen.findByRole('button', { name: /Enter Battle/ });
    await new Promise((done) => setTimeout(done, 300));
    expect(screen.queryByRole('dialog', { name: 'Battle result' })).not.toBeInTheDocument();
    expect(unseen.n).toBe(1);
    expect(calls.resolve).toBe(0);
  });

  it('coming back during a search resumes its countdown, offers Leave queue, and resolves at its end', async () => {
    const result0 = botResult(false);
    arenaWorld(
      makeArenaStatus({
        energia: 0,
        pendingBattle: { state: 'waiting', seedHash: 'b'.repeat(64), searchMs: 12_000, remainingMs: 1_500 },
      }),
    );
    server.use(arenaHandlers.seen());
    const calls = queueCalls([result0]);
    renderArena();
    const searching = await screen.findByRole('dialog', { name: 'Battle' });
    // 1.5 s of the 12 s search are left: the countdown reads 2, not 12.
    expect(within(searching).getByTestId('arena-countdown')).toHaveTextContent('2');
    expect(within(searching).getByRole('button', { name: 'Leave queue' })).toBeInTheDocument();
    const result = await screen.findByRole('dialog', { name: 'Battle result' }, { timeout: 4000 });
    expect(within(result).getByTestId('battle-outcome')).toHaveTextContent(/^Lost in/);
    expect(calls).toEqual({ start: 0, resolve: 1 });
  });
});
