import { screen, waitFor, within } from '@testing-library/react';
import {
  API,
  axeViolations,
  installCustomJsonKeychain,
  makeCard,
  nftWorld,
  remoteRenderer,
  server,
  setUpRemoteTests,
  testConfig,
} from '@hueso/shared/testing';
import App from '../../App';
import { marketOrder, withShiny } from '../../testing';

setUpRemoteTests();
const renderArea = remoteRenderer(App, { route: '/game/album' });

const PLATFORM = testConfig.accounts.platform;
const instance = (id: number, ide: number, account: string) => ({
  _id: id,
  account,
  ownedBy: 'u',
  properties: { ID: String(ide), POWER: 5, EDITION: 1 },
});

/**
 * 1,530 instances over two pages: card 1 in players' hands 1,200 times, 200 more with the
 * platform and 30 burned.
 */
function bigChain() {
  return [
    ...Array.from({ length: 1200 }, (_, i) => instance(i + 1, 1, `p${i % 7}`)),
    ...Array.from({ length: 200 }, (_, i) => instance(1201 + i, 1, PLATFORM)),
    ...Array.from({ length: 100 }, (_, i) => instance(1401 + i, 2, 'nftmarket')),
    // Burned: the chain keeps them with account 'null'; they are in no one's hands.
    ...Array.from({ length: 30 }, (_, i) => instance(1501 + i, 1, 'null')),
  ];
}

const cardsOf = (nft: string[] = ['11', '12']) => ({
  generalNft: [makeCard(1, 'G001', 'C', nft), makeCard(2, 'G002', 'R')],
  especiales: [makeCard(25, 'E001', 'C', ['40'])],
});

