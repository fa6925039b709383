import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { createAppStore } from '../store/store';
import { theme } from './theme';
import { ToastHost } from './Toasts';
import { showToast } from './toastSlice';

describe('ToastHost', () => {
  afterEach(() => jest.useRealTimers());

  it('shows errors as alerts and other toasts as status, each hiding after its duration', () => {
    jest.useFakeTimers();
    const store = createAppStore();
    render(
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <ToastHost />
        </ThemeProvider>
      </Provider>,
    );
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
});
