/**
 * Every route that moves HUESO, energy, items or NFTs, hit by 50 identical requests at once: the
 * amount moves once, and every other request is refused with a 4xx.
 */
import {
  chainBalance,
  customJson,
  rpc,
  sendToken,
  testServer,
  type Reply,
  type TestServer,
} from '../test/helpers';
import { instancesOf, signBurn } from './albumBurn/testing';

const TIMES = 50;

let s: TestServer;
let token: string;
beforeEach(async () => {
  s = await testServer();
  token = await s.login();
});
afterEach(() => s.close());

/** Sends the same request TIMES times at once; resolves to the replies. */
const burst = (method: 'GET' | 'POST', path: string, body?: unknown): Promise<Reply[]> =>
  Promise.all(Array.from({ length: TIMES }, () => s.call(method, path, { token, body })));

/** Exactly one reply succeeded and every other one is a refusal, never a server error. */
function expectOnce(replies: Reply[]): Reply {
  const ok = replies.filter((r) => r.status === 200);
  expect(ok).toHaveLength(1);
  expect(replies.filter((r) => r.status >= 400 && r.status < 500)).toHaveLength(TIMES - 1);
  return ok[0]!;
}

const info = async () => (await s.call('GET', '/api/getInformacion', { token })).body.resultado;

it('a mission start pays its energy once', async () => {
  const before = await info();
  expectOnce(await burst('POST', '/api/mision', { mision: 1 }));
  expect((await info()).energia.actual).toBe(before.energia.actual - before.costos.primera);
});

it('a finished mission pays its reward once', async () => {
  await s.call('POST', '/api/mision', { token, body: { mision: 1 } });
  s.advance(2 * 3600_000);
  const before = await info();
  const paid = expectOnce(await burst('POST', '/api/finalizar', { tipo: 'normal' }));
  expect((await info()).dinero).toBe(before.dinero + paid.body.reward);
});

it('joining the pool pays its energy and stakes once', async () => {
  const before = await info();
  expectOnce(await burst('GET', '/api/ingresoStakePool'));
  expect((await info()).energia.actual).toBe(before.energia.actual - before.costoPool);
  const pool = (await s.call('GET', '/api/mirarPool', { token })).body;
  expect(pool.stake.filter((e: { nombre: string }) => e.nombre === 'demo')).toHaveLength(1);
});

it('the in-game withdraw moves the balance once', async () => {
  const before = await info();
  expectOnce(await burst('GET', '/api/retiroInterno'));
  expect(await info()).toMatchObject({ dinero: 0, dineroReal: before.dinero + before.dineroReal });
});

it('withdraw all pays out on the chain once', async () => {
  const before = await info();
  const chainBefore = Number(await chainBalance(s, 'demo', 'HUESO'));
  expectOnce(await burst('GET', '/api/retiro'));
  expect((await info()).dineroReal).toBe(0);
  expect(Number(await chainBalance(s, 'demo', 'HUESO'))).toBe(chainBefore + before.dineroReal);
});

it('a deposit is credited once', async () => {
  const id = await sendToken(s, {
    account: 'demo',
    to: 'hueso.tokens',
    amount: '150.5',
    memo: 'Deposit',
    currency: 'HUESO',
  });
  const before = await info();
  expectOnce(await burst('POST', '/api/deposit', { id }));
  expect((await info()).dineroReal).toBe(before.dineroReal + 150.5);
});

/** The demo player's card instances on the chain. */
const owned = async () =>
  (await rpc(s, 'contracts', 'find', {
    contract: 'nft',
    table: 'NFTHUESOinstances',
    query: { account: 'demo' },
    limit: 1000,
  })) as unknown[];

it('opening every pack the player owns mints the cards once', async () => {
  const cards = (await owned()).length;
  expectOnce(await burst('POST', '/api/abrirPack', { pack: 'General Pack', user: 'demo', cantidad: 3 }));
  expect(await owned()).toHaveLength(cards + 3);
  const packs = (await info()).inventario.find((i: { nombre: string }) => i.nombre === 'General Pack');
  expect(packs?.cantidad ?? 0).toBe(0);
});

it('opening every stake ticket the player owns mints the cards once', async () => {
  const ticketsOf = async () =>
    (await info()).inventario.find((i: { nombre: string }) => i.nombre === 'ticket stake')?.cantidad ?? 0;
  const tickets = await ticketsOf();
  expect(tickets).toBeGreaterThan(0);
  const cards = (await owned()).length;
  expectOnce(
    await burst('POST', '/api/abrirTicket', { pack: 'ticket stake', user: 'demo', cantidad: tickets }),
  );
  expect(await owned()).toHaveLength(cards + tickets);
  expect(await ticketsOf()).toBe(0);
});

