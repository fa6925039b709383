import { cryptoUtils, Signature } from '@hiveio/dhive';
import { transactionInfoSchema } from '@hueso/contract';
import { getAccount } from '../chain/ledger';
import { testNode, type TestNode } from '../test/helpers';

let s: TestNode;
beforeEach(async () => {
  s = await testNode();
});
afterEach(() => s.close());

const rpc = async (endpoint: 'contracts' | 'blockchain', method: string, params: unknown) =>
  (await s.call('POST', `/${endpoint}`, { body: { jsonrpc: '2.0', id: 7, method, params } })).body;

describe('contracts find / findOne', () => {
  it('answers Hive Engine shaped rows for balances, with equality and $in', async () => {
    const res = await rpc('contracts', 'find', {
      contract: 'tokens',
      table: 'balances',
      query: { account: { $in: ['demo', 'rookie'] }, symbol: 'HUESO' },
    });
    expect(res).toEqual({
      jsonrpc: '2.0',
      id: 7,
      result: [
        expect.objectContaining({ account: 'demo', symbol: 'HUESO', balance: '5000.000', stake: '0.000' }),
        expect.objectContaining({ account: 'rookie', symbol: 'HUESO', balance: '500.000' }),
      ],
    });
    const one = await rpc('contracts', 'findOne', {
      contract: 'tokens',
      table: 'balances',
      query: { account: 'demo', symbol: 'SWAP.HIVE' },
    });
    expect(one.result).toMatchObject({ balance: '120.00000000' });
    const none = await rpc('contracts', 'findOne', {
      contract: 'tokens',
      table: 'balances',
      query: { account: 'nobody' },
    });
    expect(none).toEqual({ jsonrpc: '2.0', id: 7, result: null });
  });

  it('pages NFT instances with limit, offset and indexes', async () => {
    const query = { contract: 'nft', table: 'NFTHUESOinstances', query: { account: 'demo' } };
    const first = (await rpc('contracts', 'find', { ...query, limit: 100, offset: 0 })).result;
    const second = (await rpc('contracts', 'find', { ...query, limit: 100, offset: 100 })).result;
    expect(first).toHaveLength(100);
    expect(second).toHaveLength(4);
    expect(first[0]).toEqual({
      _id: 1,
      account: 'demo',
      soulBound: false,
      ownedBy: 'u',
      lockedTokens: {},
      properties: { ID: '1', POWER: 5, EDITION: 1 },
    });
    const byCard = (await rpc('contracts', 'find', { ...query, query: { 'properties.ID': '48' } })).result;
    expect(byCard.map((r: { account: string }) => r.account)).toEqual(
      expect.arrayContaining(['bigdog', 'demo']),
    );
    expect(byCard.every((r: { properties: { ID: string } }) => r.properties.ID === '48')).toBe(true);
    const desc = (
      await rpc('contracts', 'find', { ...query, limit: 2, indexes: [{ index: '_id', descending: true }] })
    ).result;
    expect(desc[0]._id).toBeGreaterThan(desc[1]._id);
    expect((await rpc('contracts', 'find', { ...query, query: { _id: '1' } })).result).toEqual([]); // types must match
  });

  it('has the genesis sell book and null for unknown tables', async () => {
    expect(
      (await rpc('contracts', 'find', { contract: 'nftmarket', table: 'NFTHUESOsellBook', query: {} }))
        .result[0],
    ).toEqual({
      _id: 1,
      account: 'hueso.market',
      ownedBy: 'u',
      nftId: expect.stringMatching(/^\d+$/),
      grouping: { ID: '25' },
      timestamp: expect.any(Number),
      price: '250.000',
      priceDec: { $numberDecimal: '250.000' },
      priceSymbol: 'HUESO',
      fee: 500,
    });
    expect(
      (await rpc('contracts', 'find', { contract: 'nft', table: 'OTHERinstances', query: {} })).result,
    ).toBeNull();
  });

  it('answers JSON-RPC errors like Hive Engine', async () => {
    expect(
      await rpc('contracts', 'find', { contract: 'tokens', table: 'balances', query: {}, limit: 1001 }),
    ).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: 400, message: 'limit is too high, maximum limit is 1000' },
    });
    expect((await rpc('contracts', 'find', { contract: 'tokens' })).error.message).toBe(
      'missing or wrong parameters: contract, table and query are required',
    );
    expect(
      (
        await rpc('contracts', 'find', {
          contract: 'tokens',
          table: 'balances',
          query: { balance: { $gt: '1' } },
        })
      ).error.code,
    ).toBe(400);
    expect((await rpc('contracts', 'nope', {})).error).toEqual({ code: -32601, message: 'Method not found' });
    const invalid = await s.call('POST', '/contracts', { body: { id: 1, method: 'find' } });
    expect(invalid.body.error.code).toBe(-32600);
  });

  it('refuses inherited names, oversized $in lists and batches', async () => {
    for (const name of ['toString', '__proto__', 'constructor']) {
      expect((await rpc('contracts', name, {})).error).toEqual({ code: -32601, message: 'Method not found' });
    }
    const huge = Array.from({ length: 1001 }, (_, i) => `a${i}`);
    const tooMany = await rpc('contracts', 'find', {
      contract: 'tokens',
      table: 'balances',
      query: { account: { $in: huge } },
    });
    expect(tooMany.error).toEqual({ code: 400, message: '$in takes at most 1000 values, got 1001' });
    const call = {
      jsonrpc: '2.0',
      id: 1,
      method: 'findOne',
      params: { contract: 'tokens', table: 'balances', query: {} },
    };
    const batch = await s.call('POST', '/contracts', { body: Array.from({ length: 21 }, () => call) });
    expect(batch).toMatchObject({
      status: 400,
      body: { error: { code: -32600, message: 'A batch holds 1 to 20 calls' } },
    });
    expect(await s.call('POST', '/contracts', { body: [] })).toMatchObject({
      status: 400,
      body: { error: { code: -32600 } },
    });
    expect((await s.call('POST', '/contracts', { body: [call, call] })).body).toHaveLength(2);
  });

  it('bounds a batch of big finds to 1000 rows in all (finding 3)', async () => {
    const find = {
      jsonrpc: '2.0',
      method: 'find',
      params: { contract: 'nft', table: 'NFTHUESOinstances', query: {}, limit: 1000 },
    };
    const batch = Array.from({ length: 20 }, (_, id) => ({ ...find, id }));
    const res = await s.call('POST', '/contracts', { body: batch });
    expect(res.status).toBe(200);
    const rows = res.body.flatMap((r: { result?: unknown[] }) => r.result ?? []);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(1000);
    expect(res.text.length).toBeLessThan(400_000);
    const refused = res.body.filter((r: { error?: unknown }) => r.error);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0].error).toEqual({
      code: 400,
      message: expect.stringMatching(
        /^a request returns at most 1000 rows in all: \d+ are left for this call, lower its limit$/,
      ),
    });
    // Small finds in a batch are all answered.
    const small = Array.from({ length: 20 }, (_, id) => ({
      ...find,
      id,
      params: { ...find.params, limit: 50 },
    }));
    const answered = await s.call('POST', '/contracts', { body: small });
    expect(answered.body.every((r: { result?: unknown[] }) => r.result?.length === 50)).toBe(true);
  });

  it("refuses index and field names that are not the table's own, with 400 (finding 5)", async () => {
    const base = { contract: 'tokens', table: 'balances', query: {} };
    for (const name of ['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty', 'balance']) {
      const byIndex = await s.call('POST', '/contracts', {
        body: {
          jsonrpc: '2.0',
          id: 1,
          method: 'find',
          params: { ...base, indexes: [{ index: name, descending: false }] },
        },
      });
      expect(byIndex.status).toBe(200);
      expect(byIndex.body.error).toEqual({
        code: 400,
        message: `index '${name}' is not supported by the local chain`,
      });
      const byField = await rpc('contracts', 'find', {
        ...base,
        query: { [name === '__proto__' ? 'valueOf' : name]: 'x' },
      });
      expect(byField.error.code).toBe(400);
    }
    const many = Array.from({ length: 6 }, () => ({ index: '_id', descending: false }));
    expect((await rpc('contracts', 'find', { ...base, indexes: many })).error).toEqual({
      code: 400,
      message: 'indexes takes at most 5 entries, got 6',
    });
  });

  it('refuses a custom JSON nested too deeply before storing it (finding 5)', async () => {
    const transactions = () => s.ctx.db.prepare('SELECT COUNT(*) FROM chain_transactions').pluck().get();
    const before = transactions();
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const json = `{"contractName":"nft","contractAction":"burn","contractPayload":${deep}}`;
    const res = await s.call('POST', '/dev/customJson', {
      body: { account: 'demo', id: 'ssc-hueso-local', key: 'Active', json },
    });
    expect(res).toMatchObject({
      status: 400,
      body: { error: 'json is nested too deeply: at most 10 levels' },
    });
    expect(transactions()).toBe(before);
    const proto = await s.call('POST', '/dev/customJson', {
      body: {
        account: 'demo',
        id: 'ssc-hueso-local',
        key: 'Active',
        json: '{"contractName":"nft","contractAction":"burn","contractPayload":{"__proto__":{"x":1}}}',
      },
    });
    expect(proto).toMatchObject({ status: 400, body: { error: 'json must not contain the key __proto__' } });
  });

  it('accepts trailing zeros within a token precision', async () => {
    const res = await s.call('POST', '/dev/sendToken', {
      body: { account: 'demo', to: 'hueso.tokens', amount: '1.50000000', memo: 'Deposit', currency: 'HUESO' },
    });
    const info = await rpc('blockchain', 'getTransactionInfo', { txid: res.body.result.id });
    expect(JSON.parse(info.result.logs).errors).toBeUndefined();
  });
});

