import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Stack } from './Stack';
import { theme } from './theme';

describe('Stack', () => {
  it('lays out its children in a row with a gap from the theme', () => {
    render(
      <ThemeProvider theme={theme}>
        <Stack direction="row" gap="lg" wrap align="center" aria-label="Actions" role="group">
          <button type="button">Cancel</button>
          <button type="button">Buy</button>
        </Stack>
      </ThemeProvider>,
    );
    const stack = screen.getByRole('group', { name: 'Actions' });
    expect(stack).toContainElement(screen.getByRole('button', { name: 'Buy' }));
    expect(stack).toHaveStyle({
      display: 'flex',
      flexDirection: 'row',
      flexWrap: 'wrap',
      gap: theme.space.lg,
      alignItems: 'center',
    });
  });

  it('is a column by default', () => {
    render(
      <ThemeProvider theme={theme}>
        <Stack data-testid="stack">
          <p>One</p>
        </Stack>
      </ThemeProvider>,
    );
    expect(screen.getByTestId('stack')).toHaveStyle({ flexDirection: 'column', flexWrap: 'nowrap' });
  });
});
