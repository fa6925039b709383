import { act, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { createAppStore } from '../store/store';
import { theme } from './theme';
import { ToastHost } from './Toasts';
import { showToast } from './toastSlice';

/** The toasts of a new store, in the theme; returns the store to dispatch them to. */
function renderHost() {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <ToastHost />
      </ThemeProvider>
    </Provider>,
  );
  return store;
}

describe('ToastHost', () => {
  afterEach(() => jest.useRealTimers());

  it('shows errors as alerts and other toasts as status, each hiding after its duration', () => {
    jest.useFakeTimers();
    const store = renderHost();
    act(() => {
      store.dispatch(showToast('Server is busy', 'error', 1000));
      store.dispatch(showToast('You joined the pool successfully', 'success', 3000));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Server is busy');
    expect(screen.getByRole('status')).toHaveTextContent('You joined the pool successfully');
    act(() => void jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it("gives the wallet's next step and link under a toast saying Hive Keychain is not installed", async () => {
    const store = renderHost();
    act(() => void store.dispatch(showToast('Hive Keychain is not installed', 'error', 60_000)));
    const toast = screen.getByRole('alert');
    // The help loads with the first failure that names the extension.
    expect(await within(toast).findByRole('link', { name: 'Get Hive Keychain' })).toHaveAttribute(
      'href',
      'https://hive-keychain.com',
    );
    expect(toast).toHaveTextContent(
      'Add the Hive Keychain extension to this browser, sign in to it with your Hive account, then reload this page.',
    );
  });
});
