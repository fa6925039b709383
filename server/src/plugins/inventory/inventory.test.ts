import { inventarioNoNftResponseSchema } from '@hueso/contract';
import { addItems } from '../../players/itemsRepository';
import { findUserByName } from '../../players/usersRepository';
import { expectShape, testServer, walletLogin, type TestServer } from '../../test/helpers';

let s: TestServer;
afterEach(() => s?.close());

const inventory = async (token: string) =>
  expectShape(inventarioNoNftResponseSchema, (await s.call('GET', '/api/inventario-no-nft', { token })).body)
    .inventario;

describe('GET /api/inventario-no-nft', () => {
  it("answers the player's items, as the record's inventario, with their pictures", async () => {
    s = await testServer();
    const token = await s.login();
    const items = await inventory(token);
    expect(items.length).toBeGreaterThan(0);
    const record = (await s.call('GET', '/api/getInformacion', { token })).body.resultado;
    expect(items).toEqual(record.inventario);
    for (const item of items) expect(item.image).toMatch(/\/items\/art\/.+\.svg$/);
  });

  it('follows the items the player gets; a new player has none; no session is a 401', async () => {
    s = await testServer();
    const token = await walletLogin(s, 'player01');
    expect(await inventory(token)).toEqual([]);
    addItems(s.ctx.db, findUserByName(s.ctx.db, 'player01')!.id, 'General Pack', 3);
    expect(await inventory(token)).toEqual([
      {
        nombre: 'General Pack',
        cantidad: 3,
        image: expect.stringMatching(/\/items\/art\/General%20Pack\.svg$/),
      },
    ]);
    const anonymous = await s.call('GET', '/api/inventario-no-nft');
    expect(anonymous.status).toBe(401);
  });
});
