/** The album remote's test helpers, on the shared test kit: its player, its App, the MSW server. */
import { http, HttpResponse } from 'msw';
import { type CardDefinition, type CardsResponse, type Informacion, type Rareza } from '@hueso/contract';
import { type KeychainResponse } from '@hueso/shared';
import {
  API,
  chainHandlers,
  handlers,
  installKeychain,
  setUpRemoteTests,
  makeInformacion,
  renderRemote,
  server,
  testConfig,
  type RenderAppOptions,
} from '@hueso/shared/testing';
import App from './App';

export const TEST_CONFIG = testConfig;
export { API, chainHandlers, installKeychain, server };
setUpRemoteTests();
// jsdom has no scrolling; the virtualised grid adjusts the scroll position as rows are measured.
window.scrollTo = () => undefined;

/** The player of the album tests. */
export function makeInfo(overrides: Partial<Informacion> = {}): Informacion {
  return makeInformacion({ nombre: 'player1', ...overrides });
}

/** Renders the remote's App as the host does (under /game), logged in as `info`. */
export function renderArea({ info = makeInfo(), route = '/game/album', ...rest }: RenderAppOptions = {}) {
  return renderRemote(App, { info, route, ...rest });
}

/** A card definition as GET /api/getCards answers it; `nft` are the owned instance ids. */
export function makeCard(ide: number, id: string, rareza: Rareza, nft: string[] = []): CardDefinition {
  return {
    ide,
    id,
    rareza,
    familia: 'Beagle',
    url: `${API}/cards/art/${ide}.svg`,
    cantidad: nft.length,
    nft,
  };
}

export interface ChainWorld {
  /** `<SYMBOL>instances` rows, served 1000 per page; 'fail' answers 503. */
  instances: unknown[] | 'fail';
  /** `<SYMBOL>sellBook` rows; a function answers per call (to change between calls). */
  sellBook: unknown[] | (() => unknown[] | 'fail');
  /** Processed transactions: logs per id. */
  transactions: Record<string, { events?: unknown[]; errors?: string[] }>;
  /** Every `find` the album made, in order. */
  finds: { table: string; offset: number; limit: number }[];
}

/** The chain node and the cards endpoint of one test's world; mutate `world` to move it on. */
export function albumWorld(cards: Partial<CardsResponse> = {}, world: Partial<ChainWorld> = {}) {
  const state: ChainWorld = { instances: [], sellBook: [], transactions: {}, finds: [], ...world };
  const current: CardsResponse = { especiales: [], generalNft: [], ...cards };
  const handlerList = [
    http.get(`${API}/api/getCards`, () => HttpResponse.json(current)),
    http.post(`${API}/chain/contracts`, async ({ request }) => {
      const { params } = (await request.json()) as {
        params: { table: string; offset?: number; limit?: number };
      };
      const offset = params.offset ?? 0;
      const limit = params.limit ?? 1000;
      state.finds.push({ table: params.table, offset, limit });
      let rows: unknown[] = [];
      if (params.table.endsWith('instances')) {
        if (state.instances === 'fail') return HttpResponse.json({ error: 'busy' }, { status: 503 });
        rows = state.instances.slice(offset, offset + limit);
      }
      if (params.table.endsWith('sellBook')) {
        const book = typeof state.sellBook === 'function' ? state.sellBook() : state.sellBook;
        if (book === 'fail') return HttpResponse.json({ error: 'busy' }, { status: 503 });
        rows = book.slice(offset, offset + limit);
      }
      return HttpResponse.json({ jsonrpc: '2.0', id: 1, result: rows });
    }),
    http.post(`${API}/chain/blockchain`, async ({ request }) => {
      const { params } = (await request.json()) as { params: { txid: string } };
      const logs = state.transactions[params.txid];
      return HttpResponse.json({
        jsonrpc: '2.0',
        id: 1,
        result: logs
          ? {
              blockNumber: 9,
              transactionId: params.txid,
              sender: 'player1',
              contract: 'nftmarket',
              action: 'sell',
              payload: '{}',
              logs: JSON.stringify(logs),
            }
          : null,
      });
    }),
  ];
  server.use(...handlerList);
  return { state, cards: current, setCards: (next: CardsResponse) => Object.assign(current, next) };
}

/** A Keychain whose custom JSON requests answer with `answer`; returns the requests it received. */
export function installWallet(answer: (json: Record<string, unknown>) => KeychainResponse) {
  const calls: { account: string; json: Record<string, unknown>; message: string; key: string }[] = [];
  window.hive_keychain = {
    requestHandshake: (cb) => cb(),
    requestSignBuffer: () => undefined,
    requestSendToken: () => undefined,
    requestCustomJson: (account, _id, key, json, message, cb) => {
      const parsed = JSON.parse(json) as Record<string, unknown>;
      calls.push({ account: account ?? '', json: parsed, message, key });
      setTimeout(() => cb(answer(parsed)), 0);
    },
  };
  return calls;
}

export { handlers };
