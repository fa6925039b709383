import { buildApp } from './app';
import { rawCall, testServer } from './test/helpers';

describe('operational endpoints', () => {
  it('answers /health', async () => {
    const s = await testServer();
    try {
      expect(await s.call('GET', '/health')).toMatchObject({ status: 200, body: { ok: true } });
    } finally {
      await s.close();
    }
  });

  it('answers a malformed URL with a readable { error } and CORS', async () => {
    const s = await testServer();
    try {
      const res = await s.call('GET', '/api/%E0%A4%A');
      expect(res.status).toBe(400);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(typeof res.body.error).toBe('string');
    } finally {
      await s.close();
    }
  });

  it('mounts /test/reset only when asked, and it restores the seeded world', async () => {
    const plain = await testServer();
    try {
      expect((await plain.call('POST', '/test/reset')).status).toBe(404);
    } finally {
      await plain.close();
    }

    const s = await testServer({ testReset: true });
    try {
      const token = await s.login();
      const before = (await s.call('GET', '/api/getInformacion', { token })).body.resultado;
      expect((await s.call('POST', '/api/mision', { token, body: { mision: 1 } })).status).toBe(200);
      expect((await s.call('POST', '/test/reset')).body).toEqual({ ok: true });
      // The old session is gone with the world; a new login sees the seeded player again.
      expect((await s.call('GET', '/api/getInformacion', { token })).status).toBe(401);
      const after = (await s.call('GET', '/api/getInformacion', { token: await s.login() })).body.resultado;
      expect(after.mision.start).toBe(false);
      expect(after.energia).toEqual(before.energia);
      expect(after.dinero).toBe(before.dinero);
    } finally {
      await s.close();
    }
  });

  it('has no dev wallet unless asked for it', async () => {
    const app = buildApp({ dbPath: ':memory:', seed: false });
    try {
      await app.ready();
      for (const url of ['/chain/dev/accounts', '/chain/dev/signBuffer', '/chain/dev/sendToken'])
        expect(app.hasRoute({ method: url.endsWith('accounts') ? 'GET' : 'POST', url })).toBe(false);
      expect(app.hasRoute({ method: 'POST', url: '/chain/contracts' })).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('sends security headers on every answer: success, refusal, not found and CORS', async () => {
    const s = await testServer();
    try {
      const answers = [
        await s.call('GET', '/health'),
        await s.call('GET', '/api/getInformacion'),
        await s.call('GET', '/api/nope'),
        await s.call('POST', '/api/loginPass', {
          body: '{',
          headers: { 'content-type': 'application/json' },
        }),
        await s.call('GET', '/cards/art/30.svg'),
        await s.call('GET', '/api/%E0%A4%A'),
      ];
      for (const res of answers) expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      for (const res of answers.slice(0, 5)) {
        expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
        expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
        expect(res.headers.get('x-frame-options')).toBe('DENY');
        expect(res.headers.get('referrer-policy')).toBe('no-referrer');
        // Card art is shown by the front ends on other origins.
        expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
        expect(res.headers.get('access-control-allow-origin')).toBe('*');
      }
    } finally {
      await s.close();
    }
  });

  it('builds image URLs from PUBLIC_URL, never from the Host header (finding 6)', async () => {
    const s = await testServer({ publicUrl: 'https://api.hueso.example/' });
    try {
      const token = await s.login();
      const res = await rawCall(s, {
        method: 'GET',
        path: '/api/getCards',
        headers: { token, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(res.status).toBe(200);
      const urls = res.text.match(/https?:\/\/[^"]+/g) ?? [];
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(url).toMatch(/^https:\/\/api\.hueso\.example\/cards\/art\//);
    } finally {
      await s.close();
    }
  });
});
