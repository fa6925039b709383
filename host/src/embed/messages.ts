import type { Translation } from '@hueso/shared';
import { VERSION_MESSAGES } from './versionMessages';

const en = {
  loading: 'Loading HUESO…',
  retry: 'Retry',
  noArea: 'This element names no area: set its area attribute (for example area="arena").',
  unknownArea: (area: string, known: string[]) =>
    `There is no HUESO area named "${area}". Areas: ${known.join(', ')}.`,
  noConfig: (url: string) => `The game's settings could not be read from ${url}.`,
  unreachable: (area: string) => `The ${area} area could not be loaded. Check your connection and try again.`,
  blocked: (origin: string, directive: string, policy: string) =>
    `This page's Content-Security-Policy blocks ${origin} (${directive}), which the game needs. Allow it, and the rest of ${policy}, then reload the page.`,
  version: VERSION_MESSAGES.en.version,
};

export type EmbedTexts = typeof en;

/**
 * Texts of `<hueso-area>` itself, shown inside the element while an area loads or cannot. A plain
 * object, not `defineMessages`: the loader stays free of the platform core.
 */
export const EMBED_MESSAGES: { en: typeof en; es: Translation<typeof en> } = {
  en,
  es: {
    loading: 'Cargando HUESO…',
    retry: 'Reintentar',
    noArea: 'Este elemento no indica un área: pon su atributo area (por ejemplo area="arena").',
    unknownArea: (area: string, known: string[]) =>
      `No hay un área de HUESO llamada "${area}". Áreas: ${known.join(', ')}.`,
    noConfig: (url: string) => `No se pudo leer la configuración del juego desde ${url}.`,
    unreachable: (area: string) =>
      `No se pudo cargar el área ${area}. Revisa tu conexión e inténtalo de nuevo.`,
    blocked: (origin: string, directive: string, policy: string) =>
      `La Content-Security-Policy de esta página bloquea ${origin} (${directive}), que el juego necesita. Permítelo, junto con el resto de ${policy}, y recarga la página.`,
    version: VERSION_MESSAGES.es.version,
  },
};

/** The element's texts in its language: its own `lang`, else the page's, else the browser's. */
export function embedMessages(lang: string | null | undefined): typeof en {
  return /^es\b/i.test(lang || navigator.language) ? EMBED_MESSAGES.es : EMBED_MESSAGES.en;
}
