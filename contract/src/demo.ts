/**
 * The demo world, as data: everything the first start of an embedded install decides, from one
 * fixed-seed PRNG so every fresh world is the same. The chain node (localchain's genesis) takes
 * the chain part (accounts, balances, cards, market orders); the game server's seed takes the
 * game part (players' fields, items, pool stakes, metrics). Both read this one definition, so
 * they describe one world. Amounts of HUESO in game fields are numbers of HUESO; wallet balances
 * and prices are the chain's decimal strings.
 */
import { MARKET_SELL_FEE, SELL_TOKENS } from './album';
import { CATALOGUE, type CardDef } from './catalogue';

/** The tokens of the local chain, in creation order. BEE pays the NFT issue fees, as on mainnet. */
export const DEMO_TOKENS = [
  { symbol: 'HUESO', name: 'Hueso', precision: 3 },
  { symbol: 'VIPHUESO', name: 'VIP Hueso', precision: 3 },
  { symbol: 'SWAP.HIVE', name: 'HIVE Pegged', precision: 8 },
  { symbol: 'KOD', name: 'King of Dogs', precision: 3 },
  { symbol: 'STARPRO', name: 'Star Pro', precision: 8 },
  { symbol: 'BEE', name: 'Hive Engine Token', precision: 8 },
] as const;

export type DemoToken = (typeof DEMO_TOKENS)[number]['symbol'];
export type DemoWallet = Partial<Record<DemoToken, string>>;

/** A player's game record, as the server's NewUser takes it (HUESO amounts in HUESO). */
export interface DemoGameUser {
  nivel?: number;
  ph?: number;
  pe?: number;
  dinero?: number;
  dinero_real?: number;
  fusion?: number;
  cantidad_mision?: number;
  pack_inicial?: number;
  poder?: number;
  poder_energia?: number;
  energia_actual?: number;
  energia_maximo?: number;
  nft_burned?: number;
}

export interface DemoPlayer {
  /** The Hive account and the game's user name. */
  nombre: string;
  /** The documented password of a password login; none for wallet-only players. */
  password?: string;
  /** The game record; null for a chain account with no game player yet (its first login signs it up). */
  game: DemoGameUser | null;
  wallet: DemoWallet;
  /** Card ides issued to the player, in issue order (a card may repeat). */
  cards: number[];
  items: Record<string, number>;
  /** The player's stake in the daily pool, when in it. */
  poolStake?: number;
}

/** One sell order: the seller lists the instance of its `cards[cardIndex]`. */
export interface DemoListing {
  /** A player's name, or `market:0` / `market:1` for the platform's market accounts. */
  seller: string;
  cardIndex: number;
  priceSymbol: DemoToken;
  price: string;
  /** The market fee in basis points (nftmarket.sell's `fee`). */
  fee: number;
}

export interface DemoMetric {
  daysAgo: number;
  nombre: string;
  kind: 'mined' | 'burned';
  hueso: number;
}

export interface DemoWorld {
  tokens: typeof DEMO_TOKENS;
  /** Balances of the platform's token account (the issuer of every token and card). */
  tokenAccountWallet: DemoWallet;
  /** Cards of the platform's two market accounts (Special Market), by market account index. */
  marketCards: [number[], number[]];
  /** Players in creation order; their cards are issued in this order, after every balance. */
  players: DemoPlayer[];
  /** Sell orders in the order they are placed (market accounts first, then players). */
  listings: DemoListing[];
  /**
   * Players whose cards are issued after the listings (the arena's rival, as the world grew):
   * names of `players`.
   */
  lateCardPlayers: string[];
  metrics: DemoMetric[];
}

/** mulberry32: a tiny deterministic PRNG, enough for demo data. */
function prng(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
  };
}

const PLAYERS = 40;
const PLAYERS_IN_POOL = 30;
const HISTORY_DAYS = 190;
const LISTING_PLAYERS = 12;
/** A price per sale token that the demo player can afford. */
const PRICES: Record<(typeof SELL_TOKENS)[number], string> = {
  VIPHUESO: '20',
  'SWAP.HIVE': '1.5',
  KOD: '75',
  STARPRO: '12',
  HUESO: '250',
};

const ides = (cards: readonly CardDef[]) => cards.map((c) => c.ide);

/** `times` the token's demo price, at the token's precision (exact: every price has few decimals). */
function price(token: (typeof SELL_TOKENS)[number], times: number): string {
  const precision = DEMO_TOKENS.find((t) => t.symbol === token)!.precision;
  const [whole = '0', fraction = ''] = PRICES[token].split('.');
  const units = BigInt(whole + fraction.padEnd(precision, '0')) * BigInt(times);
  const text = units.toString().padStart(precision + 1, '0');
  return `${text.slice(0, -precision)}.${text.slice(-precision)}`;
}

