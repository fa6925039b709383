import { screen } from '@testing-library/react';
import { mountInPage, server, setUpRemoteTests, testConfig } from '@hueso/shared/testing';
import { arenaHandlers } from './features/arena/testing';
import { mount } from './mount';

// The embedded leaderboard carries none of the battle's code (the arena screen's chunk loads with
// its route): requiring the battle's contract or calls fails this file.
jest.mock('@hueso/contract/arena', () => {
  throw new Error('the public leaderboard required the battle contract');
});
jest.mock('./features/arena/api/arenaApi', () => {
  throw new Error("the public leaderboard required the battle's calls");
});

setUpRemoteTests();

describe('mount (for integrators)', () => {
  it('embeds the public leaderboard without a session or the battle code, and unmounts cleanly', async () => {
    server.use(arenaHandlers.leaderboard());
    const mounted = await mountInPage(mount, {
      config: testConfig,
      router: 'memory',
      initialPath: '/arena/leaderboard',
    });
    expect(await screen.findByRole('table', { name: 'Arena leaderboard' })).toBeInTheDocument();
    expect(screen.getByText('player06')).toBeInTheDocument();
    mounted.unmount();
    expect(mounted.element).toBeEmptyDOMElement();
  });
});
