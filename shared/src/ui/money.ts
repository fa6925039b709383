import { defineMessages } from '../i18n/messages';

/**
 * The one money model every screen names the same way (docs/money.md). A player's HUESO is in
 * one of four places:
 * - in game (`dinero`): mined by missions, spent on energy, packs, crafting and the arena;
 * - withdrawable (`dineroReal`): HUESO deposited from the wallet or moved from in
 *   game (Withdraw in game); it is staked from here and goes to the wallet with Withdraw all;
 * - wallet: the player's own Hive Engine tokens, on the chain, outside the game; the market is
 *   paid from here and Deposit moves them in;
 * - staked: in stake play or the passive stake, earning; withdrawing returns it to withdrawable.
 */
export type MoneyPlace = 'inGame' | 'withdrawable' | 'wallet' | 'staked';

export const MONEY_MESSAGES = defineMessages({
  en: {
    name: {
      inGame: 'HUESO (in game)',
      withdrawable: 'HUESO (withdrawable)',
      wallet: 'HUESO (wallet)',
      staked: 'HUESO (staked)',
    },
    /** The one-line explanation shown with each figure. */
    explain: {
      inGame: 'Mined by missions; spent on energy, packs, crafting and the arena.',
      withdrawable:
        'Deposited from your wallet or moved from in game; stake it or withdraw it to your wallet.',
      wallet: 'Your own tokens on the Hive Engine chain; the market is paid from here.',
      staked: 'Earning in a stake; withdrawing returns it to your withdrawable HUESO.',
    },
    /** How to get more of each. */
    howToGet: {
      inGame: 'Run missions to mine more.',
      withdrawable:
        'In your profile, deposit HUESO from your wallet or move in-game HUESO with Withdraw in game.',
      wallet:
        'In your profile, Withdraw all sends withdrawable HUESO to your wallet; or buy HUESO on Hive Engine.',
      staked: 'Stake withdrawable HUESO in Stake.',
    },
    notEnough: (place: string, need: string, have: string, how: string) =>
      `Not enough ${place}: you need ${need} and have ${have}. ${how}`,
  },
  es: () => import(/* webpackChunkName: "shared-messages-es" */ './money-es'),
});

type MoneyTexts = (typeof MONEY_MESSAGES)['en'];

/** The refusal for a HUESO figure that is short: its name, what is needed and there is, and how to get more. */
export function notEnoughOf(texts: MoneyTexts, place: MoneyPlace, need: string, have: string): string {
  return texts.notEnough(texts.name[place], need, have, texts.howToGet[place]);
}

/**
 * What a guided move sends to the wallet, by place ('40,001 HUESO (in game) and 0 HUESO
 * (withdrawable)'); `amount` formats a figure, `and` joins the parts.
 */
export function topUpParts(
  texts: MoneyTexts,
  plan: { fromInGame: number; toWallet: number },
  amount: (n: number) => string,
  and: string,
): string {
  return [
    plan.fromInGame > 0 && `${amount(plan.fromInGame)} ${texts.name.inGame}`,
    plan.toWallet > plan.fromInGame &&
      `${amount(plan.toWallet - plan.fromInGame)} ${texts.name.withdrawable}`,
  ]
    .filter(Boolean)
    .join(and);
}
