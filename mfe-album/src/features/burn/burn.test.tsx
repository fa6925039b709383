import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { type CardsResponse } from '@hueso/contract/common';
import { wallet, type KeychainResponse } from '@hueso/shared/wallet';
import {
  API,
  axeViolations,
  CHAIN,
  chainHandlers,
  fakeKeychain,
  handlers,
  makeCard,
  makePlayer,
  renderWithProviders,
  server,
  setUpRemoteTests,
} from '@hueso/shared/testing';
import { withShiny } from '../../testing';
import { BurnSection } from './components/BurnSection';
import { LAST_RESUME_KEY, LEGACY_PENDING_BURN_KEY, PENDING_BURNS_KEY } from './pendingBurn';

setUpRemoteTests();

const TX = 'ab'.repeat(20);

const CARDS: CardsResponse = {
  generalNft: [makeCard(1, 'G001', 'C', ['11', '12', '13'], 'Husky'), makeCard(2, 'G002', 'C', [], 'Husky')],
  especiales: [makeCard(48, 'E024', 'L', ['90'], 'Husky')],
};
const ZERO = { C: 0, R: 0, Z: 0, E: 0, A: 0, L: 0 };
const ZERO_COUNTS = { general: ZERO, especial: ZERO };
const INFO = makePlayer({ nombre: 'Player1', dinero: 1000 });

/** The server side of a burn: records the bodies, answers with `reply` (or after a delay). */
function burnServer(reply: () => Promise<Response> | Response) {
  const bodies: { nfts: unknown; proofTx: string; bonePreview: number }[] = [];
  server.use(
    handlers.cards(CARDS),
    handlers.informacion(INFO),
    ...chainHandlers({}, { [TX]: {} }),
    http.get(`${API}/api/nft/global-counts`, () => HttpResponse.json(ZERO_COUNTS)),
    http.get(`${API}/api/burn-nft/history`, () => HttpResponse.json({ burns: [] })),
    http.post(`${API}/api/burn-nft`, async ({ request }) => {
      bodies.push((await request.json()) as (typeof bodies)[number]);
      return reply();
    }),
  );
  return bodies;
}
/** The pending burns kept in local storage. */
const stored = (): { proofTx: string; totalBone: number }[] =>
  JSON.parse(localStorage.getItem(PENDING_BURNS_KEY) ?? '[]') as { proofTx: string; totalBone: number }[];
const NFTS = [{ id: 'G001', ide: 1, rareza: 'C', cantidad: 1, instanceIds: ['11'] }];
/** Keeps pending burns as an earlier visit did. */
const keepPending = (...records: { proofTx: string; startedAt?: number; nfts?: unknown }[]) =>
  localStorage.setItem(
    PENDING_BURNS_KEY,
    JSON.stringify(records.map((r) => ({ nfts: NFTS, totalBone: 100, startedAt: Date.now(), ...r }))),
  );

const credited = (quemados: number, hueso: number) =>
  HttpResponse.json({ ok: true, quemados, hueso, proofTx: TX, resultado: { ...INFO, dinero: 1000 + hueso } });

/** Installs a Keychain that signs custom JSON with `answer`; returns its calls. */
function keychain(answer: KeychainResponse = { success: true, result: { id: TX } } as KeychainResponse) {
  const calls: unknown[][] = [];
  window.hive_keychain = fakeKeychain((method, args) => {
    calls.push([method, ...args]);
    return answer;
  });
  return calls;
}

function renderBurn(options: { timeoutMs?: number } = {}) {
  const reload = jest.fn();
  const view = renderWithProviders(<BurnSection reload={reload} timeoutMs={options.timeoutMs} />, {
    info: INFO,
  });
  return { ...view, reload };
}

const burnButton = () => screen.getByRole('button', { name: /^Burn NFTs — / });

