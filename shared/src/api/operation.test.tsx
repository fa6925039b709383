import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { usuarioResponseSchema, type OperationState } from '@hueso/contract/common';
import { setConfig } from '../config/config';
import { setLanguage } from '../i18n/language';
import { useGameMove, type MovePhase } from '../moves/useGameMove';
import { createAppStore } from '../store/store';
import { API, listenToServer, makeInformacion, server, testConfig } from '../testing';
import { followOperation, OPERATION_FOLLOW, request } from './client';

setConfig(testConfig);
listenToServer();
afterEach(() => setLanguage('en'));

const PENDING = { pending: true as const, operacion: 7, transactionId: 'e'.repeat(40) };
const usuario = makeInformacion({ dinero: 9000 });

/** A route that answers 202, and GET /api/operacion/7 answering `states` in turn (the last repeats). */
function pendingRoute(states: Partial<OperationState>[]) {
  const polls: string[] = [];
  server.use(
    http.post(`${API}/api/abrirPack`, () => HttpResponse.json(PENDING, { status: 202 })),
    http.get(`${API}/api/operacion/:id`, ({ params }) => {
      polls.push(params.id as string);
      const state = states[Math.min(polls.length - 1, states.length - 1)];
      return HttpResponse.json({
        id: 7,
        kind: 'issue_cards',
        transactionId: PENDING.transactionId,
        status: 'pending',
        ...state,
      });
    }),
  );
  return polls;
}

const openPack = () =>
  request(usuarioResponseSchema, { method: 'POST', url: '/api/abrirPack', data: { pack: 1 } });

