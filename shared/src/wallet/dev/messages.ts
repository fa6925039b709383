import { defineMessages } from '../../i18n/messages';

/**
 * The development wallet's window (docs/glossary.md). A request's own title ('Buy NFT') is the
 * game's prompt to the wallet and is shown as sent.
 */
export const DEV_WALLET_MESSAGES = defineMessages({
  en: {
    name: 'Dev wallet',
    title: (request: string) => `Dev wallet: ${request}`,
    approve: 'Approve',
    cancel: 'Cancel',
    signMessage: 'Sign message',
    customJson: 'Custom JSON',
    sendToken: 'Send token',
    account: (account: string | null) => `Account: ${account}`,
    key: (key: string) => `Key: ${key}`,
    fromTo: (from: string, to: string) => `From ${from} to ${to}`,
    memo: (memo: string) => `Memo: ${memo}`,
  },
  es: () => import(/* webpackChunkName: "shared-messages-es" */ './messages-es'),
});
