import { cryptoUtils, PrivateKey } from '@hiveio/dhive';
import { informacionResponseSchema, loginResponseSchema, okResponseSchema } from '@hueso/contract';
import {
  expectShape,
  nodePost,
  signBuffer,
  testServer,
  walletLogin,
  type TestServer,
} from '../../test/helpers';

let s: TestServer;
beforeEach(async () => {
  s = await testServer();
});
afterEach(() => s.close());

const sign = (account: string, message: string, role: 'Posting' | 'Active' = 'Posting') =>
  signBuffer(s, account, message, role);

/** The formula the local chain's keys once came from: public, so anyone could sign with it. */
function signWithOldFormula(account: string, message: string): string {
  return PrivateKey.fromLogin(account, `hueso-local-${account}`, 'posting')
    .sign(cryptoUtils.sha256(message))
    .toString();
}

describe('password login', () => {
  it('returns a token and the player record', async () => {
    const res = await s.call('POST', '/api/loginPass', { body: { user: 'demo', password: 'demo1234' } });
    expect(res.status).toBe(200);
    const body = expectShape(loginResponseSchema, res.body);
    expect(body.token).toMatch(/^[0-9a-f]{64}$/);
    expect(body.resultado).toMatchObject({
      nombre: 'demo',
      packInicial: true,
      dinero: 25000,
      dineroReal: 12000,
    });
    expect(body.resultado.energia).toEqual({ actual: 60, maximo: 100 });
  });

  it('refuses a wrong password or an unknown user with 401', async () => {
    for (const body of [
      { user: 'demo', password: 'wrong-pass' },
      { user: 'nobody', password: 'demo1234' },
      { user: 'player01', password: 'whatever' }, // wallet-only player: no password
    ]) {
      const res = await s.call('POST', '/api/loginPass', { body });
      expect(res).toMatchObject({ status: 401, body: { error: 'Invalid user or password' } });
    }
  });

  it('names the bad field on invalid input', async () => {
    const short = await s.call('POST', '/api/loginPass', { body: { user: 'ab', password: 'demo1234' } });
    expect(short).toMatchObject({ status: 400, body: { error: 'user must be at least 4 characters' } });
    const missing = await s.call('POST', '/api/loginPass', { body: { user: 'demo' } });
    expect(missing).toMatchObject({ status: 400, body: { error: 'password is required' } });
  });
});

