import { http, HttpResponse } from 'msw';
import type { CardsResponse } from '@hueso/contract/common';
import type { HiveKeychain, KeychainResponse } from '../wallet/keychain';
import { API, CHAIN } from './fixtures';
import { server } from './msw';

/**
 * The chain node's transaction lookup: the transaction with the logs `logsOf(txid)` gives, or
 * null while it is not processed (undefined logs).
 */
function transactionHandler(
  logsOf: (txid: string) => string | undefined,
  tx: { blockNumber: number; sender: string; contract: string; action: string },
) {
  return http.post(CHAIN.blockchain, async ({ request }) => {
    const { params } = (await request.json()) as { params: { txid: string } };
    const logs = logsOf(params.txid);
    return HttpResponse.json({
      jsonrpc: '2.0',
      id: 1,
      result: logs === undefined ? null : { ...tx, transactionId: params.txid, payload: '{}', logs },
    });
  });
}

/**
 * The chain node: the account's token balances and the processed transactions (logs given per
 * id; an id not listed is not processed yet). `logs` replaces the JSON logs text when given.
 */
export function chainHandlers(
  balances: Record<string, string>,
  transactions: Record<string, { errors?: string[] } | { logs: string }> = {},
  account = 'player1',
) {
  return [
    http.post(CHAIN.contracts, () =>
      HttpResponse.json({
        jsonrpc: '2.0',
        id: 1,
        result: Object.entries(balances).map(([symbol, balance]) => ({ account, symbol, balance })),
      }),
    ),
    transactionHandler(
      (txid) => {
        const tx = transactions[txid];
        return tx && ('logs' in tx ? tx.logs : JSON.stringify(tx));
      },
      { blockNumber: 7, sender: account, contract: 'tokens', action: 'transfer' },
    ),
  ];
}

export interface NftWorld {
  /** `<SYMBOL>instances` rows, served 1000 per page; 'fail' answers 503. */
  instances: unknown[] | 'fail';
  /** `<SYMBOL>sellBook` rows; a function answers per call (to change between calls). */
  sellBook: unknown[] | (() => unknown[] | 'fail');
  /** Processed transactions: logs per id. */
  transactions: Record<string, { events?: unknown[]; errors?: string[] }>;
  /** Every `find` the app made, in order, with its query when it filters. */
  finds: { table: string; offset: number; limit: number; query?: Record<string, unknown> }[];
  /** player1's wallet (the `balances` table), by symbol: by default a wallet that pays any price. */
  balances: Record<string, string>;
}

/**
 * The cards of `player1` (GET /api/getCards) and the NFT side of the chain node (instances, sell
 * book, the market's transactions) for one test; mutate `state` or call `setCards` to move it on.
 */
export function nftWorld(cards: Partial<CardsResponse> = {}, world: Partial<NftWorld> = {}) {
  const state: NftWorld = {
    instances: [],
    sellBook: [],
    transactions: {},
    finds: [],
    balances: { HUESO: '1000000' },
    ...world,
  };
  const current: CardsResponse = { especiales: [], generalNft: [], ...cards };
  server.use(
    http.get(`${API}/api/getCards`, () => HttpResponse.json(current)),
    http.post(CHAIN.contracts, async ({ request }) => {
      const { params } = (await request.json()) as {
        params: { table: string; offset?: number; limit?: number; query?: Record<string, unknown> };
      };
      const offset = params.offset ?? 0;
      const limit = params.limit ?? 1000;
      const query = params.query ?? {};
      state.finds.push({
        table: params.table,
        offset,
        limit,
        ...(Object.keys(query).length > 0 ? { query } : {}),
      });
      let rows: unknown[] = [];
      if (params.table.endsWith('instances')) {
        if (state.instances === 'fail') return HttpResponse.json({ error: 'busy' }, { status: 503 });
        // Instances by id (`{ _id: { $in } }`), as the marketplace reads its offers' copies.
        const ids = (query._id as { $in?: unknown[] } | undefined)?.$in;
        const matching = ids
          ? state.instances.filter((row) => ids.includes((row as { _id?: unknown })._id))
          : state.instances;
        rows = matching.slice(offset, offset + limit);
      }
      if (params.table.endsWith('sellBook')) {
        const book = typeof state.sellBook === 'function' ? state.sellBook() : state.sellBook;
        if (book === 'fail') return HttpResponse.json({ error: 'busy' }, { status: 503 });
        rows = book.slice(offset, offset + limit);
      }
      if (params.table === 'balances')
        rows = Object.entries(state.balances).map(([symbol, balance]) => ({
          account: 'player1',
          symbol,
          balance,
        }));
      return HttpResponse.json({ jsonrpc: '2.0', id: 1, result: rows });
    }),
    transactionHandler(
      (txid) => {
        const logs = state.transactions[txid];
        return logs && JSON.stringify(logs);
      },
      { blockNumber: 9, sender: 'player1', contract: 'nftmarket', action: 'sell' },
    ),
  );
  return { state, cards: current, setCards: (next: CardsResponse) => Object.assign(current, next) };
}

type SendToken = Parameters<HiveKeychain['requestSendToken']>;

/** A Keychain that answers nothing, for the installs below to give one request an answer. */
const silentKeychain: HiveKeychain = {
  requestHandshake: (cb) => cb(),
  requestSignBuffer: () => undefined,
  requestCustomJson: () => undefined,
  requestSendToken: () => undefined,
};

/** Installs a Keychain whose token transfers answer with `answer`; returns the calls it received. */
export function installKeychain(answer: (...args: SendToken) => KeychainResponse) {
  const calls: SendToken[] = [];
  window.hive_keychain = {
    ...silentKeychain,
    requestSendToken: (...args) => {
      calls.push(args);
      const cb = args[5];
      cb(answer(...args));
    },
  };
  return calls;
}

/** Installs a Keychain whose custom JSON requests answer with `answer`; returns the requests it received. */
export function installCustomJsonKeychain(answer: (json: Record<string, unknown>) => KeychainResponse) {
  const calls: { account: string; json: Record<string, unknown>; message: string; key: string }[] = [];
  window.hive_keychain = {
    ...silentKeychain,
    requestCustomJson: (account, _id, key, json, message, cb) => {
      const parsed = JSON.parse(json) as Record<string, unknown>;
      calls.push({ account: account ?? '', json: parsed, message, key });
      setTimeout(() => cb(answer(parsed)), 0);
    },
  };
  return calls;
}

/** A Keychain answering every request with `answer(method, args)`, after `delay` ms. */
export function fakeKeychain(
  answer: (method: string, args: unknown[]) => KeychainResponse,
  delay = 0,
): HiveKeychain {
  const reply =
    (method: string) =>
    (...args: unknown[]) => {
      const cb = args.find((a) => typeof a === 'function') as (r: KeychainResponse) => void;
      setTimeout(() => cb(answer(method, args)), delay);
    };
  return {
    requestHandshake: (cb) => cb(),
    requestSignBuffer: reply('sign'),
    requestCustomJson: reply('custom'),
    requestSendToken: reply('send'),
  };
}
