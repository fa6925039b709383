/**
 * Every catalogue of the host, the five remotes and the platform core, checked as data: both
 * languages hold the same texts, and the Spanish one is a translation, not a copy of the English.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

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
    else if (name === 'messages.ts' || name === 'money.ts') found.push(path);
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
      const module = (await import(file)) as Record<string, unknown>;
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
