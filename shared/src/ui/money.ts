import { defineMessages } from '../i18n/messages';

/**
 * The one money model every screen names the same way (docs/money.md). A player's HUESO is in
 * one of four places:
 * - in game (`dinero`): mined by missions, spent on energy, packs, crafting and the arena;
 * - deposited (`dineroReal`): HUESO sent from the wallet into the game; it is staked from here
 *   and goes back to the wallet with Withdraw;
 * - wallet: the player's own Hive Engine tokens, on the chain, outside the game; the market is
 *   paid from here and Deposit moves them in;
 * - staked: in stake play or the passive stake, earning; withdrawing returns it to deposited.
 */
export type MoneyPlace = 'inGame' | 'deposited' | 'wallet' | 'staked';

export const MONEY_MESSAGES = defineMessages({
  en: {
    name: {
      inGame: 'HUESO (in game)',
      deposited: 'HUESO (deposited)',
      wallet: 'HUESO (wallet)',
      staked: 'HUESO (staked)',
    },
    /** The one-line explanation shown with each figure. */
    explain: {
      inGame: 'Mined by missions; spent on energy, packs, crafting and the arena.',
      deposited: 'Sent from your wallet into the game; stake it, or withdraw it to your wallet.',
      wallet: 'Your own tokens on the Hive Engine chain; the market is paid from here.',
      staked: 'Earning in a stake; withdrawing returns it to your deposited HUESO.',
    },
    /** How to get more of each. */
    howToGet: {
      inGame: 'Run missions to mine more.',
      deposited: 'Deposit HUESO from your wallet in your profile.',
      wallet: 'Withdraw deposited HUESO to your wallet in your profile, or buy HUESO on Hive Engine.',
      staked: 'Stake deposited HUESO in Stake.',
    },
    notEnough: (place: string, need: string, have: string, how: string) =>
      `Not enough ${place}: you need ${need} and have ${have}. ${how}`,
  },
  es: {
    name: {
      inGame: 'HUESO (en el juego)',
      deposited: 'HUESO (depositado)',
      wallet: 'HUESO (billetera)',
      staked: 'HUESO (en stake)',
    },
    explain: {
      inGame: 'Se mina con las misiones; se gasta en energía, sobres, crafteo y la arena.',
      deposited: 'Enviado desde tu billetera al juego; puedes hacer stake o retirarlo a tu billetera.',
      wallet: 'Tus propios tokens en la cadena Hive Engine; el mercado se paga desde aquí.',
      staked: 'Genera recompensas en un stake; al retirarlo vuelve a tu HUESO depositado.',
    },
    howToGet: {
      inGame: 'Haz misiones para minar más.',
      deposited: 'Deposita HUESO desde tu billetera en tu perfil.',
      wallet: 'Retira HUESO depositado a tu billetera en tu perfil, o compra HUESO en Hive Engine.',
      staked: 'Haz stake de HUESO depositado en Stake.',
    },
    notEnough: (place: string, need: string, have: string, how: string) =>
      `No tienes suficiente ${place}: necesitas ${need} y tienes ${have}. ${how}`,
  },
});
