import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '../../i18n/language';
import type { KeychainResponse } from '../keychain';
import { createDevWallet } from '../devWallet';

afterEach(() => setLanguage('en', { remember: false }));

describe("the dev wallet's window speaks the page's language", () => {
  it('in Español, every word of a token transfer request is Spanish', async () => {
    setLanguage('es', { remember: false });
    const wallet = createDevWallet('http://localhost:8091/dev');
    const answer = new Promise<KeychainResponse>((resolve) =>
      wallet.requestSendToken('demo', 'hueso.deposit', '4000', 'General Pack', 'HUESO', resolve),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Billetera de desarrollo' });
    expect(dialog).toHaveTextContent('Billetera de desarrollo: Enviar token');
    expect(dialog).toHaveTextContent('De demo a hueso.deposit');
    expect(dialog).toHaveTextContent('Nota: General Pack');
    expect(within(dialog).getByRole('button', { name: 'Aprobar' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(answer).resolves.toMatchObject({ success: false, error: 'user_cancel' });
  });

  it('in English, the same request reads in English', async () => {
    const wallet = createDevWallet('http://localhost:8091/dev');
    const answer = new Promise<KeychainResponse>((resolve) =>
      wallet.requestSignBuffer('demo', '1700000000000', 'Posting', resolve),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Dev wallet' });
    expect(dialog).toHaveTextContent('Dev wallet: Sign message');
    expect(dialog).toHaveTextContent('Account: demo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toMatchObject({ success: false });
  });
});
