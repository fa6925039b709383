import { screen } from '@testing-library/react';
import { mountInPage, setUpRemoteTests, testConfig } from '@hueso/shared/testing';
import { mount } from './mount';

setUpRemoteTests();

describe('mount (for integrators)', () => {
  it('renders the remote into a plain element, asks for a session, and unmounts cleanly', async () => {
    const mounted = await mountInPage(mount, {
      config: testConfig,
      router: 'memory',
      initialPath: '/stake/play',
    });
    // On a page that is not the game's (jsdom's origin), the sign-in happens on the game's site.
    expect(await screen.findByRole('region', { name: 'Sign in' })).toHaveTextContent(
      "stays in this page's memory",
    );
    expect(document.cookie).toBe('');
    mounted.unmount();
    expect(mounted.element).toBeEmptyDOMElement();
  });
});
