/** The top bar and profile texts (SPEC.md sections 5 and 8). */
export const PROFILE_MESSAGES = {
  amountRequired: 'Enter an amount greater than 0',
  passwordRule: 'The password must have 4 to 12 characters',
  passwordChanged: 'Success',
  deposited: (amount: number) => `Deposited ${amount} HUESO`,
  withdrawnInGame: 'Withdrawn in game',
  withdrawnAll: 'Withdrawn to your wallet',
} as const;