describe('transactions', () => {
  it('getTransactionInfo is null for an unknown id and describes a transfer', async () => {
    expect((await rpc('blockchain', 'getTransactionInfo', { txid: 'b'.repeat(40) })).result).toBeNull();
    const sent = await s.call('POST', '/dev/sendToken', {
      body: { account: 'demo', to: 'rookie', amount: '1.25', memo: 'hi', currency: 'HUESO' },
    });
    expect(sent.body).toEqual({
      success: true,
      result: { id: expect.stringMatching(/^[0-9a-f]{40}$/), tx_id: sent.body.result.id, confirmed: false },
    });
    const info = transactionInfoSchema.parse(
      (await rpc('blockchain', 'getTransactionInfo', { txid: sent.body.result.id })).result,
    )!;
    expect(info).toMatchObject({
      sender: 'demo',
      contract: 'tokens',
      action: 'transfer',
      transactionId: sent.body.result.id,
    });
    expect(JSON.parse(info.payload)).toEqual({
      symbol: 'HUESO',
      to: 'rookie',
      quantity: '1.25',
      memo: 'hi',
      isSignedWithActiveKey: true,
    });
    expect(JSON.parse(info.logs)).toEqual({
      events: [
        {
          contract: 'tokens',
          event: 'transfer',
          data: { from: 'demo', to: 'rookie', symbol: 'HUESO', quantity: '1.25' },
        },
      ],
    });
  });

  it('records a failed transfer with errors in its logs, as the sidechain does', async () => {
    for (const [amount, currency, error] of [
      ['6000', 'HUESO', 'overdrawn balance'],
      ['1.0001', 'HUESO', 'symbol precision mismatch'],
      ['1', 'NOPE', 'symbol does not exist'],
    ]) {
      const sent = await s.call('POST', '/dev/sendToken', {
        body: { account: 'demo', to: 'rookie', amount, memo: '', currency },
      });
      expect(sent.body.success).toBe(true);
      const info = (await rpc('blockchain', 'getTransactionInfo', { txid: sent.body.result.id })).result;
      expect(JSON.parse(info.logs)).toEqual({ errors: [error] });
    }
    const balance = await rpc('contracts', 'findOne', {
      contract: 'tokens',
      table: 'balances',
      query: { account: 'demo', symbol: 'HUESO' },
    });
    expect(balance.result.balance).toBe('5000.000');
  });

  it('burns owned NFTs through custom JSON and skips the others silently', async () => {
    const json = JSON.stringify({
      contractName: 'nft',
      contractAction: 'burn',
      contractPayload: { nfts: [{ symbol: 'NFTHUESO', ids: ['1', '2', '105'] }] }, // 105 is rookie's
    });
    const sent = await s.call('POST', '/dev/customJson', {
      body: { account: 'demo', id: 'ssc-hueso-local', key: 'Active', json },
    });
    expect(sent.body).toMatchObject({ success: true, result: { confirmed: false } });
    const logs = JSON.parse(
      (await rpc('blockchain', 'getTransactionInfo', { txid: sent.body.result.id })).result.logs,
    );
    expect(logs.events.map((e: { event: string; data: { id: string } }) => [e.event, e.data.id])).toEqual([
      ['burn', '1'],
      ['burn', '2'],
    ]);
    const burned = (
      await rpc('contracts', 'findOne', { contract: 'nft', table: 'NFTHUESOinstances', query: { _id: 1 } })
    ).result;
    expect(burned).toMatchObject({ account: 'null', previousAccount: 'demo' });
    const rookies = await rpc('contracts', 'findOne', {
      contract: 'nft',
      table: 'NFTHUESOinstances',
      query: { _id: 105 },
    });
    expect(rookies.result).toMatchObject({ account: 'rookie', ownedBy: 'u' });
  });

  it('fails a burn signed with the posting key, and logs unsupported actions', async () => {
    const burn = JSON.stringify({
      contractName: 'nft',
      contractAction: 'burn',
      contractPayload: { nfts: [{ symbol: 'NFTHUESO', ids: ['1'] }] },
    });
    const posting = await s.call('POST', '/dev/customJson', {
      body: { account: 'demo', id: 'ssc-hueso-local', key: 'Posting', json: burn },
    });
    const postingLogs = (await rpc('blockchain', 'getTransactionInfo', { txid: posting.body.result.id }))
      .result.logs;
    expect(JSON.parse(postingLogs)).toEqual({
      errors: ['you must use a custom_json signed with your active key'],
    });

    const sell = JSON.stringify({
      contractName: 'nftmarket',
      contractAction: 'changePrice',
      contractPayload: { symbol: 'NFTHUESO', nfts: ['1'], price: '1' },
    });
    const sold = await s.call('POST', '/dev/customJson', {
      body: { account: 'demo', id: 'ssc-hueso-local', key: 'Active', json: sell },
    });
    const soldLogs = (await rpc('blockchain', 'getTransactionInfo', { txid: sold.body.result.id })).result
      .logs;
    expect(JSON.parse(soldLogs)).toEqual({ errors: ['action not supported by the local chain'] });
  });
});

