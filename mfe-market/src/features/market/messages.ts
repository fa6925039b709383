/** The market feature's texts. */
export const MARKET_MESSAGES = {
  chooseItem: 'Choose an item',
  wholeAmount: 'Enter a whole amount greater than 0',
  notEnough: (symbol: string, balance: string) => `Not enough ${symbol} in your wallet (${balance})`,
  bought: (count: number, name: string) => `You bought ${count} ${name}`,
  signedNotCredited: ' Your payment was signed: claim it again rather than paying twice.',
  readingWallet: 'Reading your wallet…',
  walletUnreadable: 'Your wallet balance could not be read:',
  pendingTitle: 'Payments waiting for credit',
  pendingCredited: (memo: string) => `Payment for ${memo} credited`,
} as const;
