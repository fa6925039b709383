import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leaderboardResponseSchema } from '@hueso/contract';
import { runAdmin } from '../../admin';
import { openDatabase, type Db } from '../../db';
import { expectShape, testServer, type TestServer } from '../../test/helpers';

let dir: string;
let s: TestServer;
let db: Db;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hueso-admin-'));
  const dbPath = join(dir, 'game.sqlite');
  s = await testServer({ dbPath });
  await s.login(); // the world is seeded once the server is ready
  db = openDatabase(dbPath);
});
afterEach(async () => {
  db.close();
  await s.close();
  rmSync(dir, { recursive: true, force: true });
});

const burnedOf = async (nombre: string) => {
  const res = await s.call('GET', '/api/leaderboard?sort=burned&limit=100');
  return expectShape(leaderboardResponseSchema, res.body).data.find((r) => r.nombre === nombre)?.nftBurned;
};

describe('the admin burned total', () => {
  it('is refused to players who are not admins', async () => {
    const token = await s.login();
    const res = await s.call('POST', '/api/admin/burned', { token, body: { nombre: 'rookie', total: 5 } });
    expect(res).toMatchObject({ status: 403, body: { error: 'Admins only' } });
    expect(await burnedOf('rookie')).toBe(0);
  });

  it('is set by an admin through the endpoint once the command granted the role', async () => {
    expect(runAdmin(db, ['grant', 'demo'])).toBe('demo is now an admin');
    expect(runAdmin(db, ['list'])).toBe('Admins: demo');
    const token = await s.login();
    const res = await s.call('POST', '/api/admin/burned', { token, body: { nombre: 'Rookie', total: 777 } });
    expect(res).toMatchObject({ status: 200, body: { ok: true, nombre: 'rookie', nftBurned: 777 } });
    expect(await burnedOf('rookie')).toBe(777);
    const ranking = expectShape(leaderboardResponseSchema, (await s.call('GET', '/api/leaderboard')).body);
    expect(ranking.data[0]!.nombre).toBe('rookie');

    for (const body of [
      { nombre: 'rookie', total: -1 },
      { nombre: 'rookie', total: 1.5 },
      { nombre: '' },
      {},
    ]) {
      expect((await s.call('POST', '/api/admin/burned', { token, body })).status).toBe(400);
    }
    const unknown = await s.call('POST', '/api/admin/burned', {
      token,
      body: { nombre: 'nobody', total: 1 },
    });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'Unknown player nobody' } });

    expect(runAdmin(db, ['revoke', 'demo'])).toBe('demo is no longer an admin');
    expect(
      (await s.call('POST', '/api/admin/burned', { token, body: { nombre: 'rookie', total: 1 } })).status,
    ).toBe(403);
  });

  it('is set by the command, which refuses bad input', async () => {
    expect(runAdmin(db, ['set-burned', 'rookie', '42'])).toBe('rookie: burned total set to 42');
    expect(await burnedOf('rookie')).toBe(42);
    expect(() => runAdmin(db, ['set-burned', 'rookie', '-3'])).toThrow('<total> must be a whole number');
    expect(() => runAdmin(db, ['set-burned', 'nobody', '3'])).toThrow('Unknown player nobody');
    expect(() => runAdmin(db, ['grant'])).toThrow('Usage');
    expect(() => runAdmin(db, ['drop'])).toThrow('Usage');
  });
});
