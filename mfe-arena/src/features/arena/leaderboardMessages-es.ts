/**
 * Español of the leaderboard's catalogue (./leaderboardMessages), loaded only by a page in Español;
 * the arena screen's catalogue (./messages) takes it whole.
 */
export default {
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
};
