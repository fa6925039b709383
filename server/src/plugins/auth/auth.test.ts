import { testServer, type TestServer } from '../../test/helpers';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

describe('the authentication hook', () => {
  it('answers an unknown path with 404, not 401', async () => {
    expect(await s.call('GET', '/api/nope')).toMatchObject({
      status: 404,
      body: { error: 'Not found: GET /api/nope' },
    });
  });

  it('lets a CORS pre-flight through without a session', async () => {
    const res = await s.call('OPTIONS', '/api/mision', {
      headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses a missing session before checking the fields, and malformed JSON before both', async () => {
    expect(await s.call('POST', '/api/mision', { body: { mision: 2 } })).toMatchObject({
      status: 401,
      body: { error: 'Unauthorized' },
    });
    const broken = await s.call('POST', '/api/mision', {
      body: '{"mision":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
  });

  it('serves public routes without a session', async () => {
    expect((await s.call('GET', '/api/leaderboard?limit=1')).status).toBe(200);
    expect((await s.call('GET', '/metrics/hueso')).status).toBe(200);
    expect((await s.call('GET', '/items/art/LVL.svg')).status).toBe(200);
    expect((await s.call('GET', '/api/getCards')).status).toBe(401);
  });
});
