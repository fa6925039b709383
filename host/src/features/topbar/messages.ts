/** The top bar and profile texts (SPEC.md sections 5 and 8). */
export const PROFILE_MESSAGES = {
  amountRequired: 'Enter an amount greater than 0',
  passwordRule: 'The password must have 4 to 12 characters',
  passwordChanged: 'Success',
  deposited: (amount: number) => `Deposited ${amount} HUESO`,
  withdrawnInGame: 'Withdrawn in game',
  withdrawnAll: 'Withdrawn to your wallet',
  /** The confirmation before Withdraw all: the real balance leaves the game for the wallet. */
  withdrawAllTitle: 'Withdraw all to your wallet?',
  withdrawAllText: (amount: string, account: string) =>
    `Your whole real balance, ${amount} HUESO, goes to the wallet of ${account} and leaves the game. To play with it again, deposit it.`,
  withdrawAllConfirm: 'Withdraw all',
  withdrawAllCancel: 'Keep it in the game',
} as const;

/** The top bar's own texts. */
export const TOPBAR_MESSAGES = {
  /** The phone menu button; the disclosure holds navigation, links, Profile and Logout. */
  menu: 'Menu',
} as const;
