import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { axeViolations } from '../testing/axe';
import { Page } from './Page';
import { theme } from './theme';

const inTheme = (ui: React.ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('Page', () => {
  it('is the main landmark named by its one h1, with description, actions and content', async () => {
    const { container } = inTheme(
      <Page title="Market" description="Five offers" actions={<a href="/game/inventory">Inventory</a>}>
        <p>Offers</p>
      </Page>,
    );
    const main = screen.getByRole('main', { name: 'Market' });
    expect(within(main).getByRole('heading', { level: 1, name: 'Market' })).toBeInTheDocument();
    expect(within(main).getByText('Five offers')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Inventory' })).toBeInTheDocument();
    expect(within(main).getByText('Offers')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is named by `label` when it has no title', () => {
    inTheme(
      <Page label="Arena leaderboard">
        <h2>Leaderboard</h2>
      </Page>,
    );
    expect(screen.getByRole('main', { name: 'Arena leaderboard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('puts the side column before the titled content', async () => {
    const { container } = inTheme(
      <Page title="Crafting" side={<nav aria-label="Album sections" />}>
        <p>Cards</p>
      </Page>,
    );
    const main = screen.getByRole('main', { name: 'Crafting' });
    const nav = within(main).getByRole('navigation', { name: 'Album sections' });
    expect(main.firstElementChild).toBe(nav);
    expect(nav.nextElementSibling).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('with main={false} leaves the main landmark to the screen', () => {
    inTheme(
      <Page main={false} label="ignored">
        <main aria-label="Islands" />
      </Page>,
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main', { name: 'Islands' })).toBeInTheDocument();
  });
});
