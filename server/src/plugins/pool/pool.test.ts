import { okResponseSchema, poolResponseSchema, usuarioResponseSchema } from '@hueso/contract';
import { expectShape, serverPerTest } from '../../test/helpers';

const s = serverPerTest();

const join = (as = s.token) => s.call('GET', '/api/ingresoStakePool', { token: as });

it('mirarPool lists stakes by amount, with 1-based positions', async () => {
  const res = await s.call('GET', '/api/mirarPool', { token: s.token });
  const pool = expectShape(poolResponseSchema, res.body);
  expect(pool.stake).toHaveLength(30);
  expect(pool.stake.map((e) => e.posicion)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  const amounts = pool.stake.map((e) => e.cantidad);
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  expect(pool.userStake).toBeNull();
});

it('joining pays costoPool energy and stakes the player power', async () => {
  const res = await join();
  expect(res.status).toBe(200);
  expect(expectShape(okResponseSchema, res.body).ok).toBe(true);
  const { usuario } = expectShape(usuarioResponseSchema, res.body);
  expect(usuario).toMatchObject({ pool: true, energia: { actual: 40, maximo: 100 } });
  expect(usuario.rewardPool).toBeGreaterThan(150);

  const pool = expectShape(
    poolResponseSchema,
    (await s.call('GET', '/api/mirarPool', { token: s.token })).body,
  );
  expect(pool.userStake).toEqual({ cantidad: 50 });
  expect(pool.stake).toContainEqual(expect.objectContaining({ nombre: 'demo', cantidad: 50 }));
  expect(pool.stake).toHaveLength(31);

  expect(await join()).toMatchObject({ status: 409, body: { error: 'Already in the pool' } });
});

it('refuses without enough energy', async () => {
  await s.call('POST', '/api/mision', { token: s.token, body: { mision: 6 } });
  await s.call('POST', '/api/mision', { token: s.token, body: { mision: 4 } }); // 60 - 25 - 25 = 10 < 20
  expect(await join()).toMatchObject({ status: 400, body: { error: 'Not enough energy' } });
  const pool = expectShape(
    poolResponseSchema,
    (await s.call('GET', '/api/mirarPool', { token: s.token })).body,
  );
  expect(pool.userStake).toBeNull();
});

it('refuses players without the starter pack', async () => {
  const rookie = await s.login('rookie', 'rookie123');
  expect(await join(rookie)).toMatchObject({
    status: 403,
    body: { error: 'You need the starter pack to join the pool' },
  });
});
