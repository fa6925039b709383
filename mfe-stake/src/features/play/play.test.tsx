import { selectInformacion } from '@hueso/shared';
import { MONEY_MESSAGES } from '@hueso/shared/play';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { StakePlayResponse } from '@hueso/contract/stake';
import { API, handlers, makePlayer, remoteRenderer, server, setUpRemoteTests } from '@hueso/shared/testing';
import App from '../../App';

setUpRemoteTests();
const renderArea = remoteRenderer(App, { route: '/game/stake' });

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    nombre: i === 3 ? 'player1' : `staker${i}`,
    posicion: i + 1,
    cantidad: 50_000 - i * 1000,
    ticket: i / 2,
  }));

function stakeView(overrides: Partial<StakePlayResponse> = {}): StakePlayResponse {
  return {
    stake: rows(12),
    ticket: { cantidad: 2.5 },
    disponible: { cantidad: 2 },
    userStake: { cantidad: 47_000 },
    ...overrides,
  };
}

function serve(view: () => StakePlayResponse) {
  server.use(http.get(`${API}/api/mirarStake`, () => HttpResponse.json(view())));
}

const open = () => renderArea({ route: '/game/stake/play' });

/** Two clicks within one render, before the button can show it is busy. */
function clickTwice(button: HTMLElement) {
  act(() => {
    button.click();
    button.click();
  });
}

