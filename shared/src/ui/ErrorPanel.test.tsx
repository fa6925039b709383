import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { ErrorPanel } from './ErrorPanel';
import { theme } from './theme';
import { WALLET_MESSAGES } from '../wallet/messages';
import walletEs from '../wallet/messages-es';

const inTheme = (ui: React.ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('ErrorPanel', () => {
  it('is an alert named by its title, with the message', () => {
    inTheme(<ErrorPanel title="The pool could not be loaded" message="Pool closed" />);
    const alert = screen.getByRole('alert', { name: 'The pool could not be loaded' });
    expect(alert).toHaveTextContent('Pool closed');
    expect(
      screen.getByRole('heading', { level: 2, name: 'The pool could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('takes a label and a heading level for a whole-page failure', () => {
    inTheme(
      <ErrorPanel label="Album unavailable" title="This area is unavailable right now" headingLevel={1} />,
    );
    expect(screen.getByRole('alert', { name: 'Album unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This area is unavailable right now');
  });

  it('offers Retry, disabled while the retry runs', async () => {
    const onRetry = jest.fn();
    const { rerender } = inTheme(<ErrorPanel message="node is syncing" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(
      <ThemeProvider theme={theme}>
        <ErrorPanel message="node is syncing" onRetry={onRetry} retrying />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDisabled();
  });

  it('holds exactly the message when it has no title, and can be dismissed', async () => {
    const onDismiss = jest.fn();
    inTheme(<ErrorPanel message="Firma cancelada o fallida" onDismiss={onDismiss} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Firma cancelada o fallida$/);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it("gives the wallet's link and the next step when Hive Keychain is not installed, and only then", async () => {
    const { unmount } = inTheme(<ErrorPanel message="Hive Keychain is not installed" />);
    // The help loads with the first failure that names the extension.
    const link = await screen.findByRole('link', { name: 'Get Hive Keychain' });
    expect(link).toHaveAttribute('href', 'https://hive-keychain.com');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Add the Hive Keychain extension to this browser, sign in to it with your Hive account, then reload this page.',
    );
    unmount();
    // What loads the help (LazyWalletHelp): the failure names the extension in both languages.
    expect(
      [WALLET_MESSAGES.en.missing, walletEs.missing].every((text) => text.includes('Hive Keychain')),
    ).toBe(true);
    inTheme(<ErrorPanel message="Signature cancelled or failed" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
