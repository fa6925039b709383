import { depositResponseSchema, usuarioResponseSchema } from '@hueso/contract';
import { chainBalance, customJson, expectShape, rpc, sendToken, serverPerTest } from '../../test/helpers';

const s = serverPerTest();

const deposit = (
  account: string,
  amount: string,
  memo = 'Deposit',
  currency = 'HUESO',
  to = 'hueso.tokens',
) => sendToken(s, { account, to, amount, memo, currency });

describe('withdrawals', () => {
  it('retiroInterno moves the in-game balance into the real balance', async () => {
    const res = await s.call('GET', '/api/retiroInterno', { token: s.token });
    const { usuario } = expectShape(usuarioResponseSchema, res.body);
    expect(usuario).toMatchObject({ dinero: 0, dineroReal: 37000 });
    expect(await s.call('GET', '/api/retiroInterno', { token: s.token })).toMatchObject({
      status: 400,
      body: { error: 'Nothing to withdraw: your HUESO balance is 0' },
    });
  });

  it('retiro pays the real balance out on the chain', async () => {
    const res = await s.call('GET', '/api/retiro', { token: s.token });
    expect(res.status).toBe(200);
    expect(expectShape(usuarioResponseSchema, res.body).usuario.dineroReal).toBe(0);
    expect(await chainBalance(s, 'demo', 'HUESO')).toBe('17000.000');
    const tx = await rpc(s, 'blockchain', 'getTransactionInfo', { txid: res.body.transactionId });
    expect(tx).toMatchObject({ sender: 'hueso.tokens', contract: 'tokens', action: 'transfer' });
    expect(await s.call('GET', '/api/retiro', { token: s.token })).toMatchObject({ status: 400 });
  });

  it('both are refused without the starter pack', async () => {
    const rookie = await s.login('rookie', 'rookie123');
    for (const path of ['/api/retiro', '/api/retiroInterno']) {
      expect(await s.call('GET', path, { token: rookie })).toMatchObject({
        status: 403,
        body: { error: 'You need the starter pack to withdraw' },
      });
    }
  });
});

describe('POST /api/deposit', () => {
  it('credits a verified HUESO transfer once', async () => {
    const id = await deposit('demo', '150.5');
    const res = await s.call('POST', '/api/deposit', { token: s.token, body: { id } });
    expect(res.status).toBe(200);
    expect(expectShape(depositResponseSchema, res.body).usuario.dineroReal).toBe(12150.5);
    expect(await chainBalance(s, 'demo', 'HUESO')).toBe('4849.500');
    expect(await s.call('POST', '/api/deposit', { token: s.token, body: { id } })).toMatchObject({
      status: 409,
      body: { error: 'Transaction already used' },
    });
  });

  it('accepts transfers to the deposit account too', async () => {
    const id = await deposit('demo', '10', 'Deposit', 'HUESO', 'hueso.deposit');
    expect(
      (await s.call('POST', '/api/deposit', { token: s.token, body: { id } })).body.usuario.dineroReal,
    ).toBe(12010);
  });

  it('refuses transfers that do not fit', async () => {
    const cases: [string, number, RegExp][] = [
      [await deposit('demo', '10', 'Gift'), 400, /^Unknown memo 'Gift'/],
      [await deposit('demo', '10', 'toString'), 400, /^Unknown memo 'toString'/],
      [await deposit('demo', '10', 'Deposit', 'KOD'), 400, /must be paid in HUESO, not KOD/],
      [await deposit('demo', '10', 'Deposit', 'HUESO', 'player01'), 400, /was sent to player01/],
      // Another player's transfer: refused but left unused, so its sender can still claim it.
      [await deposit('rookie', '10'), 403, /sent by rookie, not by demo/],
      [await deposit('demo', '999999'), 400, /failed on chain: overdrawn balance/],
    ];
    for (const [id, status, error] of cases) {
      const res = await s.call('POST', '/api/deposit', { token: s.token, body: { id } });
      expect(res.status).toBe(status);
      expect(res.body.error).toMatch(error);
    }
    const info = await s.call('GET', '/api/getInformacion', { token: s.token });
    expect(info.body.resultado.dineroReal).toBe(12000);
    // The memo and token refusals were paid back; the transfer to player01 never reached the game.
    expect(await chainBalance(s, 'demo', 'HUESO')).toBe('4990.000');
    expect(await chainBalance(s, 'demo', 'KOD')).toBe('1000.000');
  });

  it('answers 202 for a transaction the chain has not processed, crediting nothing, and 400 for a malformed id', async () => {
    Object.assign(s.ctx.config, { proofWaitMs: 200 });
    expect(
      await s.call('POST', '/api/deposit', { token: s.token, body: { id: 'a'.repeat(40) } }),
    ).toMatchObject({
      status: 202,
      body: { pending: true, transactionId: 'a'.repeat(40) },
    });
    expect(s.ctx.db.prepare('SELECT COUNT(*) FROM deposits').pluck().get()).toBe(0);
    expect(await s.call('POST', '/api/deposit', { token: s.token, body: { id: 'xyz' } })).toMatchObject({
      status: 400,
      body: { error: 'id must be a transaction id' },
    });
  });
});

