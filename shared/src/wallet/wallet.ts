import { ApiError } from '../api/client';
import { getConfig } from '../config/config';
import type { HiveKeychain, KeychainResponse } from './keychain';
import { walletText, walletTextLoaded } from './messages';

/** A wallet failure, shown as it is: `kind` tells missing, cancelled, refused or timed out apart. */
export class WalletError extends ApiError {
  override name = 'WalletError';
  constructor(
    message: string,
    readonly kind: 'missing' | 'cancelled' | 'failed' | 'timeout',
  ) {
    super(message, null, kind);
  }
}

/** The custom_json id of a sidechain action on the configured chain (HIVE.md). */
const sidechainId = () => `ssc-${getConfig().chain.chainId}`;
const AMOUNT = /^\d+(\.\d{1,8})?$/;

/** Waits for the extension, which injects itself after the page loads (HIVE.md). */
export function waitForKeychain(timeoutMs = 1500, pollMs = 100): Promise<HiveKeychain | null> {
  return new Promise((resolve) => {
    const started = Date.now();
    const check = () => {
      if (window.hive_keychain) return resolve(window.hive_keychain);
      if (Date.now() - started >= timeoutMs) return resolve(null);
      setTimeout(check, pollMs);
    };
    check();
  });
}

function txId(res: KeychainResponse): string {
  const result = res.result as { id?: unknown; tx_id?: unknown } | undefined;
  const id = result?.id ?? result?.tx_id;
  if (typeof id !== 'string') throw new WalletError(walletText().noTxId, 'failed');
  return id;
}

/** Hands the transaction id of a late approval to `onLate`; a late answer without one keeps nothing. */
function lateAnswer(onLate?: (txid: string) => void) {
  return (res: KeychainResponse) => {
    try {
      onLate?.(txId(res));
    } catch {
      // No transaction id in a late answer: nothing to keep.
    }
  };
}

/**
 * The wallet funnel: one Keychain request at a time (the extension keeps only one pending),
 * a missing extension detected after a short wait, and a cancel mapped to the spec's text.
 */
export class Wallet {
  private queue: Promise<unknown> = Promise.resolve();
  /** How long a request waits for the wallet's answer (5 minutes); a later answer goes to `onLate`. */
  answerMs: number;

  constructor(private readonly options: { detectMs?: number; answerMs?: number } = {}) {
    this.answerMs = options.answerMs ?? 5 * 60_000;
  }

  /** Whether the extension is present (waiting briefly for a late injection). */
  async isAvailable(): Promise<boolean> {
    return (await waitForKeychain(this.options.detectMs)) !== null;
  }

  private run(
    call: (kc: HiveKeychain, done: (res: KeychainResponse) => void) => void,
    onLateSuccess?: (res: KeychainResponse) => void,
  ): Promise<KeychainResponse> {
    const next = this.queue.then(async () => {
      // This module may have loaded on this very request: its refusals come in the page's language.
      const texts = await walletTextLoaded();
      const kc = await waitForKeychain(this.options.detectMs);
      if (!kc) throw new WalletError(texts.missing, 'missing');
      return new Promise<KeychainResponse>((resolve, reject) => {
        let timedOut = false;
        const timer = setTimeout(() => {
          timedOut = true;
          reject(new WalletError(walletText().timeout, 'timeout'));
        }, this.answerMs);
        call(kc, (res) => {
          clearTimeout(timer);
          // Approved after we stopped waiting: what it did (tokens sent) must not go unnoticed.
          if (timedOut) return void (res.success && onLateSuccess?.(res));
          if (res.success) return resolve(res);
          if (res.error === 'user_cancel')
            return reject(new WalletError(walletText().cancelled, 'cancelled'));
          reject(new WalletError(res.message || walletText().cancelled, 'failed'));
        });
      });
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Signs a message with the Posting key; resolves to the signature hex. */
  async signMessage(account: string, message: string): Promise<string> {
    const res = await this.run((kc, done) =>
      kc.requestSignBuffer(account, message, 'Posting', done, null, 'HUESO login'),
    );
    if (typeof res.result !== 'string') throw new WalletError(walletText().noSignature, 'failed');
    return res.result;
  }

  /**
   * Sends a sidechain custom JSON with the Active key; resolves to the transaction id. `onLate`
   * receives the id of a request approved after the answer time-out, when this call has already
   * failed (a burn signed late must still be kept).
   */
  async customJson(
    account: string,
    payload: unknown,
    displayMsg: string,
    onLate?: (txid: string) => void,
  ): Promise<string> {
    const json = JSON.stringify(payload);
    return txId(
      await this.run(
        (kc, done) => kc.requestCustomJson(account, sidechainId(), 'Active', json, displayMsg, done),
        lateAnswer(onLate),
      ),
    );
  }

  /**
   * A sidechain token transfer; resolves to the transaction id. `onLate` receives the id of a
   * transfer approved after the answer time-out, when this call has already failed.
   */
  async sendToken(
    account: string,
    to: string,
    amount: number,
    memo: string,
    currency: string,
    onLate?: (txid: string) => void,
  ): Promise<string> {
    const text = amount.toFixed(8).replace(/\.?0+$/, '');
    if (!(amount > 0) || !AMOUNT.test(text)) throw new WalletError(walletText().invalidAmount, 'failed');
    return txId(
      await this.run(
        (kc, done) => kc.requestSendToken(account, to, text, memo, currency, done),
        lateAnswer(onLate),
      ),
    );
  }
}

/** The one wallet of the app. */
export const wallet = new Wallet();
