/**
 * The demo world, written on first start (empty users table): the catalogue's instances on the
 * local chain, two documented logins (demo/demo1234 with everything, rookie/rookie123 without
 * the starter pack), a whitelisted chain account with no game player yet (bigdog), 40 generated
 * players (wallet login only), most of them in the pool, and six months of metrics history. Generated data comes from a fixed-seed
 * PRNG so every fresh database is the same world. Starting balances and cards are issued on the
 * local chain by the token account (tokens.issue, nft.issueMultiple), so each is in a block.
 */
import { DEFAULT_INVENTORY } from '@hueso/contract';
import { fromHueso, parseUnits } from './amounts';
import { defineNft, issueCards, issueTokens, type CardIssue } from './chain/issue';
import { createAccount, createToken } from './chain/ledger';
import type { AppContext } from './context';
import { hashPassword } from './plugins/auth/credentials';
import { CATALOGUE, type CardDef } from './plugins/cards/catalogue';
import { seedMarketOrders } from './plugins/nftMarket/seedOrders';
import { seedArena } from './plugins/arena/seed';
import { addStake } from './plugins/pool/stakesRepository';
import { addItems as addItemsOf } from './players/itemsRepository';
import { recordMetric } from './players/metricsRepository';
import { countUsers, createUser, type NewUser } from './players/usersRepository';
import { seedStakes } from './plugins/stake/seed';

const PLAYERS = 40;
const PLAYERS_IN_POOL = 30;
const HISTORY_DAYS = 190;
const DAY_MS = 86_400_000;

const TOKENS = [
  { symbol: 'HUESO', name: 'Hueso', precision: 3 },
  { symbol: 'VIPHUESO', name: 'VIP Hueso', precision: 3 },
  { symbol: 'SWAP.HIVE', name: 'HIVE Pegged', precision: 8 },
  { symbol: 'KOD', name: 'King of Dogs', precision: 3 },
  { symbol: 'STARPRO', name: 'Star Pro', precision: 8 },
] as const;

type Wallet = Partial<Record<(typeof TOKENS)[number]['symbol'], string>>;

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

const DEMO_LOGINS = { demo: 'demo1234', rookie: 'rookie123' } as const;

/** The demo passwords are public, so one hash each per process serves every fresh database (tests). */
let demoHashes: Promise<[string, string]> | undefined;

