import { setLanguage } from '@hueso/shared';
import { SOUND_MESSAGES } from '@hueso/shared/play';
import { RARITY_MESSAGES } from '@hueso/shared/cards';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  englishTexts,
  API,
  chainHandlers,
  makePlayer,
  remoteRenderer,
  server,
  setUpRemoteTests,
} from '@hueso/shared/testing';
import App from './App';
import { INVENTORY_MESSAGES } from './features/inventory/messages';

setUpRemoteTests();
const renderArea = remoteRenderer(App, { route: '/game/market' });

const WALLET = { 'SWAP.HIVE': '120', HUESO: '5000', VIPHUESO: '300' };

beforeEach(() => act(() => setLanguage('es')));
afterEach(() => {
  act(() => setLanguage('en'));
  localStorage.clear();
});

describe('the market in Español', () => {
  it('shows the offers, prices and the wallet HUESO in Spanish', async () => {
    server.use(...chainHandlers(WALLET));
    renderArea();
    expect(screen.getByRole('heading', { name: 'Mercado' })).toBeInTheDocument();
    const offers = screen.getByRole('list', { name: 'Ofertas' });
    const pack = within(offers).getByRole('listitem', { name: 'Sobre general' });
    expect(within(pack).getByText('4000,00 HUESO (billetera)')).toBeInTheDocument();
    expect(within(pack).getByText('Añade Sobre general a tu inventario.')).toBeInTheDocument();
    expect(within(pack).getByRole('button', { name: 'Comprar Sobre general' })).toHaveTextContent('Comprar');
    expect(within(offers).getByText('15.000,00 HUESO (billetera)')).toBeInTheDocument();
    expect(within(offers).getByText('Ya tienes la Tierra inicial.')).toBeInTheDocument();
    const land = within(offers).getByRole('listitem', { name: 'Tierra inicial' });
    expect(within(land).getByRole('button', { name: 'Comprar Tierra inicial' })).toBeDisabled();
    for (const name of ['Subida de nivel', 'Fusión Hueso', 'Sobre especial'])
      expect(within(offers).getByRole('listitem', { name })).toBeInTheDocument();

    const wallet = screen.getByRole('region', { name: 'Tu billetera' });
    expect(await within(wallet).findByTestId('wallet-HUESO')).toHaveTextContent('5000,00');
    expect(within(wallet).getByText('HUESO (billetera)')).toBeInTheDocument();
    expect(
      within(wallet).getByText('Tus propios tokens en la cadena Hive Engine; el mercado se paga desde aquí.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abre tus sobres en el inventario' })).toBeInTheDocument();
    for (const english of [
      'Market',
      'Your wallet:',
      'HUESO (wallet)',
      'Buy',
      'You already own the Initial Land.',
      'General Pack',
      'Initial Land',
      'LVL UP',
      'Hueso Fusion',
      'Special Pack',
    ])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it('refuses a purchase the wallet cannot pay, naming the wallet HUESO and how to get more', async () => {
    server.use(...chainHandlers(WALLET));
    const { user } = renderArea({ info: makePlayer({ packInicial: false }) });
    await screen.findByTestId('wallet-HUESO');
    await user.click(screen.getByRole('button', { name: 'Comprar Sobre general' }));
    const dialog = screen.getByRole('dialog', { name: 'Comprar Sobre general' });
    const amount = within(dialog).getByLabelText('Cantidad');
    await user.clear(amount);
    await user.type(amount, '2');
    // The wallet is short and the withdrawable HUESO covers it: the guided move, in Spanish.
    expect(
      within(dialog).getByText(
        'A tu billetera le falta HUESO. Un solo paso envía 12.000 HUESO (retirable) a tu billetera, que tendrá entonces 17.000 HUESO (billetera); luego sigue la compra.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pasar a la billetera y comprar' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(within(dialog).getByText('Precio')).toBeInTheDocument();
    await user.clear(amount);
    expect(within(dialog).getByText('Escribe una cantidad entera mayor que 0')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    // Another token: its symbol, what the purchase needs and what the wallet has.
    await user.click(screen.getByRole('button', { name: 'Comprar Sobre especial' }));
    const special = screen.getByRole('dialog', { name: 'Comprar Sobre especial' });
    const count = within(special).getByLabelText('Cantidad');
    await user.clear(count);
    await user.type(count, '4');
    expect(
      within(special).getByText(
        'No tienes suficiente VIPHUESO en tu billetera: necesitas 400,00 y tienes 300,00.',
      ),
    ).toBeInTheDocument();
    expect(within(special).getByText('En tu billetera')).toBeInTheDocument();
  });
});

describe('the inventory in Español', () => {
  it('lists the items and opens a pack in Spanish', async () => {
    server.use(
      http.post(`${API}/api/abrirPack`, () =>
        HttpResponse.json({
          cartas: [
            { url: `${API}/cards/art/G014.svg`, brillante: true, item: 'G014', rareza: 'Z', cantidad: 2 },
          ],
        }),
      ),
      http.get(`${API}/api/getInformacion`, () => HttpResponse.json({ resultado: makePlayer() })),
    );
    const { user } = renderArea({ route: '/game/inventory' });
    expect(screen.getByRole('heading', { name: 'Inventario' })).toBeInTheDocument();
    const items = screen.getByRole('list', { name: 'Artículos' });
    const fusion = within(items).getByRole('listitem', { name: 'Fusión Hueso' });
    expect(within(fusion).getByText('Los artículos de fusión no se pueden abrir aquí.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compra más en el mercado' })).toBeInTheDocument();
    expect(screen.queryByText('Inventory')).not.toBeInTheDocument();

    const pack = within(items).getByRole('listitem', { name: 'Sobre general' });
    expect(within(pack).getByText(/^Tienes: \d+$/)).toBeInTheDocument();
    await user.click(within(pack).getByRole('button', { name: 'Abrir Sobre general' }));
    const dialog = screen.getByRole('dialog', { name: 'Abrir Sobre general' });
    expect(within(dialog).getByLabelText('Cantidad')).toHaveValue(1);
    expect(within(dialog).getByText(/^Tienes \d+; abre de 1 a \d+ a la vez$/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Abrir' }));

    const opened = await screen.findByRole('dialog', { name: 'Abriste Sobre general' });
    expect(within(opened).getByRole('status')).toHaveTextContent(
      'Tu carta está boca abajo: tócala para darle la vuelta.',
    );
    await user.click(within(opened).getByRole('button', { name: 'Dar la vuelta a la carta 1' }));
    expect(
      await within(opened).findByRole('button', { name: 'Una carta de rareza Zafiro…' }),
    ).toBeInTheDocument();
    expect(
      await within(opened).findByText('1 de 1 carta revelada', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(within(opened).getByRole('img', { name: 'Carta G014' })).toBeInTheDocument();
    expect(within(opened).getByText('Caballero Saeta')).toBeInTheDocument();
    expect(within(opened).getAllByText(/^Rareza Z: Zafiro, 3 de 6/)).toHaveLength(2);
    expect(within(opened).getByRole('region', { name: 'Conseguiste 1 carta' })).toBeInTheDocument();
    expect(englishTexts(opened, [INVENTORY_MESSAGES, RARITY_MESSAGES, SOUND_MESSAGES])).toEqual([]);
    expect(within(opened).getByText('Brillante')).toBeInTheDocument();
    expect(within(opened).getByText('Tienes 2')).toBeInTheDocument();
    expect(within(opened).getByRole('button', { name: 'Listo' })).toBeInTheDocument();
    expect(within(opened).queryByText('Shiny')).not.toBeInTheDocument();
  });
});
