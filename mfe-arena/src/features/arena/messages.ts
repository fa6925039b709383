import { formatAmount } from '@hueso/contract';

/** The arena's texts (SPEC.md sections 2, 4 and 8, verbatim where the spec gives them). */
export const ARENA_MESSAGES = {
  title: 'Arena',
  burnLink: 'Burn System',
  enter: 'Enter Battle',
  enterHint: 'If no opponent is found, a bot of similar power is created for you.',
  searching: 'Searching opponent...',
  fighting: 'Fighting...',
  ticketsNote: '(Tickets x2 if PvP win)',
  mute: 'Mute',
  unmute: 'Unmute',
  replay: 'Replay',
  close: 'Close',
  viewRanking: 'View Ranking',
  /** Above the leaderboard while it is wider than the screen. */
  scrollCue: 'Scroll sideways for more columns',
  /** The leaderboard alone (for integrators): its screen's name, apart from the table's region. */
  leaderboardScreen: 'Arena season and standings',
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
  queueFailed: 'Could not enter queue',
  resolveFailed: 'Battle resolve failed',
  leave: 'Leave queue',
  leaving: 'Leaving…',
  leaveFailed: 'Could not leave the queue',
  leftQueue: (hueso: number, energia: number) =>
    `You left the queue: ${formatAmount(hueso)} HUESO and ${energia} energy refunded.`,
  statusFailed: 'Unauthorized in Arena',
  avatarFailed: 'Avatar change failed',
  noActivity: 'No recent rewards yet.',
  noBattles: 'No recent battles logged.',
  noPositions: 'No positions yet',
  locked: 'LOCKED',
  unlocked: 'UNLOCKED',
  unlockNote: 'Pool payouts happen only if unlocked when the week resets.',
  na: 'N/A',
  refresh: 'Refresh',
  updateRanking: 'Update Ranking',
} as const;

/** Tooltips of the profile's figures. */
export const PROFILE_TIPS = {
  mmr: 'Matchmaking rating (Elo): rises when you win, falls when you lose.',
  pp: 'Special power: gained by burning NFTs, partly consumed by every battle.',
  wins: 'Battles won.',
  losses: 'Battles lost.',
  streak: 'Wins in a row.',
  weekly: 'Battles you fought this week.',
  activity: 'Activity tickets earned this week: one every 5 battles.',
  tickets: 'Tickets won in the arena.',
} as const;

/** Under a result whose seed was revealed, before Verify is pressed. */
export const VERIFY_NOTE = 'The seed committed before the battle is revealed: press Verify to replay it.';
