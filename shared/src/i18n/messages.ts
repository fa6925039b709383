import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { formatAmount, formatBalance, formatPrice } from '@hueso/contract/common';
import { getLanguage, LOCALES, setLanguage, subscribeLanguage, type Language } from './language';

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

/** The languages a catalogue may keep in a module of its own: every one but English, the source. */
export type OtherLanguage = Exclude<Language, 'en'>;

/**
 * A language's texts of a catalogue: inline, or a loader of the module holding them (its default
 * export, or the texts themselves), so a page downloads only the language it shows.
 */
export type TextsOf<T> = Translation<T> | (() => Promise<Translation<T> | { default: Translation<T> }>);

/**
 * A feature's texts: English inline (the source of the type); any other language is undefined
 * until loaded (`loadLanguage`) when its catalogue keeps it in a module of its own.
 */
export type Catalogue<T> = { readonly en: T } & { readonly [L in OtherLanguage]: Translation<T> | undefined };

type AnyCatalogue = { en: object } & { [L in OtherLanguage]: object | undefined };
type Loader = () => Promise<unknown>;

/** Catalogues defined so far whose language is not loaded yet, with their loaders. */
const unloaded = new Map<OtherLanguage, Map<AnyCatalogue, Loader>>();
/** The load each catalogue's language waits for (the one a screen suspends on). */
const loading = new Map<OtherLanguage, WeakMap<AnyCatalogue, Promise<void>>>();
/** The loads of each language not settled yet. */
const underWay = new Map<OtherLanguage, Set<Promise<void>>>();

/** A catalogue whose every language is inline (`defineMessages({ en: {...}, es: {...} })`). */
export type InlineCatalogue<T> = { readonly en: T } & { readonly [L in OtherLanguage]: Translation<T> };

/**
 * A feature's texts in every language (its `messages.ts`): `es` inline, or
 * `() => import(/* webpackChunkName: "messages-es" *\/ './messages-es')` so an English page never
 * downloads it (docs/architecture.md, "Catalogues and languages").
 */
export function defineMessages<T extends object>(
  catalogue: { en: T } & { [L in OtherLanguage]: NoInfer<Translation<T>> },
): InlineCatalogue<T>;
export function defineMessages<T extends object>(
  catalogue: { en: T } & { [L in OtherLanguage]: NoInfer<TextsOf<T>> },
): Catalogue<T>;
export function defineMessages<T extends object>(
  catalogue: { en: T } & { [L in OtherLanguage]: NoInfer<TextsOf<T>> },
): Catalogue<T> {
  const defined = { en: catalogue.en } as unknown as AnyCatalogue;
  for (const lang of Object.keys(catalogue) as (keyof typeof catalogue)[]) {
    if (lang === 'en') continue;
    const texts = catalogue[lang] as unknown;
    if (typeof texts === 'function') {
      defined[lang] = undefined;
      entry(unloaded, lang, () => new Map()).set(defined, texts as Loader);
      // Defined on a page in that language (a remote's module, evaluated when the host loads it):
      // its texts start loading now, with the others its module defines, not when a screen asks.
      if (lang === getLanguage()) loadSoon(lang);
    } else defined[lang] = texts as object;
  }
  return defined as Catalogue<T>;
}

/** A map's value for a key, made and stored on first use. */
function entry<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}

const scheduled = new Set<OtherLanguage>();
/** Loads a language once the running module (and any it defines catalogues with) has finished. */
function loadSoon(lang: OtherLanguage): void {
  if (scheduled.has(lang)) return;
  scheduled.add(lang);
  queueMicrotask(() => {
    scheduled.delete(lang);
    void loadLanguage(lang).catch(() => undefined);
  });
}

/** Whether a catalogue's texts in `lang` are at hand (English always is). */
export function isLoaded(catalogue: Catalogue<object>, lang: Language): boolean {
  return lang === 'en' || catalogue[lang] !== undefined;
}

/**
 * Loads `lang`'s texts of every catalogue defined so far that does not have them yet, all in
 * parallel (a build groups its Spanish modules into one chunk: one request). The platform core
 * awaits it before an app's first render; a screen that needs a catalogue defined later suspends
 * on it (`useMessages`). A failed load is tried again by the next call.
 */
