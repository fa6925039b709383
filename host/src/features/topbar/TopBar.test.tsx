import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getToken, setToken } from '@hueso/shared';
import { axeViolations, chainHandlers, handlers, listenToServer, server } from '@hueso/shared/testing';
import { API, makeInformacion, renderHost } from '../../test-utils';
import { TopBar } from './TopBar';

listenToServer();
beforeEach(() => server.use(...handlers.stakes(), ...chainHandlers({ HUESO: '1000' }, {}, 'demo')));

describe('TopBar', () => {
  it('names every HUESO figure in the profile, each with its one-line explanation', async () => {
    server.use(
      ...handlers.stakes({ play: 300, passiveV2: 2000 }),
      ...chainHandlers({ HUESO: '1500.5' }, {}, 'demo'),
    );
    renderHost(<TopBar />, { info: { dinero: 24950, dineroReal: 12000 } });
    expect(screen.getByText('HUESO (in game)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    expect(within(dialog).getByTestId('profile-in-game')).toHaveTextContent('24,950.00');
    expect(within(dialog).getByTestId('profile-withdrawable')).toHaveTextContent('12,000.00');
    expect(await within(dialog).findByTestId('profile-wallet')).toHaveTextContent('1,500.50');
    expect(within(dialog).getByTestId('profile-staked')).toHaveTextContent('2,300.00');
    for (const name of ['HUESO (in game)', 'HUESO (withdrawable)', 'HUESO (wallet)', 'HUESO (staked)'])
      expect(within(dialog).getByText(name)).toBeInTheDocument();
    expect(
      within(dialog).getByText('Your own tokens on the Hive Engine chain; the market is paid from here.'),
    ).toBeInTheDocument();
  });

  it('shows the HUESO balance and energy as actual/maximo', () => {
    renderHost(<TopBar />, { info: { dinero: 1234.5, energia: { actual: 42, maximo: 100 } } });
    expect(screen.getByTestId('balance-hueso')).toHaveTextContent('1,234.5');
    expect(screen.getByTestId('energy')).toHaveTextContent('42/100');
    expect(screen.getByRole('link', { name: 'Whitepaper' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('refuses withdrawals for players without the Initial Land', async () => {
    renderHost(<TopBar />, { info: { packInicial: false } });
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Profile' });
    expect(within(dialog).getByText('You need the Initial Land to withdraw.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Withdraw in game' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Withdraw all' })).toBeDisabled();
  });

  it('withdraws in game and updates the balance', async () => {
    server.use(
      http.get(`${API}/api/retiroInterno`, () =>
        HttpResponse.json({ usuario: makeInformacion({ dinero: 0, dineroReal: 37000 }) }),
      ),
    );
    renderHost(<TopBar />, { info: { dinero: 25000 } });
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw in game' }));
    expect(await screen.findByText('Withdrawn in game')).toBeInTheDocument();
    expect(screen.getByTestId('balance-hueso')).toHaveTextContent('0');
  });

  it('applies the 4 to 12 character password rule before calling the server', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/api/changePass`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
      handlers.informacion(makeInformacion()),
    );
    renderHost(<TopBar />, { info: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    const field = screen.getByLabelText('New password');
    await userEvent.type(screen.getByLabelText('Current password'), 'demo1234');
    await userEvent.type(field, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password must have 4 to 12 characters')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.type(field, 'defg');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(bodies).toEqual([{ password: 'abcdefg', currentPassword: 'demo1234' }]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it("shows the server's refusal of a wrong current password", async () => {
    server.use(
      http.post(`${API}/api/changePass`, () =>
        HttpResponse.json({ error: 'The current password is not correct' }, { status: 403 }),
      ),
    );
    renderHost(<TopBar />, { info: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    await userEvent.type(screen.getByLabelText('Current password'), 'wrong');
    await userEvent.type(screen.getByLabelText('New password'), 'newpass1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not correct')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled();
  });

  it('ends the session on the server when logging out', async () => {
    const ended = new Promise<string | null>((resolve) => {
      server.use(
        http.post(`${API}/api/logout`, ({ request }) => {
          resolve(request.headers.get('token'));
          return HttpResponse.json({ ok: true });
        }),
      );
    });
    setToken('a'.repeat(64));
    renderHost(<TopBar />, { info: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await ended).toBe('a'.repeat(64));
    expect(getToken()).toBeFalsy();
  });

  it('closes the profile with Escape', async () => {
    renderHost(<TopBar />, { info: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the wallet's cancel text when a deposit is not signed", async () => {
    window.hive_keychain = {
      requestHandshake: (cb) => cb(),
      requestSignBuffer: () => undefined,
      requestCustomJson: () => undefined,
      requestSendToken: (_a, _t, _am, _m, _c, cb) => cb({ success: false, error: 'user_cancel' }),
    };
    renderHost(<TopBar />, { info: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    await userEvent.type(screen.getByLabelText('Amount (HUESO)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Signature cancelled or failed')).toBeInTheDocument();
    delete window.hive_keychain;
  });

  it('keeps a signed deposit that the server did not credit, and submits it again', async () => {
    const txid = 'ab'.repeat(20);
    window.hive_keychain = {
      requestHandshake: (cb) => cb(),
      requestSignBuffer: () => undefined,
      requestCustomJson: () => undefined,
      requestSendToken: (_a, _t, _am, _m, _c, cb) => cb({ success: true, result: { id: txid } }),
    };
    let attempts = 0;
    server.use(
      ...chainHandlers({}, { [txid]: {} }, 'demo'),
      http.post(`${API}/api/deposit`, () =>
        ++attempts === 1
          ? HttpResponse.json({ error: 'Server is busy' }, { status: 503 })
          : HttpResponse.json({ ok: true, usuario: makeInformacion({ dineroReal: 13500 }) }),
      ),
    );
    renderHost(<TopBar />, { info: { dineroReal: 12000 } });
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    await userEvent.type(screen.getByLabelText('Amount (HUESO)'), '1500');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Server is busy')).toBeInTheDocument();
    expect(
      screen.getByText(/A deposit of 1,500 HUESO was signed but is not credited yet/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Submit deposit again' }));
    expect(await screen.findByText('Deposited 1,500 HUESO')).toBeInTheDocument();
    expect(screen.getByTestId('profile-withdrawable')).toHaveTextContent('13,500.00');
    expect(localStorage.getItem('hueso.pendingPayments')).toBeNull();
    delete window.hive_keychain;
  });

  it('deposits once when the form is submitted twice at once, and says so while the wallet asks', async () => {
    const txid = 'ef'.repeat(20);
    const sent: string[] = [];
    let sign: (res: { success: boolean; result?: unknown }) => void = () => undefined;
    window.hive_keychain = {
      requestHandshake: (cb) => cb(),
      requestSignBuffer: () => undefined,
      requestCustomJson: () => undefined,
      requestSendToken: (_a, _t, amount, _m, _c, cb) => {
        sent.push(amount);
        sign = cb;
      },
    };
    let deposits = 0;
    server.use(
      ...chainHandlers({}, { [txid]: {} }, 'demo'),
      http.post(`${API}/api/deposit`, () => {
        deposits++;
        return HttpResponse.json({ ok: true, usuario: makeInformacion({ dineroReal: 12010 }) });
      }),
    );
    renderHost(<TopBar />, { info: { dineroReal: 12000 } });
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    await userEvent.type(screen.getByLabelText('Amount (HUESO)'), '10');
    const form = screen.getByRole('button', { name: 'Deposit' }).closest('form')!;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(await screen.findByRole('button', { name: 'Waiting for the wallet…' })).toBeDisabled();
    act(() => sign({ success: true, result: { id: txid } }));
    expect(await screen.findByText('Deposited 10 HUESO')).toBeInTheDocument();
    expect(sent).toEqual(['10']);
    expect(deposits).toBe(1);
    expect(screen.getByLabelText('Amount (HUESO)')).toHaveValue(null);
    delete window.hive_keychain;
  });

  it('withdraws once on a double click', async () => {
    let requests = 0;
    server.use(
      http.get(`${API}/api/retiroInterno`, () => {
        requests++;
        return HttpResponse.json({ usuario: makeInformacion({ dinero: 0, dineroReal: 37000 }) });
      }),
    );
    renderHost(<TopBar />, { info: { dinero: 25000 } });
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    const withdraw = screen.getByRole('button', { name: 'Withdraw in game' });
    act(() => {
      fireEvent.click(withdraw);
      fireEvent.click(withdraw);
    });
    expect(await screen.findByText('Withdrawn in game')).toBeInTheDocument();
    expect(requests).toBe(1);
  });

  it('accepts any answer to a password change and reads the player again', async () => {
    let reads = 0;
    server.use(
      http.post(`${API}/api/changePass`, () => HttpResponse.json({ mensaje: 'Password changed' })),
      http.get(`${API}/api/getInformacion`, () => {
        reads++;
        return HttpResponse.json({ resultado: makeInformacion({ dinero: 77 }) });
      }),
    );
    renderHost(<TopBar />, { info: { dinero: 25000 } });
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    await userEvent.type(screen.getByLabelText('Current password'), 'demo1234');
    await userEvent.type(screen.getByLabelText('New password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected response from the server/)).not.toBeInTheDocument();
    // The answer carries no record: the player is read again, once, and the top bar follows.
    await waitFor(() => expect(screen.getByTestId('balance-hueso')).toHaveTextContent(/^77/));
    expect(reads).toBe(1);
  });

  it('rounds the balance down, as the market does', () => {
    renderHost(<TopBar />, { info: { dinero: 3999.996 } });
    expect(screen.getByTestId('balance-hueso')).toHaveTextContent('3,999.99');
  });

  it('discards a deposit that can never be credited, after saying what is lost', async () => {
    const txid = 'cd'.repeat(20);
    localStorage.setItem(
      'hueso.pendingPayments',
      JSON.stringify([{ id: txid, account: 'demo', memo: 'Deposit', amount: 10, symbol: 'HUESO' }]),
    );
    renderHost(<TopBar />, { info: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Discard payment' });
    expect(confirm).toHaveTextContent(
      'Discard the payment of 10.00 HUESO for Deposit? It will never be credited: if those tokens left your wallet, they are lost to the game.',
    );
    expect(within(confirm).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByText(/A deposit of 10 HUESO was signed/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard payment' }));
    expect(screen.queryByText(/A deposit of 10 HUESO was signed/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeEnabled();
    expect(localStorage.getItem('hueso.pendingPayments')).toBeNull();
  });
  it('asks before Withdraw all, saying the withdrawable balance leaves the game for the wallet', async () => {
    let requests = 0;
    server.use(
      http.get(`${API}/api/retiro`, () => {
        requests++;
        return HttpResponse.json({ usuario: makeInformacion({ dineroReal: 0 }) });
      }),
    );
    renderHost(<TopBar />, { info: { dineroReal: 12000 } });
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw all' }));
    const confirm = screen.getByRole('dialog', { name: 'Withdraw all to your wallet?' });
    expect(confirm).toHaveTextContent(
      'Your whole withdrawable balance, 12,000.00 HUESO, goes to the wallet of demo and leaves the game. To play with it again, deposit it.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it in the game' }));
    expect(requests).toBe(0);
    expect(screen.getByRole('dialog', { name: 'Profile' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw all' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Withdraw all to your wallet?' })).getByRole('button', {
        name: 'Withdraw all',
      }),
    );
    expect(await screen.findByText('Withdrawn to your wallet')).toBeInTheDocument();
    expect(requests).toBe(1);
  });

  it('opens the menu from its button, closes it with Escape and gives focus back', async () => {
    renderHost(<TopBar />, { info: {} });
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(menu.getAttribute('aria-controls')!)!;
    expect(panel).toBeInTheDocument();
    menu.focus();
    await userEvent.keyboard('{Enter}');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    // Navigation, links, Profile and Logout all live in the panel the button controls.
    expect(within(panel).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Whitepaper' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Chat' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Profile' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    within(panel).getByRole('link', { name: 'Whitepaper' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the profile from the menu and closes the menu', async () => {
    renderHost(<TopBar />, { info: {} });
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    expect(screen.getByRole('dialog', { name: 'Profile' })).toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menu).toHaveFocus();
  });

  it('has no axe violations with the menu open', async () => {
    const { container } = renderHost(<TopBar />, { info: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
