/**
 * One test per finding of the attack on the reference server (security review): each failed
 * before the hardening and passes now. docs/security.md lists what the server promises.
 */
import { cryptoUtils, PrivateKey } from '@hiveio/dhive';
import { nodePost, rawCall, signBuffer, testServer, walletLogin, type TestServer } from '../test/helpers';

/** Counts scrypt runs (the real scrypt still does the work): the cost of a login, without a clock. */
const mockScrypt = { calls: 0 };
jest.mock('node:crypto', () => {
  const actual = jest.requireActual('node:crypto');
  return {
    ...actual,
    scrypt: (...args: unknown[]) => {
      mockScrypt.calls++;
      return (actual.scrypt as (...a: unknown[]) => void)(...args);
    },
  };
});

let s: TestServer;
beforeEach(async () => {
  s = await testServer();
});
afterEach(() => s.close());

const oldFormulaSignature = (account: string, message: string) =>
  PrivateKey.fromLogin(account, `hueso-local-${account}`, 'posting')
    .sign(cryptoUtils.sha256(message))
    .toString();

const findCall = (id: number, limit = 1000) => ({
  jsonrpc: '2.0',
  id,
  method: 'find',
  params: { contract: 'nft', table: 'NFTHUESOinstances', query: {}, limit },
});

it('1. no one logs in with keys from the old public formula; a password change needs the current one', async () => {
  const message = String(s.now());
  for (const nombre of ['demo', 'bigdog']) {
    const res = await s.call('POST', '/api/login', {
      body: { nombre, key: oldFormulaSignature(nombre, message), message },
    });
    expect(res).toMatchObject({ status: 401, body: { error: 'Invalid signature' } });
  }
  const treasury = await s.call('POST', '/api/login', {
    body: { nombre: 'hueso.tokens', key: oldFormulaSignature('hueso.tokens', message), message },
  });
  expect(treasury.status).toBe(403);
  expect((await s.call('GET', '/api/leaderboard?limit=100')).text).not.toContain('hueso.tokens');

  const other = await s.login();
  const token = await s.login();
  const blind = await s.call('POST', '/api/changePass', { token, body: { password: 'taken1' } });
  expect(blind).toMatchObject({ status: 400, body: { error: 'Enter your current password' } });
  await s.call('POST', '/api/changePass', {
    token,
    body: { password: 'mine12', currentPassword: 'demo1234' },
  });
  expect((await s.call('GET', '/api/getInformacion', { token: other })).status).toBe(401);
});

it('2. the dev wallet never spends for the treasury, and the game server has no dev wallet', async () => {
  const res = await nodePost(s, '/dev/sendToken', {
    account: 'hueso.tokens',
    to: 'demo',
    amount: '1000',
    memo: '',
    currency: 'HUESO',
  });
  expect(res.status).toBe(403);
  expect(JSON.stringify(res.body)).toContain('hueso.tokens');
  for (const url of ['/dev/sendToken', '/chain/dev/sendToken'])
    expect(s.app.hasRoute({ method: 'POST', url })).toBe(false);
});

it('3. a public batch of 100 big finds is refused, and 20 are bounded to 1000 rows in all', async () => {
  const hundred = await nodePost(
    s,
    '/contracts',
    Array.from({ length: 100 }, (_, i) => findCall(i)),
  );
  expect(hundred).toMatchObject({ status: 400, body: { error: { message: 'A batch holds 1 to 20 calls' } } });
  const twenty = Array.from({ length: 20 }, (_, i) => findCall(i));
  const parallel = await Promise.all([
    ...Array.from({ length: 10 }, () => nodePost(s, '/contracts', twenty)),
    s.call('GET', '/health'),
  ]);
  expect(parallel.at(-1)!.status).toBe(200);
  for (const res of parallel.slice(0, 10)) {
    const rows = res.body.flatMap((r: { result?: unknown[] }) => r.result ?? []);
    expect(rows.length).toBeLessThanOrEqual(1000);
    expect(res.text.length).toBeLessThan(400_000); // the attack's answer was 5.3 MB
  }
});

it('4. wrong passwords are limited per address and unknown names cost the same scrypt work', async () => {
  const limited = await testServer({ loginAttemptsPerMinute: 10 });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (await limited.call('POST', '/api/loginPass', { body: { user: 'demo', password: `wrong${i}` } }))
          .status,
      );
    expect(statuses.slice(0, 10).every((code) => code === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  } finally {
    await limited.close();
  }
  const attempt = async (user: string) => {
    const before = mockScrypt.calls;
    const res = await s.call('POST', '/api/loginPass', { body: { user, password: 'wrong-pass' } });
    expect(res).toMatchObject({ status: 401, body: { error: 'Invalid user or password' } });
    return mockScrypt.calls - before;
  };
  await attempt('nobody-warm'); // makes the dummy hash once
  expect(await attempt('demo')).toBe(1);
  expect(await attempt('nobody')).toBe(1);
  expect(await attempt('player01')).toBe(1); // wallet-only player: no password
});

it('5. prototype names, deep JSON and __proto__ bodies are 400s with clear texts, not 500s', async () => {
  for (const index of ['constructor', 'toString', 'valueOf', '__proto__']) {
    const res = await nodePost(s, '/contracts', {
      ...findCall(1, 10),
      params: { ...findCall(1, 10).params, indexes: [{ index, descending: false }] },
    });
    expect(res.body.error).toEqual({
      code: 400,
      message: `index '${index}' is not supported by the local chain`,
    });
  }
  const deep = `{"contractName":"nft","contractAction":"burn","contractPayload":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
  const custom = await nodePost(s, '/dev/customJson', {
    account: 'demo',
    id: `ssc-${s.ctx.config.chainId}`,
    key: 'Active',
    json: deep,
  });
  expect(custom).toMatchObject({
    status: 400,
    body: { error: 'json is nested too deeply: at most 10 levels' },
  });
  const proto = await s.call('POST', '/api/loginPass', {
    body: '{"user":"demo","password":"demo1234","__proto__":{"admin":true}}',
    headers: { 'content-type': 'application/json' },
  });
  expect(proto).toMatchObject({
    status: 400,
    body: { error: 'Request body must not contain the key __proto__' },
  });
});

it('6. sessions and used logins are purged, image URLs ignore Host, answers are nosniff', async () => {
  const count = (table: string) => s.ctx.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get();
  await s.login();
  await walletLogin(s, 'player05');
  s.advance(13 * 3600_000);
  const message = String(s.now());
  await s.call('POST', '/api/login', {
    body: { nombre: 'player06', key: await signBuffer(s, 'player06', message), message },
  });
  expect([count('sessions'), count('used_logins')]).toEqual([1, 1]);

  const token = await s.login();
  const cards = await rawCall(s, {
    method: 'GET',
    path: '/api/getCards',
    headers: { token, host: 'attacker.example' },
  });
  expect(cards.text).not.toContain('attacker.example');
  expect(cards.text).toContain(`${s.base}/cards/art/`);
  expect(cards.headers.get('x-content-type-options')).toBe('nosniff');
});
