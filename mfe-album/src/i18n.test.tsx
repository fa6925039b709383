import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CardsResponse } from '@hueso/contract/common';
import { setLanguage, loadedIn } from '@hueso/shared';
import { MONEY_MESSAGES } from '@hueso/shared/play';
import { RARITY_MESSAGES } from '@hueso/shared/cards';
import { type KeychainResponse } from '@hueso/shared/wallet';
import {
  API,
  chainHandlers,
  englishTexts,
  fakeKeychain,
  handlers,
  makeCard,
  makePlayer,
  nftWorld,
  remoteRenderer,
  renderWithProviders,
  server,
  setUpRemoteTests,
} from '@hueso/shared/testing';
import App from './App';
import { ALBUM_MESSAGES } from './messages';
import { COLLECTION_MESSAGES } from './features/collection/messages';
import { CARD_PAGE_MESSAGES } from './features/cardPage/messages';
import { marketOrder } from './testing';
import { BurnSection } from './features/burn/components/BurnSection';
import { PENDING_BURNS_KEY } from './features/burn/pendingBurn';

setUpRemoteTests();
const renderArea = remoteRenderer(App, { route: '/game/album' });

beforeEach(() => act(() => setLanguage('es')));
afterEach(() => {
  act(() => setLanguage('en'));
  localStorage.clear();
  sessionStorage.clear();
});

const TX = 'ab'.repeat(20);
const cards = {
  generalNft: [makeCard(1, 'G001', 'C', ['11', '12']), makeCard(2, 'G002', 'R')],
  especiales: [makeCard(25, 'E001', 'L', ['40'])],
};

