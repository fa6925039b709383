import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { MemoryRouter } from '../router';
import { Button, LinkButton } from './Button';
import { theme } from './theme';

describe('Button', () => {
  it('is a type="button" that does not submit forms unless asked', async () => {
    const onSubmit = jest.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <ThemeProvider theme={theme}>
        <form onSubmit={onSubmit}>
          <Button>Cancel</Button>
          <Button type="submit">Buy</Button>
        </form>
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('paints white text on the accessible orange', () => {
    render(
      <ThemeProvider theme={theme}>
        <Button>Start</Button>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Start' })).toHaveStyle({
      color: theme.colors.buttonText,
      background: theme.colors.primary,
    });
  });

  it('has a link variant that navigates', () => {
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <LinkButton to="/game/market">Buy Island</LinkButton>
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.getByRole('link', { name: 'Buy Island' })).toHaveAttribute('href', '/game/market');
  });
});
