/** Español of this feature’s catalogue (./messages), loaded only by a page in Español. */
import { WALLET_CANCELLED } from '@hueso/contract/common';

export default {
  missing: 'Hive Keychain no está instalado',
  timeout: 'La billetera no respondió a tiempo',
  cancelled: WALLET_CANCELLED,
  noTxId: 'La billetera no devolvió un id de transacción',
  noSignature: 'La billetera no devolvió una firma',
  invalidAmount: 'Introduce una cantidad válida',
  installNext:
    'Añade la extensión Hive Keychain a este navegador, entra en ella con tu cuenta de Hive y recarga esta página.',
  getKeychain: 'Conseguir Hive Keychain',
};
