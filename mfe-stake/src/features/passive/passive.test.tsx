import { selectInformacion } from '@hueso/shared';
import { MONEY_MESSAGES } from '@hueso/shared/play';
import { act, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { PassiveStakeResponse } from '@hueso/contract/stake';
import { API, handlers, makePlayer, remoteRenderer, server, setUpRemoteTests } from '@hueso/shared/testing';
import App from '../../App';

setUpRemoteTests();
const renderArea = remoteRenderer(App, { route: '/game/stake' });

const WEEK = 7 * 24 * 3_600_000;

function servePassive(v1: () => PassiveStakeResponse, v2: () => PassiveStakeResponse) {
  server.use(
    http.get(`${API}/api/mirarStakePasivo`, () => HttpResponse.json(v1())),
    http.get(`${API}/api/mirarStakePasivov2`, () => HttpResponse.json(v2())),
    handlers.informacion(makePlayer()),
  );
}

async function openDialog(info = makePlayer()) {
  const view = renderArea({ route: '/game/stake', info });
  await view.user.click(screen.getByRole('button', { name: 'Passive stake' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Passive stake' }) };
}

/** Two clicks within one render, before the button can show it is busy. */
function clickTwice(button: HTMLElement) {
  act(() => {
    button.click();
    button.click();
  });
}

const v1Stake = (): PassiveStakeResponse => ({
  cantidad: 10_000,
  fusion: 100,
  semanal: 500,
  nextPayoutAt: Date.now() + WEEK / 4,
  periodMs: WEEK,
});
const empty = (): PassiveStakeResponse => ({
  cantidad: 0,
  fusion: 0,
  semanal: 0,
  nextPayoutAt: Date.now() + WEEK / 2,
  periodMs: WEEK,
});

describe('passive stake dialog', () => {
  it('shows V2 first, with its rate, stake and the countdown to the weekly payout', async () => {
    servePassive(v1Stake, empty);
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('tab', { name: 'V2' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(dialog).getByText('Pays 50 HUESO weekly per 10,000 HUESO and 100 VIPHUESO staked.'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByRole('group', { name: 'V2 stake' })).toHaveTextContent(
      `${MONEY_MESSAGES.en.name.staked}0`,
    );
    const bar = within(dialog).getByRole('progressbar', { name: 'Next weekly payout' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(within(dialog).getByText('Nothing staked in this version.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Withdraw V2' })).toBeDisabled();
  });

  it('V1: shows the stake and its rate, deposit disabled, withdraw allowed', async () => {
    let withdrawn = false;
    servePassive(() => (withdrawn ? empty() : v1Stake()), empty);
    server.use(
      http.get(`${API}/api/retirarStakePasivo`, () => {
        withdrawn = true;
        return HttpResponse.json({ ok: true, usuario: makePlayer({ dineroReal: 22_000, fusion: 250 }) });
      }),
    );
    const { user, dialog, store } = await openDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'V1' }));
    expect(
      within(dialog).getByText('Pays 500 HUESO weekly per 10,000 HUESO and 100 VIPHUESO staked.'),
    ).toBeInTheDocument();
    const stake = await within(dialog).findByRole('group', { name: 'V1 stake' });
    expect(within(stake).getByTestId('passive-hueso')).toHaveTextContent('10,000');
    expect(within(stake).getByTestId('passive-vip')).toHaveTextContent('100');
    expect(stake).toHaveTextContent('Weekly reward500 HUESO');
    expect(within(dialog).getByRole('progressbar', { name: 'Next weekly payout' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    const form = within(dialog).getByRole('form', { name: 'Deposit' });
    expect(within(form).getByLabelText('Amount to stake (HUESO)')).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Deposit' })).toBeDisabled();
    expect(
      within(dialog).getByText('V1 no longer takes deposits: you can still withdraw your V1 stake.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw V1' }));
    // A confirmation first: what returns, and that the running week's reward is forfeited.
    const confirm = screen.getByRole('dialog', { name: 'Withdraw your V1 stake?' });
    expect(confirm).toHaveTextContent(
      `10,000 HUESO and 100 VIPHUESO return to your ${MONEY_MESSAGES.en.name.withdrawable} and VIPHUESO.`,
    );
    expect(confirm).toHaveTextContent(
      "This week's reward (500 HUESO) is forfeited: the week is still running and only whole weeks pay.",
    );
    expect(withdrawn).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw V1' }));
    expect(await within(dialog).findByText('Success')).toBeInTheDocument();
    expect(selectInformacion(store.getState())).toMatchObject({ dineroReal: 22_000, fusion: 250 });
    expect(await within(dialog).findByText('Nothing staked in this version.')).toBeInTheDocument();
  });

  it('withdraws nothing when the confirmation is declined, and Escape closes only the confirmation', async () => {
    servePassive(v1Stake, empty);
    let sent = 0;
    server.use(
      http.get(`${API}/api/retirarStakePasivo`, () => {
        sent += 1;
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'V1' }));
    await within(dialog).findByRole('group', { name: 'V1 stake' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw V1' }));
    await user.click(screen.getByRole('button', { name: 'Keep staking' }));
    expect(screen.queryByRole('dialog', { name: 'Withdraw your V1 stake?' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw V1' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Withdraw your V1 stake?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Passive stake' })).toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it('switches versions with the arrow keys', async () => {
    servePassive(v1Stake, empty);
    const { user, dialog } = await openDialog();
    within(dialog).getByRole('tab', { name: 'V2' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('tab', { name: 'V1' })).toHaveFocus();
    expect(within(dialog).getByRole('tab', { name: 'V1' })).toHaveAttribute('aria-selected', 'true');
  });

  it('V2: flags the amounts the rules refuse, sending nothing', async () => {
    servePassive(v1Stake, empty);
    let sent = 0;
    server.use(http.post(`${API}/api/ingresoStakeKodv2`, () => void (sent += 1)));
    const { user, dialog } = await openDialog(makePlayer({ dineroReal: 5000, fusion: 30 }));
    const form = await within(dialog).findByRole('form', { name: 'Deposit' });
    const field = within(form).getByLabelText('Amount to stake (HUESO)');
    const tries: [string, string][] = [
      ['0', 'Invalid amount'],
      ['-10', 'Invalid amount'],
      ['5000.5', 'Invalid amount'],
      ['999', 'The minimum deposit is 1,000 HUESO'],
      ['3500', 'You need 35 VIPHUESO (10 per 1,000 HUESO)'],
    ];
    for (const [amount, text] of tries) {
      await user.clear(field);
      await user.type(field, amount);
      await user.click(within(form).getByRole('button', { name: 'Deposit' }));
      expect(within(form).getByRole('alert')).toHaveTextContent(text);
    }
    expect(sent).toBe(0);
  });

  it('V2: deposits, says Success, and the stake and balance follow', async () => {
    let staked = false;
    servePassive(v1Stake, () => (staked ? { ...empty(), cantidad: 2000, fusion: 20, semanal: 10 } : empty()));
    let body: unknown;
    server.use(
      http.post(`${API}/api/ingresoStakeKodv2`, async ({ request }) => {
        body = await request.json();
        staked = true;
        return HttpResponse.json({ ok: true, usuario: makePlayer({ dineroReal: 10_000, fusion: 130 }) });
      }),
    );
    const { user, dialog, store } = await openDialog();
    const form = await within(dialog).findByRole('form', { name: 'Deposit' });
    await user.type(within(form).getByLabelText('Amount to stake (HUESO)'), '2000');
    expect(within(form).getByText(/This deposit takes 20 VIPHUESO\./)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Deposit' }));
    expect(await within(dialog).findByText('Success')).toBeInTheDocument();
    expect(body).toEqual({ cantidad: 2000 });
    expect(await within(dialog).findByTestId('passive-hueso')).toHaveTextContent('2,000');
    expect(selectInformacion(store.getState())).toMatchObject({ dineroReal: 10_000, fusion: 130 });
  });

  it('V2: says Failed with the server reason', async () => {
    servePassive(v1Stake, empty);
    server.use(
      http.post(`${API}/api/ingresoStakeKodv2`, () =>
        HttpResponse.json({ error: 'You need 20 VIPHUESO (10 per 1,000 HUESO)' }, { status: 400 }),
      ),
    );
    const { user, dialog } = await openDialog();
    const form = await within(dialog).findByRole('form', { name: 'Deposit' });
    await user.type(within(form).getByLabelText('Amount to stake (HUESO)'), '2000');
    await user.click(within(form).getByRole('button', { name: 'Deposit' }));
    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent('Failed');
    expect(status).toHaveTextContent('You need 20 VIPHUESO (10 per 1,000 HUESO)');
  });

  it('shows the view error with a retry', async () => {
    server.use(
      http.get(`${API}/api/mirarStakePasivov2`, () =>
        HttpResponse.json({ error: 'Stake unavailable' }, { status: 503 }),
      ),
    );
    const { dialog } = await openDialog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Stake unavailable');
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('V2: sends one deposit on a double click', async () => {
    servePassive(v1Stake, empty);
    let sent = 0;
    server.use(
      http.post(`${API}/api/ingresoStakeKodv2`, async () => {
        sent += 1;
        await delay(30);
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user, dialog } = await openDialog();
    const form = await within(dialog).findByRole('form', { name: 'Deposit' });
    await user.type(within(form).getByLabelText('Amount to stake (HUESO)'), '2000');
    clickTwice(within(form).getByRole('button', { name: 'Deposit' }));
    expect(within(form).getByRole('button', { name: 'Deposit' })).toBeDisabled();
    expect(within(dialog).getByRole('tab', { name: 'V1' })).toBeDisabled();
    expect(await within(dialog).findByText('Success')).toBeInTheDocument();
    expect(sent).toBe(1);
  });

  it('V1: sends one withdraw on a double click', async () => {
    servePassive(v1Stake, empty);
    let sent = 0;
    server.use(
      http.get(`${API}/api/retirarStakePasivo`, async () => {
        sent += 1;
        await delay(30);
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'V1' }));
    await within(dialog).findByRole('group', { name: 'V1 stake' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw V1' }));
    const confirm = screen.getByRole('dialog', { name: 'Withdraw your V1 stake?' });
    clickTwice(within(confirm).getByRole('button', { name: 'Withdraw V1' }));
    expect(within(dialog).getByRole('button', { name: 'Withdrawing…' })).toBeDisabled();
    expect(await within(dialog).findByText('Success')).toBeInTheDocument();
    expect(sent).toBe(1);
  });

  it('forgets the outcome when another version is shown', async () => {
    servePassive(v1Stake, empty);
    server.use(
      http.post(`${API}/api/ingresoStakeKodv2`, () =>
        HttpResponse.json({ error: 'Not enough VIPHUESO' }, { status: 400 }),
      ),
    );
    const { user, dialog } = await openDialog();
    const form = await within(dialog).findByRole('form', { name: 'Deposit' });
    await user.type(within(form).getByLabelText('Amount to stake (HUESO)'), '2000');
    await user.click(within(form).getByRole('button', { name: 'Deposit' }));
    expect(await within(dialog).findByText('Failed')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'V1' }));
    expect(within(dialog).queryByText('Failed')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'V2' }));
    expect(within(dialog).queryByText('Failed')).not.toBeInTheDocument();
  });
});
