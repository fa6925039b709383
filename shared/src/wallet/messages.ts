import { WALLET_CANCELLED } from '@hueso/contract/common';
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
  },
  es: {
    missing: 'Hive Keychain no está instalado',
    timeout: 'La billetera no respondió a tiempo',
    cancelled: WALLET_CANCELLED,
    noTxId: 'La billetera no devolvió un id de transacción',
    noSignature: 'La billetera no devolvió una firma',
    invalidAmount: 'Introduce una cantidad válida',
  },
});

/** The wallet texts in the page's language (errors are made outside React). */
export const walletText = () => messagesIn(WALLET_MESSAGES, getLanguage());
