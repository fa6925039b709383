import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { PageHeader } from './PageHeader';
import { theme } from './theme';

describe('PageHeader', () => {
  it('shows the title as the one h1, with its description and actions', () => {
    render(
      <ThemeProvider theme={theme}>
        <PageHeader
          id="market-title"
          title="Market"
          description="Five offers"
          actions={<a href="/game/inventory">Open your packs in the inventory</a>}
        />
      </ThemeProvider>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Market' });
    expect(heading).toHaveAttribute('id', 'market-title');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByText('Five offers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your packs in the inventory' })).toBeInTheDocument();
  });

  it('leaves out what it is not given', () => {
    render(
      <ThemeProvider theme={theme}>
        <PageHeader title="Islands" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Islands' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
