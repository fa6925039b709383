/**
 * Hive Engine's `nftmarket` contract on the local chain (HIVE.md): sell, buy and cancel with the
 * node's checks, log texts and events. A listed instance moves to the `nftmarket` account (owned
 * by a contract) and a `<SYMBOL>sellBook` row holds the order; a buy pays the seller the price
 * less the fee, the fee going to the market account. Every action is all or nothing: a failed
 * check leaves every balance, instance and order as it was.
 */
import { formatUnits, parseUnits } from '@hueso/contract';
import type { Db } from '../lib/sqlite';
import { blockTimestamp } from './blocks';
import { addBalance, assert, balanceOf, tokenPrecision, type ChainEvent, type ContractCall } from './state';

export const NFTMARKET_ACCOUNT = 'nftmarket';
/** Hive Engine's limit of instances in one market action. */
const MAX_NUM_UNITS_OPERABLE = 50;
const ACTIVE_KEY = 'you must use a custom_json signed with your active key';

interface OrderRow {
  _id: number;
  symbol: string;
  account: string;
  owned_by: string;
  nft_id: string;
  grouping: string;
  timestamp: number;
  price: string;
  price_symbol: string;
  fee: number;
}

function isIdList(nfts: unknown): nfts is string[] {
  return (
    Array.isArray(nfts) && nfts.every((id) => typeof id === 'string' && /^\d+$/.test(id) && Number(id) > 0)
  );
}

/** The id-list checks of the contract's isValidIdArray. */
function assertIds(nfts: unknown): asserts nfts is string[] {
  assert(Array.isArray(nfts), 'invalid id list');
  assert(
    nfts.length <= MAX_NUM_UNITS_OPERABLE,
    `cannot act on more than ${MAX_NUM_UNITS_OPERABLE} IDs at once`,
  );
  assert(isIdList(nfts), 'invalid id list');
}

function marketEnabled(db: Db, symbol: string): boolean {
  return db.prepare('SELECT 1 FROM chain_nft_instances WHERE symbol = ? LIMIT 1').get(symbol) !== undefined;
}

function ordersFor(db: Db, symbol: string, ids: string[]): OrderRow[] {
  if (ids.length === 0) return [];
  return db
    .prepare(
      `SELECT * FROM chain_nft_sellbook WHERE symbol = ? AND nft_id IN (${ids.map(() => '?').join(', ')})
       ORDER BY nft_id`,
    )
    .all(symbol, ...ids) as OrderRow[];
}

function nftTransfer(
  symbol: string,
  id: string,
  from: string,
  fromType: 'u' | 'c',
  to: string,
  toType: 'u' | 'c',
) {
  return { contract: 'nft', event: 'transfer', data: { from, fromType, to, toType, symbol, id } };
}

/**
 * Lists one instance the account holds: moves it to the market and writes its order. Returns the
 * order's events.
 */
function placeOrder(
  db: Db,
  order: {
    symbol: string;
    account: string;
    nftId: string;
    price: string;
    priceSymbol: string;
    fee: number;
    timestamp: number;
  },
): ChainEvent[] {
  const instance = db
    .prepare(
      'SELECT card_ide FROM chain_nft_instances WHERE _id = ? AND symbol = ? AND account = ? AND owned_by = ?',
    )
    .get(Number(order.nftId), order.symbol, order.account, 'u') as { card_ide: number } | undefined;
  // As nft.transfer does, an instance the seller does not hold is skipped without an error.
  if (!instance) return [];
  db.prepare(`UPDATE chain_nft_instances SET account = ?, owned_by = 'c' WHERE _id = ?`).run(
    NFTMARKET_ACCOUNT,
    Number(order.nftId),
  );
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO chain_nft_sellbook (symbol, account, owned_by, nft_id, grouping, timestamp, price, price_symbol, fee)
       VALUES (?, ?, 'u', ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      order.symbol,
      order.account,
      order.nftId,
      JSON.stringify({ ID: String(instance.card_ide) }),
      order.timestamp,
      order.price,
      order.priceSymbol,
      order.fee,
    );
  return [
    nftTransfer(order.symbol, order.nftId, order.account, 'u', NFTMARKET_ACCOUNT, 'c'),
    {
      contract: 'nftmarket',
      event: 'sellOrder',
      data: {
        account: order.account,
        ownedBy: 'u',
        symbol: order.symbol,
        nftId: order.nftId,
        timestamp: order.timestamp,
        price: order.price,
        priceSymbol: order.priceSymbol,
        fee: order.fee,
        orderId: Number(lastInsertRowid),
      },
    },
  ];
}

