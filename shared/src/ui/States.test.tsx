import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { CountdownBar } from './CountdownBar';
import { CredentialFields } from './CredentialFields';
import { EmptyState, Loading } from './States';
import { theme } from './theme';

const inTheme = (ui: React.ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('Loading and EmptyState', () => {
  it('announce loading as a status with its label', () => {
    inTheme(<Loading label="Loading the pool…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the pool…');
  });

  it('show the empty text', () => {
    inTheme(<EmptyState>No HUESO recorded for this period.</EmptyState>);
    expect(screen.getByText('No HUESO recorded for this period.')).toBeInTheDocument();
  });
});

describe('CountdownBar', () => {
  it('is a labelled progressbar with the remaining time', () => {
    inTheme(<CountdownBar label="Normal mission" remainingMs={15 * 60_000} totalMs={60 * 60_000} />);
    expect(screen.getByRole('progressbar', { name: 'Normal mission' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
  });

  it('says Finished at zero', () => {
    inTheme(<CountdownBar label="Special mission" remainingMs={0} totalMs={1000} />);
    expect(screen.getByText('Finished')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Special mission' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });
});

describe('CredentialFields', () => {
  it('labels the username and a password field', () => {
    inTheme(<CredentialFields user="demo" password="" onUser={jest.fn()} onPassword={jest.fn()} />);
    expect(screen.getByLabelText('Username')).toHaveValue('demo');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });
});
