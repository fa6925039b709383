/**
 * The game's drawn art as the reference server serves it (docs/art.md): every card portrait,
 * plain and shiny, and every item picture. Sizes are deterministic, so they have budgets: the
 * largest picture (gzip) of each kind and the total of all of them. Also checked: no two
 * pictures alike, each answer cacheable (Cache-Control and an ETag) and its revalidation a 304,
 * and each card portrait at its versioned URL (`?v=<ETag>`, as /api/getCards names it) immutable.
 */
import { gzipSync } from 'node:zlib';

const KB = 1024;
export const ART_BUDGET = {
  cardGzip: 1.5 * KB,
  itemGzip: 0.8 * KB,
  totalGzip: 120 * KB,
  /** The 48 plain portraits an album visitor downloads, gzipped one by one. */
  portraitsGzip: 64 * KB,
};
/** `PICTURED_ITEMS` of contract/src/market.ts (this script runs without TypeScript); art.test.ts checks the contract's list. */
const ITEMS = [
  'General Pack',
  'Special Pack',
  'LVL',
  'LVL UP',
  'Hueso Fusion',
  'ticket stake',
  'Initial Land',
];
const kb = (n) => `${(n / KB).toFixed(1)} KB`;

async function get(url, headers = {}) {
  const res = await fetch(url, { headers: { 'Accept-Encoding': 'identity', ...headers } });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

/** Card portraits from ide 1 up to the first 404, each plain and shiny. */
async function cardUrls(api) {
  const urls = [];
  for (let ide = 1; ; ide++) {
    const res = await fetch(`${api}/cards/art/${ide}.svg`, { method: 'HEAD' });
    if (res.status === 404) break;
    urls.push(`${api}/cards/art/${ide}.svg`, `${api}/cards/art/${ide}-shiny.svg`);
  }
  return urls;
}

/** Prints the table and returns the budget failures. */
export async function benchArt(api) {
  const failures = [];
  const kinds = [
    ['cards', await cardUrls(api), ART_BUDGET.cardGzip],
    ['items', ITEMS.map((name) => `${api}/items/art/${encodeURIComponent(name)}.svg`), ART_BUDGET.itemGzip],
  ];
  const seen = new Map();
  let total = 0;
  const portraits = [];
  /** The plain portraits' versioned answers that are cached immutable, and the header they carry. */
  const immutable = { count: 0, header: '' };
  console.log('\nArt served by the reference server (SVG, each picture gzipped on its own)');
  for (const [kind, urls, budget] of kinds) {
    let raw = 0;
    let gzip = 0;
    let max = { gzip: 0, url: '' };
    for (const url of urls) {
      const { res, body } = await get(url);
      if (!res.ok) {
        failures.push(`art ${url} answered ${res.status}`);
        continue;
      }
      const etag = res.headers.get('etag');
      if (!/max-age=\d+/.test(res.headers.get('cache-control') ?? '') || !etag)
        failures.push(`art ${url} is not cacheable (Cache-Control and ETag)`);
      else if ((await get(url, { 'If-None-Match': etag })).res.status !== 304)
        failures.push(`art ${url} does not answer its ETag with 304`);
      else if (kind === 'cards') {
        const versioned = await fetch(`${url}?v=${etag.replace(/"/g, '')}`, { method: 'HEAD' });
        const header = versioned.headers.get('cache-control') ?? '';
        if (!/immutable/.test(header))
          failures.push(`art ${url} at its versioned URL is not cached immutable`);
        else if (!url.endsWith('-shiny.svg')) {
          immutable.count++;
          immutable.header = header;
        }
      }
      const text = body.toString();
      if (seen.has(text)) failures.push(`art ${url} is the same picture as ${seen.get(text)}`);
      seen.set(text, url);
      const gz = gzipSync(body, { level: 9 }).length;
      raw += body.length;
      gzip += gz;
      if (kind === 'cards' && !url.endsWith('-shiny.svg')) portraits.push(gz);
      if (gz > max.gzip) max = { gzip: gz, url };
    }
    total += gzip;
    console.log(
      `  ${kind.padEnd(10)} ${String(urls.length).padStart(3)} files  ${kb(raw).padStart(10)} raw  ${kb(gzip).padStart(9)} gzip  largest ${kb(max.gzip)} gzip (budget ${kb(budget)})`,
    );
    if (max.gzip > budget) failures.push(`art ${max.url} ${kb(max.gzip)} gzip > ${kb(budget)}`);
  }
  console.log(
    `  ${'total'.padEnd(10)} ${' '.repeat(42)}${kb(total).padStart(9)} gzip  (budget ${kb(ART_BUDGET.totalGzip)})`,
  );
  if (total > ART_BUDGET.totalGzip)
    failures.push(`art total ${kb(total)} gzip > ${kb(ART_BUDGET.totalGzip)}`);
  const sorted = [...portraits].sort((a, b) => a - b);
  const portraitTotal = portraits.reduce((a, b) => a + b, 0);
  console.log(
    `  portraits ${String(portraits.length).padStart(3)} plain  ${kb(portraitTotal)} gzip in all (budget ${kb(ART_BUDGET.portraitsGzip)}), per card ${kb(sorted[0] ?? 0)} to ${kb(sorted.at(-1) ?? 0)}, median ${kb(sorted[sorted.length >> 1] ?? 0)} (budget ${kb(ART_BUDGET.cardGzip)})`,
  );
  console.log(
    `  portraits ${immutable.count} of ${portraits.length} cached immutable at their versioned URL (?v=<ETag>): Cache-Control: ${immutable.header || 'none'}`,
  );
  const perCard = portraits.map((gz, i) => `${i + 1}:${(gz / KB).toFixed(2)}`);
  for (let i = 0; i < perCard.length; i += 12)
    console.log(`    KB per card  ${perCard.slice(i, i + 12).join('  ')}`);
  if (portraitTotal > ART_BUDGET.portraitsGzip)
    failures.push(`art portraits ${kb(portraitTotal)} gzip > ${kb(ART_BUDGET.portraitsGzip)}`);
  return failures;
}