/** nftmarket.sell: `{ symbol, nfts, price, priceSymbol, fee }`; instances not held are skipped. */
export function nftmarketSell(
  db: Db,
  { sender, payload, isSignedWithActiveKey }: ContractCall,
  now: number,
): ChainEvent[] {
  const { symbol, nfts, price, priceSymbol, fee } = payload;
  assert(typeof symbol === 'string' && symbol !== '', 'invalid params');
  assert(isSignedWithActiveKey, ACTIVE_KEY);
  assert(
    Array.isArray(nfts) &&
      typeof priceSymbol === 'string' &&
      priceSymbol !== '' &&
      typeof price === 'string' &&
      /^\d+(\.\d+)?$/.test(price) &&
      typeof fee === 'number' &&
      Number.isInteger(fee) &&
      fee >= 0 &&
      fee <= 10000,
    'invalid params',
  );
  assert(
    nfts.length <= MAX_NUM_UNITS_OPERABLE,
    `cannot sell more than ${MAX_NUM_UNITS_OPERABLE} NFT instances at once`,
  );
  assert(marketEnabled(db, symbol), 'market not enabled for symbol');
  const precision = tokenPrecision(db, priceSymbol);
  const units = precision === undefined ? null : parseUnits(price, precision);
  assert(precision !== undefined && units !== null && units > 0, 'invalid price');
  // The nft contract's transfer refuses a malformed id list as a whole.
  assert(isIdList(nfts), 'invalid nft list');
  const finalPrice = formatUnits(units, precision);
  // The node stamps orders with the block's time, `new Date(timestamp + '.000Z').getTime()`:
  // whole seconds, equal to the time of the block that places the order.
  const timestamp = Date.parse(`${blockTimestamp(now)}.000Z`);
  return [...new Set(nfts)].flatMap((nftId) =>
    placeOrder(db, { symbol, account: sender, nftId, price: finalPrice, priceSymbol, fee, timestamp }),
  );
}

/** nftmarket.cancel: `{ symbol, nfts }` (instance ids); only the seller's own orders. */
export function nftmarketCancel(
  db: Db,
  { sender, payload, isSignedWithActiveKey }: ContractCall,
): ChainEvent[] {
  const { symbol, nfts } = payload;
  assert(typeof symbol === 'string' && symbol !== '', 'invalid params');
  assert(isSignedWithActiveKey, ACTIVE_KEY);
  assertIds(nfts);
  assert(marketEnabled(db, symbol), 'market not enabled for symbol');
  const orders = ordersFor(db, symbol, nfts);
  if (orders.length === 0) return [];
  for (const order of orders) {
    assert(order.account === sender && order.owned_by === 'u', 'all orders must be your own');
    assert(order.price_symbol === orders[0]!.price_symbol, 'all orders must have the same price symbol');
  }
  const events: ChainEvent[] = [];
  for (const order of orders) {
    db.prepare(`UPDATE chain_nft_instances SET account = ?, owned_by = 'u' WHERE _id = ? AND symbol = ?`).run(
      sender,
      Number(order.nft_id),
      symbol,
    );
    db.prepare('DELETE FROM chain_nft_sellbook WHERE _id = ?').run(order._id);
    events.push(nftTransfer(symbol, order.nft_id, NFTMARKET_ACCOUNT, 'c', sender, 'u'), {
      contract: 'nftmarket',
      event: 'cancelOrder',
      data: {
        account: order.account,
        ownedBy: order.owned_by,
        symbol,
        nftId: order.nft_id,
        timestamp: order.timestamp,
        price: order.price,
        priceSymbol: order.price_symbol,
        fee: order.fee,
        orderId: order._id,
      },
    });
  }
  return events;
}

/**
 * nftmarket.buy: `{ symbol, nfts, marketAccount, expPrice?, expPriceSymbol? }`. Orders that are
 * gone are skipped (none left: nothing happens); nobody fills their own; `expPrice` is the total.
 */