export function demoWorld(): DemoWorld {
  const rand = prng(20240601);
  const byRarity = (rareza: string) => CATALOGUE.filter((c) => c.rareza === rareza);
  const players: DemoPlayer[] = [
    {
      nombre: 'demo',
      password: 'demo1234',
      game: {
        nivel: 3,
        ph: 1850,
        pe: 640,
        dinero: 25000,
        dinero_real: 12000,
        fusion: 150,
        cantidad_mision: 42,
        pack_inicial: 1,
        poder: 50,
        poder_energia: 10,
        energia_actual: 60,
        energia_maximo: 100,
        nft_burned: 12,
      },
      wallet: { HUESO: '5000', VIPHUESO: '300', 'SWAP.HIVE': '120', KOD: '1000', STARPRO: '500' },
      // One of every card, plus enough commons and rares to try crafting.
      cards: ides([
        ...CATALOGUE,
        ...byRarity('C').flatMap((c) => [c, c, c, c]),
        ...byRarity('R').flatMap((c) => [c, c, c]),
      ]),
      items: { 'General Pack': 3, 'Hueso Fusion': 1, 'ticket stake': 2 },
    },
    {
      nombre: 'rookie',
      password: 'rookie123',
      game: { dinero: 300, poder: 10, poder_energia: 5, energia_actual: 40, energia_maximo: 100 },
      wallet: { HUESO: '500', 'SWAP.HIVE': '60' },
      cards: ides(byRarity('C').slice(0, 2)),
      items: {},
    },
    {
      nombre: 'bigdog',
      game: null,
      wallet: { HUESO: '2000', 'SWAP.HIVE': '100', VIPHUESO: '50' },
      cards: ides(CATALOGUE.filter((c) => c.tipo === 'E')),
      items: {},
    },
  ];

  for (let i = 1; i <= PLAYERS; i++) {
    // The draws happen in this exact order (the world of earlier versions depends on it).
    const poder = rand.int(10, 150);
    const cards = Array.from({ length: rand.int(3, 15) }, () => {
      const rareza = ['C', 'C', 'C', 'R', 'R', 'Z', 'E', 'A', 'L'][rand.int(0, 8)]!;
      const pool = byRarity(rareza);
      return pool[rand.int(0, pool.length - 1)]!.ide;
    });
    const game: DemoGameUser = {
      nivel: rand.int(1, 12),
      ph: rand.int(0, 4000),
      pe: rand.int(0, 1500),
      dinero: rand.int(0, 60000),
      dinero_real: rand.int(0, 30000),
      fusion: rand.int(0, 500),
      cantidad_mision: rand.int(0, 900),
      pack_inicial: i <= PLAYERS_IN_POOL || rand.chance(0.5) ? 1 : 0,
      poder,
      poder_energia: rand.int(5, 20),
      energia_actual: rand.int(0, 100),
      nft_burned: rand.int(0, 200),
    };
    const wallet: DemoWallet = { HUESO: String(rand.int(0, 5000)), 'SWAP.HIVE': String(rand.int(0, 80)) };
    const player: DemoPlayer = {
      nombre: `player${String(i).padStart(2, '0')}`,
      game,
      wallet,
      cards,
      items: {},
    };
    if (i <= PLAYERS_IN_POOL) player.poolStake = poder * rand.int(1, 20);
    players.push(player);
  }

  // The arena's second password account, MMR close to demo's so two browsers meet in PvP.
  players.push({
    nombre: 'rival',
    password: 'rival1234',
    game: { nivel: 2, dinero: 8000, pack_inicial: 1, poder: 30, energia_actual: 80, energia_maximo: 100 },
    wallet: {},
    cards: ides(CATALOGUE.filter((c) => c.rareza === 'R' || c.rareza === 'Z').slice(0, 8)),
    items: {},
  });

  const metrics: DemoMetric[] = [];
  const generated = players.filter((p) => /^player\d+$/.test(p.nombre)).map((p) => p.nombre);
  const metricPlayers = ['demo', ...generated];
  for (let d = HISTORY_DAYS; d >= 1; d--) {
    if (rand.chance(0.8))
      metrics.push({ daysAgo: d, nombre: 'demo', kind: 'mined', hueso: rand.int(50, 400) });
    if (rand.chance(0.2))
      metrics.push({ daysAgo: d, nombre: 'demo', kind: 'burned', hueso: rand.int(100, 1200) });
    for (let k = 0; k < 8; k++) {
      const nombre = metricPlayers[rand.int(1, metricPlayers.length - 1)]!;
      metrics.push({ daysAgo: d, nombre, kind: 'mined', hueso: rand.int(20, 900) });
      if (rand.chance(0.1)) metrics.push({ daysAgo: d, nombre, kind: 'burned', hueso: rand.int(100, 2500) });
    }
  }

  // The Special Market: every other special card for one market account, the rest for the other,
  // plus a few rare generals; each listed in HUESO, VIPHUESO or SWAP.HIVE at 1 to 4 times the price.
  const marketCards = [0, 1].map((a) =>
    ides([
      ...CATALOGUE.filter((c) => c.tipo === 'E').filter((_, i) => i % 2 === a),
      ...CATALOGUE.filter((c) => c.tipo === 'G' && (c.rareza === 'A' || c.rareza === 'L')).filter(
        (_, i) => i % 2 === a,
      ),
    ]),
  ) as [number[], number[]];
  const listings: DemoListing[] = [];
  marketCards.forEach((cards, a) =>
    cards.forEach((_, i) => {
      const token = (['HUESO', 'VIPHUESO', 'SWAP.HIVE'] as const)[i % 3]!;
      listings.push({
        seller: `market:${a}`,
        cardIndex: i,
        priceSymbol: token,
        price: price(token, 1 + (i % 4)),
        fee: MARKET_SELL_FEE,
      });
    }),
  );
  // A dozen generated players each list their first card in one of the five sale tokens.
  for (let i = 1; i <= LISTING_PLAYERS; i++) {
    const seller = players.find((p) => p.nombre === `player${String(i).padStart(2, '0')}`)!;
    const token = SELL_TOKENS[i % SELL_TOKENS.length]!;
    if (seller.cards.length > 0)
      listings.push({
        seller: seller.nombre,
        cardIndex: 0,
        priceSymbol: token,
        price: price(token, 1),
        fee: MARKET_SELL_FEE,
      });
  }

  return {
    tokens: DEMO_TOKENS,
    tokenAccountWallet: { HUESO: '10000000', VIPHUESO: '1000000', BEE: '100000' },
    marketCards,
    players,
    listings,
    lateCardPlayers: ['rival'],
    metrics,
  };
}
