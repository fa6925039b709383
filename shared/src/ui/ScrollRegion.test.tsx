import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { ScrollRegion } from './ScrollRegion';
import { theme } from './theme';
import { axeViolations } from '../testing/axe';

function renderRegion() {
  return render(
    <ThemeProvider theme={theme}>
      <ScrollRegion label="Global ranking" cue="Scroll sideways for more columns">
        <table>
          <caption>Global ranking</caption>
          <tbody>
            <tr>
              <td>demo</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
    </ThemeProvider>,
  );
}

describe('ScrollRegion', () => {
  afterEach(() => {
    delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
  });

  it('is a named, focusable region without a cue while its content fits', async () => {
    const { container } = renderRegion();
    const region = screen.getByRole('region', { name: 'Global ranking' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.queryByText('Scroll sideways for more columns')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the cue while its content is wider than the region', () => {
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => 600 });
    renderRegion();
    expect(screen.getByText('Scroll sideways for more columns')).toBeVisible();
  });
});
