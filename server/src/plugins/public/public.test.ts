import {
  LEADERBOARD_SORTS,
  leaderboardResponseSchema,
  metricsResponseSchema,
  type LeaderboardResponse,
} from '@hueso/contract';
import { expectShape, testServer, type TestServer } from '../../test/helpers';

let s: TestServer;
beforeEach(async () => {
  s = await testServer();
});
afterEach(() => s.close());

const FIELD: Record<
  (typeof LEADERBOARD_SORTS)[number],
  Exclude<keyof LeaderboardResponse['data'][number], 'nombre'>
> = {
  ph: 'ph',
  nft: 'nftTotal',
  burned: 'nftBurned',
  saldo: 'dinero',
  fusion: 'fusion',
  real: 'dineroReal',
  pe: 'pe',
  porcentaje: 'porcentaje',
  nivel: 'nivel',
};

describe('GET /api/leaderboard', () => {
  it('is public, sorted by burned and 20 rows by default', async () => {
    const res = await s.call('GET', '/api/leaderboard');
    const board = expectShape(leaderboardResponseSchema, res.body);
    expect(board).toMatchObject({ totalDocs: 43, returned: 20 });
    const burned = board.data.map((r) => r.nftBurned);
    expect(burned).toEqual([...burned].sort((a, b) => b - a));
  });

  it('sorts descending by every option', async () => {
    for (const sort of LEADERBOARD_SORTS) {
      const board = expectShape(
        leaderboardResponseSchema,
        (await s.call('GET', `/api/leaderboard?sort=${sort}&limit=100`)).body,
      );
      const values = board.data.map((r) => r[FIELD[sort]]);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    }
  });

  it('pages without overlap', async () => {
    const page1 = (await s.call('GET', '/api/leaderboard?sort=saldo&limit=10&page=1')).body;
    const page5 = (await s.call('GET', '/api/leaderboard?sort=saldo&limit=10&page=5')).body;
    const all = (await s.call('GET', '/api/leaderboard?sort=saldo&limit=100')).body;
    expect(page1.data).toEqual(all.data.slice(0, 10));
    expect(page5).toMatchObject({ totalDocs: 43, returned: 3 });
    expect(page5.data).toEqual(all.data.slice(40));
  });

  it('refuses bad queries with 400', async () => {
    expect(await s.call('GET', '/api/leaderboard?limit=101')).toMatchObject({
      status: 400,
      body: { error: 'limit must be at most 100' },
    });
    expect((await s.call('GET', '/api/leaderboard?sort=money')).body.error).toMatch(
      /^sort must be one of "ph"/,
    );
    expect((await s.call('GET', '/api/leaderboard?page=0')).status).toBe(400);
    expect((await s.call('GET', '/api/leaderboard?limit=abc')).status).toBe(400);
  });
});

describe('GET /metrics/hueso', () => {
  it('gives 7 days, 8 weeks and 6 months of mined HUESO, oldest first, plus the burned total', async () => {
    const metrics = expectShape(metricsResponseSchema, (await s.call('GET', '/metrics/hueso')).body);
    expect(metrics.dia.map((e) => e.fecha)).toEqual([
      '2026-01-09',
      '2026-01-10',
      '2026-01-11',
      '2026-01-12',
      '2026-01-13',
      '2026-01-14',
      '2026-01-15',
    ]);
    expect(metrics.semana).toHaveLength(8);
    expect(metrics.semana.at(-1)!.fecha).toBe('2026-01-12'); // the Monday of the current week
    expect(metrics.mes.map((e) => e.fecha)).toEqual([
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
    ]);
    expect(metrics.mes.reduce((sum, e) => sum + e.total, 0)).toBeGreaterThan(0);
    expect(metrics.quemado).toBeGreaterThan(0);
  });

  it('filters by user and answers 404 for an unknown one', async () => {
    const all = expectShape(metricsResponseSchema, (await s.call('GET', '/metrics/hueso')).body);
    const demo = expectShape(metricsResponseSchema, (await s.call('GET', '/metrics/hueso?user=demo')).body);
    expect(demo.quemado).toBeLessThan(all.quemado);
    expect(demo.mes.at(-2)!.total).toBeLessThan(all.mes.at(-2)!.total);
    expect(await s.call('GET', '/metrics/hueso?user=ghost')).toMatchObject({
      status: 404,
      body: { error: 'Unknown user ghost' },
    });
  });
});

describe('CORS', () => {
  it('allows any origin and the session headers', async () => {
    const res = await s.call('OPTIONS' as 'GET', '/api/getInformacion', {
      headers: {
        origin: 'http://localhost:8081',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'token,x-token',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'token, authorization, x-token, content-type',
    );
  });
});