describe('sessions', () => {
  it('answers 401 without, with an unknown, or with an expired token', async () => {
    expect(await s.call('GET', '/api/getInformacion')).toMatchObject({
      status: 401,
      body: { error: 'Unauthorized' },
    });
    const unknown = await s.call('GET', '/api/getInformacion', { token: 'f'.repeat(64) });
    expect(unknown.status).toBe(401);
    const token = await s.login();
    expect((await s.call('GET', '/api/getInformacion', { token })).status).toBe(200);
    s.advance(12 * 3600_000);
    expect((await s.call('GET', '/api/getInformacion', { token })).status).toBe(401);
  });

  it('accepts the token as x-token or Bearer (arena calls)', async () => {
    const token = await s.login();
    expect((await s.call('GET', '/api/getInformacion', { headers: { 'x-token': token } })).status).toBe(200);
    expect(
      (await s.call('GET', '/api/getInformacion', { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
  });

  it('getInformacion returns the record with the server time', async () => {
    const token = await s.login();
    const res = await s.call('GET', '/api/getInformacion', { token });
    const body = expectShape(informacionResponseSchema, res.body);
    expect(body.resultado.hora).toBe(s.now());
    expect(body.resultado.inventario).toContainEqual(
      expect.objectContaining({ nombre: 'General Pack', cantidad: 3 }),
    );
    expect(body.mensajes).toEqual([]);
  });

  it('changePass replaces the password, within 4 to 12 characters, given the current one', async () => {
    const token = await s.login();
    const change = (body: object) => s.call('POST', '/api/changePass', { token, body });
    expect(await change({ password: 'abc', currentPassword: 'demo1234' })).toMatchObject({
      status: 400,
      body: { error: 'password must be at least 4 characters' },
    });
    expect(await change({ password: 'abcdefghijklm', currentPassword: 'demo1234' })).toMatchObject({
      status: 400,
      body: { error: 'password must be at most 12 characters' },
    });
    expect(await change({ password: 'newpass1' })).toMatchObject({
      status: 400,
      body: { error: 'Enter your current password' },
    });
    expect(await change({ password: 'newpass1', currentPassword: 'wrong-pass' })).toMatchObject({
      status: 403,
      body: { error: 'The current password is not correct' },
    });
    expect(await s.login('demo', 'demo1234')).toMatch(/^[0-9a-f]{64}$/); // unchanged so far
    const res = await change({ password: 'newpass1', currentPassword: 'demo1234' });
    expect(expectShape(okResponseSchema, res.body)).toEqual({ ok: true });
    expect(
      (await s.call('POST', '/api/loginPass', { body: { user: 'demo', password: 'demo1234' } })).status,
    ).toBe(401);
    expect(await s.login('demo', 'newpass1')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changePass ends the other sessions of the player and keeps this one', async () => {
    const other = await s.login();
    const rookie = await s.login('rookie', 'rookie123');
    const token = await s.login();
    const res = await s.call('POST', '/api/changePass', {
      token,
      body: { password: 'newpass1', currentPassword: 'demo1234' },
    });
    expect(res.status).toBe(200);
    expect((await s.call('GET', '/api/getInformacion', { token: other })).status).toBe(401);
    expect((await s.call('GET', '/api/getInformacion', { token })).status).toBe(200);
    expect((await s.call('GET', '/api/getInformacion', { token: rookie })).status).toBe(200);
  });

  it('lets a wallet-only player set a first password without a current one', async () => {
    const token = await walletLogin(s, 'player01');
    const res = await s.call('POST', '/api/changePass', { token, body: { password: 'first1' } });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect(await s.login('player01', 'first1')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('logout ends the session on the server', async () => {
    const token = await s.login();
    const kept = await s.login();
    expect(await s.call('POST', '/api/logout', { token })).toMatchObject({ status: 200, body: { ok: true } });
    expect(await s.call('GET', '/api/getInformacion', { token })).toMatchObject({
      status: 401,
      body: { error: 'Unauthorized' },
    });
    expect((await s.call('POST', '/api/logout', { token })).status).toBe(401);
    expect((await s.call('GET', '/api/getInformacion', { token: kept })).status).toBe(200);
  });

  it('purges expired sessions and used wallet logins', async () => {
    const count = (table: string) => s.ctx.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get();
    await s.login();
    await walletLogin(s, 'player02');
    expect(count('sessions')).toBe(2);
    expect(count('used_logins')).toBe(1);
    s.advance(13 * 3600_000);
    await walletLogin(s, 'player03');
    expect(count('sessions')).toBe(1);
    expect(count('used_logins')).toBe(1);
  });
});

describe('wallet login', () => {
  it('accepts a posting-key signature of the current time, once', async () => {
    const message = String(s.now());
    const body = { nombre: 'demo', key: await sign('demo', message), message };
    const first = await s.call('POST', '/api/login', { body });
    expect(first.status).toBe(200);
    expect(expectShape(loginResponseSchema, first.body).resultado.nombre).toBe('demo');
    const replay = await s.call('POST', '/api/login', { body });
    expect(replay).toMatchObject({ status: 401, body: { error: 'Signature already used' } });
  });

  it('refuses an old timestamp, a key that is not the posting key, and an unknown account', async () => {
    const old = String(s.now() - 6 * 60_000);
    expect(
      await s.call('POST', '/api/login', {
        body: { nombre: 'demo', key: await sign('demo', old), message: old },
      }),
    ).toMatchObject({
      status: 401,
      body: { error: 'Login message expired: sign the current time' },
    });
    const message = String(s.now());
    for (const key of [await sign('demo', message, 'Active'), await sign('rookie', message)]) {
      const res = await s.call('POST', '/api/login', { body: { nombre: 'demo', key, message } });
      expect(res).toMatchObject({ status: 401, body: { error: 'Invalid signature' } });
    }
    const unknown = await s.call('POST', '/api/login', {
      body: { nombre: 'ghost', key: signWithOldFormula('ghost', message), message },
    });
    expect(unknown).toMatchObject({ status: 401, body: { error: 'Unknown account ghost' } });
  });

  it('refuses a signature made from the old public key formula, for a player or the treasury', async () => {
    const message = String(s.now());
    for (const nombre of ['demo', 'rookie', 'player01']) {
      const res = await s.call('POST', '/api/login', {
        body: { nombre, key: signWithOldFormula(nombre, message), message },
      });
      expect(res).toMatchObject({ status: 401, body: { error: 'Invalid signature' } });
    }
    const treasury = await s.call('POST', '/api/login', {
      body: { nombre: 'hueso.tokens', key: signWithOldFormula('hueso.tokens', message), message },
    });
    expect(treasury).toMatchObject({
      status: 403,
      body: { error: 'hueso.tokens is a platform account and cannot log in to the game' },
    });
    const ranking = await s.call('GET', '/api/leaderboard?limit=100');
    expect(ranking.body.data.map((p: { nombre: string }) => p.nombre)).not.toContain('hueso.tokens');
  });

  it('gives every fresh world its own random keys', async () => {
    const other = await testServer();
    try {
      const message = String(s.now());
      const key = await signBuffer(other, 'demo', message);
      const res = await s.call('POST', '/api/login', { body: { nombre: 'demo', key, message } });
      expect(res).toMatchObject({ status: 401, body: { error: 'Invalid signature' } });
    } finally {
      await other.close();
    }
  });

  it('refuses a malformed signature with 400', async () => {
    const res = await s.call('POST', '/api/login', {
      body: { nombre: 'demo', key: 'zz', message: String(s.now()) },
    });
    expect(res).toMatchObject({ status: 400, body: { error: 'key must be a hex signature' } });
  });

  it('creates a game player for a chain account that has none, through the dev wallet', async () => {
    const message = String(s.now());
    const signed = await nodePost(s, '/dev/signBuffer', { account: 'bigdog', message, key: 'Posting' });
    expect(signed.body).toMatchObject({ success: true, result: expect.stringMatching(/^[0-9a-f]{130}$/) });
    const res = await s.call('POST', '/api/login', {
      body: { nombre: 'bigdog', key: signed.body.result, message },
    });
    expect(res.status).toBe(200);
    expect(expectShape(loginResponseSchema, res.body).resultado).toMatchObject({
      nombre: 'bigdog',
      packInicial: false,
      dinero: 0,
      nftUnicos: 24,
    });
    const ranking = await s.call('GET', '/api/leaderboard?limit=100');
    expect(ranking.body.totalDocs).toBe(44);
  });
});
