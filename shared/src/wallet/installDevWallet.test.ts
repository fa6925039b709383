import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KeychainResponse } from './keychain';
import { installDevWallet } from './installDevWallet';

afterEach(() => {
  delete window.hive_keychain;
});

describe('installDevWallet', () => {
  it('loads the dev wallet on the first request and asks for approval', async () => {
    installDevWallet('http://localhost:8091/dev');
    const answer = new Promise<KeychainResponse>((resolve) =>
      window.hive_keychain!.requestSignBuffer('demo', '1700000000000', 'Posting', resolve),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Dev wallet' });
    expect(dialog).toHaveTextContent('Dev wallet: Sign message');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toMatchObject({ success: false, error: 'user_cancel' });
  });

  it('leaves a real extension in place', () => {
    const real = { requestHandshake: jest.fn() } as unknown as NonNullable<typeof window.hive_keychain>;
    window.hive_keychain = real;
    installDevWallet('http://localhost:8091/dev');
    expect(window.hive_keychain).toBe(real);
  });
});
