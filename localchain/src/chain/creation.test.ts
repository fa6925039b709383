/** tokens.create and nft.create: the sender becomes the issuer, with Hive Engine's checks and texts. */
import { testNode, type TestNode } from '../test/helpers';
import { execute, type Logs } from './ledger';

let s: TestNode;
beforeAll(async () => {
  s = await testNode();
});
afterAll(() => s.close());

const run = (
  sender: string,
  contract: string,
  action: string,
  payload: Record<string, unknown>,
  signed = true,
) =>
  execute(s.ctx.db, { sender, contract, action, payload, isSignedWithActiveKey: signed }, s.now())
    .logs as Logs;
const find = async (contract: string, table: string, query: Record<string, unknown>) =>
  (await s.rpc('contracts', 'findOne', { contract, table, query })).result;

describe('tokens.create', () => {
  const token = { name: 'Demo Coin', symbol: 'DEMO.COIN', precision: 3, maxSupply: '1000' };

  it('creates a token its sender issues, and refuses the same symbol again', async () => {
    expect(run('demo', 'tokens', 'create', token)).toEqual({});
    expect(await find('tokens', 'tokens', { symbol: 'DEMO.COIN' })).toMatchObject({
      issuer: 'demo',
      name: 'Demo Coin',
      precision: 3,
      supply: '0',
    });
    expect(
      run('demo', 'tokens', 'issue', { to: 'rival', symbol: 'DEMO.COIN', quantity: '5' }),
    ).not.toHaveProperty('errors');
    expect(run('rival', 'tokens', 'create', token).errors).toEqual(['symbol already exists']);
  });

  it('refuses what the node refuses, with its texts', () => {
    const refused: [Record<string, unknown>, string, boolean?][] = [
      [
        { ...token, symbol: 'X1' },
        'invalid symbol: uppercase letters only and one "." allowed, max length of 10',
      ],
      [
        { ...token, symbol: 'TOOLONGNAME' },
        'invalid symbol: uppercase letters only and one "." allowed, max length of 10',
      ],
      [
        { ...token, symbol: 'OK', name: 'bad_name' },
        'invalid name: letters, numbers, whitespaces only, max length of 50',
      ],
      [{ ...token, symbol: 'OK', precision: 9 }, 'invalid precision'],
      [{ ...token, symbol: 'OK', maxSupply: '0' }, 'maxSupply must be positive'],
      [{ ...token, symbol: 'OK', precision: '3' }, 'invalid params'],
      [{ ...token, symbol: 'OK' }, 'you must use a custom_json signed with your active key', false],
    ];
    for (const [payload, error, signed] of refused)
      expect(run('demo', 'tokens', 'create', payload, signed).errors).toEqual([error]);
  });
});

describe('nft.create', () => {
  it('creates an NFT with no data property, its sender the issuer and first issuing account', async () => {
    expect(run('demo', 'nft', 'create', { name: 'Demo Cards', symbol: 'DEMOCARDS' })).toEqual({});
    expect(await find('nft', 'nfts', { symbol: 'DEMOCARDS' })).toMatchObject({
      issuer: 'demo',
      authorizedIssuingAccounts: ['demo'],
      supply: 0,
    });
    expect(run('rival', 'nft', 'create', { name: 'Again', symbol: 'DEMOCARDS' }).errors).toEqual([
      'symbol already exists',
    ]);
    expect(run('demo', 'nft', 'create', { name: 'Dotted', symbol: 'DEMO.CARDS' }).errors).toEqual([
      'invalid symbol: uppercase letters only, max length of 10',
    ]);
  });
});
