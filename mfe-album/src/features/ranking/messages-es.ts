/** Español of this feature’s catalogue (./messages), loaded only by a page in Español. */
import { loadedIn } from '@hueso/shared';
import { MONEY_MESSAGES } from '@hueso/shared/play';

/** Loaded first by ./messages. */
const money = loadedIn(MONEY_MESSAGES, 'es');

export default {
  sortLabel: 'Ordenar por',
  noData: 'Sin datos',
  loading: 'Cargando el ranking…',
  requestError: 'Error en la solicitud',
  httpError: (status: number) => `HTTP ${status}`,
  prev: 'Anterior',
  next: 'Siguiente',
  page: (page: number, pages: number) => `Página ${page} de ${pages}`,
  caption: 'Ranking global',
  scrollCue: 'Desplázate hacia los lados para ver más columnas',
  burnedNote: 'Quemadas es el total que ingresan los administradores del juego.',
  player: 'Jugador',
  sorts: {
    ph: 'PH',
    nft: 'NFT',
    burned: 'Quemadas',
    saldo: money.name.inGame,
    fusion: 'Fusión',
    real: money.name.withdrawable,
    pe: 'PE',
    porcentaje: 'Porcentaje',
    nivel: 'Nivel',
  },
};
