import { LOGIN_ERROR } from '@hueso/contract/common';
import { defineMessages } from '@hueso/shared';

/** The login screen's texts; wallet login problems go to the console only (SPEC.md section 8). */
export const LOGIN_MESSAGES = defineMessages({
  en: {
    title: 'Log in with your user',
    error: LOGIN_ERROR,
    logIn: 'Log in',
    loggingIn: 'Logging in…',
    keychain: 'KeyChain',
    needsUser: 'Wallet login needs the account name in Username',
    noKeychain: 'Hive Keychain is not installed',
    walletFailed: 'Wallet login failed:',
  },
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
});
