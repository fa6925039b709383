import { getLanguage } from '../i18n/language';
import { defineMessages, messagesIn, whenLoaded } from '../i18n/messages';

/**
 * What the wallet funnel tells the player: a request that does not go through, a move waiting in
 * the wallet or on the chain, a payment kept or discarded.
 */
export const WALLET_MESSAGES = defineMessages({
  en: {
    missing: 'Hive Keychain is not installed',
    timeout: 'The wallet did not answer in time',
    cancelled: 'Signature cancelled or failed',
    noTxId: 'The wallet returned no transaction id',
    noSignature: 'The wallet returned no signature',
    invalidAmount: 'Enter a valid amount',
    installNext:
      'Add the Hive Keychain extension to this browser, sign in to it with your Hive account, then reload this page.',
    getKeychain: 'Get Hive Keychain',
    signing: 'Confirm in your wallet…',
    confirming: 'Waiting for the chain to confirm…',
    keepPayment: 'Keep it',
    discardPayment: 'Discard payment',
    discardWarning: (amount: string, symbol: string, memo: string) =>
      `Discard the payment of ${amount} ${symbol} for ${memo}? ` +
      'It will never be credited: if those tokens left your wallet, they are lost to the game. ' +
      'Discard it only if your wallet history shows the transfer failed or never arrived.',
    /** A move the chain has not confirmed within the client's wait (the server completes it). */
    stillPending: 'The chain has not confirmed it yet. It will complete on its own: check again in a minute.',
    /** The player's own transaction the chain has not processed within the client's wait. */
    proofPending: 'The chain has not processed your transaction yet. Try again in a minute.',
  },
  es: () => import(/* webpackChunkName: "shared-messages-es" */ './messages-es'),
});

/** The wallet texts in the page's language (errors are made outside React). */
export const walletText = () => messagesIn(WALLET_MESSAGES, getLanguage());

/** `walletText` once the page's language of them has loaded (English if it cannot). */
export async function walletTextLoaded() {
  await whenLoaded(WALLET_MESSAGES, getLanguage()).catch(() => undefined);
  return walletText();
}

/** Where a player gets the wallet extension (HIVE.md). */
export const KEYCHAIN_URL = 'https://hive-keychain.com';

/** Whether a failure's text is the wallet's "not installed", in either language. */
export const isWalletMissing = (text: unknown): boolean =>
  text === WALLET_MESSAGES.en.missing || text === WALLET_MESSAGES.es?.missing;
