import { defineMessages } from '@hueso/shared';

/**
 * The leaderboard's texts (SPEC.md section 4), its own catalogue: the public leaderboard, embedded
 * alone, downloads these and not the arena screen's (messages.ts, which includes them).
 */
export const LEADERBOARD_MESSAGES = defineMessages({
  en: {
    /** Above the leaderboard while it is wider than the screen. */
    scrollCue: 'Scroll sideways for more columns',
    /** The leaderboard alone (for integrators): its screen's name, apart from the table's region. */
    leaderboardScreen: 'Arena season and standings',
    noPositions: 'No positions yet',
    locked: 'LOCKED',
    unlocked: 'UNLOCKED',
    unlockNote: 'Pool payouts happen only if unlocked when the week resets.',
    /** An amount of HUESO that is nobody's balance (fee, pool, burns): '50 HUESO'. */
    hueso: (amount: string) => `${amount} HUESO`,
    mmr: 'MMR',
    weeklyBattles: 'Weekly battles',
    weeklyPool: 'Weekly pool',
    weeklyUnlock: 'Weekly Unlock',
    unlockValueText: (current: string, goal: string) => `${current} of ${goal} battles`,
    unlockProgress: (current: string, goal: string, percent: string) =>
      `${current} / ${goal} global battles this week (${percent}).`,
    season: 'Season',
    leaderboardTitle: 'Leaderboard',
    leaderboardFailed: 'The leaderboard could not load',
    leaderboardCaption: 'Arena leaderboard',
    rank: 'Rank',
    player: 'Player',
    huesoPreview: 'HUESO preview',
    ticketsPreview: 'Tickets preview',
  },
  es: {
    scrollCue: 'Desplázate hacia los lados para ver más columnas',
    leaderboardScreen: 'Temporada y clasificación de la arena',
    noPositions: 'Aún no hay posiciones',
    locked: 'BLOQUEADO',
    unlocked: 'DESBLOQUEADO',
    unlockNote: 'El fondo solo se reparte si está desbloqueado cuando se reinicia la semana.',
    hueso: (amount: string) => `${amount} HUESO`,
    mmr: 'MMR',
    weeklyBattles: 'Batallas semanales',
    weeklyPool: 'Fondo semanal',
    weeklyUnlock: 'Desbloqueo semanal',
    unlockValueText: (current: string, goal: string) => `${current} de ${goal} batallas`,
    unlockProgress: (current: string, goal: string, percent: string) =>
      `${current} / ${goal} batallas globales esta semana (${percent}).`,
    season: 'Temporada',
    leaderboardTitle: 'Clasificación',
    leaderboardFailed: 'No se pudo cargar la clasificación',
    leaderboardCaption: 'Clasificación de la arena',
    rank: 'Puesto',
    player: 'Jugador',
    huesoPreview: 'HUESO previsto',
    ticketsPreview: 'Tickets previstos',
  },
});
