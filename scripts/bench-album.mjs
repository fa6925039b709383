/**
 * The album on a large world: 1,000 card definitions and 50,000 chain instances, generated with a
 * fixed seed and served to the page in place of GET /api/getCards and the instances table (each
 * chain page answered after a node-like delay). Reports, without budgets (times vary by machine):
 * when the first cards show, when the global count is complete, the script time spent counting
 * (performance entry 'album:count'), how many tiles the virtualised grid keeps in the page, and
 * frame times while scrolling through all 1,000 cards.
 */
const DEFINITIONS = 1000;
const INSTANCES = 50_000;
const PAGE = 1000;
/** Latency of one chain `find` page, as a public node answers. */
const PAGE_DELAY_MS = 60;
const RAREZAS = ['C', 'R', 'Z', 'E', 'A', 'L'];
const FAMILIAS = ['Bulldog', 'Beagle', 'Husky', 'Dalmatian', 'Shiba', 'Greyhound', 'Poodle', 'Boxer'];

function prng(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The large world: definitions (the player owns every third card) and the instance rows. */
export function largeWorld(api, account) {
  const random = prng(90210);
  const owned = new Map();
  const instances = Array.from({ length: INSTANCES }, (_, i) => {
    const ide = 1 + Math.floor(random() * DEFINITIONS);
    const holder =
      random() < 0.05
        ? 'hueso.platform'
        : ide % 3 === 0 && random() < 0.1
          ? account
          : `player${1 + Math.floor(random() * 400)}`;
    if (holder === account) owned.set(ide, [...(owned.get(ide) ?? []), String(i + 1)]);
    return {
      _id: i + 1,
      account: holder,
      ownedBy: 'u',
      lockedTokens: {},
      properties: { ID: String(ide), POWER: 5, EDITION: 1 },
    };
  });
  const generalNft = Array.from({ length: DEFINITIONS }, (_, i) => {
    const ide = i + 1;
    const nft = owned.get(ide) ?? [];
    return {
      ide,
      id: `G${String(ide).padStart(4, '0')}`,
      rareza: RAREZAS[i % RAREZAS.length],
      familia: FAMILIAS[i % FAMILIAS.length],
      url: `${api}/cards/art/${1 + (i % 24)}.svg`,
      cantidad: nft.length,
      nft,
    };
  });
  return { cards: { especiales: [], generalNft }, instances };
}

/** Measures the General Album on the large world in a logged-in `page`; returns report lines. */
export async function benchAlbum(
  page,
  { api = 'http://localhost:8090', chain = 'http://localhost:8091', account = 'demo' } = {},
) {
  const world = largeWorld(api, account);
  await page.route(`${api}/api/getCards`, (route) => route.fulfill({ json: world.cards }));
  await page.route(`${chain}/contracts`, async (route) => {
    const body = route.request().postDataJSON();
    if (!String(body?.params?.table).endsWith('instances')) return route.fallback();
    const offset = body.params.offset ?? 0;
    await new Promise((r) => setTimeout(r, PAGE_DELAY_MS));
    return route.fulfill({
      json: {
        jsonrpc: '2.0',
        id: body.id,
        result: world.instances.slice(offset, offset + (body.params.limit ?? PAGE)),
      },
    });
  });

  const start = Date.now();
  await page.goto('http://localhost:8080/game/album?page=1');
  const grid = page.getByRole('list', { name: 'General cards' });
  await grid.getByRole('button').first().waitFor();
  const firstCardsMs = Date.now() - start;
  const countingAtFirstCards = await page.getByText(/Counting cards on the chain/).isVisible();
  await page.getByText('Global counts are complete.').waitFor({ timeout: 120_000 });
  const countedMs = Date.now() - start;
  const countScriptMs = await page.evaluate(
    () => performance.getEntriesByName('album:count').at(-1)?.duration ?? Number.NaN,
  );
  const tilesInPage = await grid.locator('[role="listitem"]').count();

  // Scroll through the whole grid, a screen per frame, timing every frame.
  const frames = await page.evaluate(async () => {
    const times = [];
    let last = performance.now();
    while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2) {
      window.scrollBy(0, window.innerHeight);
      await new Promise((r) => requestAnimationFrame(() => r(undefined)));
      const now = performance.now();
      times.push(now - last);
      last = now;
    }
    return times;
  });
  const sorted = [...frames].sort((a, b) => a - b);
  const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
  const lastCard = await grid
    .locator('[aria-label^="G1000,"]')
    .waitFor({ timeout: 5000 })
    .then(() => true)
    .catch(() => false);
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  return [
    `Album on a large world (${DEFINITIONS} definitions, ${INSTANCES} instances, ${PAGE_DELAY_MS} ms per chain page; reported only)`,
    `  first cards shown        ${firstCardsMs} ms${countingAtFirstCards ? ' (global count still running)' : ''}`,
    `  global count complete    ${countedMs} ms (${INSTANCES / PAGE} pages)`,
    `  counting script time     ${countScriptMs.toFixed(1)} ms (target < 100 ms)`,
    `  tiles in the page        ${tilesInPage} of ${DEFINITIONS} (virtualised)`,
    `  scrolling to the end     ${frames.length} frames, median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms; last card ${lastCard ? 'reached' : 'NOT reached'}`,
  ];
}
