import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { act, renderHook } from '@testing-library/react';
import { TOAST_MS } from '@hueso/contract/common';
import { ApiError } from '../api/client';
import { createAppStore } from '../store/store';
import { useGameMove } from './useGameMove';

function renderMove<R>(run: () => Promise<R>, toastMs?: number) {
  const store = createAppStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(
    () => useGameMove({ run, success: 'Done', failure: () => 'Refused', toastMs }),
    { wrapper },
  );
  return { store, move: () => result.current };
}

describe('useGameMove', () => {
  it('runs one move at a time: a second run while the first runs does nothing', async () => {
    let calls = 0;
    let finish: (value: number) => void = () => undefined;
    const { move } = renderMove(() => {
      calls++;
      return new Promise<number>((done) => (finish = done));
    });
    let first: Promise<number | undefined> = Promise.resolve(undefined);
    let second: Promise<number | undefined> = Promise.resolve(undefined);
    act(() => {
      first = move().run();
      second = move().run();
    });
    expect(move().busy).toBe(true);
    await act(async () => finish(7));
    expect(await first).toBe(7);
    expect(await second).toBeUndefined();
    expect(calls).toBe(1);
    expect(move().busy).toBe(false);
  });

  it("shows its toasts for the move's own duration, else the platform's", async () => {
    const done = renderMove(() => Promise.resolve(1), 4000);
    await act(() => done.move().run());
    expect(done.store.getState().toasts).toEqual([
      expect.objectContaining({ text: 'Done', kind: 'success', durationMs: 4000 }),
    ]);
    const refused = renderMove(() => Promise.reject(new ApiError('No', 409)));
    await act(() => refused.move().run());
    expect(refused.store.getState().toasts).toEqual([
      expect.objectContaining({ text: 'Refused', kind: 'error', durationMs: TOAST_MS }),
    ]);
  });
});