describe('stake play', () => {
  // Answers without the player record make the information load again.
  beforeEach(() => server.use(handlers.informacion(makePlayer())));

  it('shows the table USERS, POSITION, HUESO, TICKET paged by 10, and the player stake', async () => {
    serve(() => stakeView());
    const { user } = open();
    expect(screen.getByRole('heading', { name: 'Stake play', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Stake play positions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['USERS', 'POSITION', 'HUESO', 'TICKET']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByRole('row', { name: /player1 \(you\) 4 47,000 1\.5/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const mine = screen.getByRole('group', { name: 'Your stake' });
    expect(within(mine).getByTestId('staked')).toHaveTextContent('47,000');
    expect(within(mine).getByTestId('tickets')).toHaveTextContent('2.5');
    expect(within(mine).getByTestId('claimable')).toHaveTextContent('2');
  });

  it('shows loading, then the error with a retry', async () => {
    let fail = true;
    server.use(
      http.get(`${API}/api/mirarStake`, async () => {
        await delay(20);
        return fail
          ? HttpResponse.json({ error: 'Stake unavailable' }, { status: 503 })
          : HttpResponse.json(stakeView());
      }),
    );
    const { user } = open();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the stake…');
    expect(await screen.findByRole('alert')).toHaveTextContent('Stake unavailable');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Stake play positions' })).toBeInTheDocument();
  });

  it('says so when nobody stakes', async () => {
    serve(() =>
      stakeView({ stake: [], userStake: null, ticket: { cantidad: 0 }, disponible: { cantidad: 0 } }),
    );
    open();
    expect(await screen.findByText('Nobody is staking yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim' })).toBeDisabled();
  });

  it('refuses a deposit of 0 or above dineroReal with Invalid amount, sending nothing', async () => {
    serve(() => stakeView());
    let sent = 0;
    server.use(http.post(`${API}/api/stakeIngreso`, () => void (sent += 1)));
    const { user } = open();
    const form = await screen.findByRole('form', { name: 'Deposit' });
    const field = within(form).getByLabelText('Amount to stake');
    for (const bad of ['0', '12000.01', '-5']) {
      await user.clear(field);
      await user.type(field, bad);
      await user.click(within(form).getByRole('button', { name: 'Deposit' }));
      expect(within(form).getByRole('alert')).toHaveTextContent('Invalid amount');
    }
    await user.clear(field);
    await user.click(within(form).getByRole('button', { name: 'Deposit' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Invalid amount');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it('deposits after a confirmation that warns of the 50% burn, and the table and balance follow', async () => {
    let staked = 47_000;
    serve(() => stakeView({ userStake: { cantidad: staked } }));
    let body: unknown;
    server.use(
      http.post(`${API}/api/stakeIngreso`, async ({ request }) => {
        body = await request.json();
        await delay(30);
        staked += 1500;
        return HttpResponse.json({ ok: true, usuario: makePlayer({ dineroReal: 10_500 }) });
      }),
    );
    const { user, store } = open();
    const form = await screen.findByRole('form', { name: 'Deposit' });
    await user.type(within(form).getByLabelText('Amount to stake'), '1500');
    await user.click(within(form).getByRole('button', { name: 'Deposit' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm deposit' });
    expect(dialog).toHaveTextContent(
      'You stake 1,500 HUESO. 50% of the amount is burned when you withdraw it later.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm deposit' }));
    expect(within(dialog).getByRole('button', { name: 'Working…' })).toBeDisabled();
    expect(await screen.findByText('You staked 1,500 HUESO')).toBeInTheDocument();
    expect(body).toEqual({ cantidad: 1500 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The table is read again after the move.
    await waitFor(() => expect(screen.getByTestId('staked')).toHaveTextContent('48,500'));
    expect(selectInformacion(store.getState())?.dineroReal).toBe(10_500);
  });

  it('cancels a deposit without sending it', async () => {
    serve(() => stakeView());
    let sent = 0;
    server.use(http.post(`${API}/api/stakeIngreso`, () => void (sent += 1)));
    const { user } = open();
    const form = await screen.findByRole('form', { name: 'Deposit' });
    await user.type(within(form).getByLabelText('Amount to stake'), '10');
    await user.click(within(form).getByRole('button', { name: 'Deposit' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it('withdraws with confirm: true after showing what returns and what burns', async () => {
    serve(() => stakeView());
    let body: unknown;
    server.use(
      http.post(`${API}/api/retiroStake`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ok: true });
      }),
      handlers.informacion(makePlayer({ dineroReal: 12_500.5 })),
    );
    const { user } = open();
    const form = await screen.findByRole('form', { name: 'Withdraw' });
    const field = within(form).getByLabelText('Amount to withdraw');
    await user.type(field, '0');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter a valid amount to withdraw');
    await user.clear(field);
    await user.type(field, '1001');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm withdraw' });
    expect(dialog).toHaveTextContent(
      `You withdraw 1,001 HUESO: 500.5 HUESO return to your ${MONEY_MESSAGES.en.name.withdrawable} and 500.5 HUESO (50%) are burned.`,
    );
    const summary = within(dialog).getByRole('group', { name: 'Withdraw summary' });
    expect(summary).toHaveTextContent('Burned (50%)500.5 HUESO');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm withdraw' }));
    expect(
      await screen.findByText('Withdrawn: 500.5 HUESO returned, 500.5 HUESO burned'),
    ).toBeInTheDocument();
    expect(body).toEqual({ cantidad: 1001, confirm: true });
    await waitFor(() => expect(screen.getByTestId('real')).toHaveTextContent('12,500.5'));
  });

  it('refuses to withdraw more than staked', async () => {
    serve(() => stakeView());
    const { user } = open();
    const form = await screen.findByRole('form', { name: 'Withdraw' });
    await user.type(within(form).getByLabelText('Amount to withdraw'), '47001');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'You cannot withdraw more than you have staked',
    );
  });

  it('shows the server refusal as a toast', async () => {
    serve(() => stakeView());
    server.use(
      http.post(`${API}/api/stakeIngreso`, () =>
        HttpResponse.json({ error: 'Invalid amount' }, { status: 400 }),
      ),
    );
    const { user } = open();
    const form = await screen.findByRole('form', { name: 'Deposit' });
    await user.type(within(form).getByLabelText('Amount to stake'), '10');
    await user.click(within(form).getByRole('button', { name: 'Deposit' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm deposit' }));
    expect(await screen.findByText('Invalid amount')).toBeInTheDocument();
  });

  it('claims the whole tickets', async () => {
    let claimed = false;
    serve(() =>
      claimed ? stakeView({ ticket: { cantidad: 0.5 }, disponible: { cantidad: 0 } }) : stakeView(),
    );
    server.use(
      http.get(`${API}/api/retirarTicket`, () => {
        claimed = true;
        return HttpResponse.json({ ok: true, tickets: 2 });
      }),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('You claimed 2 tickets: find them in your inventory')).toBeInTheDocument();
    expect(await screen.findByText('No whole ticket to claim yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim' })).toBeDisabled();
  });

  it.each([
    ['deposit', 'Deposit', 'Amount to stake', '/api/stakeIngreso', 'You staked 10 HUESO'],
    [
      'withdraw',
      'Withdraw',
      'Amount to withdraw',
      '/api/retiroStake',
      'Withdrawn: 5 HUESO returned, 5 HUESO burned',
    ],
  ])('sends one %s on a double click of its confirmation', async (_kind, action, label, path, told) => {
    serve(() => stakeView());
    let sent = 0;
    server.use(
      http.post(`${API}${path}`, async () => {
        sent += 1;
        await delay(30);
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user } = open();
    const form = await screen.findByRole('form', { name: action });
    await user.type(within(form).getByLabelText(label), '10');
    await user.click(within(form).getByRole('button', { name: action }));
    const dialog = screen.getByRole('dialog', { name: `Confirm ${action.toLowerCase()}` });
    clickTwice(within(dialog).getByRole('button', { name: `Confirm ${action.toLowerCase()}` }));
    expect(within(dialog).getByRole('button', { name: 'Working…' })).toBeDisabled();
    expect(await screen.findByText(told)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toBe(1);
  });

  it('claims once on a double click', async () => {
    serve(() => stakeView());
    let sent = 0;
    server.use(
      http.get(`${API}/api/retirarTicket`, async () => {
        sent += 1;
        await delay(30);
        return HttpResponse.json({ ok: true, tickets: 2 });
      }),
    );
    open();
    clickTwice(await screen.findByRole('button', { name: 'Claim' }));
    expect(screen.getByRole('button', { name: 'Claiming…' })).toBeDisabled();
    expect(await screen.findByText('You claimed 2 tickets: find them in your inventory')).toBeInTheDocument();
    expect(sent).toBe(1);
  });
});