export async function seedIfEmpty(ctx: AppContext): Promise<void> {
  const { db, config } = ctx;
  if (countUsers(db) > 0) return;
  demoHashes ??= Promise.all([hashPassword(DEMO_LOGINS.demo), hashPassword(DEMO_LOGINS.rookie)]);
  const [demoHash, rookieHash] = await demoHashes;
  const now = config.now();
  const rand = prng(20240601);
  const nft = { symbol: config.nftSymbol, issuer: config.tokenAccount };
  // Cards are issued together at the end, ten to a transaction, in the order they were given.
  const cardsToIssue: CardIssue[] = [];

  // Every starting balance is a tokens.issue transaction of the token's issuer (a block each).
  const wallet = (account: string, balances: Wallet) => {
    for (const [symbol, amount] of Object.entries(balances)) {
      const token = TOKENS.find((t) => t.symbol === symbol)!;
      if (parseUnits(amount, token.precision) === 0) continue;
      const errors = issueTokens(
        db,
        { issuer: config.tokenAccount, to: account, symbol, quantity: amount },
        now,
      );
      if (errors.length)
        throw new Error(`seeding ${amount} ${symbol} for ${account} failed: ${errors.join(', ')}`);
    }
  };
  const giveCards = (account: string, cards: CardDef[]) => {
    for (const card of cards) cardsToIssue.push({ to: account, ide: card.ide, power: card.power });
  };
  const player = (user: NewUser, balances: Wallet, cards: CardDef[]) => {
    createAccount(db, user.nombre, now);
    wallet(user.nombre, balances);
    giveCards(user.nombre, cards);
    return createUser(db, user, now);
  };
  const addItems = (userId: number, items: Partial<Record<(typeof DEFAULT_INVENTORY)[number], number>>) => {
    for (const [nombre, cantidad] of Object.entries(items)) {
      addItemsOf(db, userId, nombre, cantidad);
    }
  };

  db.transaction(() => {
    for (const token of TOKENS) createToken(db, { ...token, issuer: config.tokenAccount });
    defineNft(db, nft);
    for (const account of [config.tokenAccount, config.depositAccount]) createAccount(db, account, now);
    wallet(config.tokenAccount, { HUESO: '10000000', VIPHUESO: '1000000' });

    const byRarity = (rareza: string) => CATALOGUE.filter((c) => c.rareza === rareza);
    const demo = player(
      {
        nombre: 'demo',
        password_hash: demoHash,
        nivel: 3,
        ph: 1850,
        pe: 640,
        dinero: fromHueso(25000),
        dinero_real: fromHueso(12000),
        fusion: fromHueso(150),
        cantidad_mision: 42,
        pack_inicial: 1,
        poder: 50,
        poder_energia: 10,
        energia_actual: 60,
        energia_maximo: 100,
        nft_burned: 12,
      },
      { HUESO: '5000', VIPHUESO: '300', 'SWAP.HIVE': '120', KOD: '1000', STARPRO: '500' },
      // One of every card, plus enough commons and rares to try crafting.
      [
        ...CATALOGUE,
        ...byRarity('C').flatMap((c) => [c, c, c, c]),
        ...byRarity('R').flatMap((c) => [c, c, c]),
      ],
    );
    addItems(demo, { 'General Pack': 3, 'Hueso Fusion': 1, 'ticket stake': 2 });

    player(
      {
        nombre: 'rookie',
        password_hash: rookieHash,
        dinero: fromHueso(300),
        poder: 10,
        poder_energia: 5,
        energia_actual: 40,
        energia_maximo: 100,
      },
      { HUESO: '500', 'SWAP.HIVE': '60' },
      byRarity('C').slice(0, 2),
    );

    // A whitelisted chain account with no game player yet: its first wallet login signs it up.
    createAccount(db, 'bigdog', now);
    wallet('bigdog', { HUESO: '2000', 'SWAP.HIVE': '100', VIPHUESO: '50' });
    giveCards(
      'bigdog',
      CATALOGUE.filter((c) => c.tipo === 'E'),
    );

    const userIds: number[] = [demo];
    for (let i = 1; i <= PLAYERS; i++) {
      const poder = rand.int(10, 150);
      const cards = Array.from({ length: rand.int(3, 15) }, () => {
        const rareza = ['C', 'C', 'C', 'R', 'R', 'Z', 'E', 'A', 'L'][rand.int(0, 8)]!;
        const pool = byRarity(rareza);
        return pool[rand.int(0, pool.length - 1)]!;
      });
      const id = player(
        {
          nombre: `player${String(i).padStart(2, '0')}`,
          password_hash: null,
          nivel: rand.int(1, 12),
          ph: rand.int(0, 4000),
          pe: rand.int(0, 1500),
          dinero: fromHueso(rand.int(0, 60000)),
          dinero_real: fromHueso(rand.int(0, 30000)),
          fusion: fromHueso(rand.int(0, 500)),
          cantidad_mision: rand.int(0, 900),
          pack_inicial: i <= PLAYERS_IN_POOL || rand.chance(0.5) ? 1 : 0,
          poder,
          poder_energia: rand.int(5, 20),
          energia_actual: rand.int(0, 100),
          nft_burned: rand.int(0, 200),
        },
        { HUESO: String(rand.int(0, 5000)), 'SWAP.HIVE': String(rand.int(0, 80)) },
        cards,
      );
      userIds.push(id);
      if (i <= PLAYERS_IN_POOL) {
        addStake(db, id, poder * rand.int(1, 20), now);
      }
    }

    const issued = issueCards(db, nft, cardsToIssue, now);
    if (issued.errors.length) throw new Error(`seeding the cards failed: ${issued.errors.join(', ')}`);

    seedStakes(db, now);

    for (let d = HISTORY_DAYS; d >= 1; d--) {
      const day = now - d * DAY_MS;
      if (rand.chance(0.8)) recordMetric(db, demo, 'mined', fromHueso(rand.int(50, 400)), day);
      if (rand.chance(0.2)) recordMetric(db, demo, 'burned', fromHueso(rand.int(100, 1200)), day);
      for (let k = 0; k < 8; k++) {
        const id = userIds[rand.int(1, userIds.length - 1)]!;
        recordMetric(db, id, 'mined', fromHueso(rand.int(20, 900)), day);
        if (rand.chance(0.1)) recordMetric(db, id, 'burned', fromHueso(rand.int(100, 2500)), day);
      }
    }
  })();
  seedMarketOrders(ctx);
  await seedArena(ctx);
}
