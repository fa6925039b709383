/**
 * The player's language: one per page, shared by the host and every remote through the platform
 * core (this package is a federation singleton). It follows the browser on the first visit, is
 * remembered on the game's origin, and follows other tabs of the game when they change it.
 */

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's own name, as the switcher shows it (always in that language). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** The locale numbers and dates are formatted with. */
export const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES' };

/** Where the choice is remembered (localStorage of the game's origin). */
export const LANGUAGE_STORAGE_KEY = 'hueso.lang';

/** The game's language for a BCP 47 tag ('es-AR' → 'es'), or null when the game does not speak it. */
export function toLanguage(tag: string | null | undefined): Language | null {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : null;
}

/** The first of the browser's preferred languages the game speaks; English otherwise. */
export function browserLanguage(): Language {
  const tags = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of tags) {
    const lang = toLanguage(tag);
    if (lang) return lang;
  }
  return 'en';
}

function stored(): Language | null {
  try {
    return toLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return null; // storage blocked (privacy settings): the browser's language, not remembered
  }
}

let current: Language | null = null;
const listeners = new Set<() => void>();

/** The page's language: the remembered choice, else the browser's. */
export function getLanguage(): Language {
  current ??= stored() ?? browserLanguage();
  return current;
}

/** Switches the page's language and remembers it; every screen of every remote follows. */
export function setLanguage(lang: Language, { remember = true }: { remember?: boolean } = {}): void {
  if (remember) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
    } catch {
      // not remembered; the page still switches
    }
  }
  if (lang === current) return;
  current = lang;
  for (const listener of listeners) listener();
}

let listeningToTabs = false;

/** Calls `listener` when the language changes (here or in another tab of the game). */
export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  if (!listeningToTabs && typeof window !== 'undefined') {
    listeningToTabs = true;
    window.addEventListener('storage', (event) => {
      const lang = event.key === LANGUAGE_STORAGE_KEY ? toLanguage(event.newValue) : null;
      if (lang) setLanguage(lang, { remember: false });
    });
  }
  return () => listeners.delete(listener);
}