describe('POST /api/deposit of a Hive transaction with several transfers', () => {
  /** One Hive transaction of demo's holding these HUESO transfers; answers its id. */
  async function transfers(...sent: [to: string, quantity: string, memo: string][]): Promise<string> {
    const json = sent.map(([to, quantity, memo]) => ({
      contractName: 'tokens',
      contractAction: 'transfer',
      contractPayload: { symbol: 'HUESO', to, quantity, memo },
    }));
    const res = await customJson(s, 'demo', JSON.stringify(json));
    expect(res.body.success).toBe(true);
    return res.body.result.id as string;
  }
  const claim = (id: string) => s.call('POST', '/api/deposit', { token: s.token, body: { id } });
  const recorded = (id: string) =>
    s.ctx.db
      .prepare(
        "SELECT tx_id AS txId, refund_tx AS refundTx FROM deposits WHERE tx_id LIKE ? || '%' ORDER BY tx_id",
      )
      .all(id);
  const balances = async () => ({
    demo: await chainBalance(s, 'demo', 'HUESO'),
    tokens: await chainBalance(s, 'hueso.tokens', 'HUESO'),
    deposit: await chainBalance(s, 'hueso.deposit', 'HUESO'),
    dineroReal: (await s.call('GET', '/api/getInformacion', { token: s.token })).body.resultado.dineroReal,
  });

  it('credits each deposit once, each recorded under its own sub-transaction id', async () => {
    const id = await transfers(['hueso.tokens', '100', 'Deposit'], ['hueso.deposit', '50.5', 'Deposit']);
    const res = await claim(id);
    expect(res.status).toBe(200);
    expect(expectShape(depositResponseSchema, res.body).usuario.dineroReal).toBe(12150.5);
    const after = {
      demo: '4849.500',
      tokens: '10000100.000',
      deposit: '50.500',
      dineroReal: 12150.5,
    };
    expect(await balances()).toEqual(after);
    expect(recorded(id)).toEqual([
      { txId: `${id}-0`, refundTx: null },
      { txId: `${id}-1`, refundTx: null },
    ]);

    expect(await claim(id)).toMatchObject({ status: 409, body: { error: 'Transaction already used' } });
    expect(await balances()).toEqual(after);
    expect(recorded(id)).toHaveLength(2);
  });

  it('credits the good transfer and returns the refused one through the outbox', async () => {
    const id = await transfers(['hueso.tokens', '100', 'Deposit'], ['hueso.deposit', '30', 'Gift']);
    const res = await claim(id);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(
      /^Unknown memo 'Gift': expected one of Deposit, .*\. Your payment was returned\. Your other payment in this transaction was credited\.$/,
    );
    // The refund confirmed on chain: demo paid only the credited 100.
    const after = { demo: '4900.000', tokens: '10000100.000', deposit: '0.000', dineroReal: 12100 };
    expect(await balances()).toEqual(after);
    const refund = s.ctx.db
      .prepare("SELECT tx_id AS txId, status, reversal FROM outbox WHERE kind = 'refund'")
      .all();
    expect(refund).toEqual([
      {
        txId: expect.stringMatching(/^[0-9a-f]{40}$/),
        status: 'done',
        reversal: JSON.stringify({ deposit: `${id}-1` }),
      },
    ]);
    expect(recorded(id)).toEqual([
      { txId: `${id}-0`, refundTx: null },
      { txId: `${id}-1`, refundTx: (refund[0] as { txId: string }).txId },
    ]);
    const returned = await rpc(s, 'blockchain', 'getTransactionInfo', {
      txid: (refund[0] as { txId: string }).txId,
    });
    expect(returned).toMatchObject({ sender: 'hueso.deposit', contract: 'tokens', action: 'transfer' });
    expect(JSON.parse(returned.payload)).toMatchObject({
      to: 'demo',
      quantity: '30',
      memo: `Refund ${id}-1`,
    });

    expect(await claim(id)).toMatchObject({ status: 409, body: { error: 'Transaction already used' } });
    expect(await balances()).toEqual(after);
    expect(s.ctx.db.prepare('SELECT COUNT(*) FROM outbox').pluck().get()).toBe(1);
  });

  it('returns every refused transfer and names each refusal', async () => {
    const id = await transfers(['hueso.deposit', '30', 'Gift'], ['hueso.tokens', '20', 'General Pack']);
    const res = await claim(id);
    expect(res).toMatchObject({
      status: 400,
      body: {
        error: expect.stringMatching(
          /^Refused and returned: Unknown memo 'Gift': .*\. General Pack must be sent to hueso\.deposit, not to hueso\.tokens\.$/,
        ),
      },
    });
    const after = { demo: '5000.000', tokens: '10000000.000', deposit: '0.000', dineroReal: 12000 };
    expect(await balances()).toEqual(after);
    const again = await claim(id);
    expect(again.status).toBe(400);
    expect(again.body.error).toMatch(
      /^These payments were refused and returned to you \(refunds [0-9a-f]{40}, [0-9a-f]{40}\)\.$/,
    );
    expect(await balances()).toEqual(after);
  });
});

describe('GET /api/ecosistemaHueso', () => {
  it('credits 75 HUESO once per day to starter-pack holders', async () => {
    expect((await s.call('GET', '/api/ecosistemaHueso', { token: s.token })).body).toEqual({ ok: true });
    expect((await s.call('GET', '/api/ecosistemaHueso', { token: s.token })).body).toEqual({ ok: false });
    const info = await s.call('GET', '/api/getInformacion', { token: s.token });
    expect(info.body.resultado.dinero).toBe(25075);
    s.advance(24 * 3600_000);
    const again = await s.call('GET', '/api/ecosistemaHueso', { headers: { 'x-token': await s.login() } });
    expect(again.body).toEqual({ ok: true });

    const rookie = await s.login('rookie', 'rookie123');
    expect((await s.call('GET', '/api/ecosistemaHueso', { token: rookie })).body).toEqual({ ok: false });
  });
});
