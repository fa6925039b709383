import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { DataTable } from './DataTable';
import { theme } from './theme';

const rows = Array.from({ length: 12 }, (_, i) => ({ name: `player${i + 1}`, power: (i + 1) * 10 }));

function renderTable(data = rows) {
  render(
    <ThemeProvider theme={theme}>
      <DataTable
        caption="Pool participants"
        columns={[
          { header: 'USERS', cell: (r) => r.name },
          { header: 'POWER', cell: (r) => r.power },
        ]}
        rows={data}
        rowKey={(r) => r.name}
        pageSizes={[5, 10]}
        empty={<p>No one has joined the pool yet.</p>}
      />
    </ThemeProvider>,
  );
}

describe('DataTable', () => {
  it('shows one page of rows under its column headers', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Pool participants' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['USERS', 'POWER']);
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('1–5 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('pages forward and changes the rows per page', async () => {
    renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('6–10 of 12')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '10');
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
  });

  it('shows its empty state when there are no rows', () => {
    renderTable([]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No one has joined the pool yet.')).toBeInTheDocument();
  });
});