async function chooseAndConfirm(user: ReturnType<typeof renderBurn>['user']) {
  await user.click(await screen.findByRole('button', { name: 'One more G001' }));
  await user.click(screen.getByRole('button', { name: 'One more G001' }));
  await user.click(screen.getByRole('button', { name: 'One more E024' }));
  expect(burnButton()).toHaveTextContent('Burn NFTs — +5,200 Hueso');
  await user.click(burnButton());
  const dialog = screen.getByRole('dialog', { name: 'Confirm burn' });
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

afterEach(() => sessionStorage.clear());

describe('burn (album page 6)', () => {
  it('selects up to the copies owned, confirms, signs nft.burn, posts the proof and shows the credit', async () => {
    const bodies = burnServer(() => credited(3, 5200));
    const calls = keychain();
    const { user, reload, unmount } = renderBurn();
    expect(await screen.findByRole('button', { name: 'One more G001' })).toBeInTheDocument();
    expect(screen.queryByText('G002')).not.toBeInTheDocument(); // not owned
    expect(burnButton()).toBeDisabled();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of G001' });
    await user.clear(quantity);
    await user.type(quantity, '9');
    expect(quantity).toHaveValue(3); // never more than owned
    await user.click(screen.getByRole('button', { name: 'One less G001' }));
    expect(screen.getByText('Selected: 2')).toBeInTheDocument();

    // Cancelar closes the dialog and burns nothing.
    await user.click(screen.getByRole('button', { name: 'One more E024' }));
    await user.click(burnButton());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(burnButton());
    expect(screen.getByRole('dialog', { name: 'Confirm burn' })).toHaveTextContent(/irreversible/);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('You burned 3 NFT(s)! +5,200 Hueso')).toBeInTheDocument();

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
      contractPayload: { nfts: [{ symbol: 'NFTHUESO', ids: ['11', '12', '90'] }] },
    });
    expect(bodies).toEqual([
      {
        proofTx: TX,
        bonePreview: 5200,
        nfts: [
          { id: 'G001', ide: 1, rareza: 'C', cantidad: 2, instanceIds: ['11', '12'] },
          { id: 'E024', ide: 48, rareza: 'L', cantidad: 1, instanceIds: ['90'] },
        ],
      },
    ]);
    expect(stored()).toEqual([]);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Selected: 0')).toBeInTheDocument();
    // The page after the reload shows the result again.
    unmount();
    renderBurn();
    expect(await screen.findByText('You burned 3 NFT(s)! +5,200 Hueso')).toBeInTheDocument();
  });

  it('burns plain copies before shiny ones, and says how many shiny copies burn last', async () => {
    const bodies = burnServer(() => credited(2, 200));
    server.use(
      handlers.cards({
        ...CARDS,
        generalNft: [withShiny(makeCard(1, 'G001', 'C', ['11', '12', '13'], 'Husky'), ['11'])],
      }),
    );
    const calls = keychain();
    const { user } = renderBurn();
    expect(await screen.findByText('Shiny: 1, burned last')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'One more G001' }));
    await user.click(screen.getByRole('button', { name: 'One more G001' }));
    await user.click(burnButton());
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm burn' })).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('You burned 2 NFT(s)! +200 Hueso')).toBeInTheDocument();
    expect(JSON.parse((calls[0] as string[])[4]!).contractPayload).toEqual({
      nfts: [{ symbol: 'NFTHUESO', ids: ['12', '13'] }],
    });
    expect(bodies[0]!.nfts).toEqual([
      { id: 'G001', ide: 1, rareza: 'C', cantidad: 2, instanceIds: ['12', '13'] },
    ]);
  });

  it('chooses one copy with a click on the card, and puts it back with a second click', async () => {
    burnServer(() => credited(1, 100));
    const { user, container } = renderBurn();
    const card = await screen.findByRole('button', { name: 'Choose G001 to burn' });
    expect(card).toHaveAttribute('aria-pressed', 'false');
    await user.click(card);
    expect(card).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('spinbutton', { name: 'Quantity of G001' })).toHaveValue(1);
    expect(screen.getByText('Selected: 1')).toBeInTheDocument();
    expect(burnButton()).toBeEnabled();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(card);
    expect(card).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('spinbutton', { name: 'Quantity of G001' })).toHaveValue(0);
    expect(burnButton()).toBeDisabled();
  });

  it('keeps the burn pending on a time-out, and Retry credits it once', async () => {
    let slow = true;
    const bodies = burnServer(async () => {
      if (slow) await delay(2_000);
      return credited(3, 5200);
    });
    keychain();
    const { user, reload } = renderBurn({ timeoutMs: 100 });
    await chooseAndConfirm(user);
    expect(
      await screen.findByText(
        'The confirmation took longer than expected. You can retry whenever you like.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pending burn' })).toBeInTheDocument();
    expect(stored()).toMatchObject([{ proofTx: TX, totalBone: 5200 }]);
    expect(reload).not.toHaveBeenCalled();

    slow = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Burn resumed successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pending burn' })).not.toBeInTheDocument();
    expect(stored()).toEqual([]);
    expect(bodies.map((b) => b.proofTx)).toEqual([TX, TX]);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  }, 15_000);

  it('resumes 2 minutes after the last attempt', async () => {
    const bodies = burnServer(() => credited(1, 100));
    keepPending({ proofTx: TX });
    localStorage.setItem(LAST_RESUME_KEY, JSON.stringify(Date.now() - 120_000));
    const { user } = renderBurn();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(screen.queryByText('Wait a moment before retrying.')).not.toBeInTheDocument();
  });

  it('waits 2 minutes between resume attempts and discards on Discard', async () => {
    const bodies = burnServer(() => credited(1, 100));
    keepPending({ proofTx: TX });
    // A second short of 2 minutes (120,000 ms) since the last attempt.
    localStorage.setItem(LAST_RESUME_KEY, JSON.stringify(Date.now() - 119_000));
    const { user } = renderBurn();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Wait a moment before retrying.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('The pending burn was discarded. You can try again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(stored()).toEqual([]);
  });

  it.each([
    ['the album credited it before', 'This burn was already credited', 'This burn was already credited.'],
    [
      'it was turned into arena PP',
      'This burn was already turned into arena PP',
      'This burn was already turned into arena PP',
    ],
  ])('on a 409 at resume because %s, says so and drops the pending burn', async (_, error, shown) => {
    burnServer(() => HttpResponse.json({ error }, { status: 409 }));
    keepPending({ proofTx: TX });
    const { user } = renderBurn();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(
      screen.queryByText(shown === error ? 'This burn was already credited.' : error),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(stored()).toEqual([]);
  });

  it('keeps on load a pending burn just under 15 minutes old', async () => {
    burnServer(() => credited(1, 100));
    keepPending({ proofTx: TX, startedAt: Date.now() - 15 * 60_000 + 5_000 });
    renderBurn();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(stored()).toHaveLength(1);
  });

  it('discards on load a pending burn older than 15 minutes or incomplete', async () => {
    burnServer(() => credited(1, 100));
    keepPending({ proofTx: TX, startedAt: Date.now() - 15 * 60_000 - 1_000 });
    const first = renderBurn();
    await screen.findByRole('button', { name: 'One more G001' });
    expect(screen.queryByText('Pending burn')).not.toBeInTheDocument();
    expect(stored()).toEqual([]);
    first.unmount();
    localStorage.setItem(
      PENDING_BURNS_KEY,
      JSON.stringify([{ nfts: NFTS, totalBone: 100, startedAt: Date.now() }]),
    );
    renderBurn();
    await screen.findByRole('button', { name: 'One more G001' });
    expect(screen.queryByText('Pending burn')).not.toBeInTheDocument();
  });

  it('says so when the wallet is missing, and posts nothing', async () => {
    const bodies = burnServer(() => credited(1, 100));
    const { user } = renderBurn();
    await chooseAndConfirm(user);
    expect(
      await screen.findByText(
        'You need the Hive Keychain extension installed to burn NFTs.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    expect(stored()).toEqual([]);
  });

  it('shows the cancel text when the signature is cancelled, and keeps nothing', async () => {
    const bodies = burnServer(() => credited(1, 100));
    keychain({
      success: false,
      error: 'user_cancel',
      message: 'Request was canceled by the user.',
    } as KeychainResponse);
    const { user } = renderBurn();
    await chooseAndConfirm(user);
    expect(await screen.findByText('Signature cancelled or failed')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    expect(stored()).toEqual([]);
    expect(screen.getByText('Selected: 3')).toBeInTheDocument(); // the selection stays
  });

  it("shows the chain's refusal, keeps no pending burn and credits nothing", async () => {
    const bodies = burnServer(() => credited(1, 100));
    server.use(
      ...chainHandlers({}, { [TX]: { errors: ['you must use a custom_json signed with your active key'] } }),
    );
    keychain();
    const { user } = renderBurn();
    await chooseAndConfirm(user);
    expect(await screen.findByText(/The chain refused the transaction/)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    expect(stored()).toEqual([]);
  });

  it("shows the server's refusal text and keeps the record until the player discards it", async () => {
    burnServer(() =>
      HttpResponse.json({ error: 'The proof transaction burned none of your NFTs' }, { status: 400 }),
    );
    keychain();
    const { user } = renderBurn();
    await chooseAndConfirm(user);
    expect(await screen.findByText('The proof transaction burned none of your NFTs')).toBeInTheDocument();
    // Only a credit or the expiry ends a signed burn's record: the server may be wrong for now.
    expect(stored()).toMatchObject([{ proofTx: TX }]);
    expect(screen.getByRole('heading', { name: 'Pending burn' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(stored()).toEqual([]);
  });

  it("falls back to 'Error burning NFTs' when the server refuses without saying why", async () => {
    burnServer(() => HttpResponse.json({}, { status: 400 }));
    keychain();
    const { user } = renderBurn();
    await chooseAndConfirm(user);
    expect(await screen.findByText('Error burning NFTs')).toBeInTheDocument();
    expect(stored()).toMatchObject([{ proofTx: TX }]);
  });

  it("says 'The burn could not be completed.' when the server fails without a text, and keeps the burn", async () => {
    burnServer(() => HttpResponse.json({}, { status: 500 }));
    keychain();
    const { user } = renderBurn();
    await chooseAndConfirm(user);
    expect(await screen.findByText('The burn could not be completed.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pending burn' })).toBeInTheDocument();
  });

  it.each([
    ['lacks the burned count and HUESO', { ok: true, proofTx: TX, resultado: { ...INFO, dinero: 1100 } }],
    // SPEC.md reads data.resultado or data.usuario: an answer with only the latter is a credit too.
    ['carries only usuario', { usuario: { ...INFO, dinero: 6200 } }],
  ])("shows 'Operation successful' when the credit's answer %s, and drops the record", async (_, answer) => {
    burnServer(() => HttpResponse.json(answer));
    keychain();
    const { user, reload } = renderBurn();
    await chooseAndConfirm(user);
    expect(await screen.findByText('Operation successful')).toBeInTheDocument();
    expect(stored()).toEqual([]);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('shows the three tabs: own counts with Calculate Hueso, global counts, burned counts', async () => {
    burnServer(() => credited(1, 100));
    server.use(
      http.get(`${API}/api/nft/global-counts`, ({ request }) => {
        expect(new URL(request.url).search).toBe('?prefer=nft&net=1');
        return HttpResponse.json({
          general: { C: 70, R: 0, Z: 0, E: 0, A: 0, L: 0 },
          especial: { C: 0, R: 0, Z: 0, E: 0, A: 0, L: 4 },
        });
      }),
    );
    const burned = {
      general: { C: 5, R: 0, Z: 0, E: 0, A: 0, L: 0 },
      especial: { C: 0, R: 2, Z: 0, E: 0, A: 0, L: 0 },
      total: { C: 5, R: 2, Z: 0, E: 0, A: 0, L: 0 },
    };
    const reload = jest.fn();
    const { user } = renderWithProviders(<BurnSection reload={reload} />, { info: { ...INFO, burned } });
    await screen.findByRole('button', { name: 'One more G001' });
    const panel = () => screen.getByRole('tabpanel');
    expect(within(panel()).getByRole('row', { name: 'C 3 0 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Calculate Hueso' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'With all your NFTs you would get about 5,300 Hueso.',
    );
    await user.click(screen.getByRole('tab', { name: 'GLOBAL' }));
    expect(await within(panel()).findByRole('row', { name: 'C 70 0 70' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'BURNED' }));
    expect(within(panel()).getByRole('row', { name: 'R 0 2 2' })).toBeInTheDocument();
    act(() => undefined);
  });

  describe('every signed burn is kept until the server credits it', () => {
    const TX2 = 'cd'.repeat(20);

    it('keeps a second pending burn beside the first, and the burn button says why it waits', async () => {
      burnServer(() => credited(1, 100));
      keepPending({ proofTx: TX }, { proofTx: TX2 });
      const { user } = renderBurn();
      expect(await screen.findAllByRole('heading', { name: 'Pending burn' })).toHaveLength(2);
      const waiting = () =>
        screen.getByRole('button', { name: 'Pending burn: retry or discard it before burning more' });
      await user.click(await screen.findByRole('button', { name: 'One more G001' }));
      expect(waiting()).toBeDisabled();
      // Discarding one keeps the other, and the button still waits for it.
      await user.click(screen.getAllByRole('button', { name: 'Discard' })[0]!);
      expect(stored().map((r) => r.proofTx)).toEqual([TX2]);
      expect(screen.getAllByRole('heading', { name: 'Pending burn' })).toHaveLength(1);
      expect(waiting()).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Discard' }));
      expect(burnButton()).toBeEnabled();
    });

    it('adopts the record an earlier version kept in its single slot', async () => {
      burnServer(() => credited(1, 100));
      keepPending({ proofTx: TX2 });
      localStorage.setItem(
        LEGACY_PENDING_BURN_KEY,
        JSON.stringify({ proofTx: TX, nfts: NFTS, totalBone: 100, startedAt: Date.now() }),
      );
      renderBurn();
      expect(await screen.findAllByRole('heading', { name: 'Pending burn' })).toHaveLength(2);
      expect(stored().map((r) => r.proofTx)).toEqual([TX2, TX]);
      expect(localStorage.getItem(LEGACY_PENDING_BURN_KEY)).toBeNull();
    });

    it('reads the cards again after a timed-out burn, so burned copies are not offered again', async () => {
      let cardsRead = 0;
      burnServer(async () => {
        await delay(2_000);
        return credited(3, 5200);
      });
      server.use(
        http.get(`${API}/api/getCards`, () => {
          cardsRead++;
          // After the burn the chain shows G001's copies 11 and 12 and E024 gone.
          return HttpResponse.json(
            cardsRead === 1
              ? CARDS
              : {
                  generalNft: [
                    makeCard(1, 'G001', 'C', ['13'], 'Husky'),
                    makeCard(2, 'G002', 'C', [], 'Husky'),
                  ],
                  especiales: [],
                },
          );
        }),
      );
      keychain();
      const { user } = renderBurn({ timeoutMs: 100 });
      await chooseAndConfirm(user);
      expect(
        await screen.findByText(
          'The confirmation took longer than expected. You can retry whenever you like.',
          {},
          { timeout: 4000 },
        ),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: 'One more E024' })).not.toBeInTheDocument(),
      );
      expect(screen.getByText('You own 1')).toBeInTheDocument();
      expect(cardsRead).toBeGreaterThanOrEqual(2);
    }, 15_000);

    it('keeps a burn the wallet approved after its time-out', async () => {
      const bodies = burnServer(() => credited(3, 5200));
      window.hive_keychain = fakeKeychain(
        () => ({ success: true, result: { id: TX } }) as KeychainResponse,
        400,
      );
      const answerMs = wallet.answerMs;
      wallet.answerMs = 100;
      try {
        const { user } = renderBurn();
        await chooseAndConfirm(user);
        expect(await screen.findByText('The wallet did not answer in time')).toBeInTheDocument();
        expect(stored()).toEqual([]);
        // The approval arrives late: the cards are burned, so the burn is kept for Reintentar.
        expect(
          await screen.findByRole('heading', { name: 'Pending burn' }, { timeout: 3000 }),
        ).toBeInTheDocument();
        expect(stored()).toMatchObject([{ proofTx: TX, totalBone: 5200 }]);
        expect(bodies).toHaveLength(0);
      } finally {
        wallet.answerMs = answerMs;
      }
    });

    it('keeps the record when a resume is refused, and drops it when the arena or a crafting claimed it', async () => {
      let reply = () =>
        HttpResponse.json({ error: 'Burn transaction not found on the chain' }, { status: 400 });
      burnServer(() => reply());
      keepPending({ proofTx: TX });
      const { user } = renderBurn();
      await user.click(await screen.findByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('Burn transaction not found on the chain')).toBeInTheDocument();
      expect(stored()).toMatchObject([{ proofTx: TX }]);
      localStorage.removeItem(LAST_RESUME_KEY);
      reply = () =>
        HttpResponse.json(
          { error: 'This burn paid for a crafting; it cannot be credited again' },
          { status: 409 },
        );
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(
        await screen.findByText('This burn paid for a crafting; it cannot be credited again'),
      ).toBeInTheDocument();
      expect(stored()).toEqual([]);
    });
  });

  describe('Recover a burn', () => {
    const LOST = 'ef'.repeat(20);
    const HISTORY = {
      burns: [
        { proofTx: LOST, ts: Date.UTC(2026, 10, 20, 9, 30), cards: 2, hueso: 400, state: 'unclaimed' },
        { proofTx: TX, ts: Date.UTC(2026, 10, 19, 8, 0), cards: 5, hueso: 0, state: 'crafting' },
      ],
    };

    function recoverServer() {
      const claimed: string[] = [];
      burnServer(() => credited(1, 100));
      server.use(
        http.get(`${API}/api/burn-nft/history`, () =>
          HttpResponse.json(
            claimed.length
              ? { burns: [{ ...HISTORY.burns[0], state: 'credited' }, HISTORY.burns[1]] }
              : HISTORY,
          ),
        ),
        http.post(`${API}/api/burn-nft/recover`, async ({ request }) => {
          const { proofTx } = (await request.json()) as { proofTx: string };
          if (proofTx !== LOST)
            return HttpResponse.json({ error: 'This burn belongs to another player' }, { status: 403 });
          claimed.push(proofTx);
          return HttpResponse.json({
            ok: true,
            quemados: 2,
            hueso: 400,
            proofTx,
            resultado: { ...INFO, dinero: 1400 },
          });
        }),
      );
      return claimed;
    }

    it("lists the player's burns with what each became", async () => {
      recoverServer();
      renderBurn();
      const table = await screen.findByRole('table', { name: 'Your burns' });
      expect(within(table).getByRole('row', { name: /2 400 Not credited yet Recover/ })).toBeInTheDocument();
      expect(within(table).getByRole('row', { name: /5 0 Paid for a crafting/ })).toBeInTheDocument();
    });

    it('claims a burn by the transaction id typed in, with a clear text for a bad or refused id', async () => {
      const claimed = recoverServer();
      const { user } = renderBurn();
      const field = await screen.findByRole('textbox', { name: 'Transaction id' });
      await user.type(field, 'not-a-tx');
      await user.click(screen.getByRole('button', { name: 'Recover' }));
      expect(
        screen.getByText('Enter the transaction id of your burn (40 hexadecimal characters).'),
      ).toBeInTheDocument();
      await user.clear(field);
      await user.type(field, 'AB'.repeat(20));
      await user.click(screen.getByRole('button', { name: 'Recover' }));
      expect(await screen.findByText('This burn belongs to another player')).toBeInTheDocument();
      await user.clear(field);
      await user.type(field, LOST);
      await user.click(screen.getByRole('button', { name: 'Recover' }));
      expect(await screen.findByText('Burn recovered. You burned 2 NFT(s)! +400 Hueso')).toBeInTheDocument();
      expect(claimed).toEqual([LOST]);
      expect(field).toHaveValue('');
      const table = screen.getByRole('table', { name: 'Your burns' });
      expect(
        await within(table).findByRole('row', { name: /2 400 Credited \(HUESO and PP\)/ }),
      ).toBeInTheDocument();
    });

    it('claims an unclaimed burn from the list with its own button', async () => {
      const claimed = recoverServer();
      const { user } = renderBurn();
      await user.click(await screen.findByRole('button', { name: `Recover burn ${LOST.slice(0, 10)}` }));
      expect(await screen.findByText('Burn recovered. You burned 2 NFT(s)! +400 Hueso')).toBeInTheDocument();
      expect(claimed).toEqual([LOST]);
    });
  });
});
