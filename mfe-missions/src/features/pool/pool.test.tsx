import { selectInformacion } from '@hueso/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { PoolEntry } from '@hueso/contract/pool';
import { API, handlers, makePlayer, remoteRenderer, server, setUpRemoteTests } from '@hueso/shared/testing';
import App from '../../App';
import { formatPayoutTime } from './lib';

setUpRemoteTests({ handlers: () => [handlers.arenaStatus()] });
const renderHome = remoteRenderer(App, { route: '/game' });

/** 30 participants with stakes 300, 290, … 10 (4,650 in all); player1 is 7th with 240. */
const STAKE: PoolEntry[] = Array.from({ length: 30 }, (_, i) => ({
  nombre: i === 6 ? 'player1' : `user${i + 1}`,
  posicion: i + 1,
  cantidad: (30 - i) * 10,
}));

function bodyRows() {
  const table = screen.getByRole('table', { name: 'Pool participants' });
  return within(table).getAllByRole('row').slice(1);
}

async function openPool(user: ReturnType<typeof renderHome>['user']) {
  await user.click(screen.getByRole('button', { name: 'Open pool' }));
  return screen.findByRole('dialog', { name: 'Daily pool' });
}

describe('pool modal', () => {
  it('lists USERS, POSITION, POWER, EST. HUESO with 10, 25 or 100 rows per page', async () => {
    server.use(
      http.get(`${API}/api/mirarPool`, () =>
        HttpResponse.json({ stake: STAKE, userStake: { cantidad: 240 } }),
      ),
    );
    const { user } = renderHome();
    const dialog = await openPool(user);
    await within(dialog).findByRole('table', { name: 'Pool participants' });

    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['USERS', 'POSITION', 'POWER', 'EST. HUESO']);
    expect(bodyRows()).toHaveLength(10);

    const first = within(bodyRows()[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // 150 + 300 / 4,650 × 230 × 30 = 150 + 445.161… = 595.16
    expect(first).toEqual(['user1', '1', '300', '595.16']);
    const mine = within(bodyRows()[6]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // 150 + 240 / 4,650 × 230 × 30 = 150 + 356.129… = 506.13
    expect(mine).toEqual(['player1 (you)', '7', '240', '506.13']);
    expect(bodyRows()[6]).toHaveAttribute('data-highlight', 'true');

    const size = within(dialog).getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '25', '100']);
    await user.selectOptions(size, '25');
    expect(bodyRows()).toHaveLength(25);
    await user.selectOptions(size, '100');
    expect(bodyRows()).toHaveLength(30);

    await user.selectOptions(size, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(within(bodyRows()[0]!).getAllByRole('cell')[0]).toHaveTextContent('user11');
    expect(within(dialog).getByText('11–20 of 30')).toBeInTheDocument();
  });

  it('disables Join pool with a visible reason when energy is below costoPool', async () => {
    server.use(http.get(`${API}/api/mirarPool`, () => HttpResponse.json({ stake: [], userStake: null })));
    const { user } = renderHome({ info: makePlayer({ energia: { actual: 10, maximo: 50 }, costoPool: 20 }) });
    const dialog = await openPool(user);
    const join = within(dialog).getByRole('button', { name: 'Join pool' });
    expect(join).toBeDisabled();
    expect(join).toHaveAccessibleDescription('Not enough energy (10/20)');
    expect(await within(dialog).findByText('No one has joined the pool yet.')).toBeInTheDocument();
  });

  it('uses the default cost of 20 energy when costoPool is missing', async () => {
    server.use(http.get(`${API}/api/mirarPool`, () => HttpResponse.json({ stake: [], userStake: null })));
    const { costoPool: _omitted, ...withoutCost } = makePlayer({ energia: { actual: 19, maximo: 50 } });
    expect('costoPool' in withoutCost).toBe(false);
    const { user } = renderHome({ info: withoutCost });
    const dialog = await openPool(user);
    expect(within(dialog).getByRole('button', { name: 'Join pool' })).toHaveAccessibleDescription(
      'Not enough energy (19/20)',
    );
  });

  it('disables Join pool for a player already in the pool', async () => {
    server.use(
      http.get(`${API}/api/mirarPool`, () =>
        HttpResponse.json({ stake: STAKE, userStake: { cantidad: 240 } }),
      ),
    );
    const { user } = renderHome({ info: makePlayer({ pool: true }) });
    const dialog = await openPool(user);
    const join = within(dialog).getByRole('button', { name: 'Join pool' });
    expect(join).toBeDisabled();
    expect(join).toHaveAccessibleDescription('You are already in the pool');
    expect(within(dialog).getByText('You are already in the pool')).toBeVisible();
  });

  it('joins the pool: session updated, success toast, table reloaded', async () => {
    let stake: PoolEntry[] = [{ nombre: 'user1', posicion: 1, cantidad: 100 }];
    server.use(
      http.get(`${API}/api/mirarPool`, () => HttpResponse.json({ stake, userStake: null })),
      http.get(`${API}/api/ingresoStakePool`, () => {
        stake = [...stake, { nombre: 'player1', posicion: 2, cantidad: 50 }];
        return HttpResponse.json({
          ok: true,
          usuario: makePlayer({ pool: true, energia: { actual: 10, maximo: 50 } }),
        });
      }),
    );
    const { user, store } = renderHome();
    const dialog = await openPool(user);
    await within(dialog).findByRole('table');
    expect(bodyRows()).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Join pool' }));

    expect(await screen.findByText('You joined the pool successfully')).toBeInTheDocument();
    expect(await within(dialog).findByText('player1 (you)')).toBeInTheDocument();
    expect(selectInformacion(store.getState())?.pool).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Join pool' })).toBeDisabled();
  });

  it('shows the server error when the pool cannot be loaded, and retries', async () => {
    let fail = true;
    server.use(
      http.get(`${API}/api/mirarPool`, () =>
        fail
          ? HttpResponse.json({ error: 'Pool closed' }, { status: 500 })
          : HttpResponse.json({ stake: STAKE, userStake: null }),
      ),
    );
    const { user } = renderHome();
    const dialog = await openPool(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Pool closed');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('table')).toBeInTheDocument();
  });

  it('shows a loading state until the pool arrives', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      http.get(`${API}/api/mirarPool`, async () => {
        await gate;
        return HttpResponse.json({ stake: STAKE, userStake: null });
      }),
    );
    const { user } = renderHome();
    const dialog = await openPool(user);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the pool…');
    release();
    expect(await within(dialog).findByRole('table')).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    server.use(http.get(`${API}/api/mirarPool`, () => HttpResponse.json({ stake: [], userStake: null })));
    const { user } = renderHome();
    await openPool(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows when the pool next pays out, when the server says', async () => {
    const nextPayoutAt = Date.now() + 5 * 3_600_000;
    server.use(
      http.get(`${API}/api/mirarPool`, () =>
        HttpResponse.json({ stake: STAKE, userStake: null, nextPayoutAt }),
      ),
    );
    const { user } = renderHome();
    const dialog = await openPool(user);
    const summary = await within(dialog).findByLabelText('Pool summary');
    expect(within(summary).getByText('Next payout')).toBeInTheDocument();
    expect(within(summary).getByText(formatPayoutTime(nextPayoutAt))).toBeInTheDocument();
  });

  it('shows no payout time when the server does not say', async () => {
    server.use(http.get(`${API}/api/mirarPool`, () => HttpResponse.json({ stake: STAKE, userStake: null })));
    const { user } = renderHome();
    const dialog = await openPool(user);
    await within(dialog).findByRole('table');
    expect(within(dialog).queryByText('Next payout')).not.toBeInTheDocument();
  });

  it('accepts any answer to a join and reads the player from the server', async () => {
    server.use(
      http.get(`${API}/api/mirarPool`, () => HttpResponse.json({ stake: STAKE, userStake: null })),
      http.get(`${API}/api/ingresoStakePool`, () => HttpResponse.json({ mensaje: 'joined' })),
      http.get(`${API}/api/getInformacion`, () =>
        HttpResponse.json({ resultado: makePlayer({ pool: true, energia: { actual: 10, maximo: 50 } }) }),
      ),
    );
    const { user, store } = renderHome();
    const dialog = await openPool(user);
    await within(dialog).findByRole('table');
    await user.click(within(dialog).getByRole('button', { name: 'Join pool' }));
    expect(await screen.findByText('You joined the pool successfully')).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected response from the server/)).not.toBeInTheDocument();
    await waitFor(() => expect(selectInformacion(store.getState())?.pool).toBe(true));
  });

  it('joins once on a double click', async () => {
    let joins = 0;
    server.use(
      http.get(`${API}/api/mirarPool`, () => HttpResponse.json({ stake: STAKE, userStake: null })),
      http.get(`${API}/api/ingresoStakePool`, async () => {
        joins += 1;
        await delay(30);
        return HttpResponse.json({ ok: true, usuario: makePlayer({ pool: true }) });
      }),
    );
    const { user } = renderHome();
    const dialog = await openPool(user);
    await within(dialog).findByRole('table');
    const join = within(dialog).getByRole('button', { name: 'Join pool' });
    // Two clicks within one render, before the button can show it is busy.
    act(() => {
      join.click();
      join.click();
    });
    expect(within(dialog).getByRole('button', { name: 'Joining…' })).toBeDisabled();
    expect(await screen.findByText('You joined the pool successfully')).toBeInTheDocument();
    expect(joins).toBe(1);
  });
});
