import { defineMessages } from '@hueso/shared';

/** The __label__ area's texts, in English and Español. */
export const __NAME___MESSAGES = defineMessages({
  en: {
    title: '__label__',
    topPlayers: 'Top players',
    caption: 'Top players of the arena this season',
    rank: 'Rank',
    player: 'Player',
    mmr: 'MMR',
    battles: 'Battles this week',
    noPlayers: 'No players yet',
    failed: 'Could not load the top players',
  },
  es: {
    title: '__labelEs__',
    topPlayers: 'Mejores jugadores',
    caption: 'Mejores jugadores de la arena esta temporada',
    rank: 'Puesto',
    player: 'Jugador',
    mmr: 'MMR',
    battles: 'Batallas esta semana',
    noPlayers: 'Aún no hay jugadores',
    failed: 'No se pudieron cargar los mejores jugadores',
  },
});
