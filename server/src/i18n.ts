/**
 * The server's refusals in the player's language. Every route refuses in English (the spec's
 * texts and the API reference, docs/api.md); the error handler answers a caller that asks for
 * Español (`Accept-Language: es`) with the Spanish text of the same refusal. Texts with values
 * are written with {0}, {1}… in both languages; a value that is itself a refusal (a refused
 * payment's reason) is translated too.
 */
import {
  BURN_ALREADY_CREDITED,
  CRAFT_FAILURE,
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  INVALID_AMOUNT,
  INVALID_WITHDRAW,
  LOGIN_ERROR,
  MORE_THAN_STAKED,
  NO_TICKETS,
  NOTHING_STAKED,
  PASSIVE_MINIMUM,
  PASSIVE_V1_CLOSED,
  PASSWORD_CHANGED_MEANWHILE,
  SPECIAL_NOT_AVAILABLE,
} from '@hueso/contract';

export type ServerLanguage = 'en' | 'es';

/** English → Español, one entry per refusal a player can meet. */
const SPANISH: readonly (readonly [string, string])[] = [
  ['Unauthorized', 'No autorizado'],
  ['Internal error', 'Error interno'],
  [
    'The chain node is unreachable; try again later',
    'No se puede conectar con el nodo de la cadena; inténtalo más tarde',
  ],
  [LOGIN_ERROR, 'Hubo un error al cargar los datos'],
  [
    'The chain node is unreachable; your operation is saved and completes when it is back',
    'No se puede conectar con el nodo de la cadena; tu operación está guardada y se completará cuando vuelva',
  ],
  [
    'The chain node is unreachable; nothing was changed, try again later',
    'No se puede conectar con el nodo de la cadena; no se cambió nada, inténtalo más tarde',
  ],
  // Wrappers of another refusal come before the rules that would take it for their own value.
  [
    '{0} Your other payment in this transaction was credited.',
    '{0} Tu otro pago de esta transacción se acreditó.',
  ],
  [
    '{0} Your other payments in this transaction were credited.',
    '{0} Tus otros pagos de esta transacción se acreditaron.',
  ],
  ['{0}. Nothing was taken from you.', '{0}. No se te quitó nada.'],
  ['The chain refused it: {0}', 'La cadena la rechazó: {0}'],
  ['The chain issued none of the cards', 'La cadena no emitió ninguna de las cartas'],
  ['The chain moved no tokens', 'La cadena no movió ningún token'],
  ['The chain node refused the transaction: {0}', 'El nodo de la cadena rechazó la transacción: {0}'],
  [
    'The transaction expired before the chain processed it',
    'La transacción caducó antes de que la cadena la procesara',
  ],
  ['No such operation of yours', 'No tienes ninguna operación con ese número'],
  [
    'Your real HUESO balance changed meanwhile; try again',
    'Tu saldo real de HUESO cambió mientras tanto; inténtalo de nuevo',
  ],
  [
    'The proof transaction did not burn exactly the cards chosen for this crafting',
    'La transacción de prueba no quemó exactamente las cartas elegidas para este crafteo',
  ],
  ['Invalid user or password', 'Usuario o contraseña no válidos'],
  ['Invalid signature', 'Firma no válida'],
  ['Signature already used', 'La firma ya se usó'],
  [
    'Login message expired: sign the current time',
    'El mensaje de inicio de sesión caducó: firma la hora actual',
  ],
  ['Unknown account {0}', 'Cuenta desconocida {0}'],
  [
    '{0} is a platform account and cannot log in to the game',
    '{0} es una cuenta de la plataforma y no puede entrar al juego',
  ],
  [
    'Too many login attempts from your address. Try again in {0}.',
    'Demasiados intentos de inicio de sesión desde tu dirección. Inténtalo de nuevo en {0}.',
  ],
  [
    'Too many login attempts for this account. Try again in {0}.',
    'Demasiados intentos de inicio de sesión para esta cuenta. Inténtalo de nuevo en {0}.',
  ],
  // The wait in those two, as the rate limiter words it (@lukeed/ms, long form).
  ['1 second', '1 segundo'],
  ['{0} seconds', '{0} segundos'],
  ['1 minute', '1 minuto'],
  ['{0} minutes', '{0} minutos'],
  [CURRENT_PASSWORD_REQUIRED, 'Introduce tu contraseña actual'],
  [CURRENT_PASSWORD_WRONG, 'La contraseña actual no es correcta'],
  [
    PASSWORD_CHANGED_MEANWHILE,
    'La contraseña cambió mientras tanto: introduce la contraseña actual e inténtalo de nuevo',
  ],
  ['You need the starter pack to withdraw', 'Necesitas el sobre inicial para retirar'],
  ['You need the starter pack to join the pool', 'Necesitas el sobre inicial para unirte al pool'],
  ['Already in the pool', 'Ya estás en el pool'],
  ['Not enough energy', 'No tienes suficiente energía'],
  ['Not enough energy ({0}/{1})', 'No tienes suficiente energía ({0}/{1})'],
  [SPECIAL_NOT_AVAILABLE, 'Todavía no está disponible, lo estará pronto.'],
  ['A mission is already running', 'Ya hay una misión en curso'],
  ['No mission is running', 'No hay ninguna misión en curso'],
  ['The mission is not finished yet', 'La misión todavía no terminó'],
  ['Nothing to withdraw: your HUESO balance is 0', 'Nada que retirar: tu HUESO (en el juego) es 0'],
  ['Nothing to withdraw: your real HUESO balance is 0', 'Nada que retirar: tu HUESO (retirable) es 0'],
  ['No chain account named {0}', 'No hay ninguna cuenta en la cadena llamada {0}'],
  ['Withdrawal failed on chain: {0}', 'La retirada falló en la cadena: {0}'],
  [
    'This payment was refused and returned to you (refund {0}).',
    'Este pago se rechazó y se te devolvió (devolución {0}).',
  ],
  [
    'These payments were refused and returned to you (refunds {0}).',
    'Estos pagos se rechazaron y se te devolvieron (devoluciones {0}).',
  ],
  ['{0} Your payment was returned.', '{0} Se te devolvió el pago.'],
  ['Refused and returned: {0}', 'Rechazados y devueltos: {0}'],
  ['{0} The refund failed on chain: {1}', '{0} La devolución falló en la cadena: {1}'],
  ['Transaction already used', 'La transacción ya se usó'],
  ['Transaction not found', 'No se encontró la transacción'],
  ['Transaction failed on chain: {0}', 'La transacción falló en la cadena: {0}'],
  ['Transaction is not a token transfer', 'La transacción no es una transferencia de tokens'],
  ['Transaction was sent by {0}, not by {1}', 'La transacción la envió {0}, no {1}'],
  ['Transaction moved no tokens', 'La transacción no movió tokens'],
  ['Transaction was sent to {0}, not to {1} or {2}', 'La transacción se envió a {0}, no a {1} ni a {2}'],
  [
    'Deposit quantity {0} has more decimals than HUESO allows.',
    'La cantidad depositada {0} tiene más decimales de los que HUESO permite.',
  ],
  ['You already have the starter pack.', 'Ya tienes el sobre inicial.'],
  [
    '{0} costs {1} {2} each: {3} {4} is not a whole number of them.',
    '{0} cuesta {1} {2} cada uno: {3} {4} no es un número entero de ellos.',
  ],
  [
    '{0} is bought {1} at a time for {2} {3}, not {4} {5}.',
    '{0} se compra de {1} en {1} por {2} {3}, no {4} {5}.',
  ],
  ["Unknown memo '{0}': expected one of {1}.", "Memo desconocido '{0}': se esperaba uno de {1}."],
  ['{0} must be sent to {1}, not to {2}.', '{0} debe enviarse a {1}, no a {2}.'],
  ['{0} must be paid in {1}, not {2}.', '{0} debe pagarse en {1}, no en {2}.'],
  ['Unknown user {0}', 'Usuario desconocido {0}'],
  ['Unknown player {0}', 'Jugador desconocido {0}'],
  ['Admins only', 'Solo para administradores'],
  ["Unknown item '{0}'", "Objeto desconocido '{0}'"],
  ['{0} cannot be opened', '{0} no se puede abrir'],
  ['{0} is opened with {1}', '{0} se abre con {1}'],
  [
    'You are logged in as {0} and cannot open items of {1}',
    'Entraste como {0} y no puedes abrir objetos de {1}',
  ],
  ['You have {0} {1}, not {2}', 'Tienes {0} {1}, no {2}'],
  ['The cards could not be issued on chain: {0}', 'No se pudieron emitir las cartas en la cadena: {0}'],
  ['Unknown card {0}', 'Carta desconocida {0}'],
  [
    'Crafting takes cards of one type letter and one rarity',
    'El crafteo usa cartas de una sola letra de tipo y una sola rareza',
  ],
  [
    'Crafting {0} cards takes exactly {1} cards, not {2}',
    'Craftear cartas {0} usa exactamente {1} cartas, no {2}',
  ],
  [`${CRAFT_FAILURE}: you own {0} of {1}, not {2}`, 'Saldo insuficiente: tienes {0} de {1}, no {2}'],
  [
    `${CRAFT_FAILURE}: crafting {0} cards costs {1} HUESO`,
    'Saldo insuficiente: craftear cartas {0} cuesta {1} HUESO (en el juego)',
  ],
  [
    `${CRAFT_FAILURE}: the cards could not be burned, nothing was changed`,
    'Saldo insuficiente: no se pudieron quemar las cartas, no cambió nada',
  ],
  [
    `${CRAFT_FAILURE}: the new card could not be issued on chain, nothing was changed`,
    'Saldo insuficiente: no se pudo emitir la carta nueva en la cadena, no cambió nada',
  ],
  [CRAFT_FAILURE, 'Error de saldo insuficiente'],
  [BURN_ALREADY_CREDITED, 'Esta quema ya estaba acreditada'],
  [
    'This burn was already credited in the album (HUESO and PP)',
    'Esta quema ya se acreditó en el álbum (HUESO y PP)',
  ],
  ['This burn was already turned into arena PP', 'Esta quema ya se convirtió en PP de la arena'],
  ['This burn was already counted', 'Esta quema ya se contó'],
  [
    'This burn paid for a crafting; it cannot be credited again',
    'Esta quema pagó un crafteo; no se puede acreditar otra vez',
  ],
  ['This burn belongs to another player', 'Esta quema pertenece a otro jugador'],
  ['Burn transaction not found on the chain', 'No se encontró la transacción de quema en la cadena'],
  ['The proof transaction is not an nft.burn', 'La transacción de prueba no es un nft.burn'],
  ['The proof transaction was sent by {0}, not by {1}', 'La transacción de prueba la envió {0}, no {1}'],
  ['The burn failed on the chain: {0}', 'La quema falló en la cadena: {0}'],
  ['The proof transaction burned none of your NFTs', 'La transacción de prueba no quemó ninguna de tus NFTs'],
  ['Burned instance of unknown card {0}', 'Instancia quemada de una carta desconocida {0}'],
  ['Already in the queue', 'Ya estás en la cola'],
  [
    'Not enough HUESO (in game): the entry fee is {0}. Run missions to mine more.',
    'No tienes suficiente HUESO (en el juego): la entrada cuesta {0}. Haz misiones para minar más.',
  ],
  ['No battle to resolve: enter the queue first', 'No hay batalla que resolver: primero entra en la cola'],
  ['No unseen battle', 'No hay batallas sin ver'],
  ['No such battle of yours', 'No tienes esa batalla'],
  ['Not in the queue', 'No estás en la cola'],
  [
    'The battle is already paired: it can no longer be left',
    'La batalla ya tiene rival: ya no se puede abandonar',
  ],
  [
    'This search began in an arena week that has ended: it can no longer be left',
    'Esta búsqueda empezó en una semana de arena que ya terminó: ya no se puede abandonar',
  ],
  [INVALID_AMOUNT, 'Cantidad no válida'],
  [INVALID_WITHDRAW, 'Introduce una cantidad válida para retirar'],
  [MORE_THAN_STAKED, 'No puedes retirar más de lo que tienes en stake'],
  [NO_TICKETS, 'Todavía no hay tickets para reclamar'],
  [NOTHING_STAKED, 'No tienes nada en stake'],
  [PASSIVE_V1_CLOSED, 'El stake pasivo V1 ya no acepta depósitos'],
  [PASSIVE_MINIMUM, 'El depósito mínimo es de 1.000 HUESO'],
  ['You need {0} VIPHUESO (10 per 1,000 HUESO)', 'Necesitas {0} VIPHUESO (10 por cada 1.000 HUESO)'],
];

interface Rule {
  pattern: RegExp;
  spanish: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const RULES: Rule[] = SPANISH.map(([english, spanish]) => ({
  pattern: new RegExp(`^${escape(english).replace(/\\\{\d\\\}/g, '(.+?)')}$`, 's'),
  spanish,
}));

/** The caller's language from `Accept-Language` (its first tag the game speaks), English by default. */
export function requestLanguage(acceptLanguage: string | undefined): ServerLanguage {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (tag.startsWith('es')) return 'es';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}

/** A refusal in `lang`; a text with no translation is returned as it is. */
export function localizeError(message: string, lang: ServerLanguage, depth = 0): string {
  if (lang === 'en' || depth > 2) return message;
  for (const { pattern, spanish } of RULES) {
    const match = pattern.exec(message);
    if (!match) continue;
    return spanish.replace(/\{(\d)\}/g, (_, i: string) =>
      localizeError(match[Number(i) + 1] ?? '', lang, depth + 1),
    );
  }
  return message;
}

/** Whether a refusal has a Spanish text (tests walk every refusal the routes can send). */
export function hasSpanish(message: string): boolean {
  return RULES.some(({ pattern }) => pattern.test(message));
}
