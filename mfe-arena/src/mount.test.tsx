import { act, screen } from '@testing-library/react';
import { arenaHandlers, server, TEST_CONFIG } from './test-utils';
import { mount } from './mount';

describe('mount (for integrators)', () => {
  it('embeds the public leaderboard without a session, and unmounts cleanly', async () => {
    server.use(arenaHandlers.leaderboard());
    const element = document.createElement('div');
    document.body.append(element);
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = mount(element, { config: TEST_CONFIG, router: 'memory', initialPath: '/arena/leaderboard' });
    });
    expect(await screen.findByRole('table', { name: 'Arena leaderboard' })).toBeInTheDocument();
    expect(screen.getByText('player06')).toBeInTheDocument();
    act(() => unmount());
    expect(element).toBeEmptyDOMElement();
    element.remove();
  });
});
