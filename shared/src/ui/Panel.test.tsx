import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { axeViolations } from '../testing/axe';
import { Button } from './Button';
import { Panel } from './Panel';
import { theme } from './theme';

const inTheme = (ui: React.ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('Panel', () => {
  it('is a region named by its h2, with its content', async () => {
    const { container } = inTheme(
      <Panel title="Your stake">
        <p>12 HUESO</p>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'Your stake' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Your stake' })).toBeInTheDocument();
    expect(within(region).getByText('12 HUESO')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps a given heading id and puts the actions on the heading line', async () => {
    const { container } = inTheme(
      <Panel title="Arena Activity" headingId="arena-activity" actions={<Button>Refresh</Button>}>
        <p>No activity yet.</p>
      </Panel>,
    );
    const heading = screen.getByRole('heading', { name: 'Arena Activity' });
    expect(heading).toHaveAttribute('id', 'arena-activity');
    expect(heading.nextElementSibling).toBe(screen.getByRole('button', { name: 'Refresh' }));
    expect(screen.getByRole('region', { name: 'Arena Activity' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes section attributes, and a name from elsewhere when it has no title', () => {
    inTheme(
      <Panel id="board" tabIndex={-1} aria-labelledby="unlock">
        <h2 id="unlock">Weekly Unlock</h2>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'Weekly Unlock' });
    expect(region).toHaveAttribute('id', 'board');
    expect(region).toHaveAttribute('tabindex', '-1');
  });

  it('as an aside is a complementary landmark', async () => {
    const { container } = inTheme(
      <Panel aside aria-label="Tools">
        <Button>Hueso metrics</Button>
      </Panel>,
    );
    expect(screen.getByRole('complementary', { name: 'Tools' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
