import { waitFor } from '@testing-library/react';
import { selectInformacion } from '../session/sessionSlice';
import { http, HttpResponse } from 'msw';
import { setConfig } from '../config/config';
import {
  API,
  CHAIN,
  chainHandlers,
  handlers,
  listenToServer,
  loggedInStore,
  makeInformacion,
  server,
  testConfig,
} from '../testing';
import { waitForTransaction } from '../chain/client';
import type { MovePhase, MoveSteps } from '../moves/useGameMove';
import {
  claimPayment as claimThunk,
  discardPayment,
  payToGame,
  pendingPayments,
  type PendingPayment,
} from './payments';
import { wallet } from './wallet';

setConfig(testConfig);
listenToServer();
afterEach(() => localStorage.clear());

let store = loggedInStore(makeInformacion());
beforeEach(() => {
  store = loggedInStore(makeInformacion());
});

/** The steps of a move, as useGameMove gives them, with the phases they went through. */
function recordingSteps() {
  const phases: MovePhase[] = [];
  const steps: MoveSteps = {
    sign: (request) => {
      phases.push('signing');
      return request();
    },
    confirm: (txId) => {
      phases.push('confirming');
      return waitForTransaction(txId);
    },
    credit: (call) => {
      phases.push('crediting');
      return call();
    },
  };
  return { steps, phases };
}
const claimPayment = (payment: PendingPayment) => store.dispatch(claimThunk(recordingSteps().steps, payment));

const TX = 'c'.repeat(40);
const entry: PendingPayment = {
  id: TX,
  account: 'demo',
  memo: 'General Pack',
  amount: 4000,
  symbol: 'HUESO',
};

function chainConfirms() {
  return http.post(CHAIN.blockchain, () =>
    HttpResponse.json({
      jsonrpc: '2.0',
      id: 1,
      result: {
        blockNumber: 3,
        transactionId: TX,
        sender: 'demo',
        contract: 'tokens',
        action: 'transfer',
        payload: '{}',
        logs: '{}',
      },
    }),
  );
}

function keep(payment: PendingPayment) {
  localStorage.setItem('hueso.pendingPayments', JSON.stringify([payment]));
}

describe('claimPayment', () => {
  it("forgets a credited payment, and the answer's record becomes the player's", async () => {
    keep(entry);
    server.use(
      chainConfirms(),
      http.post(`${API}/api/deposit`, () =>
        HttpResponse.json({ ok: true, usuario: makeInformacion({ dinero: 31000 }) }),
      ),
    );
    await claimPayment(entry);
    expect(selectInformacion(store.getState())?.dinero).toBe(31000);
    expect(pendingPayments('demo')).toEqual([]);
  });

  it('counts an already credited payment (409) as done', async () => {
    keep(entry);
    server.use(
      chainConfirms(),
      http.post(`${API}/api/deposit`, () =>
        HttpResponse.json({ error: 'Transaction already used' }, { status: 409 }),
      ),
      handlers.informacion(makeInformacion({ dinero: 30500 })),
    );
    await claimPayment(entry);
    expect(pendingPayments('demo')).toEqual([]);
    // Credited before: the record is read again.
    await waitFor(() => expect(selectInformacion(store.getState())?.dinero).toBe(30500));
  });

  it('accepts any answer to the deposit and reads the player record from the server', async () => {
    keep(entry);
    server.use(
      chainConfirms(),
      handlers.deposit({ received: true }),
      handlers.informacion(makeInformacion({ dinero: 29000 })),
    );
    await claimPayment(entry);
    await waitFor(() => expect(selectInformacion(store.getState())?.dinero).toBe(29000));
    expect(pendingPayments('demo')).toEqual([]);
  });

  it('keeps a payment the server does not know (404) until the player discards it', async () => {
    keep(entry);
    server.use(chainConfirms(), handlers.deposit({ error: 'Transaction not found' }, 404));
    await expect(claimPayment(entry)).rejects.toMatchObject({ status: 404 });
    expect(pendingPayments('demo')).toEqual([entry]);
    discardPayment(entry.id);
    expect(pendingPayments('demo')).toEqual([]);
  });

  it('turns malformed chain logs into a chain error text', async () => {
    keep(entry);
    server.use(...chainHandlers({}, { [TX]: { logs: 'not json' } }, 'demo'));
    const err = (await claimPayment(entry).catch((e: unknown) => e)) as Error;
    expect(err.message).toBe('The chain node sent unreadable logs for this transaction');
    expect(err.message).not.toBe('Error');
    expect(pendingPayments('demo')).toEqual([entry]);
  });

  it('keeps the payment when the server does not answer, or answers for another account', async () => {
    keep(entry);
    server.use(
      chainConfirms(),
      http.post(`${API}/api/deposit`, () => HttpResponse.error()),
    );
    await expect(claimPayment(entry)).rejects.toBeDefined();
    expect(pendingPayments('demo')).toEqual([entry]);
    server.use(
      http.post(`${API}/api/deposit`, () =>
        HttpResponse.json({ error: 'Transaction was sent by demo, not by rookie' }, { status: 403 }),
      ),
    );
    await expect(claimPayment(entry)).rejects.toMatchObject({ status: 403 });
    expect(pendingPayments('demo')).toEqual([entry]);
  });

  it('forgets a payment the server refused and returned', async () => {
    keep(entry);
    server.use(
      chainConfirms(),
      http.post(`${API}/api/deposit`, () =>
        HttpResponse.json({ error: 'Nope. Your payment was returned.' }, { status: 400 }),
      ),
    );
    await expect(claimPayment(entry)).rejects.toMatchObject({ message: 'Nope. Your payment was returned.' });
    expect(pendingPayments('demo')).toEqual([]);
  });
});

