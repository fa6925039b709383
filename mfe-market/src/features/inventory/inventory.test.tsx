import { act, fireEvent, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { OpenedCard } from '@hueso/contract/common';
import { API, makePlayer, remoteRenderer, server, setUpRemoteTests } from '@hueso/shared/testing';
import App from '../../App';

setUpRemoteTests();
const renderArea = remoteRenderer(App, { route: '/game/market' });

const card = (item: string, overrides: Partial<OpenedCard> = {}): OpenedCard => ({
  url: `${API}/cards/art/${item}.svg`,
  brillante: false,
  item,
  rareza: 'C',
  cantidad: 1,
  ...overrides,
});

function item(name: string) {
  return screen.getByRole('listitem', { name });
}

async function openDialog(name: string, info = makePlayer()) {
  const view = renderArea({ route: '/game/inventory', info });
  await view.user.click(within(item(name)).getByRole('button', { name: `Open ${name}` }));
  return { ...view, dialog: screen.getByRole('dialog', { name: `Open ${name}` }) };
}

describe('inventory screen', () => {
  it('lists the five default items merged with the server inventory, missing ones at 0', () => {
    renderArea({ route: '/game/inventory' });
    expect(screen.getByRole('heading', { name: 'Inventory' })).toBeInTheDocument();
    const names = within(screen.getByRole('list', { name: 'Items' }))
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(names).toEqual(['General Pack', 'Special Pack', 'LVL', 'Hueso Fusion', 'Stake Ticket']);
    // Each item shows its own drawn picture, decorative beside its name.
    const pictures = names.map((name) => item(name!).querySelector('img')?.getAttribute('src'));
    for (const src of pictures) expect(src).toMatch(/\/items\/art\/[^/]+\.svg$/);
    expect(new Set(pictures).size).toBe(5);
    expect(within(item('General Pack')).getByText('Owned: 3')).toBeInTheDocument();
    expect(within(item('Special Pack')).getByText('Owned: 0')).toBeInTheDocument();
    expect(within(item('Special Pack')).getByRole('button', { name: 'Open Special Pack' })).toBeDisabled();
    expect(within(item('Stake Ticket')).getByText('Owned: 2')).toBeInTheDocument();
    expect(within(item('Hueso Fusion')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(item('Hueso Fusion')).getByText('Fusion items cannot be opened here.')).toBeInTheDocument();
  });

  it('accepts 1 to min(owned, 10) and disables Open (Abrir) otherwise', async () => {
    const many = makePlayer({ inventario: [{ nombre: 'General Pack', cantidad: 15, image: 'g.svg' }] });
    const { user, dialog } = await openDialog('General Pack', many);
    const amount = within(dialog).getByLabelText('Amount');
    const abrir = within(dialog).getByRole('button', { name: 'Open' });
    expect(within(dialog).getByText('You own 15; open 1 to 10 at a time')).toBeInTheDocument();
    for (const bad of ['0', '11', '2.5', '-1']) {
      await user.clear(amount);
      await user.type(amount, bad);
      expect(abrir).toBeDisabled();
    }
    await user.clear(amount);
    expect(abrir).toBeDisabled();
    await user.type(amount, '10');
    expect(abrir).toBeEnabled();
  });

  it('never accepts more than owned', async () => {
    const { user, dialog } = await openDialog('General Pack');
    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '4');
    expect(within(dialog).getByRole('button', { name: 'Open' })).toBeDisabled();
  });

  it('opens packs, shows Opening... while the request runs, reveals the cards and refreshes the info', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/api/abrirPack`, async ({ request }) => {
        body = await request.json();
        await delay(50);
        return HttpResponse.json({
          cartas: [
            card('G001'),
            card('G014', { rareza: 'Z', brillante: true, cantidad: 2, url: `${API}/cards/art/14-shiny.svg` }),
            card('G002'),
          ],
        });
      }),
      http.get(`${API}/api/getInformacion`, () =>
        HttpResponse.json({ resultado: makePlayer({ inventario: [] }) }),
      ),
    );
    const { user, dialog } = await openDialog('General Pack');
    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Open' }));
    expect(await within(dialog).findByRole('button', { name: 'Opening...' })).toBeDisabled();

    const opened = await screen.findByRole('dialog', { name: 'General Pack opened' });
    expect(body).toEqual({ pack: 'General Pack', user: 'player1', cantidad: 3 });
    // Face down first: no empty box, no count of revealed cards before one is.
    expect(within(opened).getByRole('status')).toHaveTextContent(
      '3 cards face down: tap one to turn it over.',
    );
    await user.click(within(opened).getByRole('button', { name: 'Show all' }));
    expect(within(opened).getByText('3 of 3 cards revealed')).toBeInTheDocument();
    const cards = within(within(opened).getByRole('list', { name: 'Opened cards' })).getAllByRole('img');
    expect(cards.map((img) => img.getAttribute('alt'))).toEqual(['Card G001', 'Card G014', 'Card G002']);
    // The shiny card is revealed with its shiny portrait, as the server names it.
    expect(cards[1]).toHaveAttribute('src', `${API}/cards/art/14-shiny.svg`);
    expect(within(opened).getByText('Shiny')).toBeInTheDocument();
    expect(within(opened).getAllByText(/^Rarity Z: Sapphire, 3 of 6/)).toHaveLength(2);
    expect(within(opened).getByText('You own 2')).toBeInTheDocument();
    // The summary: how many of each rarity, and the shiny ones.
    const summary = within(opened).getByRole('region', { name: 'You got 3 cards' });
    expect(summary).toHaveTextContent('2 × C · Common');
    expect(summary).toHaveTextContent('1 × Z · Sapphire');
    expect(summary).toHaveTextContent('Shiny: 1');

    await user.click(within(opened).getByRole('button', { name: 'Done' }));
    expect(within(item('General Pack')).getByText('Owned: 0')).toBeInTheDocument();
  }, 20_000);

  it('reveals the cards one by one, or all at once', async () => {
    server.use(
      http.post(`${API}/api/abrirPack`, () =>
        HttpResponse.json({ cartas: [card('G001'), card('G002'), card('G003')] }),
      ),
      http.get(`${API}/api/getInformacion`, () => HttpResponse.json({ resultado: makePlayer() })),
    );
    const { user, dialog } = await openDialog('General Pack');
    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Open' }));
    const opened = await screen.findByRole('dialog', { name: 'General Pack opened' });
    // On its own, the first card says its rarity on its back, then shows its face.
    expect(
      await within(opened).findByRole('button', { name: 'A card of rarity Common…' }, { timeout: 2000 }),
    ).toBeDisabled();
    expect(
      await within(opened).findByText('1 of 3 cards revealed', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(within(opened).getByRole('img', { name: 'Card G001' })).toBeInTheDocument();
    // A tap turns over the card tapped, out of order too.
    await user.click(within(opened).getByRole('button', { name: 'Turn over card 3' }));
    expect(
      await within(opened).findByText('2 of 3 cards revealed', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(within(opened).getByRole('img', { name: 'Card G003' })).toBeInTheDocument();
    expect(within(opened).getByRole('button', { name: 'Turn over card 2' })).toBeInTheDocument();
    expect(within(opened).queryByRole('region', { name: 'You got 3 cards' })).not.toBeInTheDocument();
    // Sound is off until the player turns it on, and the choice is remembered.
    const sound = within(opened).getByRole('button', { name: 'Sound' });
    expect(sound).toHaveAttribute('aria-pressed', 'false');
    await user.click(sound);
    expect(sound).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('hueso.sound')).toBe('on');
    localStorage.removeItem('hueso.sound');
    await user.click(within(opened).getByRole('button', { name: 'Show all' }));
    expect(within(opened).getByText('3 of 3 cards revealed')).toBeInTheDocument();
    expect(within(opened).queryByRole('button', { name: /^Turn over/ })).not.toBeInTheDocument();
    expect(within(opened).getByRole('region', { name: 'You got 3 cards' })).toBeInTheDocument();
  }, 20_000);

  it('opens tickets with abrirTicket and accepts a single carta', async () => {
    server.use(
      http.post(`${API}/api/abrirTicket`, () => HttpResponse.json({ carta: card('E005', { rareza: 'R' }) })),
      http.get(`${API}/api/getInformacion`, () => HttpResponse.json({ resultado: makePlayer() })),
    );
    const { user, dialog } = await openDialog('Stake Ticket');
    await user.click(within(dialog).getByRole('button', { name: 'Open' }));
    const opened = await screen.findByRole('dialog', { name: 'Stake Ticket opened' });
    expect(within(opened).queryByText(/revealed/)).not.toBeInTheDocument();
    expect(
      await within(opened).findByText('1 of 1 card revealed', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(within(opened).getByRole('img', { name: 'Card E005' })).toBeInTheDocument();
  });

  it('shows the new level after opening LVL items', async () => {
    server.use(
      http.post(`${API}/api/abrirPack`, () => HttpResponse.json({ cartas: [], nivel: 5 })),
      http.get(`${API}/api/getInformacion`, () => HttpResponse.json({ resultado: makePlayer({ nivel: 5 }) })),
    );
    const info = makePlayer({ inventario: [{ nombre: 'LVL', cantidad: 2, image: 'l.svg' }] });
    const { user, dialog } = await openDialog('LVL', info);
    await user.click(within(dialog).getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Level up! You are now level 5.')).toBeInTheDocument();
  });

  it('opens once when the form is submitted twice at once', async () => {
    let requests = 0;
    server.use(
      http.post(`${API}/api/abrirPack`, () => {
        requests++;
        return HttpResponse.json({ cartas: [card('G001')] });
      }),
      http.get(`${API}/api/getInformacion`, () => HttpResponse.json({ resultado: makePlayer() })),
    );
    const { dialog } = await openDialog('General Pack');
    const form = within(dialog).getByRole('form', { name: 'Open General Pack' });
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(await screen.findByRole('dialog', { name: 'General Pack opened' })).toBeInTheDocument();
    expect(requests).toBe(1);
  });

  it('keeps the dialog open with the server error when opening fails', async () => {
    server.use(
      http.get(`${API}/api/getInformacion`, () => HttpResponse.json({ resultado: makePlayer() })),
      http.post(`${API}/api/abrirPack`, () =>
        HttpResponse.json({ error: 'You have 2 General Pack, not 3' }, { status: 400 }),
      ),
    );
    const { user, dialog } = await openDialog('General Pack');
    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Open' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have 2 General Pack, not 3');
    expect(within(dialog).getByRole('button', { name: 'Open' })).toBeEnabled();
  });

  it('reports a malformed answer instead of revealing nonsense', async () => {
    server.use(
      http.post(`${API}/api/abrirPack`, () => HttpResponse.json({ cartas: [{ item: 3 }] })),
      http.get(`${API}/api/getInformacion`, () => HttpResponse.json({ resultado: makePlayer() })),
    );
    const { user, dialog } = await openDialog('General Pack');
    await user.click(within(dialog).getByRole('button', { name: 'Open' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Unexpected response from the server/);
  });
});
