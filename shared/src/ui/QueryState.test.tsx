import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { ApiError } from '../api/client';
import { axeViolations } from '../testing/axe';
import { QueryState, queryReady, type QueryLike } from './QueryState';
import { theme } from './theme';

type Rows = { rows: string[] };

function read(state: Partial<QueryLike<Rows>>): QueryLike<Rows> {
  return { isError: false, isFetching: false, refetch: jest.fn(), ...state };
}

function show(query: QueryLike<Rows>, props: Partial<React.ComponentProps<typeof QueryState<Rows>>> = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <QueryState<Rows>
        query={query}
        loading="Loading the rows…"
        isEmpty={(d) => d.rows.length === 0}
        empty="No rows yet."
        {...props}
      >
        {(d) => (
          <ul aria-label="Rows">
            {d.rows.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
      </QueryState>
    </ThemeProvider>,
  );
}

const failure = new ApiError('The node is syncing', 503);

describe('QueryState', () => {
  it('is a status with its loading text until the first answer', () => {
    show(read({ isFetching: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the rows…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says the failure's own text with Retry, which reads again", async () => {
    const query = read({ isError: true, error: failure });
    show(query);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The node is syncing');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('names the alert by a title, with a message of its own or none', () => {
    show(read({ isError: true, error: failure }), {
      errorTitle: 'The feed could not be loaded',
      errorHeadingLevel: 3,
    });
    expect(screen.getByRole('alert', { name: 'The feed could not be loaded' })).not.toHaveTextContent(
      'The node is syncing',
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('The feed could not be loaded');
  });

  it('shows the empty text for an answer with nothing, and the content otherwise', () => {
    const { unmount } = show(read({ data: { rows: [] } }));
    expect(screen.getByText('No rows yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    unmount();
    show(read({ data: { rows: ['a', 'b'] } }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('No rows yet.')).not.toBeInTheDocument();
  });

  it('keeps an earlier answer on screen under the alert of a failed read', () => {
    show(read({ data: { rows: ['a'] }, isError: true, error: failure }));
    expect(screen.getByRole('alert')).toHaveTextContent('The node is syncing');
    expect(screen.getByRole('list', { name: 'Rows' })).toBeInTheDocument();
  });

  it('without children is the state alone, for a screen that waits for a ready read', () => {
    render(
      <ThemeProvider theme={theme}>
        <QueryState query={read({ isFetching: true })} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(queryReady(read({ isFetching: true }))).toBe(false);
    expect(queryReady(read({ data: { rows: [] }, isError: true }))).toBe(false);
    expect(queryReady(read({ data: { rows: [] }, isError: true, isFetching: true }))).toBe(true);
    expect(queryReady(read({ data: { rows: [] } }))).toBe(true);
  });
});
