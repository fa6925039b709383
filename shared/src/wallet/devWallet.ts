/**
 * A development wallet implementing the Keychain interface against the reference server's local
 * chain. Installed only when config.json enables it; each request asks for approval in a small
 * dialog, as the extension's popup does, so cancel paths can be exercised.
 */
import type { HiveKeychain, KeychainResponse } from './keychain';
import { theme } from '../ui/theme';
import { getLanguage } from '../i18n/language';
import { messagesIn, whenLoaded } from '../i18n/messages';
import { DEV_WALLET_MESSAGES } from './dev/messages';

const { colors } = theme;

type Callback = (res: KeychainResponse) => void;

/** The window's texts in the page's language, read when a request comes. */
const texts = () => messagesIn(DEV_WALLET_MESSAGES, getLanguage());

function approve(title: string, lines: string[]): Promise<boolean> {
  const t = texts();
  return new Promise((resolve) => {
    const box = document.createElement('div');
    box.setAttribute('role', 'alertdialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-label', t.name);
    box.style.cssText =
      'position:fixed;right:16px;top:16px;z-index:10000;width:320px;padding:16px;border-radius:8px;' +
      `background:${colors.surface};color:${colors.text};border:2px solid ${colors.dangerFill};` +
      `font:14px sans-serif;box-shadow:0 8px 30px ${colors.shadow}`;
    const h = document.createElement('strong');
    h.textContent = t.title(title);
    box.append(h);
    for (const line of lines) {
      const p = document.createElement('p');
      p.textContent = line;
      p.style.cssText = 'margin:8px 0;word-break:break-all';
      box.append(p);
    }
    const finish = (ok: boolean) => {
      box.remove();
      resolve(ok);
    };
    for (const [label, ok] of [
      [t.approve, true],
      [t.cancel, false],
    ] as const) {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      b.style.cssText = `margin:8px 8px 0 0;padding:6px 14px;border:0;border-radius:4px;color:${colors.buttonText};background:${ok ? colors.dangerFill : colors.border}`;
      b.onclick = () => finish(ok);
      box.append(b);
    }
    box.addEventListener('keydown', (e) => e.key === 'Escape' && finish(false));
    document.body.append(box);
    (box.querySelector('button') as HTMLButtonElement).focus();
  });
}

type DevTexts = ReturnType<typeof texts>;

export function createDevWallet(devBase: string): HiveKeychain {
  /** `describe` gives the window's title and lines once its texts are loaded (this module loads on first use). */
  const call = async (
    path: string,
    body: unknown,
    cb: Callback,
    describe: (t: DevTexts) => [title: string, lines: string[]],
  ) => {
    await whenLoaded(DEV_WALLET_MESSAGES, getLanguage()).catch(() => undefined);
    if (!(await approve(...describe(texts())))) {
      cb({ success: false, error: 'user_cancel', message: 'Request was canceled by the user.' });
      return;
    }
    try {
      const res = await fetch(`${devBase}/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const data = (await res.json()) as KeychainResponse & { error?: string };
      if (!res.ok)
        cb({ success: false, error: data.error ?? 'failed', message: data.error ?? 'Request failed' });
      else cb({ ...data, success: true });
    } catch (err) {
      cb({ success: false, error: 'failed', message: (err as Error).message });
    }
  };
  return {
    requestHandshake: (cb) => cb(),
    requestSignBuffer: (account, message, key, cb) =>
      void call('signBuffer', { account, message, key }, cb, (t) => [
        t.signMessage,
        [t.account(account), t.key(key), message],
      ]),
    requestCustomJson: (account, id, key, json, display, cb) =>
      void call('customJson', { account, id, key, json }, cb, (t) => [
        display || t.customJson,
        [t.account(account), json],
      ]),
    requestSendToken: (account, to, amount, memo, currency, cb) =>
      void call('sendToken', { account, to, amount, memo, currency }, cb, (t) => [
        t.sendToken,
        [t.fromTo(account, to), `${amount} ${currency}`, t.memo(memo)],
      ]),
  };
}
