import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { axeViolations } from '../testing/axe';
import { Tabs } from './Tabs';
import { theme } from './theme';

const PERIODS = [
  { key: 'dia', label: 'Daily' },
  { key: 'semana', label: 'Weekly' },
  { key: 'mes', label: 'Monthly' },
] as const;

function Periods({ disabled = false }: { disabled?: boolean }) {
  const [period, setPeriod] = useState<(typeof PERIODS)[number]['key']>('dia');
  return (
    <ThemeProvider theme={theme}>
      <button type="button">Before</button>
      <Tabs label="Period" tabs={PERIODS} selected={period} onSelect={setPeriod} disabled={disabled}>
        <p>Chart of {period}</p>
      </Tabs>
    </ThemeProvider>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('is a named tablist whose selected tab labels the one panel it controls', async () => {
    const { container } = render(<Periods />);
    expect(screen.getByRole('tablist', { name: 'Period' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    const panel = screen.getByRole('tabpanel', { name: 'Daily' });
    expect(panel).toHaveTextContent('Chart of dia');
    for (const t of screen.getAllByRole('tab')) expect(t).toHaveAttribute('aria-controls', panel.id);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has one tab stop, the selected tab, then the panel', async () => {
    const user = userEvent.setup();
    render(<Periods />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(tab('Daily')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it('selects on click', async () => {
    const user = userEvent.setup();
    render(<Periods />);
    await user.click(tab('Monthly'));
    expect(tab('Monthly')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Monthly' })).toHaveTextContent('Chart of mes');
  });

  it('moves focus and selection with the arrow keys (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<Periods />);
    tab('Daily').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Weekly')).toHaveFocus();
    expect(tab('Weekly')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Weekly')).toHaveAttribute('tabindex', '0');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Daily')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Monthly')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Daily')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Monthly')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Monthly' })).toBeInTheDocument();
  });

  it('holds the selection while disabled', async () => {
    const user = userEvent.setup();
    render(<Periods disabled />);
    for (const t of screen.getAllByRole('tab')) expect(t).toBeDisabled();
    await user.click(tab('Weekly'));
    expect(tab('Daily')).toHaveAttribute('aria-selected', 'true');
  });
});
