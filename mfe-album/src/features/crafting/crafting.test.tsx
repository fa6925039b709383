import { MONEY_MESSAGES, selectInformacion } from '@hueso/shared';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CardsResponse, Rareza } from '@hueso/contract/common';
import {
  API,
  axeViolations,
  handlers,
  makeCard,
  makePlayer,
  remoteRenderer,
  server,
  setUpRemoteTests,
} from '@hueso/shared/testing';
import App from '../../App';
import { withShiny } from '../../testing';

setUpRemoteTests();
const renderArea = remoteRenderer(App, { route: '/game/album' });

/** A card definition holding `cantidad` instances. */
const card = (ide: number, id: string, rareza: Rareza, cantidad: number) =>
  makeCard(
    ide,
    id,
    rareza,
    Array.from({ length: cantidad }, (_, i) => String(ide * 100 + i)),
  );

const CARDS: CardsResponse = {
  generalNft: [
    card(1, 'G001', 'C', 3),
    card(2, 'G002', 'C', 4),
    card(5, 'G005', 'R', 1),
    card(9, 'G009', 'Z', 0),
  ],
  especiales: [card(25, 'E001', 'C', 6)],
};

const selected = () => screen.getByRole('list', { name: 'Selected cards' });
const add = (name: RegExp) => screen.getByRole('button', { name });

describe('crafting (album page 3)', () => {
  it('follows the selection rules and crafts: Success, selection cleared, player record replaced', async () => {
    const bodies: unknown[] = [];
    server.use(
      handlers.cards(CARDS),
      handlers.informacion(makePlayer({ dinero: 4900 })),
      http.post(`${API}/api/crafting`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          carta: {
            ide: 6,
            id: 'G006',
            rareza: 'R',
            url: `${API}/cards/art/6.svg`,
            brillante: false,
            nftId: '900',
          },
          fee: 100,
          resultado: makePlayer({ dinero: 4900 }),
        });
      }),
    );
    const { user, store } = renderArea({ route: '/game/album?page=3', info: makePlayer({ dinero: 5000 }) });
    await screen.findByRole('list', { name: 'Your cards' });
    expect(screen.queryByRole('button', { name: /G009/ })).not.toBeInTheDocument(); // not owned
    expect(screen.getByText('Pick a card on the right to start')).toBeInTheDocument();

    await user.click(add(/Add G001/));
    expect(screen.getByText('You need 5 C Cards')).toBeInTheDocument();
    // Other type letter or rarity cannot join.
    expect(add(/Add E001/)).toBeDisabled();
    expect(add(/Add G005/)).toBeDisabled();
    await user.click(add(/Add G001/));
    await user.click(add(/Add G001/));
    expect(add(/Add G001/)).toBeDisabled(); // 3 owned, 3 selected
    await user.click(add(/Add G002/));
    // Clicking 'Crafting' with 4 of 5 does nothing.
    await user.click(screen.getByRole('button', { name: 'Crafting' }));
    expect(bodies).toHaveLength(0);
    // Clicking a selected card removes one copy.
    await user.click(within(selected()).getByRole('button', { name: 'Remove one G001' }));
    expect(add(/Add G001/)).toBeEnabled();
    await user.click(add(/Add G002/));
    await user.click(add(/Add G002/));
    expect(add(/Add G002/)).toBeDisabled(); // 5 of 5
    expect(screen.getByText(`Fee: 100 ${MONEY_MESSAGES.en.name.inGame}, burned`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Crafting' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        cartas: [
          { ide: 1, cantidad: 2 },
          { ide: 2, cantidad: 3 },
        ],
      },
    ]);
    expect(screen.queryByRole('list', { name: 'Selected cards' })).not.toBeInTheDocument();
    expect(screen.getByText('New card: G006 (R)')).toBeInTheDocument();
    // The new card's portrait, as the server names it, above the line that names it.
    expect(screen.getByText('New card: G006 (R)').previousElementSibling).toHaveAttribute(
      'src',
      `${API}/cards/art/6.svg`,
    );
    expect(selectInformacion(store.getState())?.dinero).toBe(4900);
  });

  it("says how many of a card's copies are shiny", async () => {
    server.use(
      handlers.cards({
        ...CARDS,
        generalNft: [withShiny(card(1, 'G001', 'C', 3), ['101']), card(2, 'G002', 'C', 4)],
      }),
    );
    renderArea({ route: '/game/album?page=3' });
    expect(await screen.findByRole('button', { name: /^Add G001/ })).toHaveTextContent('Shiny: 1');
    expect(screen.getByRole('button', { name: /^Add G002/ })).not.toHaveTextContent('Shiny');
    expect(await axeViolations()).toEqual([]);
  });

  it("shows 'Insufficient Balance Error' for 6 seconds when the server refuses", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      server.use(
        handlers.cards(CARDS),
        http.post(`${API}/api/crafting`, () =>
          HttpResponse.json(
            { error: 'Insufficient Balance Error: crafting C cards costs 100 HUESO' },
            { status: 400 },
          ),
        ),
      );
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { user } = renderArea({ route: '/game/album?page=3' });
      await screen.findByRole('list', { name: 'Your cards' });
      for (let i = 0; i < 5; i++) await user.click(add(/Add E001/));
      await user.click(screen.getByRole('button', { name: 'Crafting' }));
      expect(await screen.findByText('Insufficient Balance Error')).toBeInTheDocument();
      expect(within(selected()).getByRole('button', { name: 'Remove one E001' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(6100));
      expect(screen.queryByText('Insufficient Balance Error')).not.toBeInTheDocument();
      warn.mockRestore();
    } finally {
      jest.useRealTimers();
    }
  });
});
