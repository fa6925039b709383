import { PrivateKey } from '@hiveio/dhive';
import { buildApp } from './app';
import { signBurn } from './plugins/albumBurn/testing';
import { rawCall, rpc, testServer } from './test/helpers';

/** Keys of the two platform accounts that sign, for a server that never reaches a node. */
const KEYS = {
  'hueso.tokens': PrivateKey.fromSeed('app-test-tokens').toString(),
  'hueso.deposit': PrivateKey.fromSeed('app-test-deposit').toString(),
};

describe('operational endpoints', () => {
  it('answers /health', async () => {
    const s = await testServer();
    try {
      const latest = await rpc(s, 'blockchain', 'getLatestBlockInfo', {});
      await s.call('GET', '/api/getInformacion', { token: await s.login() }); // the index catches up
      expect(await s.call('GET', '/health')).toMatchObject({
        status: 200,
        body: { ok: true, indexedBlock: latest.blockNumber },
      });
    } finally {
      await s.close();
    }
  });

  it('answers a malformed URL with a readable { error } and CORS', async () => {
    const s = await testServer();
    try {
      const res = await s.call('GET', '/api/%E0%A4%A');
      expect(res.status).toBe(400);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(typeof res.body.error).toBe('string');
    } finally {
      await s.close();
    }
  });

  it('mounts /test/reset only when asked, and it restores the seeded world', async () => {
    const plain = await testServer();
    try {
      expect((await plain.call('POST', '/test/reset')).status).toBe(404);
    } finally {
      await plain.close();
    }

    const s = await testServer({ testReset: true });
    try {
      const token = await s.login();
      const before = (await s.call('GET', '/api/getInformacion', { token })).body.resultado;
      expect((await s.call('POST', '/api/mision', { token, body: { mision: 1 } })).status).toBe(200);
      await signBurn(s, 'demo', [before.nft[0]]);
      const burnt = (await s.call('GET', '/api/getInformacion', { token })).body.resultado;
      expect(burnt.nft).toEqual(before.nft.slice(1));
      // As the browser tests' fixture does: the node first, then the server.
      await s.node.reset();
      expect((await s.call('POST', '/test/reset')).body).toEqual({ ok: true });
      // The old session is gone with the world; a new login sees the seeded player again.
      expect((await s.call('GET', '/api/getInformacion', { token })).status).toBe(401);
      const after = (await s.call('GET', '/api/getInformacion', { token: await s.login() })).body.resultado;
      expect(after.mision.start).toBe(false);
      expect(after.energia).toEqual(before.energia);
      expect(after.dinero).toBe(before.dinero);
      // The index was read again from the reset chain: the burnt card is back.
      expect(after.nft).toEqual(before.nft);
    } finally {
      await s.close();
    }
  });

  it('serves no chain and no dev wallet: those are the node’s', async () => {
    const s = await testServer();
    try {
      for (const url of ['/chain/dev/accounts', '/dev/accounts', '/chain/contracts', '/contracts', '/hive'])
        for (const method of ['GET', 'POST'] as const) expect(s.app.hasRoute({ method, url })).toBe(false);
    } finally {
      await s.close();
    }
  });

  it('refuses to start against a node of another chain, naming both', async () => {
    await expect(testServer({ chainId: 'mainnet-hive' })).rejects.toThrow(
      /runs chain 'hueso-local', but HIVE_ENGINE_CHAIN_ID is 'mainnet-hive'/,
    );
  });

  it('refuses to start when the chain node cannot be reached', async () => {
    const app = buildApp({
      dbPath: ':memory:',
      hiveEngineRpc: 'http://127.0.0.1:9',
      hiveRpc: 'http://127.0.0.1:9/hive',
      platformKeys: KEYS,
    });
    try {
      await expect(app.ready()).rejects.toThrow(
        /chain node at http:\/\/127\.0\.0\.1:9\/blockchain cannot be reached/,
      );
    } finally {
      await app.close();
    }
  });

  it('answers 503 while the chain node is down, and still lets players in with the cards as last read', async () => {
    const s = await testServer();
    try {
      const token = await s.login();
      const before = (await s.call('GET', '/api/getInformacion', { token })).body.resultado;
      await s.node.stop!();
      expect(await s.call('GET', '/api/getCards', { token })).toMatchObject({
        status: 503,
        body: { error: 'The chain node is unreachable; try again later' },
      });
      const spanish = await s.call('GET', '/api/getCards', { token, headers: { 'accept-language': 'es' } });
      expect(spanish.body.error).toBe('No se puede conectar con el nodo de la cadena; inténtalo más tarde');
      const again = await s.login();
      expect((await s.call('GET', '/api/getInformacion', { token: again })).body.resultado.nft).toEqual(
        before.nft,
      );
      expect((await s.call('GET', '/api/leaderboard?limit=5')).status).toBe(200);
    } finally {
      await s.close();
    }
  });

  it('sends security headers on every answer: success, refusal, not found and CORS', async () => {
    const s = await testServer();
    try {
      const answers = [
        await s.call('GET', '/health'),
        await s.call('GET', '/api/getInformacion'),
        await s.call('GET', '/api/nope'),
        await s.call('POST', '/api/loginPass', {
          body: '{',
          headers: { 'content-type': 'application/json' },
        }),
        await s.call('GET', '/cards/art/30.svg'),
        await s.call('GET', '/api/%E0%A4%A'),
      ];
      for (const res of answers) expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      for (const res of answers.slice(0, 5)) {
        expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
        expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
        expect(res.headers.get('x-frame-options')).toBe('DENY');
        expect(res.headers.get('referrer-policy')).toBe('no-referrer');
        // Card art is shown by the front ends on other origins.
        expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
        expect(res.headers.get('access-control-allow-origin')).toBe('*');
      }
    } finally {
      await s.close();
    }
  });

  it('builds image URLs from PUBLIC_URL, never from the Host header (finding 6)', async () => {
    const s = await testServer({ publicUrl: 'https://api.hueso.example/' });
    try {
      const token = await s.login();
      const res = await rawCall(s, {
        method: 'GET',
        path: '/api/getCards',
        headers: { token, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(res.status).toBe(200);
      const urls = res.text.match(/https?:\/\/[^"]+/g) ?? [];
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(url).toMatch(/^https:\/\/api\.hueso\.example\/cards\/art\//);
    } finally {
      await s.close();
    }
  });
});
