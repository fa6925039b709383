import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { type MissionCode } from '@hueso/contract/missions';
import { loggedOut, rootReducer } from '@hueso/shared';

/** Normal missions share one slot on the server; the special mission (4) has its own. */
export type NormalCode = Exclude<MissionCode, 4>;

/**
 * The normal mission's result, collected automatically at zero: collecting, its reward shown for
 * 1.5 s, then ready for Collect (or failed, with Try again).
 */
export type NormalResultStatus = 'idle' | 'collecting' | 'showing' | 'ready' | 'failed';
export type NormalRewardUnit = 'HUESO' | 'energy';

/**
 * The UI workflow the mission cards and the mission panels share. The moves themselves (start,
 * collect) run on the platform's game-move hook (useMissionMoves.ts); the player record is the
 * query cache's.
 */
export interface MissionsState {
  /**
   * The normal mission this browser started: the server only reports an end time, so the code
   * (1, 3 or 6) and the full duration for the progress bar are known only from the start reply.
   */
  normal: { code: NormalCode | null; totalMs: number } | null;
  special: { totalMs: number } | null;
  /**
   * The normal mission's result. 'collecting' is kept here, not only in the move: the collection
   * starts from the countdown, and a panel mounted again meanwhile must not start a second one.
   */
  normalResult: { status: NormalResultStatus; reward: number; unit: NormalRewardUnit };
  /** The special mission's reward, shown once collected until Close. */
  specialResult: { status: 'idle' | 'shown'; reward: number };
}

const initialState: MissionsState = {
  normal: null,
  special: null,
  normalResult: { status: 'idle', reward: 0, unit: 'HUESO' },
  specialResult: { status: 'idle', reward: 0 },
};

export const missionsSlice = createSlice({
  name: 'missions',
  initialState,
  reducers: {
    /** A mission started here: a new run replaces the previous result of its slot. */
    missionStarted(state, action: PayloadAction<{ code: MissionCode; totalMs: number }>) {
      const { code, totalMs } = action.payload;
      if (code === 4) {
        state.special = { totalMs };
        state.specialResult = initialState.specialResult;
      } else {
        state.normal = { code, totalMs };
        state.normalResult = initialState.normalResult;
      }
    },
    normalCollectStarted(state) {
      state.normalResult = { ...initialState.normalResult, status: 'collecting' };
    },
    /** The normal mission is collected: its reward goes on display. */
    normalCollected(state, action: PayloadAction<{ reward: number; unit: NormalRewardUnit }>) {
      state.normalResult = { status: 'showing', ...action.payload };
      state.normal = null;
    },
    normalCollectFailed(state) {
      state.normalResult.status = 'failed';
    },
    /** The 1.5 s reward display is over: the Collect button takes its place. */
    rewardDisplayEnded(state) {
      if (state.normalResult.status === 'showing') state.normalResult.status = 'ready';
    },
    /** Collect read the player again: the result is done with. */
    normalRewardTaken(state) {
      state.normalResult = initialState.normalResult;
    },
    specialCollected(state, action: PayloadAction<number>) {
      state.specialResult = { status: 'shown', reward: action.payload };
      state.special = null;
    },
    specialResultClosed(state) {
      state.specialResult = initialState.specialResult;
    },
    /** Remembers the duration of a mission this browser did not start (page reloaded mid-run). */
    missionObserved(state, action: PayloadAction<{ slot: 'normal' | 'special'; totalMs: number }>) {
      const { slot, totalMs } = action.payload;
      if (slot === 'special' && !state.special) state.special = { totalMs };
      if (slot === 'normal' && !state.normal) state.normal = { code: null, totalMs };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectTrackedNormal: (s) => s.normal,
    selectTrackedSpecial: (s) => s.special,
    selectNormalResult: (s) => s.normalResult,
    selectSpecialResult: (s) => s.specialResult,
  },
});

declare module '@hueso/shared' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof missionsSlice> {}
}

/** Injected lazily into the shared root reducer; its selectors fall back to the initial state. */
const injected = missionsSlice.injectInto(rootReducer);

export const {
  missionStarted,
  normalCollectStarted,
  normalCollected,
  normalCollectFailed,
  rewardDisplayEnded,
  normalRewardTaken,
  specialCollected,
  specialResultClosed,
  missionObserved,
} = missionsSlice.actions;
export const { selectTrackedNormal, selectTrackedSpecial, selectNormalResult, selectSpecialResult } =
  injected.selectors;
