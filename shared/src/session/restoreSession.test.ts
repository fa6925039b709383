/** Only shared's core is imported here: the query layer loads on first use, as on the game's page. */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setConfig } from '../config/config';
import { createAppStore } from '../store/store';
import { API, makeInformacion, testConfig } from '../testing/fixtures';
import { selectInformacion } from './sessionSlice';
import { restoreSession } from './thunks';
import { savePlayerRecord, saveStoredUser } from './tokenCookie';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('a returning player in a tab that has shown their record', () => {
  beforeEach(() => {
    setConfig(testConfig);
    sessionStorage.clear();
  });

  it('is signed in with the stored record before the query layer has loaded, which then holds it', async () => {
    server.use(
      http.get(`${API}/api/getInformacion`, () =>
        HttpResponse.json({ resultado: makeInformacion({ dinero: 42 }) }),
      ),
      http.get(`${API}/api/getCards`, () => HttpResponse.json({ especiales: [], generalNft: [] })),
    );
    saveStoredUser('demo');
    savePlayerRecord(makeInformacion({ dinero: 42 }));
    const store = createAppStore();
    const seen: { queryLayer: boolean; dinero?: number }[] = [];
    store.subscribe(() => {
      const state = store.getState();
      if (state.session.usuario.logged)
        seen.push({ queryLayer: 'api' in state, dinero: selectInformacion(state)?.dinero });
    });
    await expect(store.dispatch(restoreSession())).resolves.toBe(true);
    await waitFor(() => expect(seen.at(-1)).toEqual({ queryLayer: true, dinero: 42 }));
    // The first state signed in already shows the record: no screen waits for the query layer's code.
    expect(seen[0]).toEqual({ queryLayer: false, dinero: 42 });
    expect(seen.every((s) => s.dinero === 42)).toBe(true);
    // The record is read again once the query layer is in, and the session stays.
    await waitFor(() =>
      expect(store.getState().api?.queries['getInformacion(undefined)']?.status).toBe('fulfilled'),
    );
    expect(store.getState().session.usuario).toEqual({ logged: true, nombre: 'demo' });
  });
});
