import { http, HttpResponse } from 'msw';
import { notShownResponseSchema, okResponseSchema } from '@hueso/contract/common';
import { selectClockOffset, selectInformacion } from '../session/sessionSlice';
import { API, listenToServer, loggedInStore, makeInformacion, server, testConfig } from '../testing';
import { setConfig } from '../config/config';
import { baseApi, type GameApiCall } from './baseApi';

setConfig(testConfig);
listenToServer();

const before = makeInformacion({ nombre: 'player1', dinero: 100 });
const after = makeInformacion({ nombre: 'player1', dinero: 250 });

/** A move's endpoint as a feature declares it, with the `updatesPlayer` under test. */
const movesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    move: build.mutation<unknown, Pick<GameApiCall, 'updatesPlayer'>>({
      query: ({ updatesPlayer }) => ({
        schema: notShownResponseSchema,
        method: 'POST',
        url: '/api/move',
        updatesPlayer,
      }),
    }),
    claim: build.mutation<unknown, void>({
      query: () => ({ schema: okResponseSchema, method: 'GET', url: '/api/claim', updatesPlayer: true }),
    }),
  }),
});

/** Counts the reads of the record, each answering `after`. */
function recordReads() {
  const reads: number[] = [];
  server.use(
    http.get(`${API}/api/getInformacion`, () => {
      reads.push(1);
      return HttpResponse.json({ resultado: after, mensajes: [] });
    }),
  );
  return reads;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('updatesPlayer: the one way a call changes the player record', () => {
  it("puts the answer's usuario into the cache without reading the record again", async () => {
    const store = loggedInStore(before);
    const reads = recordReads();
    server.use(http.post(`${API}/api/move`, () => HttpResponse.json({ usuario: after })));
    await store.dispatch(movesApi.endpoints.move.initiate({ updatesPlayer: true }));
    await settle();
    expect(selectInformacion(store.getState())?.dinero).toBe(250);
    expect(reads).toHaveLength(0);
  });

  it('reads the record again after an answer without one', async () => {
    const store = loggedInStore(before);
    const reads = recordReads();
    server.use(http.post(`${API}/api/move`, () => HttpResponse.json({ done: true })));
    await store.dispatch(movesApi.endpoints.move.initiate({ updatesPlayer: true }));
    await settle();
    expect(reads).toHaveLength(1);
    expect(selectInformacion(store.getState())?.dinero).toBe(250);
  });

  it('leaves the record alone after { ok: false } (the call did nothing)', async () => {
    const store = loggedInStore(before);
    const reads = recordReads();
    server.use(http.get(`${API}/api/claim`, () => HttpResponse.json({ ok: false })));
    await store.dispatch(movesApi.endpoints.claim.initiate());
    await settle();
    expect(reads).toHaveLength(0);
    expect(selectInformacion(store.getState())?.dinero).toBe(100);
  });

  it('reads it again after a 409 (done before), and after any failure with evenOnFailure', async () => {
    const store = loggedInStore(before);
    const reads = recordReads();
    server.use(
      http.post(`${API}/api/move`, () => HttpResponse.json({ error: 'Done before' }, { status: 409 })),
    );
    await store.dispatch(movesApi.endpoints.move.initiate({ updatesPlayer: true }));
    await settle();
    expect(reads).toHaveLength(1);
    server.use(http.post(`${API}/api/move`, () => HttpResponse.json({ error: 'No' }, { status: 400 })));
    await store.dispatch(movesApi.endpoints.move.initiate({ updatesPlayer: true }));
    await settle();
    expect(reads).toHaveLength(1);
    await store.dispatch(movesApi.endpoints.move.initiate({ updatesPlayer: 'evenOnFailure' }));
    await settle();
    expect(reads).toHaveLength(2);
    expect(selectInformacion(store.getState())?.dinero).toBe(250);
  });

  it('leaves the record alone for a call without it', async () => {
    const store = loggedInStore(before);
    const reads = recordReads();
    server.use(http.post(`${API}/api/move`, () => HttpResponse.json({ usuario: after })));
    await store.dispatch(movesApi.endpoints.move.initiate({}));
    await settle();
    expect(reads).toHaveLength(0);
    expect(selectInformacion(store.getState())?.dinero).toBe(100);
  });
});

describe("the session's selectors read the endpoint's cache entry", () => {
  it('give the record and the clock offset while signed in, nothing when signed out', () => {
    const store = loggedInStore(makeInformacion({ nombre: 'player1', hora: Date.now() + 5000 }));
    expect(selectInformacion(store.getState())?.nombre).toBe('player1');
    expect(selectClockOffset(store.getState())).toBeGreaterThan(4000);
    expect(selectInformacion(loggedInStore(null).getState())).toBeNull();
  });
});
