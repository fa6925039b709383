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
  es: {
    title: 'Inicia sesión con tu usuario',
    error: 'Hubo un error al cargar los datos',
    logIn: 'Entrar',
    loggingIn: 'Entrando…',
    keychain: 'KeyChain',
    needsUser: 'El inicio de sesión con billetera necesita el nombre de la cuenta en Usuario',
    noKeychain: 'Hive Keychain no está instalado',
    walletFailed: 'Falló el inicio de sesión con billetera:',
  },
});
