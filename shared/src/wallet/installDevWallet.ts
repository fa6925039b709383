import type { HiveKeychain } from './keychain';

/**
 * Installs the dev wallet as `window.hive_keychain` unless a real extension is present. Its code
 * (approval dialog, signing calls) loads on the first request, so no page pays for it up front.
 */
export function installDevWallet(devBase: string): void {
  if (window.hive_keychain) return;
  let wallet: Promise<HiveKeychain> | null = null;
  const load = () => {
    wallet ??= import(/* webpackChunkName: "dev-wallet" */ './devWallet').then((m) =>
      m.createDevWallet(devBase),
    );
    wallet.catch(() => {
      wallet = null;
    });
    return wallet;
  };
  /** Forwards a request to the loaded wallet; a failed load answers the callback as a failure. */
  const forward =
    <K extends Exclude<keyof HiveKeychain, 'requestHandshake'>>(method: K) =>
    (...args: Parameters<HiveKeychain[K]>) => {
      load().then(
        (w) => (w[method] as (...a: Parameters<HiveKeychain[K]>) => void)(...args),
        (err: Error) => {
          const cb = args.find((a) => typeof a === 'function') as
            ((r: { success: false; error: string; message: string }) => void) | undefined;
          cb?.({ success: false, error: 'failed', message: err.message });
        },
      );
    };
  window.hive_keychain = {
    requestHandshake: (cb) => cb(),
    requestSignBuffer: forward('requestSignBuffer'),
    requestCustomJson: forward('requestCustomJson'),
    requestSendToken: forward('requestSendToken'),
  };
}
