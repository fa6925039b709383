import { http as mswHttp, HttpResponse } from 'msw';
import { okResponseSchema, usuarioResponseSchema } from '@hueso/contract/common';
import { metricsResponseSchema } from '@hueso/contract/metrics';
import { poolResponseSchema } from '@hueso/contract/pool';
import { leaderboardResponseSchema } from '@hueso/contract/ranking';
import { API, listenToServer, makeInformacion, server, testConfig } from '../testing';
import { setConfig } from '../config/config';
import { setLanguage } from '../i18n/language';
import { sessionApi } from '../session/sessionApi';
import { setToken } from '../session/tokenCookie';
import { createAppStore } from '../store/store';
import { baseApi } from './baseApi';
import { ApiError, request, unwrapCall } from './client';

setConfig(testConfig);
listenToServer();

/** A few calls through the query layer, as features declare theirs. */
const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    testPool: build.query<unknown, void>({
      query: () => ({ schema: poolResponseSchema, method: 'GET', url: '/api/mirarPool' }),
    }),
    testMission: build.mutation<unknown, number>({
      query: (mision) => ({
        schema: usuarioResponseSchema,
        method: 'POST',
        url: '/api/mision',
        data: { mision },
      }),
    }),
  }),
});

const api = {
  getInformacion: () =>
    unwrapCall(createAppStore().dispatch(sessionApi.endpoints.getInformacion.initiate())).then(
      (resultado) => ({
        resultado,
      }),
    ),
  getPool: () => unwrapCall(createAppStore().dispatch(testApi.endpoints.testPool.initiate())),
  startMission: (code: number) =>
    unwrapCall(createAppStore().dispatch(testApi.endpoints.testMission.initiate(code))),
  getMetrics: (user: string) =>
    request(metricsResponseSchema, { method: 'GET', url: '/metrics/hueso', params: { user } }),
  getLeaderboard: (sort: string, limit: number, page: number) =>
    request(leaderboardResponseSchema, {
      method: 'GET',
      url: '/api/leaderboard',
      params: { sort, limit, page },
    }),
};

describe('API client', () => {
  it('sends the token header and parses the response', async () => {
    setToken('abc123');
    let token: string | null = null;
    server.use(
      mswHttp.get(`${API}/api/getInformacion`, ({ request }) => {
        token = request.headers.get('token');
        return HttpResponse.json({ resultado: makeInformacion({ dinero: 77 }), mensajes: [] });
      }),
    );
    const res = await api.getInformacion();
    expect(res.resultado.dinero).toBe(77);
    expect(token).toBe('abc123');
  });

  it('sends Bearer and x-token on arena calls instead of the token header', async () => {
    setToken('arena-t');
    let headers: Headers | null = null;
    server.use(
      mswHttp.get(`${API}/api/arena/status`, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ ok: true });
      }),
    );
    await request(okResponseSchema, { method: 'GET', url: '/api/arena/status' });
    expect(headers!.get('authorization')).toBe('Bearer arena-t');
    expect(headers!.get('x-token')).toBe('arena-t');
    expect(headers!.get('token')).toBeNull();
  });

  it('sends no session on the public ranking and metrics calls', async () => {
    setToken('secret');
    const seen: (string | null)[] = [];
    server.use(
      mswHttp.get(`${API}/metrics/hueso`, ({ request }) => {
        seen.push(request.headers.get('token'));
        return HttpResponse.json({ dia: [], semana: [], mes: [], quemado: 0 });
      }),
      mswHttp.get(`${API}/api/leaderboard`, ({ request }) => {
        seen.push(request.headers.get('token'));
        return HttpResponse.json({ data: [], totalDocs: 0, returned: 0 });
      }),
    );
    await api.getMetrics('demo');
    await api.getLeaderboard('burned', 20, 1);
    expect(seen).toEqual([null, null]);
  });

  it("shows the server's error text", async () => {
    server.use(
      mswHttp.post(`${API}/api/mision`, () =>
        HttpResponse.json({ error: 'Not enough energy' }, { status: 400 }),
      ),
    );
    await expect(api.startMission(1)).rejects.toEqual(
      expect.objectContaining({ message: 'Not enough energy', status: 400 }),
    );
  });

  it("falls back to 'Error' when the server says nothing", async () => {
    server.use(mswHttp.get(`${API}/api/mirarPool`, () => new HttpResponse('oops', { status: 502 })));
    await expect(api.getPool()).rejects.toEqual(expect.objectContaining({ message: 'Error', status: 502 }));
  });

  it('turns a malformed response into a clear error instead of a crash', async () => {
    server.use(mswHttp.get(`${API}/api/mirarPool`, () => HttpResponse.json({ stake: 'nope' })));
    const err = await api.getPool().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('Unexpected response from the server (stake)');
  });

  it('reports a malformed response in the player’s language', async () => {
    server.use(mswHttp.get(`${API}/api/mirarPool`, () => HttpResponse.json({ stake: 'nope' })));
    setLanguage('es', { remember: false });
    try {
      const err = await api.getPool().catch((e: unknown) => e);
      expect((err as ApiError).message).toBe('Respuesta inesperada del servidor (stake)');
    } finally {
      setLanguage('en', { remember: false });
    }
  });

  it('reports a network failure as an error', async () => {
    server.use(mswHttp.get(`${API}/api/mirarPool`, () => HttpResponse.error()));
    await expect(api.getPool()).rejects.toBeInstanceOf(ApiError);
  });

  it('sends Content-Type only with a body, so a GET needs no CORS pre-flight', async () => {
    const seen: Record<string, string | null> = {};
    server.use(
      mswHttp.get(`${API}/api/mirarPool`, ({ request }) => {
        seen.get = request.headers.get('content-type');
        return HttpResponse.json({ stake: [], userStake: null });
      }),
      mswHttp.post(`${API}/api/mision`, ({ request }) => {
        seen.post = request.headers.get('content-type');
        return HttpResponse.json({ usuario: makeInformacion() });
      }),
    );
    await api.getPool();
    await api.startMission(1);
    expect(seen.get).toBeNull();
    expect(seen.post).toMatch(/^application\/json/);
  });

  it('logs in with an information record that has no costoPool', async () => {
    const { costoPool: _omitted, ...withoutCost } = makeInformacion();
    expect('costoPool' in withoutCost).toBe(false);
    server.use(mswHttp.get(`${API}/api/getInformacion`, () => HttpResponse.json({ resultado: withoutCost })));
    const res = await api.getInformacion();
    expect(res.resultado.nombre).toBe('demo');
    expect(res.resultado.costoPool).toBeUndefined();
  });
});
