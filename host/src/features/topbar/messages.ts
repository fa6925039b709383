/** The top bar and profile texts (SPEC.md sections 5 and 8). */
export const PROFILE_MESSAGES = {
  amountRequired: 'Enter an amount greater than 0',
  passwordRule: 'The password must have 4 to 12 characters',
  passwordChanged: 'Success',
  deposited: (amount: number) => `Deposited ${amount} HUESO`,
  withdrawnInGame: 'Withdrawn in game',
  withdrawnAll: 'Withdrawn to your wallet',
} as const;

/** The top bar's own texts. */
export const TOPBAR_MESSAGES = {
  /** The phone menu button; the disclosure holds navigation, links, Profile and Logout. */
  menu: 'Menu',
} as const;
