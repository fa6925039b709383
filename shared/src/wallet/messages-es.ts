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
  signing: 'Confirma en tu billetera…',
  confirming: 'Esperando la confirmación de la cadena…',
  keepPayment: 'Conservarlo',
  discardPayment: 'Descartar pago',
  discardWarning: (amount: string, symbol: string, memo: string) =>
    `¿Descartar el pago de ${amount} ${symbol} por ${memo}? ` +
    'Nunca se acreditará: si esos tokens salieron de tu billetera, el juego los pierde. ' +
    'Descártalo solo si el historial de tu billetera muestra que la transferencia falló o nunca llegó.',
  stillPending: 'La cadena aún no lo ha confirmado. Se completará por sí solo: vuelve a mirar en un minuto.',
  proofPending: 'La cadena aún no ha procesado tu transacción. Vuelve a intentarlo en un minuto.',
};
