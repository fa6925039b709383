import { useLanguage } from '../i18n/messages';
import type { Language } from '../i18n/language';
import { getConfig, type RuntimeConfig } from './config';

/** The pages behind the game's links, each as one URL. */
export type Links = Omit<RuntimeConfig['links'], 'es'>;

/** The configured links in `lang`: a page's Spanish version (`links.es`) where one is set, else its one URL. */
export function linksIn(links: RuntimeConfig['links'], lang: Language): Links {
  const { es, ...pages } = links;
  if (lang !== 'es' || !es) return pages;
  const localized = Object.entries(es).filter(([, href]) => href !== undefined);
  return { ...pages, ...Object.fromEntries(localized) };
}

/** The configured links in the screen's language (docs/glossary.md, "Pages behind links"). */
export function useLinks(): Links {
  return linksIn(getConfig().links, useLanguage());
}
