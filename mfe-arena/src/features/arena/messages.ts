import { defineMessages } from '@hueso/shared';
import firstPaint from '../../firstPaint.json';
import { LEADERBOARD_MESSAGES } from './leaderboardMessages';

/**
 * The arena's texts (SPEC.md sections 2, 4 and 8, verbatim in English where the spec gives them).
 * Figures arrive formatted in the screen's language (`useFormat`); counts that choose a singular
 * or a plural arrive as numbers too. The leaderboard's own texts come first, from its catalogue.
 */
export const ARENA_MESSAGES = defineMessages({
  en: {
    ...LEADERBOARD_MESSAGES.en,
    // Also the h1 painted while the screen's code loads (../../firstPaint.json).
    title: firstPaint.arena.title.en,
    loading: 'Loading the arena…',
    burnLink: 'Burn System',
    enter: 'Enter Battle',
    enterHint: 'If no opponent is found, a bot of similar power is created for you.',
    searching: 'Searching opponent...',
    fighting: 'Fighting...',
    secondsLeft: (n: number) => `${n} ${n === 1 ? 'second' : 'seconds'} left`,
    ticketsNote: '(Tickets x2 if PvP win)',
    mute: 'Mute',
    unmute: 'Unmute',
    replay: 'Replay',
    close: 'Close',
    viewRanking: 'View Ranking',
    verify: 'Verify',
    verifying: 'Verifying…',
    verified: 'Verified: the replay of the revealed seed matches this result.',
    notVerified: 'Mismatch: the replay of the revealed seed does not match this result.',
    errorTitle: 'Error',
    battleTitle: 'Battle',
    resultTitle: 'Battle result',
    rewardTitle: 'Rewards',
    great: 'Great!',
    refreshBalance: 'Refresh Balance',
    noReward: 'No reward info.',
    rewardsWon: 'Rewards won',
    queueFailed: 'Could not enter queue',
    resolveFailed: 'Battle resolve failed',
    leave: 'Leave queue',
    leaving: 'Leaving…',
    leaveFailed: 'Could not leave the queue',
    leftQueue: (hueso: string, huesoName: string, energia: string) =>
      `You left the queue: ${hueso} ${huesoName} and ${energia} energy refunded.`,
    statusFailed: 'Unauthorized in Arena',
    avatarFailed: 'Avatar change failed',
    noActivity: 'No recent rewards yet.',
    noBattles: 'No recent battles logged.',
    na: 'N/A',
    refresh: 'Refresh',
    updateRanking: 'Update Ranking',
    vipHueso: (amount: string) => `${amount} VIPHUESO`,
    /** '1 ticket', '2 tickets' (SPEC.md: plural unless the quantity is 1). */
    tickets: (n: number, count: string) => `${count} ${n === 1 ? 'ticket' : 'tickets'}`,

    // Profile
    profileTitle: 'Profile',
    avatarAlt: (player: string, avatar: string) => `${player}'s avatar: ${avatar}`,
    pp: 'PP',
    wins: 'Wins',
    losses: 'Losses',
    streak: 'Streak',
    ticketsLabel: 'Tickets',
    activityTickets: 'Activity tickets this week',
    chooseAvatar: 'Choose your avatar',

    // Resources & Economy
    economyTitle: 'Resources & Economy',
    energy: 'Energy',
    entryFee: 'Entry fee',
    entryFeeNote: (huesoName: string) => `The entry fee is paid from your ${huesoName}.`,
    energyCost: 'Energy cost',
    feeSplit: 'Fee split',
    feeSplitValue: (pool: string, burn: string) => `Pool ${pool} · Burn ${burn}`,
    burnWeek: 'Burn this week',
    burnTotal: 'Burn total',

    // Power per NFT
    powerTitle: 'Power per NFT',
    powerCaption: 'HUESO power by rarity',
    rarity: 'Rarity',
    general: 'General',
    special: 'Special',
    total: 'Total',

    // Battle panel
    statusHeading: 'Status',
    inQueue: 'In queue',

    // Feeds
    activityTitle: 'Arena Activity',
    refreshActivity: 'Refresh Arena Activity',
    activityFailed: 'Arena Activity could not load',
    activityEntries: 'Arena Activity entries',
    logTitle: 'Battle Log / Economy',
    refreshLog: 'Refresh Battle Log',
    logFailed: 'Battle Log could not load',
    logEntries: 'Battle Log entries',
    pvp: 'PvP',
    bot: 'Bot',
    wonMark: (player: string) => `${player} (won)`,
    versus: (a: string, b: string) => `${a} vs ${b}`,
    poolAndBurn: (pool: string, burn: string) => `Pool +${pool} · Burn +${burn}`,
    /** One sentence per activity code, after the player's name (SPEC.md: the arena's activity feed). */
    feed: {
      winTickets: (tickets: string, opponent: string) => `won ${tickets} by beating ${opponent}.`,
      winVip: (amount: string, opponent: string) => `won ${amount} VIPHUESO by beating ${opponent}.`,
      winDrop: (qty: string) => `won a drop of ${qty}.`,
      activity: (tickets: string, battles: string | null) =>
        battles === null
          ? `earned ${tickets} for playing.`
          : `earned ${tickets} for playing ${battles} battles this week.`,
      poolPayout: (
        hueso: string,
        huesoName: string,
        week: string | null,
        rank: string | null,
        tickets: string | null,
      ) =>
        `received ${hueso} ${huesoName}${tickets ? ` and ${tickets}` : ''} from the weekly pool` +
        (week && rank ? ` (week ${week}, rank ${rank}).` : '.'),
      ppBurn: (pp: string, nfts: number | null, count: string) =>
        nfts === null
          ? `gained ${pp} PP by burning NFTs.`
          : `burned ${count} ${nfts === 1 ? 'NFT' : 'NFTs'} and gained ${pp} PP.`,
      other: (qty: string, detail: string | null) =>
        `got ${qty} in the arena${detail ? ` (${detail})` : ''}.`,
    },

    // Battle result
    botName: 'BOT',
    matchup: 'Matchup',
    winner: 'Winner',
    outcome: 'Outcome',
    outcomeValue: (won: boolean, rounds: number) => `${won ? 'Won' : 'Lost'} in ${rounds} rounds`,
    roundsLegend: 'Power rolled in each round:',
    rounds: 'Rounds',
    round: (n: number) => `Round ${n}`,
    sideValue: (side: string) => `${side}: `,
    powerChange: 'Power Change',
    ppBefore: 'Before',
    ppConsumed: 'Consumed',
    ppRefund: 'Refund',
    ppFinal: 'Final',
    ppNetLoss: 'Net PP used',
    /** What PP is, under the Power Change heading. */
    ppExplain:
      'PP (special power) comes from burning NFTs and adds to your battle power; each battle consumes 10 % of it and gives part back (half on a win, a quarter on a loss).',
    mmrExplain: (before: string, after: string) =>
      `MMR (matchmaking rating, Elo) ${before} → ${after}: it rises when you win, falls when you lose, and picks your opponents.`,
    roundsWhy:
      'Each round both sides roll their battle power × 0.75 to 1.25; the higher roll takes the round. Best of 3.',
    roundTaken: (who: string, a: string, b: string) => `${who} takes it, ${a} against ${b}`,
    seeRewards: 'See your rewards',
    hopelessTitle: 'A fight you can hardly win',
    hopelessBody: (power: string, fee: string) =>
      `You have 0 PP, so your battle power is only your cards' (${power}). A player with PP out-rolls you in almost every round; only a bot is matched to your power. The entry costs ${fee} either way. Burn NFTs for PP first to stand a chance.`,
    hopelessConfirm: (fee: string) => `Pay ${fee} and fight anyway`,
    hopelessBurn: 'Burn NFTs for PP',
    /** Under a result whose seed was revealed, before Verify is pressed. */
    verifyNote: 'The seed committed before the battle is revealed: press Verify to replay it.',

    // Reward dialog
    rewardVip: (amount: string) => `${amount} VIPHUESO`,
    rewardActivity: (n: number, count: string, played: string | null) =>
      `${count} activity ${n === 1 ? 'ticket' : 'tickets'}${played ? ` (${played} battles played)` : ''}`,
  },
  es: {
    ...LEADERBOARD_MESSAGES.es,
    title: firstPaint.arena.title.es,
    loading: 'Cargando la arena…',
    burnLink: 'Sistema de quema',
    enter: 'Entrar en batalla',
    enterHint: 'Si no se encuentra un rival, se crea para ti un bot de poder similar.',
    searching: 'Buscando rival...',
    fighting: 'Luchando...',
    secondsLeft: (n: number) => (n === 1 ? 'Queda 1 segundo' : `Quedan ${n} segundos`),
    ticketsNote: '(Tickets x2 si ganas en PvP)',
    mute: 'Silenciar',
    unmute: 'Activar sonido',
    replay: 'Repetir',
    close: 'Cerrar',
    viewRanking: 'Ver clasificación',
    verify: 'Verificar',
    verifying: 'Verificando…',
    verified: 'Verificado: la repetición con la semilla revelada coincide con este resultado.',
    notVerified: 'No coincide: la repetición con la semilla revelada no da este resultado.',
    errorTitle: 'Error',
    battleTitle: 'Batalla',
    resultTitle: 'Resultado de la batalla',
    rewardTitle: 'Recompensas',
    great: '¡Genial!',
    refreshBalance: 'Actualizar saldo',
    noReward: 'No hay información de recompensas.',
    rewardsWon: 'Recompensas ganadas',
    queueFailed: 'No se pudo entrar en la cola',
    resolveFailed: 'No se pudo resolver la batalla',
    leave: 'Salir de la cola',
    leaving: 'Saliendo…',
    leaveFailed: 'No se pudo salir de la cola',
    leftQueue: (hueso: string, huesoName: string, energia: string) =>
      `Saliste de la cola: se te devolvieron ${hueso} ${huesoName} y ${energia} de energía.`,
    statusFailed: 'Sin autorización en la arena',
    avatarFailed: 'No se pudo cambiar el avatar',
    noActivity: 'Aún no hay recompensas recientes.',
    noBattles: 'No hay batallas recientes registradas.',
    na: 'N/D',
    refresh: 'Actualizar',
    updateRanking: 'Actualizar clasificación',
    vipHueso: (amount: string) => `${amount} VIPHUESO`,
    tickets: (n: number, count: string) => `${count} ${n === 1 ? 'ticket' : 'tickets'}`,

    profileTitle: 'Perfil',
    avatarAlt: (player: string, avatar: string) => `Avatar de ${player}: ${avatar}`,
    pp: 'PP',
    wins: 'Victorias',
    losses: 'Derrotas',
    streak: 'Racha',
    ticketsLabel: 'Tickets',
    activityTickets: 'Tickets de actividad esta semana',
    chooseAvatar: 'Elige tu avatar',

    economyTitle: 'Recursos y economía',
    energy: 'Energía',
    entryFee: 'Cuota de entrada',
    entryFeeNote: (huesoName: string) => `La cuota de entrada se paga con tu ${huesoName}.`,
    energyCost: 'Costo de energía',
    feeSplit: 'Reparto de la cuota',
    feeSplitValue: (pool: string, burn: string) => `Fondo ${pool} · Quema ${burn}`,
    burnWeek: 'Quemado esta semana',
    burnTotal: 'Quemado en total',

    powerTitle: 'Poder por NFT',
    powerCaption: 'Poder en HUESO por rareza',
    rarity: 'Rareza',
    general: 'General',
    special: 'Especial',
    total: 'Total',

    statusHeading: 'Estado',
    inQueue: 'En cola',

    activityTitle: 'Actividad de la arena',
    refreshActivity: 'Actualizar la actividad de la arena',
    activityFailed: 'No se pudo cargar la actividad de la arena',
    activityEntries: 'Entradas de la actividad de la arena',
    logTitle: 'Registro de batallas / Economía',
    refreshLog: 'Actualizar el registro de batallas',
    logFailed: 'No se pudo cargar el registro de batallas',
    logEntries: 'Entradas del registro de batallas',
    pvp: 'PvP',
    bot: 'Bot',
    wonMark: (player: string) => `${player} (ganó)`,
    versus: (a: string, b: string) => `${a} contra ${b}`,
    poolAndBurn: (pool: string, burn: string) => `Fondo +${pool} · Quema +${burn}`,
    feed: {
      winTickets: (tickets: string, opponent: string) => `ganó ${tickets} al vencer a ${opponent}.`,
      winVip: (amount: string, opponent: string) => `ganó ${amount} VIPHUESO al vencer a ${opponent}.`,
      winDrop: (qty: string) => `ganó un premio de ${qty}.`,
      activity: (tickets: string, battles: string | null) =>
        battles === null
          ? `obtuvo ${tickets} por jugar.`
          : `obtuvo ${tickets} por jugar ${battles} batallas esta semana.`,
      poolPayout: (
        hueso: string,
        huesoName: string,
        week: string | null,
        rank: string | null,
        tickets: string | null,
      ) =>
        `recibió ${hueso} ${huesoName}${tickets ? ` y ${tickets}` : ''} del fondo semanal` +
        (week && rank ? ` (semana ${week}, puesto ${rank}).` : '.'),
      ppBurn: (pp: string, nfts: number | null, count: string) =>
        nfts === null ? `ganó ${pp} PP quemando NFT.` : `quemó ${count} NFT y ganó ${pp} PP.`,
      other: (qty: string, detail: string | null) =>
        `obtuvo ${qty} en la arena${detail ? ` (${detail})` : ''}.`,
    },

    botName: 'BOT',
    matchup: 'Enfrentamiento',
    winner: 'Ganador',
    outcome: 'Resultado',
    outcomeValue: (won: boolean, rounds: number) =>
      `${won ? 'Ganada' : 'Perdida'} en ${rounds} ${rounds === 1 ? 'ronda' : 'rondas'}`,
    roundsLegend: 'Poder obtenido en cada ronda:',
    rounds: 'Rondas',
    round: (n: number) => `Ronda ${n}`,
    sideValue: (side: string) => `${side}: `,
    powerChange: 'Cambio de poder',
    ppBefore: 'Antes',
    ppConsumed: 'Consumido',
    ppRefund: 'Reembolso',
    ppFinal: 'Final',
    ppNetLoss: 'PP neto gastado',
    ppExplain:
      'El PP (poder especial) se gana quemando NFT y se suma a tu poder de batalla; cada batalla consume el 10 % y devuelve una parte (la mitad si ganas, un cuarto si pierdes).',
    mmrExplain: (before: string, after: string) =>
      `MMR (puntuación de emparejamiento, Elo) ${before} → ${after}: sube cuando ganas, baja cuando pierdes y elige a tus rivales.`,
    roundsWhy:
      'En cada ronda los dos lados tiran su poder de batalla × 0,75 a 1,25; la tirada más alta se lleva la ronda. Al mejor de 3.',
    roundTaken: (who: string, a: string, b: string) => `${who} se la lleva, ${a} contra ${b}`,
    seeRewards: 'Ver tus recompensas',
    hopelessTitle: 'Una pelea casi imposible de ganar',
    hopelessBody: (power: string, fee: string) =>
      `Tienes 0 PP, así que tu poder de batalla es solo el de tus cartas (${power}). Un jugador con PP te supera en casi todas las rondas; solo un bot se empareja a tu poder. La entrada cuesta ${fee} igual. Quema NFT para ganar PP antes y tener opciones.`,
    hopelessConfirm: (fee: string) => `Pagar ${fee} y pelear igual`,
    hopelessBurn: 'Quemar NFT para ganar PP',
    verifyNote: 'Se reveló la semilla comprometida antes de la batalla: pulsa Verificar para repetirla.',

    rewardVip: (amount: string) => `${amount} VIPHUESO`,
    rewardActivity: (n: number, count: string, played: string | null) =>
      `${count} ${n === 1 ? 'ticket' : 'tickets'} de actividad${played ? ` (${played} batallas jugadas)` : ''}`,
  },
});

