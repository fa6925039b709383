import { createAppStore, loggedIn } from '@hueso/shared';
import {
  missionObserved,
  missionsSlice,
  missionStarted,
  normalCollected,
  rewardDisplayEnded,
  selectNormalResult,
  selectTrackedNormal,
  specialCollected,
  specialResultClosed,
} from './missionsSlice';

describe('missionsSlice', () => {
  it('is injected lazily: selectors work before its first action', () => {
    const store = createAppStore();
    expect(selectNormalResult(store.getState())).toEqual({ status: 'idle', reward: 0, unit: 'HUESO' });
    expect(selectTrackedNormal(store.getState())).toBeNull();
    store.dispatch(loggedIn({ nombre: 'player1' }));
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
    const showing = missionsSlice.reducer(state, normalCollected({ reward: 5, unit: 'HUESO' }));
    expect(missionsSlice.reducer(showing, rewardDisplayEnded()).normalResult.status).toBe('ready');
    const shown = missionsSlice.reducer(state, specialCollected(9));
    expect(shown.specialResult).toEqual({ status: 'shown', reward: 9 });
    expect(missionsSlice.reducer(shown, specialResultClosed()).specialResult).toEqual({
      status: 'idle',
      reward: 0,
    });
  });

  it('a new run of a slot replaces its previous result', () => {
    let state = missionsSlice.reducer(undefined, normalCollected({ reward: 5, unit: 'energy' }));
    state = missionsSlice.reducer(state, specialCollected(9));
    state = missionsSlice.reducer(state, missionStarted({ code: 6, totalMs: 1000 }));
    expect(state.normal).toEqual({ code: 6, totalMs: 1000 });
    expect(state.normalResult).toEqual({ status: 'idle', reward: 0, unit: 'HUESO' });
    expect(state.specialResult).toEqual({ status: 'shown', reward: 9 });
    state = missionsSlice.reducer(state, missionStarted({ code: 4, totalMs: 2000 }));
    expect(state.special).toEqual({ totalMs: 2000 });
    expect(state.specialResult).toEqual({ status: 'idle', reward: 0 });
  });
});
