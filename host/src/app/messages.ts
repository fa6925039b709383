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
  es: {
    loading: 'Cargando…',
    loadingGame: 'Cargando HUESO…',
    loadingArea: (area: string) => `Cargando ${area}…`,
    notFound: 'Esta página no existe.',
    backToGame: 'Volver al juego',
    cannotStart: 'El juego no pudo iniciarse',
    badConfig: 'Su configuración (config.json) falta o no es válida:',
    crashed: 'Algo salió mal',
    reloadToContinue: 'Recarga la página para continuar.',
    reload: 'Recargar',
    areaUnavailableLabel: (area: string) => `${area} no disponible`,
    areaUnavailable: 'Esta área no está disponible ahora',
    areaUnavailableText: (area: string) =>
      `No se pudo cargar el área ${area}. El resto del juego sigue funcionando.`,
  },
});
