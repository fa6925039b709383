import { screen } from '@testing-library/react';
import { mountInPage } from '@hueso/shared/testing';
import { arenaHandlers, server, TEST_CONFIG } from './test-utils';
import { mount } from './mount';

describe('mount (for integrators)', () => {
  it('embeds the public leaderboard without a session, and unmounts cleanly', async () => {
    server.use(arenaHandlers.leaderboard());
    const mounted = await mountInPage(mount, {
      config: TEST_CONFIG,
      router: 'memory',
      initialPath: '/arena/leaderboard',
    });
    expect(await screen.findByRole('table', { name: 'Arena leaderboard' })).toBeInTheDocument();
    expect(screen.getByText('player06')).toBeInTheDocument();
    mounted.unmount();
    expect(mounted.element).toBeEmptyDOMElement();
  });
});
