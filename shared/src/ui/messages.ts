import { defineMessages } from '../i18n/messages';

/** The UI kit's own texts (dialogs, tables, states, sign-in fields); the wallet's are its own. */
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
    language: 'Language',
    /** An API answer that does not match its schema (followed by the field, when known). */
    badResponse: 'Unexpected response from the server',
  },
  es: () => import(/* webpackChunkName: "shared-messages-es" */ './messages-es'),
});
