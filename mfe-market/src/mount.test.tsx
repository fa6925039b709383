import { screen } from '@testing-library/react';
import { mountInPage, setUpRemoteTests, testConfig } from '@hueso/shared/testing';
import { mount } from './mount';

setUpRemoteTests();

describe('mount (for integrators)', () => {
  it('renders the remote into a plain element, asks for a session, and unmounts cleanly', async () => {
    const mounted = await mountInPage(mount, {
      config: testConfig,
      router: 'memory',
      initialPath: '/inventory',
    });
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    mounted.unmount();
    expect(mounted.element).toBeEmptyDOMElement();
  });
});
