import { defineMessages } from '@hueso/shared';

/** The top bar and profile texts (SPEC.md sections 5 and 8). */
export const PROFILE_MESSAGES = defineMessages({
  en: {
    title: 'Profile',
    player: 'Player',
    level: 'Level',
    levelValue: (level: number, bonus: string) => `${level} (bonus ${bonus}%)`,
    reading: 'Reading…',
    unreadable: 'Could not be read now',
    /** The parts of the staked HUESO, so its total reads against the stake screens' own figures. */
    stakedParts: (play: string, passive: string) => `${play} in stake play + ${passive} in the passive stake`,
    missions: 'Missions',
    missionsValue: (count: number) => `${count} of 600 free missions before the Power Collection`,
    depositTitle: 'Deposit',
    depositNote: 'Moves HUESO from your wallet into the game, signed in your wallet.',
    amount: 'Amount (HUESO)',
    waitingWallet: 'Waiting for the wallet…',
    deposit: 'Deposit',
    pendingDeposit: (amount: string) => `A deposit of ${amount} HUESO was signed but is not credited yet.`,
    submitAgain: 'Submit deposit again',
    discard: 'Discard',
    passwordTitle: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    changePassword: 'Change password',
    passwordNote: 'Leave the current password empty if you have only logged in with the wallet so far.',
    withdrawTitle: 'Withdraw',
    needsPack: 'You need the Initial Land to withdraw.',
    buyPack: 'Buy Initial Land',
    withdrawInGame: 'Withdraw in game',
    withdrawInGameNote: 'Withdraw in game moves all your in-game HUESO to your withdrawable HUESO.',
    withdrawAll: 'Withdraw all',
    amountRequired: 'Enter an amount greater than 0',
    passwordRule: 'The password must have 4 to 12 characters',
    passwordChanged: 'Success',
    deposited: (amount: string) => `Deposited ${amount} HUESO`,
    withdrawnInGame: 'Withdrawn in game',
    withdrawnAll: 'Withdrawn to your wallet',
    /** The confirmation before Withdraw all: the real balance leaves the game for the wallet. */
    withdrawAllTitle: 'Withdraw all to your wallet?',
    withdrawAllText: (amount: string, account: string) =>
      `Your whole withdrawable balance, ${amount} HUESO, goes to the wallet of ${account} and leaves the game. To play with it again, deposit it.`,
    withdrawAllConfirm: 'Withdraw all',
    withdrawAllCancel: 'Keep it in the game',
  },
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es').then((m) => m.PROFILE_MESSAGES),
});

/** The top bar's own texts. */
export const TOPBAR_MESSAGES = defineMessages({
  en: {
    balances: 'Balances',
    energy: 'Energy',
    main: 'Main',
    /** The phone menu button; the disclosure holds navigation, links, Profile and Logout. */
    menu: 'Menu',
    whitepaper: 'Whitepaper',
    chat: 'Chat',
    profile: 'Profile',
    logout: 'Logout',
  },
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es').then((m) => m.TOPBAR_MESSAGES),
});
