/** Español of this feature’s catalogue (./messages), loaded only by a page in Español. */
export default {
  title: 'Inicia sesión con tu usuario',
  error: 'Hubo un error al cargar los datos',
  logIn: 'Entrar',
  loggingIn: 'Entrando…',
  keychain: 'KeyChain',
  needsUser: 'El inicio de sesión con billetera necesita el nombre de la cuenta en Usuario',
  noKeychain: 'Hive Keychain no está instalado',
  walletFailed: 'Falló el inicio de sesión con billetera:',
};
