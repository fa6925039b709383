/** Español of this feature’s catalogue (./messages), loaded only by a page in Español. */
export default {
  close: 'Cerrar',
  cancel: 'Cancelar',
  working: 'Procesando…',
  retry: 'Reintentar',
  dismiss: 'Descartar',
  loading: 'Cargando…',
  finished: 'Terminado',
  rowsPerPage: 'Filas por página',
  pageRange: (from: number, to: number, total: number) => `${from}–${to} de ${total}`,
  previousPage: 'Página anterior',
  nextPage: 'Página siguiente',
  username: 'Usuario',
  password: 'Contraseña',
  signing: 'Confirma en tu billetera…',
  confirming: 'Esperando la confirmación de la cadena…',
  keepPayment: 'Conservarlo',
  discardPayment: 'Descartar pago',
  discardWarning: (amount: string, symbol: string, memo: string) =>
    `¿Descartar el pago de ${amount} ${symbol} por ${memo}? ` +
    'Nunca se acreditará: si esos tokens salieron de tu billetera, el juego los pierde. ' +
    'Descártalo solo si el historial de tu billetera muestra que la transferencia falló o nunca llegó.',
  language: 'Idioma',
  badResponse: 'Respuesta inesperada del servidor',
  stillPending: 'La cadena aún no lo ha confirmado. Se completará por sí solo: vuelve a mirar en un minuto.',
  proofPending: 'La cadena aún no ha procesado tu transacción. Vuelve a intentarlo en un minuto.',
};
