import { countInstances, groupOffers, parseSellBook, sellPriceText } from './album';

const row = (nftId: string, id: string, account = 'a1', price = '1.000', priceSymbol = 'HUESO') => ({
  account,
  ownedBy: 'u',
  nftId,
  grouping: { ID: id },
  price,
  priceSymbol,
});

describe('album market rules', () => {
  it('reads sell book rows and counts the malformed ones apart', () => {
    const { offers, malformed } = parseSellBook([
      row('5', '3'),
      { ...row('6', '3'), price: -1 },
      { ...row('7', '3'), grouping: {} },
      null,
    ]);
    expect(offers).toEqual([
      { ide: 3, nftId: '5', price: 1, priceText: '1.000', priceSymbol: 'HUESO', account: 'a1' },
    ]);
    expect(malformed).toBe(3);
  });

  it('groups offers per card with card 105 first, then by card id; a seller list filters', () => {
    const { offers } = parseSellBook([
      row('1', '7'),
      row('2', '105', 'b'),
      row('3', '2'),
      row('4', '7', 'b'),
    ]);
    expect(groupOffers(offers).map((g) => [g.ide, g.offers.map((o) => o.nftId)])).toEqual([
      [105, ['2']],
      [2, ['3']],
      [7, ['1', '4']],
    ]);
    expect(groupOffers(offers, ['b']).map((g) => g.ide)).toEqual([105, 7]);
  });

  it('takes a positive price with up to 8 decimals, nothing else', () => {
    expect(sellPriceText(' 12.5 ')).toBe('12.5');
    expect(sellPriceText('007')).toBe('7');
    expect(sellPriceText('0.00000001')).toBe('0.00000001');
    for (const bad of ['', '0', '0.0', '-1', '1e3', '1.123456789', 'abc'])
      expect(sellPriceText(bad)).toBeNull();
  });

  it('counts instances per card outside the platform account', () => {
    const counts = new Map<number, number>();
    const rows = [
      { account: 'p1', properties: { ID: '1' } },
      { account: 'nftmarket', properties: { ID: '1' } },
      { account: 'hueso.platform', properties: { ID: '1' } },
      { account: 'p2', properties: { ID: 2 } },
      { account: 'p2' },
    ];
    expect(countInstances(rows, 'hueso.platform', counts)).toBe(1);
    expect([...counts]).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });
});
