/**
 * Every catalogue of the host, the five remotes and the platform core, checked as data: both
 * languages hold the same texts, and the Spanish one is a translation, not a copy of the English.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadLanguages } from '../testing/catalogueText';

const ROOT = join(__dirname, '../../..');

/** Texts that read the same in both languages: names, tokens, symbols. */
const SAME_IN_BOTH = new Set([
  'Chat',
  'Whitepaper',
  'KeyChain',
  'VIPHUESO',
  'HUESO',
  'Stake',
  'Arena',
  'Error',
  'Total',
  'Normal',
  'Global',
  'General',
  'Marketplace',
  'Ranking',
  'Burn NFTs (HE)',
]);
const sameInBoth = (text: string) =>
  SAME_IN_BOTH.has(text.trim()) ||
  !/[a-z]{3,}/.test(
    text.replace(
      /\b(HUESO|VIPHUESO|NFTs?|PP|MMR|KOD|SWAP\.HIVE|STARPRO|tickets?|pool|global|final|total)\b/gi,
      '',
    ),
  );

function messageFiles(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) messageFiles(path, found);
    else if (name === 'messages.ts' || name === 'money.ts' || name === 'itemNames.ts') found.push(path);
  }
  return found;
}

const files = ['host', 'shared', ...readdirSync(ROOT).filter((d) => d.startsWith('mfe-'))].flatMap((dir) =>
  messageFiles(join(ROOT, dir, 'src')),
);

interface Catalogue {
  en: Record<string, unknown>;
  es: Record<string, unknown>;
}
const isCatalogue = (value: unknown): value is Catalogue =>
  typeof value === 'object' && value !== null && 'en' in value && 'es' in value;

/** A catalogue module's exports, with every language of its catalogues loaded. */
async function catalogueModule(file: string): Promise<Record<string, unknown>> {
  const module = (await import(file)) as Record<string, unknown>;
  await loadLanguages();
  return module;
}

/** Each text of a catalogue, by path; a function is called with sample values. */
function texts(value: unknown, path: string, out: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') out.set(path, value);
  else if (typeof value === 'function') {
    // Sample values: numbers, else texts, else lists (a function joins or formats what it gets).
    const samples: unknown[] = [7, '7', ['7', '8']];
    const fn = value as (...a: unknown[]) => unknown;
    let text = '(no sample value fits)';
    for (const sample of samples) {
      try {
        text = String(fn(...Array.from({ length: fn.length }, () => sample)));
        break;
      } catch {
        // the next kind of sample
      }
    }
    out.set(path, text);
  } else if (typeof value === 'object' && value !== null)
    for (const [key, inner] of Object.entries(value)) texts(inner, `${path}.${key}`, out);
  return out;
}

describe('message catalogues', () => {
  it('finds the catalogues of every package', () => {
    const packages = new Set(files.map((f) => relative(ROOT, f).split('/')[0]));
    expect([...packages].sort()).toEqual(
      expect.arrayContaining([
        'host',
        'mfe-album',
        'mfe-arena',
        'mfe-market',
        'mfe-missions',
        'mfe-stake',
        'shared',
      ]),
    );
  });

  it.each(files.map((f) => [relative(ROOT, f), f]))(
    '%s: every text in both languages, translated',
    async (_, file) => {
      const module = await catalogueModule(file);
      const catalogues = Object.entries(module).filter(([, v]) => isCatalogue(v)) as [string, Catalogue][];
      for (const [name, catalogue] of catalogues) {
        const en = texts(catalogue.en, name, new Map());
        const es = texts(catalogue.es, name, new Map());
        expect([...es.keys()]).toEqual([...en.keys()]);
        const copied = [...en].filter(([path, text]) => es.get(path) === text && !sameInBoth(text));
        expect(copied.map(([path, text]) => `${path}: ${text}`)).toEqual([]);
        for (const text of es.values()) expect(text.trim()).not.toBe('');
      }
    },
  );
});

/** The glossary's tables (docs/glossary.md): each row as its cells by column heading. */
function glossaryRows(): Record<string, string>[] {
  const lines = readFileSync(join(ROOT, 'docs/glossary.md'), 'utf8').split('\n');
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((c) => c.trim().replace(/`/g, ''));
  const rows: Record<string, string>[] = [];
  let headings: string[] | null = null;
  lines.forEach((line, i) => {
    if (!line.startsWith('|')) headings = null;
    else if (/^\|[\s|:-]+\|$/.test(line)) headings = cells(lines[i - 1] ?? '');
    else if (headings) rows.push(Object.fromEntries(cells(line).map((c, k) => [headings![k], c])));
  });
  return rows;
}

/** A name as a whole word or phrase, case as written. */
const nameIn = (name: string) =>
  new RegExp(`(?<![\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u');

async function allTexts(lang: 'en' | 'es'): Promise<string[]> {
  const out: string[] = [];
  for (const file of files) {
    const module = await catalogueModule(file);
    for (const [name, value] of Object.entries(module))
      if (isCatalogue(value)) out.push(...texts(value[lang], name, new Map()).values());
  }
  return out;
}

describe('one name per thing (docs/glossary.md)', () => {
  const rows = glossaryRows();
  const spec = JSON.parse(readFileSync(join(ROOT, 'docs/spec-texts.json'), 'utf8')) as {
    texts: { text: string }[];
  };
  const quoted = new Set(spec.texts.map((t) => t.text));
  // A partner game's own starter pack is named with its game; this game's is the Initial Land.
  const aboutPartner = (text: string) => /partner game|juego asociado/.test(text);

  it('reads the glossary', () => {
    expect(rows.filter((r) => r.English && r['Español']).length).toBeGreaterThan(30);
    expect(rows.filter((r) => r['Not used']).length).toBeGreaterThan(3);
  });

  it('no Español text shows a name the glossary gives in English only', async () => {
    const english = rows.flatMap((r) =>
      r.English && r['Español'] && r.English !== r['Español'] ? [r.English] : [],
    );
    const es = await allTexts('es');
    const shown = es.flatMap((text) =>
      english.filter((name) => nameIn(name).test(text)).map((name) => `${name}: ${text}`),
    );
    expect(shown).toEqual([]);
  });

  it.each(['en', 'es'] as const)('no %s text uses a name the glossary retired', async (lang) => {
    const retired = rows.flatMap((r) => (r['Not used'] ? [r['Not used'].replace(/\s*\(.*\)$/, '')] : []));
    const used = (await allTexts(lang)).flatMap((text) =>
      quoted.has(text) || aboutPartner(text)
        ? []
        : retired.filter((name) => nameIn(name).test(text)).map((name) => `${name}: ${text}`),
    );
    expect(used).toEqual([]);
  });
});