describe('dev wallet', () => {
  it('signs with the account key and lists accounts', async () => {
    const signed = await s.call('POST', '/dev/signBuffer', {
      body: { account: 'rookie', message: 'hello', key: 'Active' },
    });
    expect(getAccount(s.ctx.db, 'rookie')!.active.key_auths[0]![0]).toBe(signed.body.publicKey);
    expect(Signature.fromString(signed.body.result).recover(cryptoUtils.sha256('hello')).toString()).toBe(
      signed.body.publicKey,
    );
    const accounts = (await s.call('GET', '/dev/accounts')).body;
    expect(accounts).toEqual(expect.arrayContaining(['demo', 'rookie', 'bigdog', 'player40']));
    expect(accounts).not.toContain('hueso.tokens');
    expect(accounts).not.toContain('hueso.deposit');
  });

  it('never signs or spends for a platform account', async () => {
    for (const account of ['hueso.tokens', 'hueso.deposit']) {
      const sent = await s.call('POST', '/dev/sendToken', {
        body: { account, to: 'demo', amount: '1000', memo: '', currency: 'HUESO' },
      });
      expect(sent).toMatchObject({
        status: 403,
        body: { error: `The dev wallet does not hold the active key of ${account}` },
      });
      for (const key of ['Posting', 'Active']) {
        const signed = await s.call('POST', '/dev/signBuffer', {
          body: { account, message: 'x', key },
        });
        expect(signed.status).toBe(403);
      }
      const json = JSON.stringify({
        contractName: 'tokens',
        contractAction: 'transfer',
        contractPayload: { symbol: 'HUESO', to: 'demo', quantity: '1', memo: '' },
      });
      const custom = await s.call('POST', '/dev/customJson', {
        body: { account, id: 'ssc-hueso-local', key: 'Active', json },
      });
      expect(custom.status).toBe(403);
    }
    const demo = await rpc('contracts', 'findOne', {
      contract: 'tokens',
      table: 'balances',
      query: { account: 'demo', symbol: 'HUESO' },
    });
    expect(demo.result.balance).toBe('5000.000');
  });

  it('validates requests', async () => {
    expect(
      await s.call('POST', '/dev/signBuffer', {
        body: { account: 'ghost', message: 'x', key: 'Posting' },
      }),
    ).toMatchObject({
      status: 404,
      body: { error: 'Unknown account ghost' },
    });
    expect(
      await s.call('POST', '/dev/sendToken', {
        body: { account: 'demo', to: 'rookie', amount: '1.5.0', memo: '', currency: 'HUESO' },
      }),
    ).toMatchObject({ status: 400, body: { error: 'amount must be a decimal string like 1.5' } });
    const notJson = await s.call('POST', '/dev/customJson', {
      body: { account: 'demo', id: 'ssc-hueso-local', key: 'Active', json: '{x' },
    });
    expect(notJson).toMatchObject({ status: 400, body: { error: 'json must be a JSON string' } });
  });

  it('is absent when the dev wallet is off', async () => {
    const prod = await testNode({ devWallet: false });
    try {
      expect((await prod.call('GET', '/dev/accounts')).status).toBe(404);
      expect((await prod.call('POST', '/dev/signBuffer', { body: {} })).status).toBe(404);
      expect(
        (
          await prod.call('POST', '/contracts', {
            body: {
              jsonrpc: '2.0',
              id: 1,
              method: 'find',
              params: { contract: 'tokens', table: 'balances', query: {} },
            },
          })
        ).status,
      ).toBe(200);
    } finally {
      await prod.close();
    }
  });
});