describe('collection (pages 1 and 2)', () => {
  it("shows a shiny copy's portrait and marks the shiny copies and listings in the card's dialog", async () => {
    const shinyListed = { ...instance(13, 1, 'nftmarket'), properties: { ID: '1', BRILLANTE: true } };
    nftWorld(
      { generalNft: [withShiny(makeCard(1, 'G001', 'C', ['11', '12']), ['12'])], especiales: [] },
      { instances: [instance(11, 1, 'player1'), shinyListed], sellBook: [marketOrder('13', 1, 'player1')] },
    );
    const { user } = renderArea({ route: '/game/album?page=1' });
    const tile = await screen.findByRole('button', { name: 'Pup Biscuit, G001, rarity C, owned 2' });
    expect(tile).toHaveTextContent('Shiny: 1');
    expect(tile.querySelector('img')).toHaveAttribute('src', `${API}/cards/art/1-shiny.svg`);
    await user.click(tile);
    await user.click(await screen.findByRole('button', { name: 'Your copies: sell or cancel' }));
    const rows = within(await screen.findByRole('list', { name: 'Instances' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.not.stringContaining('Shiny'),
      expect.stringContaining('NFT #12Shiny'),
      expect.stringContaining('NFT #13Shiny'),
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('shows every general card, owned or grey, with owned and global counts over every chain page', async () => {
    const { state } = nftWorld(cardsOf(), { instances: bigChain() });
    renderArea({ route: '/game/album?page=1' });
    const grid = await screen.findByRole('list', { name: 'General cards' });
    const owned = within(grid).getByRole('button', { name: 'Pup Biscuit, G001, rarity C, owned 2' });
    expect(owned).toHaveTextContent('Owned: 2');
    // The card's portrait, decorative: the tile's name already says which card it is.
    expect(owned.querySelector('img')).toHaveAttribute('src', `${API}/cards/art/1.svg`);
    expect(owned.querySelector('img')).toHaveAttribute('alt', '');
    // Unowned: grey, and still a way to its page.
    expect(
      within(grid).getByRole('button', { name: 'Pup Pepper, G002, rarity R, owned 0' }),
    ).toHaveTextContent('Owned: 0');
    expect(await screen.findByText('Global counts are complete.')).toBeInTheDocument();
    expect(owned).toHaveTextContent('Global: 1,200');
    expect(within(grid).getByRole('button', { name: /G002/ })).toHaveTextContent('Global: 100');
    expect(screen.getByText(/You own 1 of 2 cards\./)).toBeInTheDocument();
    // Paged 1000 at a time until a page comes back empty.
    expect(state.finds.filter((f) => f.table === 'NFTHUESOinstances')).toEqual([
      { table: 'NFTHUESOinstances', offset: 0, limit: 1000 },
      { table: 'NFTHUESOinstances', offset: 1000, limit: 1000 },
      { table: 'NFTHUESOinstances', offset: 2000, limit: 1000 },
    ]);
  });

  it("opens a card's page from its tile: name, rarity explained, POWER, copies owned and the lowest price by token", async () => {
    nftWorld(cardsOf(), {
      sellBook: [
        marketOrder('7', 2, 'player07', '3.000', 'SWAP.HIVE'),
        marketOrder('8', 2, 'player08', '12.500'),
        marketOrder('9', 2, 'player09', '9.000'),
        marketOrder('10', 1, 'player10', '1.000'),
      ],
    });
    const { user } = renderArea({ route: '/game/album?page=1' });
    await user.click(await screen.findByRole('button', { name: 'Pup Pepper, G002, rarity R, owned 0' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pup Pepper' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Portrait of Pup Pepper' })).toHaveAttribute(
      'src',
      `${API}/cards/art/2.svg`,
    );
    expect(screen.getByText('Rarity C: Common, 1 of 6 (C lowest, L highest)')).toBeInTheDocument();
    expect(screen.getByTestId('card-power')).toHaveTextContent(/^5/);
    expect(screen.getByTestId('card-owned')).toHaveTextContent('0');
    expect(await screen.findByTestId('card-listed')).toHaveTextContent('3');
    expect(
      within(screen.getByTestId('card-lowest'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['9.00 HUESO', '3.00 SWAP.HIVE']);
    // Nothing of the player's to manage; the offers are one link away.
    expect(screen.queryByRole('button', { name: 'Your copies: sell or cancel' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the offers in the Marketplace' })).toHaveAttribute(
      'href',
      '/game/album?page=4',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('page 2 shows the special cards', async () => {
    nftWorld(cardsOf());
    renderArea({ route: '/game/album?page=2' });
    const grid = await screen.findByRole('list', { name: 'Special cards' });
    expect(
      within(grid).getByRole('button', { name: 'Stargazer Pebble, E001, rarity C, owned 1' }),
    ).toBeInTheDocument();
    expect(within(grid).queryByText(/G001/)).not.toBeInTheDocument();
  });

  it('keeps the cards when the chain cannot be counted, and Retry counts again', async () => {
    const { state } = nftWorld(cardsOf(), { instances: bigChain() });
    const original = state.instances;
    state.instances = 'fail';
    const { user } = renderArea({ route: '/game/album?page=1' });
    const failure = await screen.findByRole('alert', {
      name: 'The global counts could not be read from the chain',
    });
    expect(screen.getByRole('button', { name: 'Pup Biscuit, G001, rarity C, owned 2' })).toHaveTextContent(
      'Global: counting…',
    );
    state.instances = original;
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Global counts are complete.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pup Biscuit, G001, rarity C, owned 2' })).toHaveTextContent(
      'Global: 1,200',
    );
  });

  it('sells an instance: empty price does nothing, a price signs nftmarket.sell and the instance shows as listed', async () => {
    const world = nftWorld(cardsOf());
    const calls = installCustomJsonKeychain(() => ({ success: true, result: { id: 'tx-sell' } }));
    const { user } = renderArea({ route: '/game/album?page=1' });
    await user.click(await screen.findByRole('button', { name: 'Pup Biscuit, G001, rarity C, owned 2' }));
    await user.click(await screen.findByRole('button', { name: 'Your copies: sell or cancel' }));
    const instances = screen.getByRole('dialog', { name: 'Pup Biscuit · G001' });
    expect(within(instances).getByText('NFT #11')).toBeInTheDocument();
    await user.click(within(instances).getByRole('button', { name: 'Sell NFT #11' }));

    const dialog = screen.getByRole('dialog', { name: 'Select a Price' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['', 'VIPHUESO', 'SWAP.HIVE', 'KOD', 'STARPRO', 'HUESO']);
    await user.click(within(dialog).getByRole('button', { name: 'HUESO' }));
    expect(calls).toHaveLength(0);

    // The chain lists it: the instance leaves the wallet and a sell order appears.
    world.state.transactions['tx-sell'] = {
      events: [{ contract: 'nftmarket', event: 'sellOrder', data: {} }],
    };
    world.setCards(cardsOf(['12']));
    world.state.sellBook = [
      {
        _id: 1,
        account: 'player1',
        ownedBy: 'u',
        nftId: '11',
        grouping: { ID: '1' },
        price: '12.500',
        priceSymbol: 'HUESO',
        fee: 500,
      },
    ];
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Price' }), '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'HUESO' }));

    const back = await screen.findByRole('dialog', { name: 'Pup Biscuit · G001' });
    expect(calls).toEqual([
      {
        account: 'player1',
        key: 'Active',
        message: 'Vender NFT',
        json: {
          contractName: 'nftmarket',
          contractAction: 'sell',
          contractPayload: {
            symbol: 'NFTHUESO',
            nfts: ['11'],
            price: '12.5',
            priceSymbol: 'HUESO',
            fee: 500,
          },
        },
      },
    ]);
    expect(await within(back).findByText('Listed — Price: 12.50 HUESO')).toBeInTheDocument();
    expect(within(back).getByRole('button', { name: 'Cancel the listing of NFT #11' })).toBeInTheDocument();
    expect(screen.getByText('Your NFT is listed on the market.')).toBeInTheDocument();
    // The sale changed whose hands the card is in: back in the album, the global counts are read again.
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('link', { name: 'Back to the General Album' }));
    expect(await screen.findByRole('list', { name: 'General cards' })).toBeInTheDocument();
    const counts = () =>
      world.state.finds.filter((f) => f.table === 'NFTHUESOinstances' && f.offset === 0 && !f.query).length;
    await waitFor(() => expect(counts()).toBe(2));
  });

  it('shows the chain refusal in the price dialog and lists nothing', async () => {
    const world = nftWorld(cardsOf());
    installCustomJsonKeychain(() => ({ success: true, result: { id: 'tx-bad' } }));
    world.state.transactions['tx-bad'] = { errors: ['invalid price'] };
    const { user } = renderArea({ route: '/game/album?page=1' });
    await user.click(await screen.findByRole('button', { name: 'Pup Biscuit, G001, rarity C, owned 2' }));
    await user.click(await screen.findByRole('button', { name: 'Your copies: sell or cancel' }));
    await user.click(screen.getByRole('button', { name: 'Sell NFT #12' }));
    const dialog = screen.getByRole('dialog', { name: 'Select a Price' });
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Price' }), '1.0001');
    await user.click(within(dialog).getByRole('button', { name: 'HUESO' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The chain refused the transaction: invalid price',
    );
    expect(within(dialog).getByRole('button', { name: 'HUESO' })).toBeEnabled();
  });

  it('a cancelled signature says so and keeps the dialog', async () => {
    nftWorld(cardsOf());
    installCustomJsonKeychain(() => ({ success: false, error: 'user_cancel' }));
    const { user } = renderArea({ route: '/game/album?page=1' });
    await user.click(await screen.findByRole('button', { name: 'Pup Biscuit, G001, rarity C, owned 2' }));
    await user.click(await screen.findByRole('button', { name: 'Your copies: sell or cancel' }));
    await user.click(screen.getByRole('button', { name: 'Sell NFT #11' }));
    const dialog = screen.getByRole('dialog', { name: 'Select a Price' });
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Price' }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'KOD' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Signature cancelled or failed');
  });

  it('says when the wallet is missing', async () => {
    nftWorld(cardsOf());
    const { user } = renderArea({ route: '/game/album?page=1' });
    await user.click(await screen.findByRole('button', { name: 'Pup Biscuit, G001, rarity C, owned 2' }));
    await user.click(await screen.findByRole('button', { name: 'Your copies: sell or cancel' }));
    await user.click(screen.getByRole('button', { name: 'Sell NFT #11' }));
    const dialog = screen.getByRole('dialog', { name: 'Select a Price' });
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Price' }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'KOD' }));
    await waitFor(
      () => expect(within(dialog).getByRole('alert')).toHaveTextContent('Hive Keychain is not installed'),
      {
        timeout: 4000,
      },
    );
  });

  it('shows an error with Retry when the cards cannot be loaded', async () => {
    nftWorld();
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get(`${API}/api/getCards`, () => HttpResponse.json({ error: 'Server is busy' }, { status: 503 })),
    );
    renderArea({ route: '/game/album?page=1' });
    expect(await screen.findByRole('alert', { name: 'Your cards could not be loaded' })).toHaveTextContent(
      'Server is busy',
    );
  });
});