describe('the album in Español', () => {
  it('names the sections and the menu in Spanish', async () => {
    nftWorld(cards);
    renderArea({ route: '/game/album?page=1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Álbum general' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Secciones del álbum' });
    for (const name of [
      'Álbum especial',
      'Crafteo',
      'Mercado de cartas',
      'Mercado especial',
      'Quemar NFTs',
      'Ranking global',
    ])
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    expect(within(menu).getByText('Mercado secundario (se abre en una pestaña nueva)')).toBeInTheDocument();
    expect(screen.queryByText('General Album')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Album sections' })).not.toBeInTheDocument();
  });

  it('shows the collection and its sell dialog in Spanish', async () => {
    nftWorld(cards);
    const { user } = renderArea({ route: '/game/album?page=1' });
    const grid = await screen.findByRole('list', { name: 'Cartas generales' });
    const owned = within(grid).getByRole('button', { name: 'Cachorro Galleta, G001, rareza C, tienes 2' });
    expect(owned).toHaveTextContent('Tienes: 2');
    expect(screen.getByText(/Tienes 1 de 2 cartas\./)).toBeInTheDocument();
    expect(screen.queryByText(/Owned/)).not.toBeInTheDocument();
    await user.click(owned);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cachorro Galleta' })).toBeInTheDocument();
    expect(screen.getByTestId('card-owned')).toHaveTextContent('2');
    expect(screen.getByText('Rareza C: Común, 1 de 6 (C la más baja, L la más alta)')).toBeInTheDocument();
    // No English catalogue text on the Spanish card page.
    expect(
      englishTexts(document.body, [ALBUM_MESSAGES, COLLECTION_MESSAGES, CARD_PAGE_MESSAGES, RARITY_MESSAGES]),
    ).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Tus copias: vender o cancelar' }));
    const dialog = screen.getByRole('dialog', { name: 'Cachorro Galleta · G001' });
    expect(within(dialog).getAllByText('En tu billetera')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Vender NFT #11' }));
    const price = screen.getByRole('dialog', { name: 'Elige un precio' });
    expect(within(price).getByLabelText('Precio')).toBeInTheDocument();
    expect(within(price).queryByText(/Choose the token/)).not.toBeInTheDocument();
  });

  it('shows crafting in Spanish', async () => {
    server.use(
      handlers.cards({
        generalNft: [makeCard(1, 'G001', 'C', ['100', '101', '102'], 'Husky')],
        especiales: [],
      }),
      handlers.informacion(makePlayer({ dinero: 4900 })),
    );
    const { user } = renderArea({ route: '/game/album?page=3' });
    expect(await screen.findByText('Elige una carta de la derecha para empezar')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cartas seleccionadas' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tus cartas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Craftear' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar G001, tienes 3' }));
    expect(screen.getByText(/^Necesitas \d+ cartas C$/)).toBeInTheDocument();
    expect(
      screen.getByText(
        (text) =>
          text.startsWith('Comisión: ') &&
          text.endsWith(`${loadedIn(MONEY_MESSAGES, 'es').name.inGame}, se quema`),
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/You need|Pick a card/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crafting' })).not.toBeInTheDocument();
  });

  it('shows the marketplace in Spanish, prices in Spanish figures', async () => {
    nftWorld(cards, {
      sellBook: [marketOrder('8', 1, 'player08', '1234.500'), marketOrder('10', 1, 'player1', '5.000')],
    });
    const { user } = renderArea({ route: '/game/album?page=4' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mercado de cartas' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Cartas del mercado' });
    const tile = within(grid).getByRole('button', { name: 'G001, 2 ofertas, Tu publicación' });
    expect(tile).toHaveTextContent('Desde 5,00 HUESO');
    await user.click(tile);
    const dialog = screen.getByRole('dialog', { name: 'Cachorro Galleta · G001' });
    expect(within(dialog).getByText('Precio: 1234,50 HUESO')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Comprar NFT #8 (Precio: 1234,50 HUESO)' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Cancelar NFT #10 (Precio: 5,00 HUESO)' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Vendedor: player08/)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: 'Cerrar' }).length).toBeGreaterThan(0);
    expect(within(dialog).queryByText(/Price:|Seller:/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
  });

  it("says the spec's 'No NFTs disponibles' for an empty market, never the English text", async () => {
    nftWorld(cards, { sellBook: [] });
    renderArea({ route: '/game/album?page=4' });
    expect(await screen.findByText('No NFTs disponibles')).toBeInTheDocument();
    expect(screen.queryByText('No NFTs available')).not.toBeInTheDocument();
  });

  it('shows the ranking in Spanish: headers, sorts, paging and figures', async () => {
    const players = Array.from({ length: 3 }, (_, i) => ({
      nombre: `player0${i + 1}`,
      ph: i,
      nftTotal: 100,
      nftBurned: 1000,
      dinero: 1234.567,
      dineroReal: 5,
      fusion: 1.5,
      pe: 3,
      porcentaje: 12.5,
      nivel: 1,
    }));
    server.use(
      http.get(`${API}/api/leaderboard`, () =>
        HttpResponse.json({ data: players, totalDocs: 3, returned: 3 }),
      ),
    );
    renderArea({ route: '/game/album?page=7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ranking global' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'player01' });
    for (const name of [
      'Jugador',
      'Quemadas',
      loadedIn(MONEY_MESSAGES, 'es').name.inGame,
      'Porcentaje',
      'Nivel',
    ])
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    for (const name of ['Player', 'Burned', 'Saldo', 'Percentage', 'Level'])
      expect(screen.queryByRole('columnheader', { name })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Ordenar por')).toHaveDisplayValue('Quemadas');
    expect(screen.getAllByRole('cell', { name: '1234,56' })).toHaveLength(3);
    expect(screen.getAllByRole('cell', { name: /^12,5\s%$/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prev' })).not.toBeInTheDocument();
  });

  it("shows the ranking's 'Sin datos' when it is empty", async () => {
    server.use(
      http.get(`${API}/api/leaderboard`, () => HttpResponse.json({ data: [], totalDocs: 0, returned: 0 })),
    );
    renderArea({ route: '/game/album?page=7' });
    expect(await screen.findByText('Sin datos')).toBeInTheDocument();
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
  });

  describe('burn, with the texts of SPEC.md in Spanish', () => {
    const INFO = makePlayer({ nombre: 'Player1', dinero: 1000 });
    function burnWorld(burnCards: CardsResponse) {
      server.use(
        handlers.cards(burnCards),
        handlers.informacion(INFO),
        ...chainHandlers({}, { [TX]: {} }),
        http.get(`${API}/api/nft/global-counts`, () =>
          HttpResponse.json({
            general: { C: 0, R: 0, Z: 0, E: 0, A: 0, L: 0 },
            especial: { C: 0, R: 0, Z: 0, E: 0, A: 0, L: 0 },
          }),
        ),
        http.get(`${API}/api/burn-nft/history`, () => HttpResponse.json({ burns: [] })),
      );
    }
    const renderBurn = () => renderWithProviders(<BurnSection reload={jest.fn()} />, { info: INFO });

    it('shows the section, its tabs and the estimate in Spanish', async () => {
      burnWorld({ generalNft: [makeCard(1, 'G001', 'C', ['11', '12', '13'], 'Husky')], especiales: [] });
      const { user } = renderBurn();
      await user.click(await screen.findByRole('button', { name: 'Una más de G001' }));
      expect(screen.getByText('Seleccionadas: 1')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /^Quemar NFTs — \+[\d.,]+ Hueso$/ })).toBeEnabled();
      expect(screen.getByRole('heading', { name: 'Tu inventario' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Recuperar una quema' })).toBeInTheDocument();
      for (const name of ['INDIVIDUAL', 'GLOBAL', 'QUEMADOS'])
        expect(screen.getByRole('tab', { name })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Calcular Hueso' }));
      expect(screen.getByRole('alert')).toHaveTextContent(
        /^Con todas tus NFTs recibirías aproximadamente .+ Hueso\.$/,
      );
      await user.click(screen.getByRole('button', { name: /^Quemar NFTs/ }));
      const dialog = screen.getByRole('dialog', { name: 'Confirmar quema' });
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
      expect(within(dialog).getByText(/Esta acción es irreversible\./)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      expect(
        screen.queryByText(/Burn NFTs|Selected:|Calculate Hueso|Confirm burn|Your inventory/),
      ).not.toBeInTheDocument();
      expect(screen.queryByRole('tab', { name: 'BURNED' })).not.toBeInTheDocument();
    });

    it("credits a burn with the spec's '¡Quemaste N NFT(s)! +M Hueso', in Spanish figures", async () => {
      burnWorld({ generalNft: [makeCard(1, 'G001', 'C', ['11', '12'], 'Husky')], especiales: [] });
      server.use(
        http.post(`${API}/api/burn-nft`, () =>
          HttpResponse.json({ ok: true, quemados: 2, hueso: 5200, proofTx: TX, resultado: INFO }),
        ),
      );
      window.hive_keychain = fakeKeychain(() => ({ success: true, result: { id: TX } }) as KeychainResponse);
      const { user } = renderBurn();
      await user.click(await screen.findByRole('button', { name: 'Una más de G001' }));
      await user.click(screen.getByRole('button', { name: 'Una más de G001' }));
      await user.click(screen.getByRole('button', { name: /^Quemar NFTs/ }));
      await user.click(
        within(screen.getByRole('dialog', { name: 'Confirmar quema' })).getByRole('button', {
          name: 'Confirmar',
        }),
      );
      expect(await screen.findByText('¡Quemaste 2 NFT(s)! +5200 Hueso')).toBeInTheDocument();
      expect(screen.queryByText(/You burned/)).not.toBeInTheDocument();
    });

    it("refuses a selection without instance ids with the spec's Spanish text", async () => {
      burnWorld({ generalNft: [{ ...makeCard(1, 'G001', 'C', [], 'Husky'), cantidad: 1 }], especiales: [] });
      const { user } = renderBurn();
      await user.click(await screen.findByRole('button', { name: 'Una más de G001' }));
      await user.click(screen.getByRole('button', { name: /^Quemar NFTs/ }));
      await user.click(
        within(screen.getByRole('dialog', { name: 'Confirmar quema' })).getByRole('button', {
          name: 'Confirmar',
        }),
      );
      expect(
        await screen.findByText('No hay instancias para quemar (instanceIds vacío)'),
      ).toBeInTheDocument();
      expect(screen.queryByText('No instances to burn (instanceIds is empty)')).not.toBeInTheDocument();
    });

    it('offers Descartar and Reintentar for a pending burn, and says the discard in Spanish', async () => {
      burnWorld({ generalNft: [makeCard(1, 'G001', 'C', ['11'], 'Husky')], especiales: [] });
      localStorage.setItem(
        PENDING_BURNS_KEY,
        JSON.stringify([
          {
            proofTx: TX,
            nfts: [{ id: 'G001', ide: 1, rareza: 'C', cantidad: 1, instanceIds: ['11'] }],
            totalBone: 100,
            startedAt: Date.now(),
          },
        ]),
      );
      const { user } = renderBurn();
      expect(await screen.findByRole('heading', { name: 'Quema pendiente' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: 'Quema pendiente: reintenta o descarta antes de quemar más' }),
      ).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Descartar' }));
      expect(
        await screen.findByText('Se descartó la quema pendiente. Puedes intentar de nuevo.'),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Pending burn|The pending burn was discarded/)).not.toBeInTheDocument();
    });
  });
});
