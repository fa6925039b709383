/** Español of this feature’s catalogue (./messages), loaded only by a page in Español. */
import { loadedIn } from '@hueso/shared';
import { MONEY_MESSAGES } from '@hueso/shared/play';

/** Loaded first by ./messages. */
const money = loadedIn(MONEY_MESSAGES, 'es');

export default {
  need: (n: number, rareza: string) => `Necesitas ${n} cartas ${rareza}`,
  pickFirst: 'Elige una carta de la derecha para empezar',
  selectedTitle: 'Cartas seleccionadas',
  ownedTitle: 'Tus cartas',
  craft: 'Craftear',
  crafting: 'Crafteando…',
  success: 'Operación exitosa',
  failure: `Error: no tienes suficiente ${money.name.inGame}`,
  fee: (fee: string) => `Comisión: ${fee} ${money.name.inGame}, se quema`,
  gives: (rareza: string, shiny: boolean) =>
    shiny ? `Da una carta ${rareza} brillante` : `Da una carta ${rareza} del mismo tipo`,
  crafted: (id: string, rareza: string) => `Carta nueva: ${id} (${rareza})`,
  recipeTitle: 'Receta: cartas de una misma letra de tipo y una misma rareza',
  recipe: (n: number, rareza: string, to: string, shiny: boolean, fee: string) =>
    `${n} ${rareza} → 1 ${shiny ? `${to} brillante` : to} · ${fee} ${money.name.inGame}`,
  none: 'Todavía no tienes cartas para craftear.',
  loading: 'Cargando tus cartas…',
  add: (id: string, owned: number) => `Agregar ${id}, tienes ${owned}`,
  remove: (id: string) => `Quitar una ${id}`,
  walletMissing:
    'Necesitas la extensión Hive Keychain instalada para craftear: tu billetera quema las cartas.',
  noAccount: 'No se pudo resolver la cuenta del jugador',
  noCopies: 'Algunas de las copias elegidas ya no son tuyas: vuelve a cargar tus cartas',
  notCrafted: (reason: string, tx: string) =>
    `El crafteo falló: ${reason}. La quema de tus cartas (transacción ${tx}) no se usó: Quemar NFTs aún puede reclamarla.`,
};