describe('payToGame', () => {
  const request = {
    account: 'demo',
    to: 'hueso.deposit',
    amount: 4000,
    symbol: 'HUESO',
    memo: 'General Pack',
  };
  afterEach(() => {
    delete window.hive_keychain;
    wallet.answerMs = 5 * 60_000;
  });

  function keychain(
    answer: (done: (res: { success: boolean; result?: unknown; error?: string }) => void) => void,
  ) {
    window.hive_keychain = {
      requestHandshake: (cb) => cb(),
      requestSignBuffer: () => undefined,
      requestCustomJson: () => undefined,
      requestSendToken: (...args) => answer(args[5]),
    };
  }

  it("signs, confirms and credits in the move's steps, keeping the payment until it is credited", async () => {
    let keptWhileCrediting: PendingPayment[] = [];
    keychain((done) => done({ success: true, result: { id: TX } }));
    server.use(
      chainConfirms(),
      http.post(`${API}/api/deposit`, () => {
        keptWhileCrediting = pendingPayments('demo');
        return HttpResponse.json({ ok: true, usuario: makeInformacion({ dinero: 31000 }) });
      }),
    );
    const { steps, phases } = recordingSteps();
    await expect(store.dispatch(payToGame(steps, request))).resolves.toEqual(entry);
    expect(phases).toEqual(['signing', 'confirming', 'crediting']);
    expect(keptWhileCrediting).toEqual([entry]);
    expect(pendingPayments('demo')).toEqual([]);
    expect(selectInformacion(store.getState())?.dinero).toBe(31000);
  });

  it('keeps nothing when the wallet refuses', async () => {
    keychain((done) => done({ success: false, error: 'user_cancel' }));
    const { steps, phases } = recordingSteps();
    await expect(store.dispatch(payToGame(steps, request))).rejects.toMatchObject({
      message: 'Signature cancelled or failed',
    });
    expect(phases).toEqual(['signing']);
    expect(pendingPayments('demo')).toEqual([]);
  });

  it("keeps a transfer approved after the wallet's time-out, so it can still be claimed", async () => {
    wallet.answerMs = 20;
    let approve: () => void = () => undefined;
    keychain((done) => void (approve = () => done({ success: true, result: { id: TX } })));
    await expect(store.dispatch(payToGame(recordingSteps().steps, request))).rejects.toMatchObject({
      message: 'The wallet did not answer in time',
    });
    expect(pendingPayments('demo')).toEqual([]);
    approve();
    expect(pendingPayments('demo')).toEqual([entry]);
  });
});

describe('pendingPayments', () => {
  it('adopts a deposit kept by an earlier version under its own key', () => {
    localStorage.setItem('hueso.pendingDeposit', JSON.stringify({ id: TX, amount: 10, account: 'demo' }));
    expect(pendingPayments('demo', ['Deposit'])).toEqual([
      { id: TX, amount: 10, account: 'demo', memo: 'Deposit', symbol: 'HUESO' },
    ]);
    expect(localStorage.getItem('hueso.pendingDeposit')).toBeNull();
    expect(pendingPayments('rookie')).toEqual([]);
  });
});