export function loadLanguage(lang: Language): Promise<void> {
  if (lang === 'en') return Promise.resolve();
  const waiting = entry(unloaded, lang, () => new Map());
  const pending = entry(loading, lang, () => new WeakMap());
  const under = entry(underWay, lang, () => new Set());
  const batch = [...waiting];
  waiting.clear();
  for (const [catalogue, load] of batch) {
    const loaded = load().then(
      (module: unknown) => {
        const texts = module as object;
        catalogue[lang] = 'default' in texts ? (texts.default as object) : texts;
      },
      (err: unknown) => {
        waiting.set(catalogue, load);
        pending.delete(catalogue);
        throw err;
      },
    );
    pending.set(catalogue, loaded);
    under.add(loaded);
    void loaded.then(
      () => under.delete(loaded),
      () => under.delete(loaded),
    );
  }
  // With the loads an earlier call started and that are still under way.
  return Promise.all(under).then(() => undefined);
}

/**
 * Gives a catalogue its texts in a language, for a tool that reads the catalogues in node, where
 * the apps' TypeScript cannot be `import()`ed (the browser tests' e2e/texts/catalogues.ts).
 */
export function provideTexts<T>(catalogue: Catalogue<T>, lang: OtherLanguage, texts: Translation<T>): void {
  (catalogue as AnyCatalogue)[lang] = texts as object;
  unloaded.get(lang)?.delete(catalogue as AnyCatalogue);
}

/** The load a catalogue's language waits for, started if it is not under way. */
function loadOf(catalogue: AnyCatalogue, lang: OtherLanguage): Promise<void> {
  const pending = loading.get(lang)?.get(catalogue);
  if (pending) return pending;
  void loadLanguage(lang).catch(() => undefined);
  return loading.get(lang)?.get(catalogue) ?? Promise.resolve();
}

/** Loads `lang` (every catalogue defined so far), then switches the page to it: no screen waits. */
export async function switchLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  setLanguage(lang);
}

/**
 * Resolves once a catalogue's texts in `lang` are loaded: a module of texts built from another
 * catalogue's (`loadedIn`) has its loader wait for that one first.
 */
export function whenLoaded(catalogue: Catalogue<object>, lang: Language): Promise<void> {
  return isLoaded(catalogue, lang)
    ? Promise.resolve()
    : loadOf(catalogue as AnyCatalogue, lang as OtherLanguage);
}

/** A catalogue's texts in a language that must be loaded already (see `whenLoaded`). */
export function loadedIn<T>(catalogue: Catalogue<T>, lang: Language): Translation<T> {
  const texts = catalogue[lang];
  if (texts === undefined) throw new Error(`A catalogue's ${lang} texts are used before they are loaded`);
  return texts as Translation<T>;
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

/**
 * The texts of a catalogue in one language, for code outside React that already knows it. The
 * platform core loads the page's language before an app renders; a catalogue defined later whose
 * language is not loaded yet gives English while it loads, rather than no text.
 */
export function messagesIn<T>(catalogue: Catalogue<T>, lang: Language): T {
  let texts = catalogue[lang] as T | undefined;
  if (texts === undefined) {
    void loadOf(catalogue as AnyCatalogue, lang as OtherLanguage).catch(() => undefined);
    texts = catalogue.en;
  }
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

/**
 * The current language's texts of a catalogue. A screen whose language is not loaded yet suspends
 * (its Suspense boundary shows the loading state) until it is.
 */
export function useMessages<T>(catalogue: Catalogue<T>): T {
  const lang = useLanguage();
  // Thrown rather than `use`d: React replays a first render that suspended on `use` once the
  // promise settles, with the hooks it had created, and this call is then skipped (the texts are
  // in), so the hooks after it were new to the replay: React threw "Update hook called on initial
  // render" and recovered by rendering the whole page again synchronously. A thrown promise
  // suspends to the boundary and renders the screen afresh once it settles.
  if (!isLoaded(catalogue as Catalogue<object>, lang))
    throw loadOf(catalogue as AnyCatalogue, lang as OtherLanguage);
  return messagesIn(catalogue, lang);
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
