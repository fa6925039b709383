import { defineMessages } from '@hueso/shared';
import firstPaint from '../../firstPaint.json';

/** The __label__ area's texts: English here, Español in ./messages-es.ts. */
export const __NAME___MESSAGES = defineMessages({
  en: {
    // Also the h1 the host paints while this area's code loads (../../firstPaint.json).
    title: firstPaint.__name__.title.en,
    topPlayers: 'Top players',
    caption: 'Top players of the arena this season',
    rank: 'Rank',
    player: 'Player',
    mmr: 'MMR',
    battles: 'Battles this week',
    noPlayers: 'No players yet',
    failed: 'Could not load the top players',
  },
  // Español in a module of its own: a page in English never downloads it (docs/architecture.md,
  // "Catalogues and languages").
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
});
