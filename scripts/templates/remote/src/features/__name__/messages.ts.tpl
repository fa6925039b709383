import { defineMessages } from '@hueso/shared';

/** The __label__ area's texts: English here, Español in ./messages-es.ts. */
export const __NAME___MESSAGES = defineMessages({
  en: {
    title: '__label__',
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
