/** The login screen's texts; wallet login problems go to the console only (SPEC.md section 8). */
export const LOGIN_MESSAGES = {
  title: 'Log in with your user',
  needsUser: 'Wallet login needs the account name in Username',
  noKeychain: 'Hive Keychain is not installed',
  walletFailed: 'Wallet login failed:',
} as const;
