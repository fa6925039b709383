/** Stake play: the table, deposit, withdraw (half burned), tickets and their claim, bad input. */
import { stakePlayResponseSchema, usuarioResponseSchema } from '@hueso/contract';
import { expectShape, testServer, type TestServer } from '../../test/helpers';

const DAY = 24 * 3_600_000;

let s: TestServer;
let token: string;
beforeEach(async () => {
  s = await testServer();
  token = await s.login();
});
afterEach(() => s.close());

const view = async (path = '/api/mirarStake') =>
  expectShape(stakePlayResponseSchema, (await s.call('GET', path, { token })).body);
const info = async () => (await s.call('GET', '/api/getInformacion', { token })).body.resultado;
const burnedTotal = async () => (await s.call('GET', '/metrics/hueso')).body.quemado as number;
const deposit = (cantidad: unknown, path = '/api/stakeIngreso') =>
  s.call('POST', path, { token, body: { cantidad } });
const withdraw = (body: unknown, path = '/api/retiroStake') => s.call('POST', path, { token, body });

it('mirarStake ranks the stakes with 1-based positions and shows the player stake and tickets', async () => {
  const table = await view();
  expect(table.stake.length).toBeGreaterThan(10);
  expect(table.stake.map((e) => e.posicion)).toEqual(table.stake.map((_, i) => i + 1));
  const amounts = table.stake.map((e) => e.cantidad);
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  expect(table.userStake).toEqual({ cantidad: 5000 });
  expect(table.ticket).toEqual({ cantidad: 2.5 });
  expect(table.disponible).toEqual({ cantidad: 2 });
  expect(table.stake).toContainEqual({
    nombre: 'demo',
    posicion: expect.any(Number),
    cantidad: 5000,
    ticket: 2.5,
  });
  expect(await view('/api/mirarStake/')).toEqual(table);
});

it('a deposit moves dineroReal into the stake and the table', async () => {
  const before = await info();
  const res = await deposit(1234.5);
  expect(res.status).toBe(200);
  expect(expectShape(usuarioResponseSchema, res.body).usuario.dineroReal).toBe(before.dineroReal - 1234.5);
  const table = await view();
  expect(table.userStake).toEqual({ cantidad: 6234.5 });
  expect(table.stake.find((e) => e.nombre === 'demo')?.cantidad).toBe(6234.5);
  expect((await deposit(0.5, '/api/stakeIngreso/')).status).toBe(200);
  expect((await view()).userStake).toEqual({ cantidad: 6235 });
});

it('a withdraw returns half to dineroReal and burns half, recorded in the metrics', async () => {
  const before = await info();
  const burned = await burnedTotal();
  const res = await withdraw({ cantidad: 1000.001, confirm: true });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ devuelto: 500, quemado: 500.001 });
  expect((await info()).dineroReal).toBeCloseTo(before.dineroReal + 500, 6);
  expect(await burnedTotal()).toBeCloseTo(burned + 500.001, 6);
  expect((await view()).userStake).toEqual({ cantidad: 3999.999 });
  expect((await withdraw({ cantidad: 3999.999, confirm: true }, '/api/retiroStake/')).status).toBe(200);
  const empty = await view();
  expect(empty.userStake).toBeNull();
  expect(empty.stake.some((e) => e.nombre === 'demo')).toBe(false);
  expect(empty.ticket.cantidad).toBe(2.5); // tickets earned stay claimable
});

it('tickets accrue on the game clock: 1,000 HUESO for 24 game hours make one ticket', async () => {
  s.advance(DAY);
  token = await s.login();
  expect((await view()).ticket).toEqual({ cantidad: 7.5 });

  const fast = await testServer({ clockSpeed: 60 });
  try {
    const t = await fast.login();
    fast.advance(12 * 60_000); // 12 game hours
    const res = await fast.call('GET', '/api/mirarStake', { token: t });
    expect(res.body.ticket).toEqual({ cantidad: 5 });
    expect(res.body.disponible).toEqual({ cantidad: 5 });
  } finally {
    await fast.close();
  }
});

