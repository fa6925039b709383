#!/usr/bin/env node
/**
 * Copies the texts SPEC.md quotes ('…') in its sections 2, 4, 5, 8 and 9 into docs/spec-texts.json,
 * each with its section and language, for the test that finds them in the catalogues
 * (scripts/test/specTexts.test.ts). SPEC.md lives outside the repository; run this again when it
 * changes: `node scripts/spec-texts.mjs path/to/SPEC.md`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SECTIONS = [2, 4, 5, 8, 9];
/** Spanish texts: an accent, ¡ or ¿, or one of the Spanish words the spec's Spanish texts use. */
const SPANISH =
  /[¡¿áéíóúñ]|\b(hay|disponibles|Quema|quema|quemar|Espera|Firma|Confirmar|Cancelar|Calcular|Descartar|Reintentar|Procesando|pudo|Puedes|Abrir)\b/;

export function specTexts(markdown) {
  const texts = [];
  let section = 0;
  for (const line of markdown.split('\n')) {
    const heading = /^## (\d+)\./.exec(line);
    if (heading) section = Number(heading[1]);
    if (!SECTIONS.includes(section)) continue;
    // A quote opens after a non-letter and closes before one, so "player's" is no quote.
    for (const [, text] of line.matchAll(/(?<![\p{L}\p{N}])'([^'\n]+?)'(?![\p{L}\p{N}])/gu)) {
      if (texts.some((t) => t.text === text)) continue;
      texts.push({ section, text, lang: SPANISH.test(text) ? 'es' : 'en' });
    }
  }
  return texts;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = process.argv[2] ?? '../shared/SPEC.md';
  const texts = specTexts(readFileSync(source, 'utf8'));
  const out = new URL('../docs/spec-texts.json', import.meta.url);
  writeFileSync(out, `${JSON.stringify({ source: 'SPEC.md', sections: SECTIONS, texts }, null, 2)}\n`);
  console.log(`${texts.length} texts written to docs/spec-texts.json`);
}
