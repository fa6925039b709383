import { LANGUAGES } from '../i18n/language';
import { loadLanguage, loadedIn, setPseudoLocalization, type Catalogue } from '../i18n/messages';

/**
 * Loads every language of the catalogues defined so far, as the platform core loads the page's
 * before an app renders: the test setup calls it before each file's tests, so a screen rendered
 * in Español has its texts (one defined later suspends until loaded, as in the game).
 */
export async function loadLanguages(): Promise<void> {
  await Promise.all(LANGUAGES.map(loadLanguage));
}

/**
 * The check that no screen shows a text written in a component instead of its catalogue: while
 * `markCatalogueTexts()` is on, every catalogue text renders as ⟦text⟧; `strayTexts` lists what a
 * rendered screen shows outside the marks, once the data the screen shows (names, ids, symbols,
 * numbers) is set aside.
 */
export const MARK_OPEN = '⟦';
export const MARK_CLOSE = '⟧';

/** Marks every catalogue text for the tests of the file that calls it. */
export function markCatalogueTexts(): void {
  beforeAll(() => setPseudoLocalization((text) => `${MARK_OPEN}${text}${MARK_CLOSE}`));
  afterAll(() => setPseudoLocalization(null));
}

/** Data every screen may show as it is: the game's and the chain's symbols and names. */
const ALWAYS: RegExp[] = [
  /\b(HUESO|VIPHUESO|SWAP\.HIVE|KOD|STARPRO|NFTHUESO|NFTs?|PP|MMR|PvP)\b/g,
  /\b[GEA]\d{3}\b/g, // card ids
  /\b(demo|rookie|rival|player\d+)\b/g, // the fixtures' players
];

const ATTRIBUTES = ['aria-label', 'title', 'alt', 'placeholder', 'aria-valuetext'];

/** What `root` shows outside catalogue texts and data: one line per stray text (empty when none). */
export function strayTexts(root: Element, data: readonly (string | RegExp)[] = []): string[] {
  const found: string[] = [];
  const check = (text: string, where: string) => {
    let rest = text;
    for (let before = ''; before !== rest;) {
      before = rest;
      rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
    }
    for (const d of [...ALWAYS, ...data])
      rest = typeof d === 'string' ? rest.split(d).join(' ') : rest.replace(d, ' ');
    if (/\p{L}{2,}/u.test(rest)) found.push(`${where}: ${text.trim()}`);
  };
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('style, script, svg title')) continue;
    check(node.textContent ?? '', `<${parent.tagName.toLowerCase()}>`);
  }
  for (const el of [root, ...root.querySelectorAll('*')])
    for (const name of ATTRIBUTES) {
      const value = el.getAttribute(name);
      if (value) check(value, `<${el.tagName.toLowerCase()} ${name}>`);
    }
  return [...new Set(found)];
}

/**
 * The English texts of `catalogues` that `root` shows (its text and names): a Spanish screen must
 * show none. Only fixed texts are compared (not the functions' outputs), and only those whose
 * Spanish differs and that are long enough to be words rather than symbols.
 */
export function englishTexts(root: Element, catalogues: readonly Catalogue<object>[]): string[] {
  const english = new Set<string>();
  const collect = (en: unknown, es: unknown) => {
    if (typeof en === 'string') {
      if (en !== es && en.length >= 4) english.add(en);
    } else if (en && typeof en === 'object' && es && typeof es === 'object')
      for (const key of Object.keys(en))
        collect((en as Record<string, unknown>)[key], (es as Record<string, unknown>)[key]);
  };
  for (const catalogue of catalogues) collect(catalogue.en, loadedIn(catalogue, 'es'));
  const shown = [
    root.textContent ?? '',
    ...[...root.querySelectorAll('*')].flatMap((el) => ATTRIBUTES.map((name) => el.getAttribute(name) ?? '')),
  ].join('\n');
  // Whole words only: 'Rare' is not in 'Rareza'.
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...english].filter((text) => new RegExp(`(?<!\\p{L})${escape(text)}(?!\\p{L})`, 'u').test(shown));
}