it('claim turns whole tickets into ticket stake items and keeps the fraction', async () => {
  const items = async () =>
    ((await info()).inventario as { nombre: string; cantidad: number }[]).find(
      (i) => i.nombre === 'ticket stake',
    )?.cantidad ?? 0;
  const owned = await items();
  const res = await s.call('GET', '/api/retirarTicket', { token });
  expect(res.status).toBe(200);
  expect(res.body.tickets).toBe(2);
  expect(await items()).toBe(owned + 2);
  expect(await view()).toMatchObject({ ticket: { cantidad: 0.5 }, disponible: { cantidad: 0 } });
  expect(await s.call('GET', '/api/retirarTicket/', { token })).toMatchObject({
    status: 400,
    body: { error: 'No tickets to claim yet' },
  });
});

describe('bad input is refused with a clear text and moves nothing', () => {
  // [case, cantidad, deposit's text, withdrawal's text]: 0 or less answers SPEC.md's texts.
  const cases: [string, unknown, string, string][] = [
    ['negative', -5, 'Invalid amount', 'Enter a valid amount to withdraw'],
    ['zero', 0, 'Invalid amount', 'Enter a valid amount to withdraw'],
    ['too precise', 1.0001, 'cantidad must have at most 3 decimals', 'cantidad must have at most 3 decimals'],
    ['a string', '100', 'cantidad must be a number', 'cantidad must be a number'],
    ['null', null, 'cantidad must be a number', 'cantidad must be a number'],
    ['missing', undefined, 'cantidad is required', 'cantidad is required'],
  ];
  it.each(cases)('deposit: %s', async (_, cantidad, error) => {
    const before = await info();
    expect(await deposit(cantidad)).toMatchObject({ status: 400, body: { error } });
    expect(await info()).toEqual(before);
  });
  it.each(cases)('withdraw: %s', async (_, cantidad, _deposit, error) => {
    const before = await view();
    expect(await withdraw({ cantidad, confirm: true })).toMatchObject({ status: 400, body: { error } });
    expect(await view()).toEqual(before);
  });

  it('NaN and Infinity (not JSON numbers) and a non-object body', async () => {
    const raw = (body: string) =>
      s.call('POST', '/api/stakeIngreso', { token, body, headers: { 'content-type': 'application/json' } });
    expect((await raw('{"cantidad": NaN}')).status).toBe(400);
    expect((await raw('{"cantidad": 1e400}')).status).toBe(400);
    expect(await deposit(Number.NaN)).toMatchObject({ status: 400 }); // JSON.stringify sends null
    expect(await raw('[1]')).toMatchObject({ status: 400, body: { error: 'body must be an object' } });
  });

  it('a deposit above dineroReal', async () => {
    const before = await info();
    expect(await deposit(before.dineroReal + 0.001)).toMatchObject({
      status: 400,
      body: { error: 'Invalid amount' },
    });
    expect(await info()).toEqual(before);
  });

  it('a withdraw without confirm, with confirm false, or above the stake', async () => {
    const before = await view();
    expect(await withdraw({ cantidad: 10 })).toMatchObject({
      status: 400,
      body: { error: 'confirm is required' },
    });
    expect(await withdraw({ cantidad: 10, confirm: false })).toMatchObject({
      status: 400,
      body: { error: 'confirm must be true' },
    });
    expect(await withdraw({ cantidad: 10, confirm: 'yes' })).toMatchObject({ status: 400 });
    expect(await withdraw({ cantidad: 5000.001, confirm: true })).toMatchObject({
      status: 400,
      body: { error: 'You cannot withdraw more than you have staked' },
    });
    expect(await view()).toEqual(before);
  });

  it('without a session', async () => {
    expect((await s.call('GET', '/api/mirarStake')).status).toBe(401);
    expect((await s.call('POST', '/api/stakeIngreso', { body: { cantidad: 1 } })).status).toBe(401);
  });
});