it('the daily ecosystem reward is paid once', async () => {
  const before = await info();
  const replies = await burst('GET', '/api/ecosistemaHueso');
  expect(replies.filter((r) => r.body?.ok === true)).toHaveLength(1);
  expect(replies.filter((r) => r.status >= 500)).toHaveLength(0);
  expect((await info()).dinero).toBe(before.dinero + 75);
});

it('a burn is credited once for its proof transaction', async () => {
  const ids = (await instancesOf(s, 'demo', 3)).slice(0, 2).map((r) => String(r._id));
  const proofTx = await signBurn(s, 'demo', ids);
  const before = await info();
  const nfts = [{ id: 'G003', ide: 3, rareza: 'C', cantidad: 2, instanceIds: ids }];
  const paid = expectOnce(await burst('POST', '/api/burn-nft', { nfts, bonePreview: 200, proofTx }));
  expect(paid.body.hueso).toBe(200);
  expect((await info()).dinero).toBe(before.dinero + 200);
});

it('a crafting paid by one burn mints the new card once', async () => {
  const before = await info();
  const commons = (await instancesOf(s, 'demo', 1)).length;
  const all = (await instancesOf(s, 'demo')).length;
  const ids = (await instancesOf(s, 'demo', 1)).slice(0, 5).map((r) => String(r._id));
  const proofTx = await signBurn(s, 'demo', ids);
  expectOnce(await burst('POST', '/api/crafting', { cartas: [{ ide: 1, cantidad: 5 }], proofTx }));
  expect(await instancesOf(s, 'demo', 1)).toHaveLength(commons - 5);
  expect(await instancesOf(s, 'demo')).toHaveLength(all - 5 + 1);
  expect((await info()).dinero).toBe(before.dinero - 100);
});

it('50 identical signed buys of one card market order fill it once and pay once', async () => {
  const [order] = await rpc(s, 'contracts', 'find', {
    contract: 'nftmarket',
    table: 'NFTHUESOsellBook',
    query: { account: 'player01' },
  });
  const symbol = order.priceSymbol as string;
  const before = Number(await chainBalance(s, 'demo', symbol));
  const json = JSON.stringify({
    contractName: 'nftmarket',
    contractAction: 'buy',
    contractPayload: {
      symbol: 'NFTHUESO',
      nfts: [order.nftId],
      marketAccount: 'hueso.platform',
      expPrice: order.price,
    },
  });
  const replies = await Promise.all(Array.from({ length: TIMES }, () => customJson(s, 'demo', json)));
  const logs = await Promise.all(
    replies.map(async (r) =>
      JSON.parse((await rpc(s, 'blockchain', 'getTransactionInfo', { txid: r.body.result.id })).logs),
    ),
  );
  const filled = logs.filter((l) => l.events?.some((e: { event: string }) => e.event === 'hitSellOrder'));
  expect(filled).toHaveLength(1);
  expect(logs.filter((l) => l.errors)).toHaveLength(0);
  expect(Number(await chainBalance(s, 'demo', symbol))).toBeCloseTo(before - Number(order.price), 8);
});

/** Signs the same nftmarket action TIMES times at once as `account`; resolves to each one's logs. */
async function signedMarketBurst(
  account: string,
  action: string,
  payload: Record<string, unknown>,
): Promise<{ events?: { contract: string; event: string }[]; errors?: string[] }[]> {
  const json = JSON.stringify({
    contractName: 'nftmarket',
    contractAction: action,
    contractPayload: payload,
  });
  const replies = await Promise.all(Array.from({ length: TIMES }, () => customJson(s, account, json)));
  return Promise.all(
    replies.map(async (r) =>
      JSON.parse((await rpc(s, 'blockchain', 'getTransactionInfo', { txid: r.body.result.id })).logs),
    ),
  );
}

const sellOrdersOf = (nftId: string) =>
  rpc(s, 'contracts', 'find', { contract: 'nftmarket', table: 'NFTHUESOsellBook', query: { nftId } });
const eventCount = (logs: { events?: { event: string }[] }[], event: string) =>
  logs.filter((l) => l.events?.some((e) => e.event === event)).length;

it('50 identical signed sells of one card list it once', async () => {
  const nftId = String((await instancesOf(s, 'demo', 1))[0]!._id);
  const logs = await signedMarketBurst('demo', 'sell', {
    symbol: 'NFTHUESO',
    nfts: [nftId],
    price: '7',
    priceSymbol: 'HUESO',
    fee: 500,
  });
  expect(eventCount(logs, 'sellOrder')).toBe(1);
  expect(await sellOrdersOf(nftId)).toEqual([
    expect.objectContaining({ account: 'demo', nftId, price: '7.000' }),
  ]);
  const [row] = await rpc(s, 'contracts', 'find', {
    contract: 'nft',
    table: 'NFTHUESOinstances',
    query: { _id: Number(nftId) },
  });
  expect(row).toMatchObject({ account: 'nftmarket', ownedBy: 'c' });
});

