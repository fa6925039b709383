import { selectInformacion } from '../session/sessionSlice';
/** Only shared's core is imported here: the query layer loads on first use, as on the login page. */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setConfig } from '../config/config';
import { restoreSession } from '../session/thunks';
import { saveStoredUser } from '../session/tokenCookie';
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
