import { screen } from '@testing-library/react';
import { mountInPage } from '@hueso/shared/testing';
import { TEST_CONFIG } from './test-utils';
import { mount } from './mount';

describe('mount (for integrators)', () => {
  it('renders the remote into a plain element, asks for a session, and unmounts cleanly', async () => {
    const mounted = await mountInPage(mount, {
      config: TEST_CONFIG,
      router: 'memory',
      initialPath: '/stake/play',
    });
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    mounted.unmount();
    expect(mounted.element).toBeEmptyDOMElement();
  });
});
