import { screen } from '@testing-library/react';
import { mountInPage, server, setUpRemoteTests, testConfig } from '@hueso/shared/testing';
import { arenaHandlers } from './features/arena/testing';
import { mount } from './mount';

setUpRemoteTests();

describe('mount (for integrators)', () => {
  it('embeds the public leaderboard without a session, and unmounts cleanly', async () => {
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