it('50 identical signed cancels of one listing return the card once', async () => {
  const nftId = String((await instancesOf(s, 'demo', 1))[0]!._id);
  const sell = { symbol: 'NFTHUESO', nfts: [nftId], price: '7', priceSymbol: 'HUESO', fee: 500 };
  const json = JSON.stringify({ contractName: 'nftmarket', contractAction: 'sell', contractPayload: sell });
  await customJson(s, 'demo', json);
  expect(await sellOrdersOf(nftId)).toHaveLength(1);
  const held = (await instancesOf(s, 'demo', 1)).length;
  const logs = await signedMarketBurst('demo', 'cancel', { symbol: 'NFTHUESO', nfts: [nftId] });
  expect(eventCount(logs, 'cancelOrder')).toBe(1);
  expect(logs.filter((l) => l.errors)).toHaveLength(0);
  expect(await sellOrdersOf(nftId)).toEqual([]);
  expect(await instancesOf(s, 'demo', 1)).toHaveLength(held + 1);
});

it('an arena queue start charges its fee and energy once', async () => {
  const before = await info();
  expectOnce(await burst('POST', '/api/arena/queue', { nftId: null }));
  expect(await info()).toMatchObject({
    dinero: before.dinero - 50,
    energia: { ...before.energia, actual: before.energia.actual - 5 },
  });
});

it('an arena resolve settles the battle once', async () => {
  await s.call('POST', '/api/arena/queue', { token, body: { nftId: null } });
  const status = async () => (await s.call('GET', '/api/arena/status', { token })).body;
  const before = await status();
  const ok = expectOnce(await burst('POST', '/api/arena/queue', {}));
  const after = await status();
  expect(after.perfil.battlesThisWeek).toBe(before.perfil.battlesThisWeek + 1);
  expect(after.perfil.pp).toBe(ok.body.player.decay.final);
});

it('an arena burn adds its PP once', async () => {
  const [nft] = (await rpc(s, 'contracts', 'find', {
    contract: 'nft',
    table: 'NFTHUESOinstances',
    query: { account: 'demo' },
    limit: 1,
  })) as { _id: number }[];
  const burned = await customJson(s, 'demo', {
    contractName: 'nft',
    contractAction: 'burn',
    contractPayload: { nfts: [{ symbol: 'NFTHUESO', ids: [String(nft!._id)] }] },
  });
  const pp = async () => (await s.call('GET', '/api/arena/status', { token })).body.perfil.pp;
  const before = await pp();
  const ok = expectOnce(await burst('POST', '/api/arena/burn', { proofTx: burned.body.result.id }));
  expect(await pp()).toBe(before + ok.body.ppAdded);
});
describe('staking', () => {
  const stakeView = async () => (await s.call('GET', '/api/mirarStake', { token })).body;

  it('a stake play deposit of the whole real balance moves once', async () => {
    const before = await info();
    const staked = (await stakeView()).userStake.cantidad;
    expectOnce(await burst('POST', '/api/stakeIngreso', { cantidad: before.dineroReal }));
    expect((await info()).dineroReal).toBe(0);
    expect((await stakeView()).userStake.cantidad).toBe(staked + before.dineroReal);
  });

  it('a stake play withdraw of the whole stake returns half and burns half once', async () => {
    const before = await info();
    const burned = (await s.call('GET', '/metrics/hueso')).body.quemado;
    const staked = (await stakeView()).userStake.cantidad;
    expectOnce(await burst('POST', '/api/retiroStake', { cantidad: staked, confirm: true }));
    expect((await info()).dineroReal).toBe(before.dineroReal + staked / 2);
    expect((await s.call('GET', '/metrics/hueso')).body.quemado).toBe(burned + staked / 2);
    expect((await stakeView()).userStake).toBeNull();
  });

  it('a ticket claim adds the tickets once', async () => {
    const tickets = async () =>
      (await info()).inventario.find((i: { nombre: string }) => i.nombre === 'ticket stake').cantidad;
    const before = await tickets();
    const claimable = (await stakeView()).disponible.cantidad;
    expectOnce(await burst('GET', '/api/retirarTicket'));
    expect(await tickets()).toBe(before + claimable);
  });

  it('a passive V2 deposit of the whole real balance moves once', async () => {
    const before = await info();
    expectOnce(await burst('POST', '/api/ingresoStakeKodv2', { cantidad: before.dineroReal }));
    expect(await info()).toMatchObject({ dineroReal: 0, fusion: before.fusion - before.dineroReal / 100 });
  });

  it('a passive withdraw returns the stake once', async () => {
    const before = await info();
    expectOnce(await burst('GET', '/api/retirarStakePasivo'));
    expect(await info()).toMatchObject({
      dineroReal: before.dineroReal + 10_000,
      fusion: before.fusion + 100,
    });
  });
});
