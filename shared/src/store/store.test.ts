import { selectInformacion } from '../session/sessionSlice';
/** Only shared's core is imported here: the query layer loads on first use, as on the login page. */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setConfig } from '../config/config';
import { restoreSession } from '../session/thunks';
import { readPlayerRecord, readStoredUser, savePlayerRecord, saveStoredUser } from '../session/tokenCookie';
import { API, makeInformacion, testConfig } from '../testing/fixtures';
import { createAppStore } from './store';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('store factory', () => {
  it('gives a store created before the query layer loads that layer once it is used', async () => {
    setConfig(testConfig);
    server.use(
      http.get(`${API}/api/getInformacion`, () =>
        HttpResponse.json({ resultado: makeInformacion({ dinero: 42 }) }),
      ),
      http.get(`${API}/api/getCards`, () => HttpResponse.json({ especiales: [], generalNft: [] })),
    );
    const store = createAppStore();
    expect(Object.keys(store.getState())).not.toContain('api');
    saveStoredUser('demo');
    await expect(store.dispatch(restoreSession())).resolves.toBe(true);
    expect(store.getState().session.usuario).toEqual({ logged: true, nombre: 'demo' });
    expect(selectInformacion(store.getState())?.dinero).toBe(42);
    expect(Object.keys(store.getState())).toContain('api');
  });
});

describe('a returning player in a tab that has shown their record', () => {
  beforeEach(() => {
    setConfig(testConfig);
    sessionStorage.clear();
  });

  it('plays from the stored record at once, then shows the one the server answers', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`${API}/api/getInformacion`, async () => {
        await answered;
        return HttpResponse.json({ resultado: makeInformacion({ dinero: 99 }) });
      }),
      http.get(`${API}/api/getCards`, () => HttpResponse.json({ especiales: [], generalNft: [] })),
    );
    saveStoredUser('demo');
    savePlayerRecord(makeInformacion({ dinero: 42 }));
    const store = createAppStore();
    await expect(store.dispatch(restoreSession())).resolves.toBe(true);
    // Signed in with the record the tab last showed, before the server has answered.
    expect(store.getState().session.usuario).toEqual({ logged: true, nombre: 'demo' });
    expect(selectInformacion(store.getState())?.dinero).toBe(42);
    answer();
    await waitFor(() => expect(selectInformacion(store.getState())?.dinero).toBe(99));
    expect(readPlayerRecord()).toMatchObject({ dinero: 99 });
  });

  it('ends the session when the server refuses it, forgetting the stored record', async () => {
    server.use(
      http.get(`${API}/api/getInformacion`, () =>
        HttpResponse.json({ error: 'Invalid token' }, { status: 401 }),
      ),
      http.get(`${API}/api/getCards`, () => HttpResponse.json({ error: 'Invalid token' }, { status: 401 })),
    );
    saveStoredUser('demo');
    savePlayerRecord(makeInformacion({ dinero: 42 }));
    const store = createAppStore();
    await expect(store.dispatch(restoreSession())).resolves.toBe(true);
    await waitFor(() => expect(store.getState().session.usuario).toEqual({ logged: false }));
    expect(readStoredUser()).toBeNull();
    expect(readPlayerRecord()).toBeNull();
  });

  it("reads the session first when the stored record is another player's or unreadable", async () => {
    server.use(
      http.get(`${API}/api/getInformacion`, () =>
        HttpResponse.json({ resultado: makeInformacion({ dinero: 7 }) }),
      ),
      http.get(`${API}/api/getCards`, () => HttpResponse.json({ especiales: [], generalNft: [] })),
    );
    saveStoredUser('demo');
    savePlayerRecord({ ...makeInformacion({ dinero: 42 }), nombre: 'rookie' });
    const store = createAppStore();
    await expect(store.dispatch(restoreSession())).resolves.toBe(true);
    expect(selectInformacion(store.getState())?.dinero).toBe(7);
    savePlayerRecord({ nombre: 'demo', dinero: 'lots' });
    const again = createAppStore();
    await expect(again.dispatch(restoreSession())).resolves.toBe(true);
    expect(selectInformacion(again.getState())?.dinero).toBe(7);
  });
});
