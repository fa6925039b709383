import { defineMessages } from '../i18n/messages';

/** The UI kit's own texts (dialogs, tables, states, sign-in fields, wallet notices). */
export const KIT_MESSAGES = defineMessages({
  en: {
    close: 'Close',
    cancel: 'Cancel',
    working: 'Working…',
    retry: 'Retry',
    dismiss: 'Dismiss',
    loading: 'Loading…',
    finished: 'Finished',
    rowsPerPage: 'Rows per page',
    pageRange: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
    previousPage: 'Previous page',
    nextPage: 'Next page',
    username: 'Username',
    password: 'Password',
    signing: 'Confirm in your wallet…',
    confirming: 'Waiting for the chain to confirm…',
    keepPayment: 'Keep it',
    discardPayment: 'Discard payment',
    discardWarning: (amount: string, symbol: string, memo: string) =>
      `Discard the payment of ${amount} ${symbol} for ${memo}? ` +
      'It will never be credited: if those tokens left your wallet, they are lost to the game. ' +
      'Discard it only if your wallet history shows the transfer failed or never arrived.',
    language: 'Language',
    /** An API answer that does not match its schema (followed by the field, when known). */
    badResponse: 'Unexpected response from the server',
    /** A move the chain has not confirmed within the client's wait (the server completes it). */
    stillPending: 'The chain has not confirmed it yet. It will complete on its own: check again in a minute.',
    /** The player's own transaction the chain has not processed within the client's wait. */
    proofPending: 'The chain has not processed your transaction yet. Try again in a minute.',
  },
  es: () => import(/* webpackChunkName: "shared-messages-es" */ './messages-es'),
});
