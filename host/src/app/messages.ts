import { defineMessages } from '@hueso/shared';

/** The host's own pages: start-up, not found, crashes and an area that cannot load. */
export const APP_MESSAGES = defineMessages({
  en: {
    loading: 'Loading…',
    loadingGame: 'Loading HUESO…',
    loadingArea: (area: string) => `Loading ${area}…`,
    notFound: 'This page does not exist.',
    backToGame: 'Back to the game',
    cannotStart: 'The game could not start',
    badConfig: 'Its configuration (config.json) is missing or invalid:',
    crashed: 'Something went wrong',
    reloadToContinue: 'Reload the page to continue.',
    reload: 'Reload',
    areaUnavailableLabel: (area: string) => `${area} unavailable`,
    areaUnavailable: 'This area is unavailable right now',
    areaUnavailableText: (area: string) =>
      `The ${area} area could not be loaded. The rest of the game keeps working.`,
  },
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
});
