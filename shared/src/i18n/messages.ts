import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { formatAmount, formatBalance, formatPrice } from '@hueso/contract/common';
import { getLanguage, LOCALES, subscribeLanguage, type Language } from './language';

/**
 * A catalogue's other language has the English one's shape: every text, every parameter. A text
 * missing from one language does not compile.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;

export interface Catalogue<T> {
  readonly en: T;
  readonly es: Translation<T>;
}

/** A feature's texts in both languages (its `messages.ts`). */
export function defineMessages<T extends object>(catalogue: {
  en: T;
  es: NoInfer<Translation<T>>;
}): Catalogue<T> {
  return catalogue;
}

/**
 * Pseudo-localization: while a marker is set, every text a catalogue gives comes wrapped in it
 * (`⟦Buy⟧`), so a check can tell catalogue texts from texts written in a component
 * (`@hueso/shared/testing`: `markCatalogueTexts`, `strayTexts`). Off in the game.
 */
let marker: ((text: string) => string) | null = null;
let marked = new WeakMap<object, unknown>();

export function setPseudoLocalization(mark: ((text: string) => string) | null): void {
  marker = mark;
  marked = new WeakMap();
}

function markTexts(value: unknown, mark: (text: string) => string): unknown {
  if (typeof value === 'string') return mark(value);
  if (typeof value === 'function')
    return (...args: unknown[]) => mark(String((value as (...a: unknown[]) => unknown)(...args)));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, markTexts(v, mark)]));
  return value;
}

/** The texts of a catalogue in one language (for code that already knows it). */
export function messagesIn<T>(catalogue: Catalogue<T>, lang: Language): T {
  const texts = catalogue[lang] as T;
  if (!marker || typeof texts !== 'object' || texts === null) return texts;
  let wrapped = marked.get(texts);
  if (!wrapped) {
    wrapped = markTexts(texts, marker);
    marked.set(texts, wrapped);
  }
  return wrapped as T;
}

/**
 * The language of an area that has its own (an embedded `<hueso-area lang>`); null follows the
 * page's language.
 */
export const AreaLanguageContext = createContext<Language | null>(null);

/** The language the current screen renders in. */
export function useLanguage(): Language {
  const own = useContext(AreaLanguageContext);
  const page = useSyncExternalStore(subscribeLanguage, getLanguage, () => 'en' as Language);
  return own ?? page;
}

/** The current language's texts of a catalogue. */
export function useMessages<T>(catalogue: Catalogue<T>): T {
  return messagesIn(catalogue, useLanguage());
}

/** Number and date formatting in a language (Intl), as every screen formats them. */
export interface Formatters {
  lang: Language;
  locale: string;
  /** A price with exactly 2 decimals (4,000.00 / 4000,00). */
  price(value: number): string;
  /** A balance with 2 decimals, rounded down: never more than the wallet holds. */
  balance(value: number): string;
  /** An amount with thousands separators and at most 2 decimals. */
  amount(value: number): string;
  /** A whole count (1,234). */
  count(value: number): string;
  /** A percentage of 0..100 with at most 2 decimals. */
  percent(value: number): string;
  /** A date and time, short (12/31/26, 9:05 PM / 31/12/26, 21:05). */
  dateTime(ts: number | Date): string;
  /** A time of day, hours and minutes. */
  time(ts: number | Date): string;
}

const cache = new Map<Language, Formatters>();

export function formattersFor(lang: Language): Formatters {
  let f = cache.get(lang);
  if (!f) {
    const locale = LOCALES[lang];
    const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
    const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
    f = {
      lang,
      locale,
      price: (v) => formatPrice(v, locale),
      balance: (v) => formatBalance(v, locale),
      amount: (v) => formatAmount(v, locale),
      count: (v) => count.format(v),
      percent: (v) => percent.format(v / 100),
      dateTime: (ts) => dateTime.format(ts),
      time: (ts) => time.format(ts),
    };
    cache.set(lang, f);
  }
  return f;
}

/** The current language's number and date formatting. */
export function useFormat(): Formatters {
  const lang = useLanguage();
  return useMemo(() => formattersFor(lang), [lang]);
}