/** Tooltips of the profile's figures. */
export const PROFILE_TIPS = defineMessages({
  en: {
    mmr: 'Matchmaking rating (Elo): rises when you win, falls when you lose.',
    pp: 'Special power: gained by burning NFTs, partly consumed by every battle.',
    wins: 'Battles won.',
    losses: 'Battles lost.',
    streak: 'Wins in a row.',
    weekly: 'Battles you fought this week.',
    activity: 'Activity tickets earned this week: one every 5 battles.',
    tickets: 'Tickets won in the arena.',
  },
  es: {
    mmr: 'Puntuación de emparejamiento (Elo): sube cuando ganas y baja cuando pierdes.',
    pp: 'Poder especial: se gana quemando NFT y cada batalla consume una parte.',
    wins: 'Batallas ganadas.',
    losses: 'Batallas perdidas.',
    streak: 'Victorias seguidas.',
    weekly: 'Batallas que libraste esta semana.',
    activity: 'Tickets de actividad ganados esta semana: uno cada 5 batallas.',
    tickets: 'Tickets ganados en la arena.',
  },
});

/** Under a result whose seed was revealed, before Verify is pressed (kept for its importers). */
export const VERIFY_NOTE = defineMessages({
  en: { text: ARENA_MESSAGES.en.verifyNote },
  es: { text: ARENA_MESSAGES.es.verifyNote },
});
