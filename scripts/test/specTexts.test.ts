/**
 * Every text SPEC.md quotes in its sections 2, 4, 5, 8 and 9 (copied into docs/spec-texts.json by
 * scripts/spec-texts.mjs) is in a catalogue (a messages.ts) of its language, exactly; a text the
 * product deliberately words otherwise is listed below with its row in docs/spec-deviations.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadLanguages } from '../../shared/src/testing/catalogueText';

type Lang = 'en' | 'es';
interface SpecText {
  section: number;
  text: string;
  lang: Lang;
}

const root = path.resolve(__dirname, '../..');
const fixture = JSON.parse(readFileSync(path.join(root, 'docs/spec-texts.json'), 'utf8')) as {
  texts: SpecText[];
};
const deviations = readFileSync(path.join(root, 'docs/spec-deviations.md'), 'utf8');

/**
 * The spec's texts the product words otherwise: what it shows instead, and a phrase of the
 * docs/spec-deviations.md row that says why.
 */
const DELIBERATE: Record<string, { instead: string; row: string }> = {
  Succes: {
    instead: "'Success' (the spec's other spelling of the passive stake's success)",
    row: "Passive stake success 'Success' or 'Succes'",
  },
};

function messageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : messageFiles(full);
    return entry.name === 'messages.ts' ? [full] : [];
  });
}

const packages = readdirSync(root).filter((d) => d === 'host' || d === 'shared' || d.startsWith('mfe-'));
const files = packages.flatMap((p) => messageFiles(path.join(root, p, 'src')));

/** Sample arguments a catalogue's function is called with, to see the texts it makes. */
const SAMPLES: unknown[] = [1, 2, 5, 'N'];
function combos(arity: number): unknown[][] {
  if (arity === 0) return [[]];
  return combos(arity - 1).flatMap((rest) => SAMPLES.map((s) => [s, ...rest]));
}

/** Every text a catalogue's language holds, its functions' outputs over the sample arguments included. */
function texts(node: unknown, out: Set<string>): Set<string> {
  if (typeof node === 'string') out.add(node);
  else if (typeof node === 'function') {
    for (const args of combos(Math.min(Math.max(node.length, 1), 3))) {
      try {
        const value = (node as (...a: unknown[]) => unknown)(...args);
        if (typeof value === 'string') out.add(value);
      } catch {
        // A sample the function cannot take (a string where it formats a number): the others tell.
      }
    }
  } else if (node && typeof node === 'object') Object.values(node).forEach((v) => texts(v, out));
  return out;
}

const catalogue: Record<Lang, Set<string>> = { en: new Set(), es: new Set() };
beforeAll(async () => {
  const modules = files.map((file) => jest.requireActual<Record<string, unknown>>(file));
  // Most catalogues keep their Español in a module of their own (messages-es.ts), loaded on demand.
  await loadLanguages();
  for (const module of modules) {
    for (const value of Object.values(module)) {
      if (!value || typeof value !== 'object' || !('en' in value) || !('es' in value)) continue;
      texts((value as { en: unknown }).en, catalogue.en);
      texts((value as { es: unknown }).es, catalogue.es);
    }
  }
});

/** The spec's placeholders (N, M, X, x, x.xx, SYMBOL, {status}) stand for any value. */
function pattern(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const any = escaped
    .replace(/x\\\.xx/g, '\0')
    .replace(/\\\{status\\\}/g, '\0')
    .replace(/\b(N|M|X|x|SYMBOL)\b/g, '\0');
  return new RegExp(`^${any.replace(/\0/g, '.+?')}$`, 'u');
}

/** Quoted words the spec names inside a longer text ('tickets' is the plural of a count). */
const WITHIN = new Set(['tickets']);

function found(t: SpecText): boolean {
  const re = pattern(t.text);
  return [...catalogue[t.lang]].some((c) =>
    WITHIN.has(t.text) ? new RegExp(`\\b${t.text}\\b`).test(c) : re.test(c),
  );
}

it('reads the spec texts and the catalogues', () => {
  expect(fixture.texts.length).toBe(54);
  expect(files.length).toBeGreaterThan(20);
  expect(catalogue.en.size).toBeGreaterThan(500);
  expect(catalogue.es.size).toBeGreaterThan(500);
});

describe.each(fixture.texts.filter((t) => !(t.text in DELIBERATE)))(
  'the spec text of section $section',
  (t) => {
    it(`'${t.text}' is in the ${t.lang} catalogue`, () => {
      expect(found(t)).toBe(true);
    });
  },
);

describe.each(Object.entries(DELIBERATE))('the deliberate difference', (text, { row }) => {
  it(`'${text}' is a spec text, missing from its language's catalogue, with its deviation row`, () => {
    const t = fixture.texts.find((s) => s.text === text);
    expect(t).toBeDefined();
    expect(found(t!)).toBe(false);
    expect(deviations).toContain(row);
  });
});
