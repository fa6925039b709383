import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MARKET_EMPTY_RETRIES, MARKET_RETRY_MS } from '@hueso/contract/album';
import {
  axeViolations,
  API,
  installCustomJsonKeychain,
  makeCard,
  makePlayer,
  nftWorld,
  remoteRenderer,
  server,
  setUpRemoteTests,
} from '@hueso/shared/testing';
import App from '../../App';
import { marketOrder, withShiny } from '../../testing';

setUpRemoteTests();
const renderArea = remoteRenderer(App, { route: '/game/album' });

const cards = {
  generalNft: [makeCard(1, 'G001', 'C'), makeCard(2, 'G002', 'R')],
  especiales: [makeCard(25, 'E001', 'L')],
};

describe('marketplace (page 4)', () => {
  it('marks the shiny copies on offer, read from the listed instances, and shows offers unmarked when they cannot be read', async () => {
    const listed = (id: number, shiny: boolean) => ({
      _id: id,
      account: 'nftmarket',
      ownedBy: 'u',
      properties: { ID: '1', POWER: 5, EDITION: 1, ...(shiny ? { BRILLANTE: true } : {}) },
    });
    const world = nftWorld(
      { generalNft: [withShiny(makeCard(1, 'G001', 'C'), [])], especiales: [] },
      {
        sellBook: [marketOrder('8', 1, 'player08'), marketOrder('9', 1, 'player09', '20.000')],
        instances: [listed(8, false), listed(9, true)],
      },
    );
    const { user, unmount } = renderArea({ route: '/game/album?page=4' });
    const tile = await screen.findByRole('button', { name: 'G001, 2 offers' });
    await waitFor(() => expect(tile).toHaveTextContent('Shiny: 1'));
    expect(tile.querySelector('img')?.getAttribute('src')).toMatch(/\/cards\/art\/1-shiny\.svg$/);
    await user.click(tile);
    const rows = within(screen.getByRole('list', { name: 'Offers' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Price: 12.50 HUESONFT #8 · Seller: player08Buy',
      'Price: 20.00 HUESONFT #9 · Seller: player09ShinyBuy',
    ]);
    expect(await axeViolations()).toEqual([]);
    unmount();

    world.state.instances = 'fail';
    renderArea({ route: '/game/album?page=4' });
    const plain = await screen.findByRole('button', { name: 'G001, 2 offers' });
    expect(plain).not.toHaveTextContent('Shiny');
    expect(plain.querySelector('img')?.getAttribute('src')).toMatch(/\/cards\/art\/1\.svg$/);
  });

  it('shows the cards with open orders, card 105 first, and each offer with its price', async () => {
    nftWorld(cards, {
      sellBook: [
        marketOrder('7', 2, 'player07', '3', 'SWAP.HIVE'),
        marketOrder('8', 1, 'player08'),
        marketOrder('9', 105, 'player09', '40.000', 'KOD'),
        marketOrder('10', 2, 'player1', '5.000', 'VIPHUESO'),
      ],
    });
    const { user } = renderArea({ route: '/game/album?page=4' });
    const grid = await screen.findByRole('list', { name: 'Marketplace cards' });
    expect(
      within(grid)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Card 105, 1 offer', 'G001, 1 offer', 'G002, 2 offers, Your listing']);
    await user.click(within(grid).getByRole('button', { name: 'G002, 2 offers, Your listing' }));
    const dialog = screen.getByRole('dialog', { name: 'Pup Pepper · G002' });
    const rows = within(within(dialog).getByRole('list', { name: 'Offers' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Price: 3.00 SWAP.HIVENFT #7 · Seller: player07Buy',
      'Price: 5.00 VIPHUESONFT #10 · Your listingCancel',
    ]);
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the lowest price in each currency, and marks the cards that hold the player's own listings", async () => {
    nftWorld(cards, {
      sellBook: [
        marketOrder('7', 1, 'player07', '30.000', 'HUESO'),
        marketOrder('8', 1, 'player08', '2.000', 'KOD'),
        marketOrder('9', 1, 'player09', '12.500', 'HUESO'),
        marketOrder('10', 1, 'player10', '1.000', 'KOD'),
        marketOrder('11', 2, 'player1', '5.000', 'VIPHUESO'),
        marketOrder('12', 2, 'player1', '6.000', 'VIPHUESO'),
      ],
    });
    renderArea({ route: '/game/album?page=4' });
    const grid = await screen.findByRole('list', { name: 'Marketplace cards' });
    const g001 = within(grid).getByRole('button', { name: 'G001, 4 offers' });
    expect(within(g001).getByText('From 12.50 HUESO')).toBeVisible();
    expect(within(g001).getByText('From 1.00 KOD')).toBeVisible();
    expect(within(g001).queryByText(/Your listing/)).not.toBeInTheDocument();
    const g002 = within(grid).getByRole('button', { name: 'G002, 2 offers, 2 of your listings' });
    expect(within(g002).getByText('2 of your listings')).toBeVisible();
    expect(within(g002).getByText('From 5.00 VIPHUESO')).toBeVisible();
  });

  it("buys another player's order with nftmarket.buy at the shown price and token", async () => {
    const world = nftWorld(cards, { sellBook: [marketOrder('8', 1, 'player08')] });
    const calls = installCustomJsonKeychain(() => ({ success: true, result: { id: 'tx-buy' } }));
    const { user } = renderArea({ route: '/game/album?page=4' });
    await user.click(await screen.findByRole('button', { name: 'G001, 1 offer' }));
    world.state.transactions['tx-buy'] = {
      events: [{ contract: 'nftmarket', event: 'hitSellOrder', data: {} }],
    };
    world.state.sellBook = [];
    await user.click(screen.getByRole('button', { name: 'Buy NFT #8 (Price: 12.50 HUESO)' }));
    expect(await screen.findByText('The NFT is yours.')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        account: 'player1',
        key: 'Active',
        message: 'Buy NFT',
        json: {
          contractName: 'nftmarket',
          contractAction: 'buy',
          contractPayload: {
            symbol: 'NFTHUESO',
            nfts: ['8'],
            marketAccount: 'hueso.platform',
            expPrice: '12.500',
            expPriceSymbol: 'HUESO',
          },
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers one guided move when the wallet is short for a HUESO price, each step checked, then buys', async () => {
    // 15,000 HUESO: the wallet (2,000) and the withdrawable HUESO (12,000) are short, the in-game HUESO covers it.
    const world = nftWorld(cards, {
      sellBook: [marketOrder('8', 1, 'player08', '15000.000')],
      balances: { HUESO: '2000' },
    });
    const steps: string[] = [];
    server.use(
      http.get(`${API}/api/retiroInterno`, () => {
        steps.push('withdraw in game');
        return HttpResponse.json({ usuario: makePlayer({ dinero: 0, dineroReal: 37000 }) });
      }),
      http.get(`${API}/api/retiro`, () => {
        steps.push('withdraw all');
        world.state.balances = { HUESO: '39000' };
        return HttpResponse.json({ usuario: makePlayer({ dinero: 0, dineroReal: 0 }) });
      }),
    );
    const calls = installCustomJsonKeychain(() => {
      steps.push('buy signed');
      return { success: true, result: { id: 'tx-buy' } };
    });
    world.state.transactions['tx-buy'] = {
      events: [{ contract: 'nftmarket', event: 'hitSellOrder', data: {} }],
    };
    const { user } = renderArea({
      route: '/game/album?page=4',
      info: makePlayer({ dinero: 25000, dineroReal: 12000 }),
    });
    await user.click(await screen.findByRole('button', { name: 'G001, 1 offer' }));
    await user.click(screen.getByRole('button', { name: 'Buy NFT #8 (Price: 15,000.00 HUESO)' }));
    expect(
      await screen.findByText(
        'Your wallet is short for NFT #8. One move sends 25,000 HUESO (in game) and 12,000 HUESO (withdrawable) to your wallet, which will then hold 39,000 HUESO (wallet); the purchase goes on from there.',
      ),
    ).toBeInTheDocument();
    expect(steps).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Move to wallet and buy' }));
    expect(await screen.findByText('The NFT is yours.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(steps).toEqual(['withdraw in game', 'withdraw all', 'buy signed']);
    expect(calls[0]).toMatchObject({ message: 'Buy NFT', json: { contractAction: 'buy' } });
  });

  it('names the wallet HUESO and how to get more when no move can pay, and signs nothing', async () => {
    nftWorld(cards, { sellBook: [marketOrder('8', 1, 'player08', '50000.000')], balances: { HUESO: '10' } });
    const calls = installCustomJsonKeychain(() => ({ success: true, result: { id: 'tx-buy' } }));
    const { user } = renderArea({
      route: '/game/album?page=4',
      info: makePlayer({ dinero: 25000, dineroReal: 12000 }),
    });
    await user.click(await screen.findByRole('button', { name: 'G001, 1 offer' }));
    await user.click(screen.getByRole('button', { name: 'Buy NFT #8 (Price: 50,000.00 HUESO)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Not enough HUESO \(wallet\): you need 50,000\.00 and have 10\.00\./,
    );
    expect(screen.queryByRole('button', { name: 'Move to wallet and buy' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('cancels an own listing with the prompt Cancel NFT Sell Listing?', async () => {
    const world = nftWorld(cards, { sellBook: [marketOrder('10', 2, 'player1', '5.000', 'VIPHUESO')] });
    const calls = installCustomJsonKeychain(() => ({ success: true, result: { id: 'tx-cancel' } }));
    world.state.transactions['tx-cancel'] = {
      events: [{ contract: 'nftmarket', event: 'cancelOrder', data: {} }],
    };
    const { user } = renderArea({ route: '/game/album?page=4' });
    await user.click(await screen.findByRole('button', { name: 'G002, 1 offer, Your listing' }));
    await user.click(screen.getByRole('button', { name: 'Cancel NFT #10 (Price: 5.00 VIPHUESO)' }));
    expect(
      await screen.findByText('Your listing was cancelled; the NFT is back in your wallet.'),
    ).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      message: 'Cancel NFT Sell Listing?',
      json: {
        contractName: 'nftmarket',
        contractAction: 'cancel',
        contractPayload: { symbol: 'NFTHUESO', nfts: ['10'] },
      },
    });
  });

  it('says so when the order was already filled, and drops it from the list', async () => {
    const world = nftWorld(cards, {
      sellBook: [marketOrder('8', 1, 'player08'), marketOrder('11', 1, 'player09')],
    });
    installCustomJsonKeychain(() => ({ success: true, result: { id: 'tx-late' } }));
    // The contract skips an order that is gone: no error, and no hitSellOrder event either.
    world.state.transactions['tx-late'] = {};
    const { user } = renderArea({ route: '/game/album?page=4' });
    await user.click(await screen.findByRole('button', { name: 'G001, 2 offers' }));
    world.state.sellBook = [marketOrder('11', 1, 'player09')];
    await user.click(screen.getByRole('button', { name: 'Buy NFT #8 (Price: 12.50 HUESO)' }));
    const dialog = screen.getByRole('dialog', { name: 'Pup Biscuit · G001' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This NFT is no longer for sale: its order was already filled or cancelled.',
    );
    await waitFor(() => expect(within(dialog).queryByText(/NFT #8/)).not.toBeInTheDocument());
    expect(within(dialog).getByText(/NFT #11/)).toBeInTheDocument();
  });

  it('reads the sell book with one find: limit 1000, offset 0', async () => {
    const book = Array.from({ length: 1000 }, (_, i) => marketOrder(String(i + 1), 1, 'player08'));
    const { state } = nftWorld(cards, { sellBook: book });
    renderArea({ route: '/game/album?page=4' });
    expect(await screen.findByRole('button', { name: 'G001, 1000 offers' })).toBeInTheDocument();
    expect(state.finds.filter((f) => f.table === 'NFTHUESOsellBook')).toEqual([
      { table: 'NFTHUESOsellBook', offset: 0, limit: 1000 },
    ]);
  });

  it('shows No NFTs available for an empty answer and asks again after 3 s', async () => {
    let answers = 0;
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    nftWorld(cards, { sellBook: () => (++answers === 1 ? [] : [marketOrder('8', 1, 'player08')]) });
    renderArea({ route: '/game/album?page=4' });
    expect(await screen.findByText('No NFTs available')).toBeInTheDocument();
    // The empty answer is logged once.
    expect(info.mock.calls.map(([text]) => text as unknown)).toEqual([
      'Marketplace: the sell book is empty; asking again in 3 s',
    ]);
    info.mockRestore();
    expect(
      await screen.findByRole('button', { name: 'G001, 1 offer' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('No NFTs available')).not.toBeInTheDocument();
  });

  it('asks an empty market again a few times only, then offers Retry, which asks once more', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      const { state } = nftWorld(cards, { sellBook: [] });
      const asked = () => state.finds.filter((f) => f.table === 'NFTHUESOsellBook').length;
      const { user } = renderArea({ route: '/game/album?page=4' });
      expect(await screen.findByText('No NFTs available')).toBeInTheDocument();
      expect(asked()).toBe(1);
      for (let retry = 1; retry <= MARKET_EMPTY_RETRIES; retry++) {
        act(() => jest.advanceTimersByTime(MARKET_RETRY_MS));
        await waitFor(() => expect(asked()).toBe(1 + retry));
        // The answer is in (empty again) before the clock moves on.
        await screen.findByText('No NFTs available');
      }
      const retryButton = await screen.findByRole('button', { name: 'Retry' });
      expect(screen.getByText('No NFTs available')).toBeInTheDocument();
      // Bounded: nothing more is asked however long the section stays open.
      act(() => jest.advanceTimersByTime(10 * MARKET_RETRY_MS));
      expect(asked()).toBe(1 + MARKET_EMPTY_RETRIES);
      expect(info).toHaveBeenCalledTimes(1 + MARKET_EMPTY_RETRIES);
      await user.click(retryButton);
      await waitFor(() => expect(asked()).toBe(2 + MARKET_EMPTY_RETRIES));
      expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(10 * MARKET_RETRY_MS));
      expect(asked()).toBe(2 + MARKET_EMPTY_RETRIES);
    } finally {
      info.mockRestore();
      jest.useRealTimers();
    }
  });

  it('a failed fetch empties the list with a visible error, and Retry loads it', async () => {
    let fail = true;
    nftWorld(cards, { sellBook: () => (fail ? 'fail' : [marketOrder('8', 1, 'player08')]) });
    const { user } = renderArea({ route: '/game/album?page=4' });
    const alert = await screen.findByRole('alert', { name: 'The market could not be loaded' });
    expect(screen.queryByRole('list', { name: 'Marketplace cards' })).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'G001, 1 offer' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves out a malformed sell book row and says so', async () => {
    nftWorld(cards, {
      sellBook: [marketOrder('8', 1, 'player08'), { ...marketOrder('9', 2, 'player09'), price: 'lots' }],
    });
    renderArea({ route: '/game/album?page=4' });
    expect(await screen.findByText('1 sell order could not be read and is not shown.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'G001, 1 offer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /G002/ })).not.toBeInTheDocument();
  });
});

describe('special market (page 5)', () => {
  it("shows only the two platform accounts' orders", async () => {
    nftWorld(cards, {
      sellBook: [
        marketOrder('7', 1, 'player07'),
        marketOrder('8', 2, 'hueso.market'),
        marketOrder('9', 25, 'hueso.vault', '1', 'STARPRO'),
      ],
    });
    const { user } = renderArea({ route: '/game/album' });
    const grid = await screen.findByRole('list', { name: 'Special Market cards' });
    expect(
      within(grid)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['G002, 1 offer', 'E001, 1 offer']);
    await user.click(within(grid).getByRole('button', { name: 'E001, 1 offer' }));
    expect(screen.getByRole('dialog', { name: 'Stargazer Pebble · E001' })).toHaveTextContent(
      'Price: 1.00 STARPRO',
    );
  });
});
