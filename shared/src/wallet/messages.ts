import { getLanguage } from '../i18n/language';
import { defineMessages, messagesIn } from '../i18n/messages';

/** What the wallet funnel tells the player when a request does not go through. */
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
  },
  es: () => import(/* webpackChunkName: "shared-messages-es" */ './messages-es'),
});

/** The wallet texts in the page's language (errors are made outside React). */
export const walletText = () => messagesIn(WALLET_MESSAGES, getLanguage());

/** Where a player gets the wallet extension (HIVE.md). */
export const KEYCHAIN_URL = 'https://hive-keychain.com';

/** Whether a failure's text is the wallet's "not installed", in either language. */
export const isWalletMissing = (text: unknown): boolean =>
  text === WALLET_MESSAGES.en.missing || text === WALLET_MESSAGES.es?.missing;
