import firstPaint from '../../firstPaint.json';

/** Español of the __label__ area's texts (./messages), loaded only by a page in Español. */
export default {
  title: firstPaint.__name__.title.es,
  topPlayers: 'Mejores jugadores',
  caption: 'Mejores jugadores de la arena esta temporada',
  rank: 'Puesto',
  player: 'Jugador',
  mmr: 'MMR',
  battles: 'Batallas esta semana',
  noPlayers: 'Aún no hay jugadores',
  failed: 'No se pudieron cargar los mejores jugadores',
};
