import { selectInformacion, selectToasts } from '@hueso/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  API,
  CHAIN,
  chainHandlers,
  installKeychain,
  makePlayer,
  remoteRenderer,
  server,
  setUpRemoteTests,
} from '@hueso/shared/testing';
import App from '../../App';

setUpRemoteTests();
const renderArea = remoteRenderer(App, { route: '/game/market' });

const TX = 'a'.repeat(40);
const WALLET = { 'SWAP.HIVE': '120', HUESO: '5000', VIPHUESO: '300' };

function offer(name: string) {
  return screen.getByRole('listitem', { name });
}

async function openBuy(name: string, options: Parameters<typeof renderArea>[0] = {}) {
  const view = renderArea(options);
  await screen.findByTestId('wallet-HUESO');
  await view.user.click(within(offer(name)).getByRole('button', { name: `Buy ${name}` }));
  return { ...view, dialog: screen.getByRole('dialog', { name: `Buy ${name}` }) };
}

describe('market screen', () => {
  it('shows the five offers with their prices to 2 decimals and the wallet balances', async () => {
    server.use(...chainHandlers(WALLET));
    renderArea();
    expect(screen.getByRole('heading', { name: 'Market' })).toBeInTheDocument();
    const names = within(screen.getByRole('list', { name: 'Offers' }))
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(names).toEqual(['Initial Land', 'LVL UP', 'General Pack', 'Hueso Fusion', 'Special Pack']);
    // Each offer shows its own drawn picture, decorative beside its name.
    const pictures = names.map((name) => offer(name!).querySelector('img'));
    for (const img of pictures) {
      expect(img).toHaveAttribute('alt', '');
      expect(img?.getAttribute('src')).toMatch(/\/items\/art\/[^/]+\.svg$/);
    }
    expect(new Set(pictures.map((img) => img?.getAttribute('src'))).size).toBe(5);
    expect(within(offer('Initial Land')).getByText('50.00 SWAP.HIVE')).toBeInTheDocument();
    expect(within(offer('LVL UP')).getByText('15,000.00 HUESO (wallet)')).toBeInTheDocument();
    expect(within(offer('General Pack')).getByText('4,000.00 HUESO (wallet)')).toBeInTheDocument();
    expect(within(offer('Hueso Fusion')).getByText('1,500.00 HUESO (wallet)')).toBeInTheDocument();
    expect(within(offer('Special Pack')).getByText('100.00 VIPHUESO')).toBeInTheDocument();
    expect(await screen.findByTestId('wallet-HUESO')).toHaveTextContent('5,000.00');
    expect(screen.getByTestId('wallet-SWAP.HIVE')).toHaveTextContent('120.00');
    // The wallet's HUESO is named as the money model names it, with its one-line explanation.
    const wallet = screen.getByRole('region', { name: 'Your wallet' });
    expect(within(wallet).getByText('HUESO (wallet)')).toBeInTheDocument();
    expect(
      within(wallet).getByText('Your own tokens on the Hive Engine chain; the market is paid from here.'),
    ).toBeInTheDocument();
  });

  it('offers Initial Land only to players who do not own it, at its fixed quantity', async () => {
    server.use(...chainHandlers(WALLET));
    const { unmount } = renderArea();
    expect(within(offer('Initial Land')).getByRole('button', { name: 'Buy Initial Land' })).toBeDisabled();
    expect(within(offer('Initial Land')).getByText('You already own the Initial Land.')).toBeInTheDocument();
    unmount();

    const { dialog } = await openBuy('Initial Land', { info: makePlayer({ packInicial: false }) });
    const amount = within(dialog).getByLabelText('Amount');
    expect(amount).toHaveValue(1);
    expect(amount).toHaveAttribute('readonly');
    expect(within(dialog).getByText('Fixed quantity: 50.00 SWAP.HIVE')).toBeInTheDocument();
    expect(within(dialog).getByTestId('buy-total')).toHaveTextContent('50.00 SWAP.HIVE');
  });

  it('needs a whole amount greater than 0 that the wallet can pay', async () => {
    server.use(...chainHandlers(WALLET));
    // Nothing in the game to bring to the wallet: the refusal says how to get more.
    const { user, dialog } = await openBuy('General Pack', {
      info: makePlayer({ dinero: 0, dineroReal: 0 }),
    });
    const amount = within(dialog).getByLabelText('Amount');
    const buy = within(dialog).getByRole('button', { name: 'Buy' });
    await user.clear(amount);
    expect(buy).toBeDisabled();
    expect(within(dialog).getByText('Enter a whole amount greater than 0')).toBeInTheDocument();
    await user.type(amount, '0');
    expect(buy).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '1.5');
    expect(buy).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '2');
    expect(
      within(dialog).getByText(
        'Not enough HUESO (wallet): you need 8,000.00 and have 5,000.00. In your profile, Withdraw all sends withdrawable HUESO to your wallet; or buy HUESO on Hive Engine.',
      ),
    ).toBeInTheDocument();
    expect(buy).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '1');
    expect(buy).toBeEnabled();
    expect(within(dialog).getByTestId('buy-total')).toHaveTextContent('4,000.00 HUESO');
  });

  it('offers one move that brings the HUESO in game to the wallet when the wallet is short', async () => {
    server.use(...chainHandlers(WALLET));
    const { user, dialog } = await openBuy('General Pack', {
      info: makePlayer({ dinero: 2500, dineroReal: 1000 }),
    });
    const amount = within(dialog).getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '2');
    expect(
      within(dialog).getByText(
        'Your wallet is short. One move sends 2,500 HUESO (in game) and 1,000 HUESO (withdrawable) to your wallet, which will then hold 8,500 HUESO (wallet); the purchase goes on from there.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Move to wallet and buy' })).toBeEnabled();
    await user.clear(amount);
    await user.type(amount, '3');
    expect(within(dialog).getByText(/^Not enough HUESO \(wallet\): you need 12,000.00/)).toBeInTheDocument();
  });

  it('pays with a token transfer to the deposit account, then credits the items', async () => {
    const calls = installKeychain(() => ({ success: true, result: { id: TX } }));
    let deposited: unknown;
    server.use(
      ...chainHandlers({ ...WALLET, HUESO: '9000' }, { [TX]: {} }),
      http.post(`${API}/api/deposit`, async ({ request }) => {
        deposited = await request.json();
        return HttpResponse.json({
          ok: true,
          usuario: makePlayer({ inventario: [{ nombre: 'General Pack', cantidad: 5, image: 'x.svg' }] }),
        });
      }),
    );
    const { user, dialog, store } = await openBuy('General Pack');
    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '2');
    expect(within(dialog).getByTestId('buy-total')).toHaveTextContent('8,000.00 HUESO');
    await user.click(within(dialog).getByRole('button', { name: 'Buy' }));

    expect(await screen.findByText('You bought 2 General Pack')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.slice(0, 5)).toEqual(['player1', 'hueso.deposit', '8000', 'General Pack', 'HUESO']);
    expect(deposited).toEqual({ id: TX });
    expect(selectInformacion(store.getState())?.inventario[0]?.cantidad).toBe(5);
    expect(localStorage.getItem('hueso.pendingPayments')).toBeNull();
  });

  it('shows a cancelled signature in the dialog and charges nothing', async () => {
    installKeychain(() => ({
      success: false,
      error: 'user_cancel',
      message: 'Request was canceled by the user.',
    }));
    // No /api/deposit handler: a deposit call would fail the test (unhandled request).
    server.use(...chainHandlers(WALLET));
    const { user, dialog } = await openBuy('Special Pack');
    await user.click(within(dialog).getByRole('button', { name: 'Buy' }));
    expect(await within(dialog).findByText('Signature cancelled or failed')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Buy' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Payments waiting for credit' })).not.toBeInTheDocument();
  });

  it('says so when the wallet extension is missing', async () => {
    server.use(...chainHandlers(WALLET));
    const { user, dialog } = await openBuy('Hueso Fusion');
    await user.click(within(dialog).getByRole('button', { name: 'Buy' }));
    expect(
      await within(dialog).findByText('Hive Keychain is not installed', {}, { timeout: 4000 }),
    ).toBeVisible();
  });

  it('reports a transfer the chain refused, with nothing left pending', async () => {
    installKeychain(() => ({ success: true, result: { id: TX } }));
    server.use(...chainHandlers(WALLET, { [TX]: { errors: ['overdrawn balance'] } }));
    const { user, dialog } = await openBuy('General Pack');
    await user.click(within(dialog).getByRole('button', { name: 'Buy' }));
    expect(
      await within(dialog).findByText('The chain refused the transaction: overdrawn balance'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('hueso.pendingPayments')).toBeNull();
  });

  it('shows a purchase the server refused (and returned) without keeping it pending', async () => {
    const refused = 'A Hueso Fusion must be paid in HUESO, not KOD. Your payment was returned.';
    installKeychain(() => ({ success: true, result: { id: TX } }));
    server.use(
      ...chainHandlers(WALLET, { [TX]: {} }),
      http.post(`${API}/api/deposit`, () => HttpResponse.json({ error: refused }, { status: 400 })),
    );
    const { user, dialog } = await openBuy('Hueso Fusion');
    await user.click(within(dialog).getByRole('button', { name: 'Buy' }));
    expect(await within(dialog).findByText(refused)).toBeInTheDocument();
    expect(localStorage.getItem('hueso.pendingPayments')).toBeNull();
  });

  it('keeps a signed payment the server did not credit, and claims it again', async () => {
    installKeychain(() => ({ success: true, result: { id: TX } }));
    let attempts = 0;
    server.use(
      ...chainHandlers(WALLET, { [TX]: {} }),
      http.post(`${API}/api/deposit`, () =>
        ++attempts === 1
          ? HttpResponse.json({ error: 'Server is busy' }, { status: 503 })
          : HttpResponse.json({ ok: true, usuario: makePlayer() }),
      ),
    );
    const { user, dialog } = await openBuy('General Pack');
    await user.click(within(dialog).getByRole('button', { name: 'Buy' }));
    const failure = await within(dialog).findByRole('alert');
    expect(within(failure).getByText('Server is busy')).toBeInTheDocument();
    expect(
      within(failure).getByText('Your payment was signed: claim it again rather than paying twice.'),
    ).toBeInTheDocument();
    // The dialog never offers to pay a second time for a payment already signed.
    expect(within(dialog).queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Claim again' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    const pending = screen.getByRole('region', { name: 'Payments waiting for credit' });
    expect(pending).toHaveTextContent('4,000.00 HUESO for General Pack was signed but is not credited yet.');
    await user.click(within(pending).getByRole('button', { name: 'Claim again' }));
    expect(await screen.findByText('Payment for General Pack credited')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Payments waiting for credit' })).not.toBeInTheDocument(),
    );
    expect(attempts).toBe(2);
  });

  it('claims a signed payment again from the dialog itself', async () => {
    const calls = installKeychain(() => ({ success: true, result: { id: TX } }));
    let attempts = 0;
    server.use(
      ...chainHandlers(WALLET, { [TX]: {} }),
      http.post(`${API}/api/deposit`, () =>
        ++attempts === 1 ? HttpResponse.error() : HttpResponse.json({ ok: true, usuario: makePlayer() }),
      ),
    );
    const { user, dialog } = await openBuy('Special Pack');
    await user.click(within(dialog).getByRole('button', { name: 'Buy' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Claim again' }));
    expect(await screen.findByText('You bought 1 Special Pack')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(localStorage.getItem('hueso.pendingPayments')).toBeNull();
  });

  it('cannot be closed while the payment runs', async () => {
    let answer: (res: { success: boolean; error?: string }) => void = () => undefined;
    window.hive_keychain = {
      requestHandshake: (cb) => cb(),
      requestSignBuffer: () => undefined,
      requestCustomJson: () => undefined,
      requestSendToken: (...args) => void (answer = args[5]),
    };
    server.use(...chainHandlers(WALLET));
    const { user, dialog } = await openBuy('General Pack');
    await user.click(within(dialog).getByRole('button', { name: 'Buy' }));
    expect(within(dialog).getByRole('button', { name: 'Waiting for the wallet…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Buy General Pack' })).toBeInTheDocument();
    answer({ success: false, error: 'user_cancel' });
    expect(await within(dialog).findByText('Signature cancelled or failed')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled();
  });

  it('says where the payment stands: in the wallet, then on the chain', async () => {
    let sign: (res: { success: boolean; result?: unknown }) => void = () => undefined;
    window.hive_keychain = {
      requestHandshake: (cb) => cb(),
      requestSignBuffer: () => undefined,
      requestCustomJson: () => undefined,
      requestSendToken: (...args) => void (sign = args[5]),
    };
    let confirm: () => void = () => undefined;
    const confirmed = new Promise<void>((resolve) => (confirm = resolve));
    server.use(
      // The chain answers once the test lets it (the handler falls through to the chain fake).
      http.post(CHAIN.blockchain, async () => void (await confirmed)),
      ...chainHandlers(WALLET, { [TX]: {} }),
      http.post(`${API}/api/deposit`, () => HttpResponse.json({ ok: true, usuario: makePlayer() })),
    );
    const { user, dialog } = await openBuy('General Pack');
    await user.click(within(dialog).getByRole('button', { name: 'Buy' }));
    expect(within(dialog).getByRole('button', { name: 'Waiting for the wallet…' })).toBeDisabled();
    act(() => sign({ success: true, result: { id: TX } }));
    expect(await within(dialog).findByRole('button', { name: 'Confirming payment…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    confirm();
    expect(await screen.findByText('You bought 1 General Pack')).toBeInTheDocument();
  });

  it('pays once when the form is submitted twice at once', async () => {
    const calls = installKeychain(() => ({ success: true, result: { id: TX } }));
    let deposits = 0;
    server.use(
      ...chainHandlers(WALLET, { [TX]: {} }),
      http.post(`${API}/api/deposit`, () => {
        deposits++;
        return HttpResponse.json({ ok: true, usuario: makePlayer() });
      }),
    );
    const { dialog } = await openBuy('General Pack');
    const form = within(dialog).getByRole('form', { name: 'Buy General Pack' });
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(await screen.findByText('You bought 1 General Pack')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(deposits).toBe(1);
  });

  it('still tells a failure once the player has left the market', async () => {
    let answer: (res: { success: boolean; error?: string }) => void = () => undefined;
    window.hive_keychain = {
      requestHandshake: (cb) => cb(),
      requestSignBuffer: () => undefined,
      requestCustomJson: () => undefined,
      requestSendToken: (...args) => void (answer = args[5]),
    };
    server.use(...chainHandlers(WALLET));
    const { user, dialog, store, unmount } = await openBuy('General Pack');
    await user.click(within(dialog).getByRole('button', { name: 'Buy' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Waiting for the wallet…' })).toBeDisabled(),
    );
    unmount();
    act(() => answer({ success: false, error: 'user_cancel' }));
    await waitFor(() =>
      expect(selectToasts(store.getState())).toEqual([
        expect.objectContaining({ kind: 'error', text: 'Signature cancelled or failed' }),
      ]),
    );
  });

  it('follows payments kept or claimed in another tab', async () => {
    server.use(...chainHandlers(WALLET));
    renderArea();
    const payment = { id: TX, account: 'player1', memo: 'Special Pack', amount: 100, symbol: 'VIPHUESO' };
    localStorage.setItem('hueso.pendingPayments', JSON.stringify([payment]));
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'hueso.pendingPayments' })));
    expect(screen.getByRole('region', { name: 'Payments waiting for credit' })).toHaveTextContent(
      '100.00 VIPHUESO for Special Pack was signed but is not credited yet.',
    );
    localStorage.removeItem('hueso.pendingPayments');
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'hueso.pendingPayments' })));
    expect(screen.queryByRole('region', { name: 'Payments waiting for credit' })).not.toBeInTheDocument();
  });

  it('reports a wallet balance it cannot read, and retries', async () => {
    let calls = 0;
    server.use(
      http.post(CHAIN.contracts, () =>
        ++calls === 1
          ? HttpResponse.json({ jsonrpc: '2.0', id: 1, error: { message: 'node is syncing' } })
          : HttpResponse.json({ jsonrpc: '2.0', id: 1, result: [{ symbol: 'HUESO', balance: '12.5' }] }),
      ),
    );
    const { user } = renderArea();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your wallet balance could not be read: node is syncing');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('wallet-HUESO')).toHaveTextContent('12.50');
  });

  it('lets the player discard a payment that can never be credited, after saying what is lost', async () => {
    const payment = { id: TX, account: 'player1', memo: 'Special Pack', amount: 100, symbol: 'VIPHUESO' };
    localStorage.setItem('hueso.pendingPayments', JSON.stringify([payment]));
    server.use(...chainHandlers(WALLET));
    const { user } = renderArea();
    const pending = screen.getByRole('region', { name: 'Payments waiting for credit' });
    await user.click(within(pending).getByRole('button', { name: 'Discard' }));
    const confirm = within(pending).getByRole('alertdialog', { name: 'Discard payment' });
    expect(confirm).toHaveTextContent(
      'Discard the payment of 100.00 VIPHUESO for Special Pack? It will never be credited: if those tokens left your wallet, they are lost to the game.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(within(pending).queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(within(pending).getByRole('button', { name: 'Discard' }));
    await user.click(within(pending).getByRole('button', { name: 'Discard payment' }));
    expect(screen.queryByRole('region', { name: 'Payments waiting for credit' })).not.toBeInTheDocument();
    expect(localStorage.getItem('hueso.pendingPayments')).toBeNull();
  });
});
