import { defineMessages, whenLoaded } from '@hueso/shared';
import { MONEY_MESSAGES } from '@hueso/shared/play';

/**
 * The global ranking's texts (SPEC.md sections 2 and 8). `sorts` names each sort of SPEC.md
 * section 2 (ph, nft, burned, saldo, fusion, real, pe, porcentaje, nivel) and the column it orders
 * by; saldo and real are the player's HUESO in game and deposited, named as everywhere else.
 */
export const RANKING_MESSAGES = defineMessages({
  en: {
    sortLabel: 'Sort by',
    noData: 'No data',
    loading: 'Loading ranking…',
    requestError: 'Request error',
    httpError: (status: number) => `HTTP ${status}`,
    prev: 'Prev',
    next: 'Next',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    caption: 'Global ranking',
    /** Above the table while it is wider than the screen. */
    scrollCue: 'Scroll sideways for more columns',
    burnedNote: 'Burned is the total entered by the game admins.',
    player: 'Player',
    sorts: {
      ph: 'PH',
      nft: 'NFT',
      burned: 'Burned',
      saldo: MONEY_MESSAGES.en.name.inGame,
      fusion: 'Fusion',
      real: MONEY_MESSAGES.en.name.withdrawable,
      pe: 'PE',
      porcentaje: 'Percentage',
      nivel: 'Level',
    },
  },
  es: () =>
    whenLoaded(MONEY_MESSAGES, 'es').then(
      () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
    ),
});
