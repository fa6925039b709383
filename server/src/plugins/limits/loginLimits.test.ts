import { rawCall, testServer, type TestServer } from '../../test/helpers';

let s: TestServer;
beforeEach(async () => {
  s = await testServer({ loginAttemptsPerMinute: 3, testReset: true });
});
afterEach(() => s.close());

/** A password login sent from another local address (the whole 127/8 block is this machine). */
async function loginFrom(localAddress: string, user: string, password: string) {
  const res = await rawCall(s, {
    method: 'POST',
    path: '/api/loginPass',
    localAddress,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user, password }),
  });
  return { status: res.status, body: res.body, retryAfter: res.headers.get('retry-after') ?? undefined };
}

describe('login rate limits', () => {
  it('answers 429 with a clear text after too many attempts from one address', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await loginFrom('127.0.0.1', `nobody${i}`, 'wrong-pass')).status).toBe(401);
    }
    const refused = await loginFrom('127.0.0.1', 'rookie', 'rookie123');
    expect(refused).toMatchObject({
      status: 429,
      body: {
        error: expect.stringMatching(
          /^Too many login attempts from your address\. Try again in (1 minute|\d+ seconds?)\.$/,
        ),
      },
    });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    // The wallet login is counted on the same address.
    const wallet = await s.call('POST', '/api/login', {
      body: { nombre: 'demo', key: 'a'.repeat(130), message: String(s.now()) },
    });
    expect(wallet.status).toBe(429);
    // Another address is not affected.
    expect((await loginFrom('127.0.0.2', 'rookie', 'rookie123')).status).toBe(200);
  });

  it('answers 429 after too many attempts on one account, whatever the address', async () => {
    for (const address of ['127.0.0.3', '127.0.0.4', '127.0.0.5']) {
      expect((await loginFrom(address, 'demo', 'wrong-pass')).status).toBe(401);
    }
    expect(await loginFrom('127.0.0.6', ' DEMO ', 'demo1234')).toMatchObject({
      status: 429,
      body: {
        error: expect.stringMatching(
          /^Too many login attempts for this account\. Try again in (1 minute|\d+ seconds?)\.$/,
        ),
      },
    });
    expect((await loginFrom('127.0.0.6', 'rookie', 'rookie123')).status).toBe(200);
  });

  it('does not count other routes, and /test/reset forgets the counts', async () => {
    for (let i = 0; i < 5; i++) expect((await s.call('GET', '/health')).status).toBe(200);
    for (let i = 0; i < 3; i++)
      await s.call('POST', '/api/loginPass', { body: { user: 'demo', password: 'nope' } });
    expect(
      (await s.call('POST', '/api/loginPass', { body: { user: 'demo', password: 'demo1234' } })).status,
    ).toBe(429);
    await s.call('POST', '/test/reset');
    expect(await s.login()).toMatch(/^[0-9a-f]{64}$/);
  });
});