describe('a move the chain has not confirmed yet (202)', () => {
  it("is followed until done, and the operation's result is the route's answer", async () => {
    const polls = pendingRoute([{}, { status: 'done', result: { ok: true, usuario } }]);
    await expect(openPack()).resolves.toEqual({ usuario });
    expect(polls).toEqual(['7', '7']);
  });

  it('follows a 503 that carries a saved operation (the node went down after signing) to its end', async () => {
    const polls = pendingRoute([{ status: 'done', result: { ok: true, usuario } }]);
    server.use(
      http.post(`${API}/api/abrirPack`, () =>
        HttpResponse.json(
          {
            error: 'The chain node is unreachable; your operation is saved and completes when it is back',
            ...PENDING,
          },
          { status: 503 },
        ),
      ),
    );
    await expect(openPack()).resolves.toEqual({ usuario });
    expect(polls).toEqual(['7']);
  });

  it('shows the text of a 503 that carries no operation (nothing was changed)', async () => {
    server.use(
      http.post(`${API}/api/abrirPack`, () =>
        HttpResponse.json(
          { error: 'The chain node is unreachable; nothing was changed, try again later' },
          { status: 503 },
        ),
      ),
    );
    await expect(openPack()).rejects.toMatchObject({
      message: 'The chain node is unreachable; nothing was changed, try again later',
      status: 503,
    });
  });

  it('fails with the reversal text when the chain refused it (nothing was charged)', async () => {
    pendingRoute([{ status: 'reversed', error: 'The chain refused the issue: not enough BEE' }]);
    await expect(openPack()).rejects.toMatchObject({
      message: 'The chain refused the issue: not enough BEE',
      code: 'OPERATION_REVERSED',
    });
  });

  it('keeps polling through a lost poll, and stops waiting after its bound with a text in the language', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/api/operacion/:id`, () => {
        calls++;
        if (calls === 1) return HttpResponse.error();
        return HttpResponse.json({ id: 7, kind: 'withdraw', status: 'pending', transactionId: 'x' });
      }),
    );
    setLanguage('es');
    // A bound with room for a few polls however busy the machine is: the test counts polls, not time.
    await expect(
      followOperation(PENDING, { ...OPERATION_FOLLOW, intervalMs: 10, timeoutMs: 400 }),
    ).rejects.toMatchObject({
      message: 'La cadena aún no lo ha confirmado. Se completará por sí solo: vuelve a mirar en un minuto.',
      status: 202,
    });
    // The lost poll was tried again.
    expect(calls).toBeGreaterThanOrEqual(2);
  });

  it('ends the wait on a refusal of the poll itself (an operation of another player)', async () => {
    server.use(
      http.get(`${API}/api/operacion/:id`, () =>
        HttpResponse.json({ error: 'Operation not found' }, { status: 404 }),
      ),
    );
    await expect(
      followOperation(PENDING, { ...OPERATION_FOLLOW, intervalMs: 10, timeoutMs: 5000 }),
    ).rejects.toMatchObject({
      message: 'Operation not found',
      status: 404,
    });
  });

  it("shows the move as 'confirming' while it is followed, then the success toast", async () => {
    pendingRoute([{}, { status: 'done', result: { ok: true, usuario } }]);
    const store = createAppStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const phases: MovePhase[] = [];
    const { result } = renderHook(
      () => {
        const move = useGameMove({ run: (steps) => steps.credit(openPack), success: 'Pack opened' });
        phases.push(move.phase);
        return move;
      },
      { wrapper },
    );
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.run();
    });
    await waitFor(() => expect(result.current.phase).toBe('confirming'));
    await act(() => done);
    expect(await done).toEqual({ usuario });
    expect(phases).toEqual(expect.arrayContaining(['crediting', 'confirming']));
    expect(phases.indexOf('crediting')).toBeLessThan(phases.indexOf('confirming'));
    expect(result.current.phase).toBe('idle');
    expect(store.getState().toasts).toEqual([
      expect.objectContaining({ text: 'Pack opened', kind: 'success' }),
    ]);
  });

  it('toasts the reversal text as an error', async () => {
    pendingRoute([{ status: 'reversed', error: 'Withdrawal returned: the chain refused it' }]);
    const store = createAppStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(
      () => useGameMove({ run: (steps) => steps.credit(openPack), success: 'Done' }),
      { wrapper },
    );
    await act(async () => {
      await expect(result.current.run()).resolves.toBeUndefined();
    });
    expect(store.getState().toasts).toEqual([
      expect.objectContaining({ text: 'Withdrawal returned: the chain refused it', kind: 'error' }),
    ]);
  });
});

describe("a route given the player's own transaction the chain has not processed yet (202)", () => {
  const WAITING = { pending: true, transactionId: 'f'.repeat(40) };
  const follow = { ...OPERATION_FOLLOW };
  afterEach(() => Object.assign(OPERATION_FOLLOW, follow));

  function depositRoute(waitingAnswers: number) {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/api/deposit`, async ({ request: req }) => {
        bodies.push(await req.json());
        return bodies.length <= waitingAnswers
          ? HttpResponse.json(WAITING, { status: 202 })
          : HttpResponse.json({ ok: true, usuario });
      }),
    );
    return bodies;
  }
  const deposit = () =>
    request(usuarioResponseSchema, {
      method: 'POST',
      url: '/api/deposit',
      data: { id: WAITING.transactionId },
    });

  it('posts the same request again until the chain has processed it', async () => {
    Object.assign(OPERATION_FOLLOW, { repostMs: 20 });
    const bodies = depositRoute(2);
    await expect(deposit()).resolves.toEqual({ usuario });
    expect(bodies).toEqual([
      { id: WAITING.transactionId },
      { id: WAITING.transactionId },
      { id: WAITING.transactionId },
    ]);
  });

  it('stops after its bound, saying to try again', async () => {
    Object.assign(OPERATION_FOLLOW, { repostMs: 20, timeoutMs: 400 });
    const bodies = depositRoute(Infinity);
    await expect(deposit()).rejects.toMatchObject({
      message: 'The chain has not processed your transaction yet. Try again in a minute.',
      status: 202,
      code: 'PROOF_PENDING',
    });
    // Posted again before giving up (how many times depends on the machine's speed, not the rule).
    expect(bodies.length).toBeGreaterThanOrEqual(2);
  });
});
