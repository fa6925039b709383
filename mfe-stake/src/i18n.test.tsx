import { act, screen, within } from '@testing-library/react';
import { setLanguage, loadedIn } from '@hueso/shared';
import { MONEY_MESSAGES } from '@hueso/shared/play';
import { handlers, makePlayer, remoteRenderer, server, setUpRemoteTests } from '@hueso/shared/testing';
import App from './App';
import { stakeWorldHandlers } from './testing';

setUpRemoteTests();
const renderArea = remoteRenderer(App, { route: '/game/stake' });

/** Read once the tests' languages are loaded. */
const ES = () => loadedIn(MONEY_MESSAGES, 'es').name;

beforeEach(() => {
  server.use(handlers.informacion(makePlayer()), ...stakeWorldHandlers());
  act(() => setLanguage('es'));
});

afterEach(() => {
  act(() => setLanguage('en'));
  localStorage.clear();
});

describe('stake in Español', () => {
  it('shows the landing in Spanish', () => {
    renderArea();
    expect(screen.getByRole('heading', { name: 'Stake', level: 1 })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Opciones de stake' });
    expect(within(list).getByRole('link', { name: 'Stake por tickets' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Stake pasivo' })).toBeInTheDocument();
    expect(
      within(list).getByRole('link', { name: 'Stake de tokens (se abre en una pestaña nueva)' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Passive stake')).not.toBeInTheDocument();
    expect(screen.queryByText(/opens in a new tab/)).not.toBeInTheDocument();
  });

  it('shows stake play with the money names, Spanish numbers and a Spanish refusal', async () => {
    const { user } = renderArea({ route: '/game/stake/play' });
    expect(screen.getByRole('heading', { name: 'Stake por tickets', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Posiciones del stake por tickets' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['USUARIOS', 'POSICIÓN', 'HUESO', 'TICKET']);
    expect(within(table).getByText('player1 (tú)')).toBeInTheDocument();
    const mine = screen.getByRole('group', { name: 'Tu stake' });
    expect(within(mine).getByText(ES().staked)).toBeInTheDocument();
    expect(within(mine).getByText(ES().withdrawable)).toBeInTheDocument();
    expect(within(mine).getByTestId('staked')).toHaveTextContent('47.000');
    expect(within(mine).getByTestId('real')).toHaveTextContent('12.000');
    expect(screen.getByTestId('money-notes')).toHaveTextContent(
      loadedIn(MONEY_MESSAGES, 'es').explain.withdrawable,
    );
    expect(screen.getByText('Aún no tienes un ticket entero para reclamar')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Depositar' });
    await user.type(within(form).getByLabelText('Cantidad para stake'), '12001');
    await user.click(within(form).getByRole('button', { name: 'Depositar' }));
    const alert = within(form).getByRole('alert');
    expect(alert).toHaveTextContent(`Cantidad no válida. No tienes suficiente ${ES().withdrawable}`);
    expect(alert).toHaveTextContent(loadedIn(MONEY_MESSAGES, 'es').howToGet.withdrawable);
    for (const english of ['Your stake', 'Real balance', 'Positions', 'Invalid amount', 'Claim']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('shows the passive stake dialog in Spanish', async () => {
    const { user } = renderArea();
    await user.click(screen.getByRole('button', { name: 'Stake pasivo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stake pasivo' });
    expect(within(dialog).getByRole('tablist', { name: 'Versión del stake pasivo' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('Paga 50 HUESO por semana por cada 10.000 HUESO y 100 VIPHUESO en stake.'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('No tienes nada en stake en esta versión.')).toBeInTheDocument();
    expect(within(dialog).getByText('Próximo pago semanal')).toBeInTheDocument();
    const form = within(dialog).getByRole('form', { name: 'Depositar' });
    await user.type(within(form).getByLabelText('Cantidad para stake (HUESO)'), '999');
    await user.click(within(form).getByRole('button', { name: 'Depositar' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('El depósito mínimo es de 1000 HUESO');
    await user.click(within(dialog).getByRole('tab', { name: 'V1' }));
    expect(
      await within(dialog).findByText('V1 ya no acepta depósitos: aún puedes retirar tu stake de V1.'),
    ).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Retirar V1' }));
    const confirm = screen.getByRole('dialog', { name: '¿Retirar tu stake de V1?' });
    expect(confirm).toHaveTextContent(`10.000 HUESO y 100 VIPHUESO vuelven a tu ${ES().withdrawable}`);
    expect(within(confirm).getByRole('button', { name: 'Seguir en stake' })).toBeInTheDocument();
    for (const english of ['Passive stake', 'Next weekly payout', 'Keep staking', 'Weekly reward']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });
});
