/**
 * Password races. scrypt runs off the main thread, so requests interleave while a hash is being
 * checked or made; these tests hold the scrypt steps at chosen points to make the interleaving
 * certain. A login that checked the old password does not get a session once a change has
 * committed; of concurrent changes started from the same password (or from none, a wallet-only
 * player's first one), one wins and the others are refused.
 */
import { PASSWORD_CHANGED_MEANWHILE } from '@hueso/contract';
import { testServer, walletLogin, type TestServer } from '../../test/helpers';
import * as credentials from '../auth/credentials';

let s: TestServer;
beforeEach(async () => {
  s = await testServer();
});
afterEach(async () => {
  jest.restoreAllMocks();
  await s.close();
});

/** Resolves for everyone once `n` callers have arrived. */
function barrier(n: number): () => Promise<void> {
  let arrived = 0;
  let open!: () => void;
  const all = new Promise<void>((resolve) => (open = resolve));
  return () => {
    if (++arrived === n) open();
    return all;
  };
}

/** Every new hash is made only once `n` requests are making one: all of them read the old hash first. */
function holdHashesUntil(n: number): void {
  const real = credentials.hashPassword;
  const wait = barrier(n);
  jest.spyOn(credentials, 'hashPassword').mockImplementation(async (password) => {
    await wait();
    return real(password);
  });
}

const sessionsOf = (nombre: string) =>
  (
    s.ctx.db
      .prepare('SELECT COUNT(*) AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.nombre = ?')
      .get(nombre) as { n: number }
  ).n;

const loginPass = (user: string, password: string) =>
  s.call('POST', '/api/loginPass', { body: { user, password } });

it('a login that checked the old password before a change gets no session after it', async () => {
  const token = await s.login();
  // The next password check (the login's) is held once it has found the old password right.
  const real = credentials.verifyPasswordEvenWithout;
  let checked!: () => void;
  const loginChecked = new Promise<void>((resolve) => (checked = resolve));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  jest.spyOn(credentials, 'verifyPasswordEvenWithout').mockImplementationOnce(async (password, stored) => {
    const valid = await real(password, stored);
    checked();
    await held;
    return valid;
  });

  const login = loginPass('demo', 'demo1234');
  await loginChecked;
  const change = await s.call('POST', '/api/changePass', {
    token,
    body: { password: 'newpass1', currentPassword: 'demo1234' },
  });
  expect(change).toMatchObject({ status: 200, body: { ok: true } });
  release();

  expect(await login).toMatchObject({ status: 401, body: { error: 'Invalid user or password' } });
  expect(sessionsOf('demo')).toBe(1); // the session that made the change, only
  expect((await s.call('GET', '/api/getInformacion', { token })).status).toBe(200);
  expect((await loginPass('demo', 'demo1234')).status).toBe(401);
  expect((await loginPass('demo', 'newpass1')).status).toBe(200);
});

it('of two changes from the same current password, one wins and the other is refused', async () => {
  const first = await s.login();
  const second = await s.login();
  holdHashesUntil(2);
  const replies = await Promise.all(
    [first, second].map((token, i) =>
      s.call('POST', '/api/changePass', {
        token,
        body: { password: `newpass${i}`, currentPassword: 'demo1234' },
      }),
    ),
  );
  const won = replies.findIndex((r) => r.status === 200);
  expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
  expect(replies[1 - won]).toMatchObject({ body: { error: PASSWORD_CHANGED_MEANWHILE } });
  jest.restoreAllMocks();

  expect((await loginPass('demo', `newpass${won}`)).status).toBe(200);
  expect((await loginPass('demo', `newpass${1 - won}`)).status).toBe(401);
  // The winner's change ended the loser's session; the winner's own stays.
  expect((await s.call('GET', '/api/getInformacion', { token: [first, second][won] })).status).toBe(200);
  expect((await s.call('GET', '/api/getInformacion', { token: [first, second][1 - won] })).status).toBe(401);
});

it('of 10 concurrent first passwords of a wallet-only player, one wins and only it logs in', async () => {
  const token = await walletLogin(s, 'player01');
  const passwords = Array.from({ length: 10 }, (_, i) => `first${i}`);
  holdHashesUntil(passwords.length);
  const replies = await Promise.all(
    passwords.map((password) => s.call('POST', '/api/changePass', { token, body: { password } })),
  );
  jest.restoreAllMocks();

  const winners = passwords.filter((_, i) => replies[i]!.status === 200);
  expect(winners).toHaveLength(1);
  for (const reply of replies.filter((r) => r.status !== 200))
    expect(reply).toMatchObject({ status: 409, body: { error: PASSWORD_CHANGED_MEANWHILE } });
  for (const password of passwords)
    expect([password, (await loginPass('player01', password)).status]).toEqual([
      password,
      password === winners[0] ? 200 : 401,
    ]);
});
