import {
  finalizarResponseSchema,
  metricsResponseSchema,
  SPECIAL_NOT_AVAILABLE,
  usuarioResponseSchema,
} from '@hueso/contract';
import { expectShape, testServer, type TestServer } from '../../test/helpers';

const HOUR = 3_600_000;
const CLOCK_SPEED = 60;

let s: TestServer;
let token: string;
beforeEach(async () => {
  s = await testServer({ clockSpeed: CLOCK_SPEED });
  token = await s.login();
});
afterEach(() => s.close());

const start = (mision: unknown, as = token) => s.call('POST', '/api/mision', { token: as, body: { mision } });
const finish = (tipo: string, as = token) => s.call('POST', '/api/finalizar', { token: as, body: { tipo } });

describe('POST /api/mision', () => {
  it('starts a 1-hour dig: pays costos.primera energy and sets the end time at clock speed', async () => {
    const res = await start(1);
    expect(res.status).toBe(200);
    const { usuario } = expectShape(usuarioResponseSchema, res.body);
    expect(usuario.mision).toEqual({ start: true, Tiempo: s.now() + HOUR / CLOCK_SPEED });
    expect(usuario.energia.actual).toBe(50);
  });

  it('refuses a second normal mission while one runs, but the special slot is separate', async () => {
    await start(6);
    expect(await start(1)).toMatchObject({ status: 409, body: { error: 'A mission is already running' } });
    expect(await start(3)).toMatchObject({ status: 409 });
    const special = await start(4);
    expect(special.status).toBe(200);
    expect(special.body.usuario.misionEspecial).toEqual({
      start: true,
      Tiempo: s.now() + (4 * HOUR) / CLOCK_SPEED,
    });
    expect(special.body.usuario.energia.actual).toBe(60 - 25 - 25);
    expect(await start(4)).toMatchObject({ status: 409, body: { error: 'A mission is already running' } });
  });

  it('refuses the special mission to accounts outside the whitelist with the spec text', async () => {
    const rookie = await s.login('rookie', 'rookie123');
    expect(await start(4, rookie)).toMatchObject({ status: 403, body: { error: SPECIAL_NOT_AVAILABLE } });
  });

  it('refuses a mission without enough energy, leaving the player unchanged', async () => {
    const rookie = await s.login('rookie', 'rookie123');
    await start(6, rookie); // 40 - 25 = 15 left
    s.advance((6 * HOUR) / CLOCK_SPEED);
    await finish('normal', rookie);
    expect(await start(6, rookie)).toMatchObject({ status: 400, body: { error: 'Not enough energy' } });
    const info = await s.call('GET', '/api/getInformacion', { token: rookie });
    expect(info.body.resultado.mision.start).toBe(false);
    expect(info.body.resultado.energia.actual).toBe(15);
  });

  it('answers 400 naming the field for bad bodies', async () => {
    expect(await start(2)).toMatchObject({
      status: 400,
      body: { error: 'mision must be one of 1, 3, 4, 6' },
    });
    expect(await start('1')).toMatchObject({ status: 400 });
    expect(await s.call('POST', '/api/mision', { token, body: {} })).toMatchObject({
      status: 400,
      body: { error: 'mision is required' },
    });
    const notJson = await s.call('POST', '/api/mision', {
      token,
      body: '{mision: 1',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.error).toMatch(/not valid JSON/);
    const text = await s.call('POST', '/api/mision', {
      token,
      body: 'mision=1',
      headers: { 'content-type': 'text/plain' },
    });
    // Only JSON is read: a text/plain body (a cross-site form can send one) is refused outright.
    expect(text).toMatchObject({ status: 415, body: { error: 'Content-Type must be application/json' } });
    expect(await s.call('POST', '/api/mision', { token })).toMatchObject({ status: 400 });
  });

  it('needs a session', async () => {
    expect(await start(1, '')).toMatchObject({ status: 401, body: { error: 'Unauthorized' } });
  });
});

describe('POST /api/finalizar', () => {
  it('refuses before the end time, then credits a reward in range and records it', async () => {
    await start(1);
    expect(await finish('normal')).toMatchObject({
      status: 409,
      body: { error: 'The mission is not finished yet' },
    });
    s.advance(HOUR / CLOCK_SPEED);
    const res = await finish('normal');
    expect(res.status).toBe(200);
    const { reward, usuario } = expectShape(finalizarResponseSchema, res.body);
    expect(Number.isInteger(reward)).toBe(true);
    expect(reward).toBeGreaterThanOrEqual(1);
    expect(reward).toBeLessThanOrEqual(50 + 80);
    expect(usuario.dinero).toBe(25000 + reward);
    expect(usuario.cantidadMision).toBe(43);
    expect(usuario.mision).toEqual({ start: false, Tiempo: 0 });
    expect(await finish('normal')).toMatchObject({ status: 409, body: { error: 'No mission is running' } });

    const metrics = expectShape(
      metricsResponseSchema,
      (await s.call('GET', '/metrics/hueso?user=demo')).body,
    );
    expect(metrics.dia.at(-1)).toEqual({
      fecha: new Date(s.now()).toISOString().slice(0, 10),
      total: reward,
    });
  });

  it('pays the 6-hour walk and the special dig from their own ranges', async () => {
    await start(6);
    await start(4);
    s.advance((6 * HOUR) / CLOCK_SPEED);
    const walk = await finish('normal');
    expect(walk.body.reward).toBeGreaterThanOrEqual(10);
    expect(walk.body.reward).toBeLessThanOrEqual(5 * 50 + 400);
    const special = await finish('especial');
    expect(special.body.reward).toBeGreaterThanOrEqual(1);
    expect(special.body.reward).toBeLessThanOrEqual(50 + 200);
    expect(special.body.usuario.misionEspecial).toEqual({ start: false, Tiempo: 0 });
    expect(special.body.usuario.dinero).toBe(25000 + walk.body.reward + special.body.reward);
  });

  it('a recharge is free and gives poderEnergia + 2 energy, capped at the maximum', async () => {
    const started = await start(3);
    expect(started.body.usuario.energia.actual).toBe(60);
    s.advance(HOUR / CLOCK_SPEED);
    const res = await finish('normal');
    expect(res.body.reward).toBe(0);
    expect(res.body.usuario.energia.actual).toBe(72);
    expect(res.body.usuario.dinero).toBe(25000);

    for (let i = 0; i < 3; i++) {
      await start(3);
      s.advance(HOUR / CLOCK_SPEED);
      await finish('normal');
    }
    const info = await s.call('GET', '/api/getInformacion', { token });
    expect(info.body.resultado.energia.actual).toBe(100);
  });

  it('lists a finished mission in mensajes', async () => {
    await start(1);
    s.advance(HOUR / CLOCK_SPEED);
    const info = await s.call('GET', '/api/getInformacion', { token });
    expect(info.body.mensajes).toEqual(['Your mission is finished: collect your reward.']);
  });

  it('answers 400 for an unknown tipo', async () => {
    expect(await finish('rapido')).toMatchObject({
      status: 400,
      body: { error: 'tipo must be one of "normal", "especial"' },
    });
  });
});
