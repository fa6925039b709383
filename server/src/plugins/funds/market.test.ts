import { depositResponseSchema } from '@hueso/contract';
import { chainBalance, expectShape, sendToken, serverPerTest } from '../../test/helpers';

const s = serverPerTest();

const pay = (account: string, amount: string, memo: string, currency: string, to = 'hueso.deposit') =>
  sendToken(s, { account, to, amount, memo, currency });

const claim = (id: string, session = s.token) =>
  s.call('POST', '/api/deposit', { token: session, body: { id } });

async function inventory(session = s.token): Promise<Record<string, number>> {
  const info = await s.call('GET', '/api/getInformacion', { token: session });
  return Object.fromEntries(
    (info.body.resultado.inventario as { nombre: string; cantidad: number }[]).map((i) => [
      i.nombre,
      i.cantidad,
    ]),
  );
}

const DEMO_INVENTORY = { 'General Pack': 3, 'Hueso Fusion': 1, 'ticket stake': 2 };

describe('market purchases through POST /api/deposit', () => {
  it('a General Pack payment credits the packs once and moves the chain balances', async () => {
    await pay('hueso.tokens', '3000', 'gift', 'HUESO', 'demo');
    const id = await pay('demo', '8000', 'General Pack', 'HUESO');
    const res = await claim(id);
    expect(res.status).toBe(200);
    const { usuario } = expectShape(depositResponseSchema, res.body);
    expect(usuario.inventario.find((i) => i.nombre === 'General Pack')?.cantidad).toBe(5);
    expect(await chainBalance(s, 'demo', 'HUESO')).toBe('0.000');
    expect(await chainBalance(s, 'hueso.deposit', 'HUESO')).toBe('8000.000');

    expect(await claim(id)).toMatchObject({ status: 409, body: { error: 'Transaction already used' } });
    expect(await inventory()).toEqual({ ...DEMO_INVENTORY, 'General Pack': 5 });
  });

  it('credits every market item, decimals with trailing zeros included', async () => {
    await pay('hueso.tokens', '30000', 'gift', 'HUESO', 'demo');
    const purchases: [string, string, string][] = [
      ['LVL UP', '30000.000', 'HUESO'],
      ['Hueso Fusion', '3000', 'HUESO'],
      ['Special Pack', '200', 'VIPHUESO'],
    ];
    for (const [memo, amount, currency] of purchases)
      expect((await claim(await pay('demo', amount, memo, currency))).status).toBe(200);
    expect(await inventory()).toEqual({ ...DEMO_INVENTORY, LVL: 2, 'Hueso Fusion': 3, 'Special Pack': 2 });
    expect(await chainBalance(s, 'demo', 'HUESO')).toBe('2000.000');
    expect(await chainBalance(s, 'demo', 'VIPHUESO')).toBe('100.000');
  });

  it('refunds a wrong amount and says so; the refunded id cannot be used again', async () => {
    const id = await pay('demo', '3999', 'General Pack', 'HUESO');
    expect(await claim(id)).toMatchObject({
      status: 400,
      body: {
        error:
          'General Pack costs 4000 HUESO each: 3999 HUESO is not a whole number of them. Your payment was returned.',
      },
    });
    expect(await chainBalance(s, 'demo', 'HUESO')).toBe('5000.000');
    expect(await chainBalance(s, 'hueso.deposit', 'HUESO')).toBe('0.000');
    const again = await claim(id);
    expect(again.status).toBe(400);
    expect(again.body.error).toMatch(
      /^This payment was refused and returned to you \(refund [0-9a-f]{40}\)\.$/,
    );
    expect(await chainBalance(s, 'demo', 'HUESO')).toBe('5000.000');
    expect(await inventory()).toEqual(DEMO_INVENTORY);
  });

  it('refunds an unknown memo, a wrong token and a payment to the token account', async () => {
    const cases: [Parameters<typeof pay>, string][] = [
      [['demo', '4000', 'General Pak', 'HUESO'], "Unknown memo 'General Pak': expected one of Deposit"],
      [['demo', '100', 'General Pack', 'VIPHUESO'], 'General Pack must be paid in HUESO, not VIPHUESO.'],
      [
        ['demo', '4000', 'General Pack', 'HUESO', 'hueso.tokens'],
        'General Pack must be sent to hueso.deposit, not to hueso.tokens.',
      ],
      [['demo', '4000.5', 'General Pack', 'HUESO'], 'General Pack costs 4000 HUESO each'],
    ];
    for (const [payment, reason] of cases) {
      const res = await claim(await pay(...payment));
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(reason);
      expect(res.body.error).toMatch(/ Your payment was returned\.$/);
    }
    expect(await chainBalance(s, 'demo', 'HUESO')).toBe('5000.000');
    expect(await chainBalance(s, 'demo', 'VIPHUESO')).toBe('300.000');
    expect(await chainBalance(s, 'hueso.tokens', 'HUESO')).toBe('10000000.000');
    expect(await inventory()).toEqual(DEMO_INVENTORY);
  });

  it('keeps nothing when the refund itself fails on chain, so the claim can be retried', async () => {
    const id = await pay('demo', '4000', 'General Pak', 'HUESO');
    await pay('hueso.deposit', '4000', 'sweep', 'HUESO', 'hueso.tokens');
    // The refund went through the outbox and the chain refused it: the refusal is given back too.
    expect(await claim(id)).toMatchObject({
      status: 502,
      body: { error: 'The chain refused it: overdrawn balance. Nothing was taken from you.' },
    });
    expect(s.ctx.db.prepare('SELECT COUNT(*) FROM deposits WHERE tx_id = ?').pluck().get(id)).toBe(0);
    await pay('hueso.tokens', '4000', 'back', 'HUESO', 'hueso.deposit');
    expect(await claim(id)).toMatchObject({ status: 400 });
    expect(await chainBalance(s, 'demo', 'HUESO')).toBe('5000.000');
  });

  it('neither credits nor refunds a payment to someone else, or a failed one', async () => {
    const elsewhere = await pay('demo', '4000', 'General Pack', 'HUESO', 'player01');
    expect(await claim(elsewhere)).toMatchObject({
      status: 400,
      body: { error: 'Transaction was sent to player01, not to hueso.tokens or hueso.deposit' },
    });
    const failed = await pay('demo', '8000', 'General Pack', 'HUESO');
    expect(await claim(failed)).toMatchObject({
      status: 400,
      body: { error: 'Transaction failed on chain: overdrawn balance' },
    });
    expect(await chainBalance(s, 'demo', 'HUESO')).toBe('1000.000');
    expect(await chainBalance(s, 'player01', 'HUESO')).toMatch(/^\d+\.\d{3}$/);
    expect(await inventory()).toEqual(DEMO_INVENTORY);
  });

  it('refuses another player’s payment without refunding it to the claimant', async () => {
    const id = await pay('rookie', '400', 'General Pack', 'HUESO');
    expect(await claim(id)).toMatchObject({
      status: 403,
      body: { error: 'Transaction was sent by rookie, not by demo' },
    });
    expect(await chainBalance(s, 'demo', 'HUESO')).toBe('5000.000');
    expect(await chainBalance(s, 'rookie', 'HUESO')).toBe('100.000');
    // Still unused: its sender can claim it (here refunded, as 400 HUESO buys no pack).
    const rookie = await s.login('rookie', 'rookie123');
    expect((await claim(id, rookie)).status).toBe(400);
    expect(await chainBalance(s, 'rookie', 'HUESO')).toBe('500.000');
  });

  it('Initial Land grants the starter pack once; a second one is refunded', async () => {
    const rookie = await s.login('rookie', 'rookie123');
    const bought = await claim(await pay('rookie', '50', 'Initial Land', 'SWAP.HIVE'), rookie);
    expect(bought.status).toBe(200);
    expect(expectShape(depositResponseSchema, bought.body).usuario.packInicial).toBe(true);
    expect(await chainBalance(s, 'rookie', 'SWAP.HIVE')).toBe('10.00000000');
    expect((await s.call('GET', '/api/retiroInterno', { token: rookie })).status).toBe(200);

    await pay('bigdog', '50', 'gift', 'SWAP.HIVE', 'rookie');
    const again = await claim(await pay('rookie', '50', 'Initial Land', 'SWAP.HIVE'), rookie);
    expect(again).toMatchObject({
      status: 400,
      body: { error: 'You already have the starter pack. Your payment was returned.' },
    });
    expect(await chainBalance(s, 'rookie', 'SWAP.HIVE')).toBe('60.00000000');
    expect(await chainBalance(s, 'hueso.deposit', 'SWAP.HIVE')).toBe('50.00000000');
  });

  it('Initial Land is bought one at a time', async () => {
    const rookie = await s.login('rookie', 'rookie123');
    await pay('bigdog', '50', 'gift', 'SWAP.HIVE', 'rookie');
    const res = await claim(await pay('rookie', '100.00000000', 'Initial Land', 'SWAP.HIVE'), rookie);
    expect(res.body.error).toBe(
      'Initial Land is bought 1 at a time for 50 SWAP.HIVE, not 100.00000000 SWAP.HIVE. Your payment was returned.',
    );
    expect(await chainBalance(s, 'rookie', 'SWAP.HIVE')).toBe('110.00000000');
    const info = await s.call('GET', '/api/getInformacion', { token: rookie });
    expect(info.body.resultado.packInicial).toBe(false);
  });
});
