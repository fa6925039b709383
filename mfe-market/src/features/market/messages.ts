import { defineMessages } from '@hueso/shared';

/** The market feature's texts. */
export const MARKET_MESSAGES = defineMessages({
  en: {
    title: 'Market',
    toInventory: 'Open your packs in the inventory',
    walletSection: 'Your wallet',
    yourWallet: 'Your wallet:',
    readingWallet: 'Reading your wallet…',
    walletUnreadable: 'Your wallet balance could not be read:',
    offers: 'Offers',
    ownInitialLand: 'You already own the Initial Land.',
    initialLandNote: 'The Initial Land unlocks the pool and withdrawals.',
    adds: (item: string) => `Adds ${item} to your inventory.`,
    buyItem: (name: string) => `Buy ${name}`,
    buy: 'Buy',
    // The amount dialog
    amount: 'Amount',
    fixedQuantity: (price: string) => `Fixed quantity: ${price}`,
    each: (price: string) => `${price} each`,
    price: 'Price',
    total: 'Total',
    inYourWallet: 'In your wallet',
    cancel: 'Cancel',
    waitingWallet: 'Waiting for the wallet…',
    confirming: 'Confirming payment…',
    claimAgain: 'Claim again',
    chooseItem: 'Choose an item',
    wholeAmount: 'Enter a whole amount greater than 0',
    /** A token other than HUESO (HUESO names the wallet HUESO: MONEY_MESSAGES.notEnough). */
    notEnough: (symbol: string, need: string, have: string) =>
      `Not enough ${symbol} in your wallet: you need ${need} and have ${have}.`,
    bought: (count: number, name: string) => `You bought ${count} ${name}`,
    paidFrom: 'Paid from',
    /** The guided move: the wallet is short, the HUESO elsewhere in the game covers the price. */
    topUp: (parts: string, after: string) =>
      `Your wallet is short. One move sends ${parts} to your wallet, which will then hold ${after}; the purchase goes on from there.`,
    topUpAnd: ' and ',
    topUpBuy: 'Move to wallet and buy',
    topUpMoving: 'Moving HUESO to your wallet…',
    topUpMoved: (amount: string) => `${amount} moved to your wallet`,
    topUpFailed:
      'The HUESO did not reach your wallet, and nothing was bought. Your profile shows where it is.',
    signedNotCredited: 'Your payment was signed: claim it again rather than paying twice.',
    // Payments waiting for credit
    pendingTitle: 'Payments waiting for credit',
    pendingPayment: (amount: string, memo: string) =>
      `${amount} for ${memo} was signed but is not credited yet.`,
    checking: 'Checking…',
    discard: 'Discard',
    pendingCredited: (memo: string) => `Payment for ${memo} credited`,
  },
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
});
