import { setConfig } from '../config/config';
import { fakeKeychain } from '../testing/fakes';
import { CHAIN, testConfig } from '../testing/fixtures';
import { WALLET_MESSAGES } from './messages';
import { Wallet } from './wallet';

beforeEach(() => setConfig(testConfig));
afterEach(() => {
  delete window.hive_keychain;
});

describe('Wallet', () => {
  it('reports a missing extension after waiting for a late injection', async () => {
    const wallet = new Wallet({ detectMs: 50 });
    await expect(wallet.signMessage('demo', '1')).rejects.toMatchObject({
      kind: 'missing',
      message: WALLET_MESSAGES.en.missing,
    });
  });

  it('finds an extension injected after start-up', async () => {
    const wallet = new Wallet({ detectMs: 500 });
    setTimeout(() => {
      window.hive_keychain = fakeKeychain(() => ({ success: true, result: 'ab'.repeat(65) }));
    }, 100);
    await expect(wallet.signMessage('demo', '123')).resolves.toBe('ab'.repeat(65));
  });

  it("maps a cancelled signature to the spec's text ('Firma cancelada o fallida' in Español)", async () => {
    window.hive_keychain = fakeKeychain(() => ({ success: false, error: 'user_cancel' }));
    await expect(new Wallet().sendToken('demo', 'x', 5, 'Deposit', 'HUESO')).rejects.toMatchObject({
      kind: 'cancelled',
      message: 'Signature cancelled or failed',
    });
  });

  it('sends one request at a time', async () => {
    const order: string[] = [];
    let pending = 0;
    window.hive_keychain = fakeKeychain((method) => {
      pending--;
      order.push(method);
      return { success: true, result: { id: 'f'.repeat(40) } };
    }, 20);
    const original = window.hive_keychain.requestSendToken;
    window.hive_keychain.requestSendToken = (...args) => {
      pending++;
      expect(pending).toBe(1);
      original(...args);
    };
    const wallet = new Wallet();
    await Promise.all([
      wallet.sendToken('demo', 'a', 1, 'm', 'HUESO'),
      wallet.sendToken('demo', 'b', 2, 'm', 'HUESO'),
    ]);
    expect(order).toEqual(['send', 'send']);
  });

  it('sends sidechain custom JSON with the Active key and returns the transaction id', async () => {
    let call: unknown[] = [];
    window.hive_keychain = fakeKeychain((_m, args) => {
      call = args;
      return { success: true, result: { id: 'c'.repeat(40), confirmed: false } };
    });
    const payload = { contractName: 'nft', contractAction: 'burn', contractPayload: { nfts: [] } };
    await expect(new Wallet().customJson('demo', payload, 'Burn NFTs (HE)')).resolves.toBe('c'.repeat(40));
    expect(call.slice(0, 5)).toEqual([
      'demo',
      CHAIN.sidechainId,
      'Active',
      JSON.stringify(payload),
      'Burn NFTs (HE)',
    ]);
  });

  it("names the configured chain in the custom JSON id (ssc-mainnet-hive on Hive's own sidechain)", async () => {
    let id: unknown;
    window.hive_keychain = fakeKeychain((_m, args) => {
      id = args[1];
      return { success: true, result: { id: 'c'.repeat(40) } };
    });
    await new Wallet().customJson('demo', {}, 'Burn NFTs (HE)');
    expect(id).toBe('ssc-hueso-local');
    setConfig({ ...testConfig, chain: { ...testConfig.chain, chainId: 'mainnet-hive' } });
    await new Wallet().customJson('demo', {}, 'Burn NFTs (HE)');
    expect(id).toBe('ssc-mainnet-hive');
  });

  it('formats token amounts as Keychain expects and refuses bad ones', async () => {
    let sent = '';
    window.hive_keychain = fakeKeychain((_m, args) => {
      sent = args[2] as string;
      return { success: true, result: { id: 'a'.repeat(40) } };
    });
    await new Wallet().sendToken('demo', 'x', 12.5, 'Deposit', 'HUESO');
    expect(sent).toBe('12.5');
    await expect(new Wallet().sendToken('demo', 'x', 0, 'Deposit', 'HUESO')).rejects.toMatchObject({
      kind: 'failed',
    });
  });

  it('times out, yet reports a transfer approved afterwards so it is not lost', async () => {
    window.hive_keychain = fakeKeychain(() => ({ success: true, result: { id: 'f'.repeat(40) } }), 80);
    const wallet = new Wallet({ answerMs: 20 });
    const late: string[] = [];
    await expect(
      wallet.sendToken('demo', 'hueso.deposit', 4000, 'General Pack', 'HUESO', (id) => late.push(id)),
    ).rejects.toMatchObject({ kind: 'timeout' });
    await new Promise((r) => setTimeout(r, 120));
    expect(late).toEqual(['f'.repeat(40)]);
  });
});