export function nftmarketBuy(db: Db, { sender, payload, isSignedWithActiveKey }: ContractCall): ChainEvent[] {
  const { symbol, nfts, marketAccount, expPrice, expPriceSymbol } = payload;
  assert(
    typeof symbol === 'string' &&
      symbol !== '' &&
      typeof marketAccount === 'string' &&
      marketAccount !== '' &&
      (expPrice === undefined || (typeof expPrice === 'string' && /^\d+(\.\d+)?$/.test(expPrice))) &&
      (expPriceSymbol === undefined || (typeof expPriceSymbol === 'string' && expPriceSymbol !== '')),
    'invalid params',
  );
  assert(isSignedWithActiveKey, ACTIVE_KEY);
  assertIds(nfts);
  assert(marketEnabled(db, symbol), 'market not enabled for symbol');
  const market = marketAccount.trim().toLowerCase();
  assert(market.length >= 3 && market.length <= 16, 'invalid market account');
  assert(market !== sender, 'market account cannot be same as buyer');

  const orders = ordersFor(db, symbol, nfts);
  if (orders.length === 0) return [];
  const priceSymbol = orders[0]!.price_symbol;
  for (const order of orders) {
    assert(!(order.owned_by === 'u' && order.account === sender), 'cannot fill your own orders');
    assert(order.price_symbol === priceSymbol, 'all orders must have the same price symbol');
  }
  assert(
    expPriceSymbol === undefined || expPriceSymbol === priceSymbol,
    `unexpected price symbol ${priceSymbol}`,
  );
  const precision = tokenPrecision(db, priceSymbol);
  if (precision === undefined) return [];

  let feeTotal = 0;
  let required = 0;
  const sellers = new Map<string, { account: string; ownedBy: string; nftIds: string[]; payment: number }>();
  for (const order of orders) {
    const price = parseUnits(order.price, precision) ?? 0;
    const fee = Math.min(price, Math.round((price * order.fee) / 10000));
    required += price;
    feeTotal += fee;
    const seller = sellers.get(order.account) ?? {
      account: order.account,
      ownedBy: order.owned_by,
      nftIds: [],
      payment: 0,
    };
    seller.payment += price - fee;
    seller.nftIds.push(order.nft_id);
    sellers.set(order.account, seller);
  }
  const total = formatUnits(required, precision);
  const expected = typeof expPrice === 'string' ? parseUnits(expPrice, precision) : required;
  assert(
    expected === required,
    `total required payment ${total} ${priceSymbol} does not match expected amount`,
  );
  assert(balanceOf(db, sender, priceSymbol) >= required, 'you must have enough tokens for payment');

  const events: ChainEvent[] = [];
  const pay = (to: string, units: number) => {
    addBalance(db, sender, priceSymbol, -units);
    addBalance(db, to, priceSymbol, units);
    const quantity = formatUnits(units, precision);
    events.push({
      contract: 'tokens',
      event: 'transfer',
      data: { from: sender, to, symbol: priceSymbol, quantity },
    });
  };
  if (feeTotal > 0) pay(market, feeTotal);
  for (const seller of sellers.values()) if (seller.payment > 0) pay(seller.account, seller.payment);
  for (const order of orders) {
    db.prepare(`UPDATE chain_nft_instances SET account = ?, owned_by = 'u' WHERE _id = ? AND symbol = ?`).run(
      sender,
      Number(order.nft_id),
      symbol,
    );
    db.prepare('DELETE FROM chain_nft_sellbook WHERE _id = ?').run(order._id);
    events.push(nftTransfer(symbol, order.nft_id, NFTMARKET_ACCOUNT, 'c', sender, 'u'));
  }
  events.push({
    contract: 'nftmarket',
    event: 'hitSellOrder',
    data: {
      symbol,
      priceSymbol,
      account: sender,
      ownedBy: 'u',
      sellers: [...sellers.values()].map((s) => ({
        account: s.account,
        ownedBy: s.ownedBy,
        nftIds: s.nftIds,
        paymentTotal: formatUnits(s.payment, precision),
      })),
      paymentTotal: formatUnits(required - feeTotal, precision),
      ...(feeTotal > 0 ? { marketAccount: market, feeTotal: formatUnits(feeTotal, precision) } : {}),
    },
  });
  return events;
}
