import { selectInformacion } from '@hueso/shared';
import { MONEY_MESSAGES } from '@hueso/shared/play';
import { type KeychainResponse } from '@hueso/shared/wallet';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CardsResponse, Rareza } from '@hueso/contract/common';
import {
  API,
  axeViolations,
  CHAIN,
  chainHandlers,
  fakeKeychain,
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

const TX = 'b'.repeat(40);
const CRAFTED = {
  carta: { ide: 6, id: 'G006', rareza: 'R', url: `${API}/cards/art/6.svg`, brillante: false, nftId: '900' },
  fee: 100,
  resultado: makePlayer({ dinero: 4900 }),
};

/** A Keychain whose custom JSON requests answer `answer`; returns the requests it received. */
function keychain(answer: KeychainResponse = { success: true, result: { id: TX } }) {
  const calls: unknown[][] = [];
  window.hive_keychain = fakeKeychain((method, args) => {
    calls.push([method, ...args]);
    return answer;
  });
  return calls;
}

/** POST /api/crafting answering `answer`; returns the bodies it received. */
function craftingRoute(answer: () => Response = () => HttpResponse.json(CRAFTED)) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/api/crafting`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

/** Opens page 3 and selects five copies of E001 (a complete C crafting). */
async function selectFiveE001(info = makePlayer({ dinero: 5000 })) {
  const view = renderArea({ route: '/game/album?page=3', info });
  await screen.findByRole('list', { name: 'Your cards' });
  for (let i = 0; i < 5; i++) await view.user.click(add(/Add E001/));
  return view;
}

describe('crafting (album page 3)', () => {
  it('follows the selection rules, burns the copies in the wallet and crafts against that burn', async () => {
    const calls = keychain();
    server.use(
      handlers.cards(CARDS),
      handlers.informacion(makePlayer({ dinero: 4900 })),
      ...chainHandlers({}, { [TX]: {} }),
    );
    const bodies = craftingRoute();
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
    // The player's own nft.burn of the chosen copies, signed with the Active key as the burn page does.
    expect(calls).toHaveLength(1);
    const [method, account, id, key, json, display] = calls[0] as string[];
    expect([method, account, id, key, display]).toEqual([
      'custom',
      'player1',
      CHAIN.sidechainId,
      'Active',
      'Burn NFTs (HE)',
    ]);
    expect(JSON.parse(json!)).toEqual({
      contractName: 'nft',
      contractAction: 'burn',
      contractPayload: { nfts: [{ symbol: 'NFTHUESO', ids: ['100', '101', '200', '201', '202'] }] },
    });
    expect(bodies).toEqual([
      {
        cartas: [
          { ide: 1, cantidad: 2 },
          { ide: 2, cantidad: 3 },
        ],
        proofTx: TX,
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

  it('accepts the spec-shaped answer (only resultado): success, the record replaced, no card to reveal', async () => {
    keychain();
    server.use(handlers.cards(CARDS), ...chainHandlers({}, { [TX]: {} }));
    const bodies = craftingRoute(() => HttpResponse.json({ resultado: makePlayer({ dinero: 4900 }) }));
    const { user, store } = await selectFiveE001();
    await user.click(screen.getByRole('button', { name: 'Crafting' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Selected cards' })).not.toBeInTheDocument();
    expect(screen.queryByText(/New card:/)).not.toBeInTheDocument();
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

  it('burns plain copies before shiny ones', async () => {
    const calls = keychain();
    server.use(
      handlers.cards({ ...CARDS, especiales: [withShiny(card(25, 'E001', 'C', 6), ['2500', '2502'])] }),
      ...chainHandlers({}, { [TX]: {} }),
    );
    craftingRoute();
    const { user } = await selectFiveE001();
    await user.click(screen.getByRole('button', { name: 'Crafting' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    const json = JSON.parse((calls[0] as string[])[4]!) as { contractPayload: { nfts: { ids: string[] }[] } };
    expect(json.contractPayload.nfts[0]!.ids).toEqual(['2501', '2503', '2504', '2505', '2500']);
  });

  it('changes nothing when the signature is cancelled', async () => {
    const calls = keychain({ success: false, error: 'user_cancel' });
    server.use(handlers.cards(CARDS));
    const bodies = craftingRoute();
    const { user } = await selectFiveE001();
    await user.click(screen.getByRole('button', { name: 'Crafting' }));
    expect(await screen.findByText('Signature cancelled or failed')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(bodies).toEqual([]);
    expect(within(selected()).getByRole('button', { name: 'Remove one E001' })).toBeInTheDocument();
  });

  it("shows 'Insufficient Balance Error' for 6 seconds, before anything is signed, when the fee is not there", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const calls = keychain();
      server.use(handlers.cards(CARDS));
      const bodies = craftingRoute();
      const { user } = await selectFiveE001(makePlayer({ dinero: 99 }));
      await user.click(screen.getByRole('button', { name: 'Crafting' }));
      expect(await screen.findByText('Insufficient Balance Error')).toBeInTheDocument();
      expect(calls).toEqual([]);
      expect(bodies).toEqual([]);
      expect(within(selected()).getByRole('button', { name: 'Remove one E001' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(6100));
      expect(screen.queryByText('Insufficient Balance Error')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('posts nothing when the chain refuses the burn, and shows its reason', async () => {
    keychain();
    server.use(
      handlers.cards(CARDS),
      ...chainHandlers({}, { [TX]: { errors: ['you must use a custom_json signed with your active key'] } }),
    );
    const bodies = craftingRoute();
    const { user } = await selectFiveE001();
    await user.click(screen.getByRole('button', { name: 'Crafting' }));
    expect(
      await screen.findByText(/you must use a custom_json signed with your active key/),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('still posts the crafting when the chain node cannot say yet whether it burned (the server reads it)', async () => {
    keychain();
    server.use(
      handlers.cards(CARDS),
      http.post(CHAIN.blockchain, () => HttpResponse.json({ error: 'busy' }, { status: 503 })),
    );
    const bodies = craftingRoute();
    const { user } = await selectFiveE001();
    await user.click(screen.getByRole('button', { name: 'Crafting' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(bodies).toEqual([{ cartas: [{ ide: 25, cantidad: 5 }], proofTx: TX }]);
  });

  it('names the unused burn when the server refuses after the chain burned the cards', async () => {
    keychain();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(handlers.cards(CARDS), ...chainHandlers({}, { [TX]: {} }));
    craftingRoute(() => HttpResponse.json({ error: 'The burn does not cover the cards' }, { status: 400 }));
    const { user } = await selectFiveE001();
    await user.click(screen.getByRole('button', { name: 'Crafting' }));
    expect(
      await screen.findByText(
        `Crafting failed: The burn does not cover the cards. Your cards' burn (transaction ${TX}) was not used: Burn NFTs can still claim it.`,
      ),
    ).toBeInTheDocument();
    // The burned copies leave the selection.
    expect(screen.queryByRole('list', { name: 'Selected cards' })).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('waits for a crafting the chain has not confirmed yet (202) and shows the new card', async () => {
    keychain();
    server.use(
      handlers.cards(CARDS),
      ...chainHandlers({}, { [TX]: {} }),
      http.get(`${API}/api/operacion/:id`, () =>
        HttpResponse.json({
          id: 3,
          kind: 'issue_cards',
          status: 'done',
          transactionId: 'c'.repeat(40),
          result: CRAFTED,
        }),
      ),
    );
    craftingRoute(() =>
      HttpResponse.json({ pending: true, operacion: 3, transactionId: 'c'.repeat(40) }, { status: 202 }),
    );
    const { user } = await selectFiveE001();
    await user.click(screen.getByRole('button', { name: 'Crafting' }));
    await waitFor(() => expect(screen.getByText('Waiting for the chain to confirm…')).toBeInTheDocument());
    // The operation is polled about a second apart.
    expect(await screen.findByText('New card: G006 (R)', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
  });
});
