import { act, screen } from '@testing-library/react';
import { TEST_CONFIG } from './test-utils';
import { mount } from './mount';

describe('mount (for integrators)', () => {
  it('renders the remote into a plain element, asks for a session, and unmounts cleanly', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = mount(element, { config: TEST_CONFIG, router: 'memory', initialPath: '/album?page=1' });
    });
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    act(() => unmount());
    expect(element).toBeEmptyDOMElement();
    element.remove();
  });
});
