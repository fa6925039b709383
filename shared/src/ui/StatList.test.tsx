import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { StatList } from './StatList';
import { theme } from './theme';

const inTheme = (ui: React.ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('StatList', () => {
  it('shows each label with its value as a term and its definition', () => {
    inTheme(
      <StatList
        items={[
          { label: 'HUESO', value: '1,234.5', testId: 'balance-hueso' },
          { label: 'Energy', value: '42/100' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term');
    const values = screen.getAllByRole('definition');
    expect(terms.map((t) => t.textContent)).toEqual(['HUESO', 'Energy']);
    expect(values.map((v) => v.textContent)).toEqual(['1,234.5', '42/100']);
    expect(screen.getByTestId('balance-hueso')).toHaveTextContent('1,234.5');
    expect(screen.getByText('Energy').nextElementSibling).toHaveTextContent('42/100');
  });

  it('is a named group when given a label', () => {
    inTheme(<StatList label="Balances" layout="inline" items={[{ label: 'HUESO', value: '0' }]} />);
    const group = screen.getByRole('group', { name: 'Balances' });
    expect(within(group).getByRole('definition')).toHaveTextContent('0');
  });

  it('renders nothing but an empty list for no items', () => {
    inTheme(<StatList label="Pool summary" layout="tiles" items={[]} />);
    expect(screen.getByRole('group', { name: 'Pool summary' })).toBeInTheDocument();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });
});
