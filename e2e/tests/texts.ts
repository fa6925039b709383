import { createRequire } from 'node:module';
import type { GameTexts } from '../texts/catalogues';

export type { GameTexts };
export type Language = GameTexts['lang'];

const require = createRequire(import.meta.url);
const loaded = new Map<Language, GameTexts>();

/**
 * The game's catalogues in one language. They are CommonJS (texts/package.json), loaded with
 * `require`, which Playwright's TypeScript hook compiles along with the apps' sources they import.
 */
export function loadTexts(lang: Language): GameTexts {
  let texts = loaded.get(lang);
  if (!texts) {
    const catalogues = require('../texts/catalogues.ts') as { textsIn: (l: Language) => GameTexts };
    texts = catalogues.textsIn(lang);
    loaded.set(lang, texts);
  }
  return texts;
}
