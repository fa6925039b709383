import { createAppStore, informacionUpdated } from '@hueso/shared';
import { makePlayer } from '@hueso/shared/testing';
import {
  missionObserved,
  missionsSlice,
  rewardDisplayEnded,
  selectNormalResult,
  selectStartPending,
  selectTrackedNormal,
  specialResultClosed,
} from './missionsSlice';

describe('missionsSlice', () => {
  it('is injected lazily: selectors work before its first action', () => {
    const store = createAppStore();
    expect(selectNormalResult(store.getState())).toEqual({ status: 'idle', reward: 0, unit: 'HUESO' });
    expect(selectStartPending(store.getState(), 1)).toBe(false);
    store.dispatch(informacionUpdated(makePlayer()));
    expect(store.getState().missions).toEqual(missionsSlice.getInitialState());
  });

  it('keeps the first observed duration of a mission it did not start', () => {
    const store = createAppStore();
    store.dispatch(missionObserved({ slot: 'normal', totalMs: 5000 }));
    store.dispatch(missionObserved({ slot: 'normal', totalMs: 1000 }));
    expect(selectTrackedNormal(store.getState())).toEqual({ code: null, totalMs: 5000 });
  });

  it('ends the reward display only while it is showing', () => {
    const state = missionsSlice.reducer(undefined, rewardDisplayEnded());
    expect(state.normalResult.status).toBe('idle');
    const showing = {
      ...state,
      normalResult: { status: 'showing' as const, reward: 5, unit: 'HUESO' as const },
    };
    expect(missionsSlice.reducer(showing, rewardDisplayEnded()).normalResult.status).toBe('ready');
    const shown = { ...state, specialResult: { status: 'shown' as const, reward: 9 } };
    expect(missionsSlice.reducer(shown, specialResultClosed()).specialResult).toEqual({
      status: 'idle',
      reward: 0,
    });
  });
});
