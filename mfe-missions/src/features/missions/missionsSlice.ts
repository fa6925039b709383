import { createAsyncThunk, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { isWhitelisted, SPECIAL_NOT_AVAILABLE, type MissionCode } from '@hueso/contract';
import {
  getConfig,
  loggedOut,
  refreshInformacion,
  rootReducer,
  selectClockOffset,
  selectInformacion,
  showToast,
  toApiError,
  unwrapCall,
  type AppDispatch,
  type RootState,
} from '@hueso/shared';
import { missionsApi } from './api/missionsApi';
import { MISSION_MESSAGES } from './messages';

/** Normal missions share one slot on the server; the special mission (4) has its own. */
export type NormalCode = Exclude<MissionCode, 4>;

export type NormalResultStatus = 'idle' | 'collecting' | 'showing' | 'ready' | 'refreshing' | 'failed';
export type SpecialResultStatus = 'idle' | 'collecting' | 'shown' | 'failed';

export interface MissionsState {
  /** Start requests in flight, by mission code. */
  pending: Partial<Record<MissionCode, boolean>>;
  /**
   * The normal mission this browser started: the server only reports an end time, so the code
   * (1, 3 or 6) and the full duration for the progress bar are known only from the start reply.
   */
  normal: { code: NormalCode | null; totalMs: number } | null;
  special: { totalMs: number } | null;
  /** Automatic collection of the normal mission: reward shown for 1.5 s, then Collect. */
  normalResult: { status: NormalResultStatus; reward: number; unit: 'HUESO' | 'energy' };
  /** Manual collection of the special mission: Collect, reward, then Close. */
  specialResult: { status: SpecialResultStatus; reward: number };
}

const initialState: MissionsState = {
  pending: {},
  normal: null,
  special: null,
  normalResult: { status: 'idle', reward: 0, unit: 'HUESO' },
  specialResult: { status: 'idle', reward: 0 },
};

const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  rejectValue: string;
}>();

/**
 * The normal mission this browser started, kept across reloads: the server reports only an end
 * time, and a recharge collected after a reload must still show its reward as energy.
 */
const STARTED_KEY = 'hueso.normalMission';

function rememberStarted(account: string, code: NormalCode, endsAt: number): void {
  try {
    localStorage.setItem(STARTED_KEY, JSON.stringify({ account, code, endsAt }));
  } catch {
    // Storage full or blocked: the result falls back to what the answer shows.
  }
}

function startedCode(account: string, endsAt: number): NormalCode | null {
  try {
    const kept = JSON.parse(localStorage.getItem(STARTED_KEY) ?? 'null') as {
      account?: unknown;
      code?: unknown;
      endsAt?: unknown;
    } | null;
    const code = kept?.code;
    return kept?.account === account && kept.endsAt === endsAt && (code === 1 || code === 3 || code === 6)
      ? code
      : null;
  } catch {
    return null;
  }
}

function serverNow(state: RootState): number {
  return Date.now() + selectClockOffset(state);
}

/**
 * Starts a mission (POST /api/mision). The special mission is refused here, without a request,
 * unless the player is whitelisted. Success updates the session and shows the spec's toast;
 * a refusal shows the server's text.
 */
export const startMission = createAppAsyncThunk(
  'missions/start',
  async (code: MissionCode, { dispatch, getState, rejectWithValue }) => {
    const info = selectInformacion(getState());
    if (code === 4 && !isWhitelisted(info?.nombre ?? '', getConfig().specialMissionWhitelist)) {
      dispatch(showToast(SPECIAL_NOT_AVAILABLE, 'error'));
      return rejectWithValue(SPECIAL_NOT_AVAILABLE);
    }
    try {
      const { usuario } = await unwrapCall(dispatch(missionsApi.endpoints.startMission.initiate(code)));
      dispatch(showToast(MISSION_MESSAGES[code], 'success'));
      const slot = code === 4 ? usuario.misionEspecial : usuario.mision;
      if (code !== 4) rememberStarted(usuario.nombre, code, slot.Tiempo);
      return { code, totalMs: Math.max(1, slot.Tiempo - serverNow(getState())) };
    } catch (err) {
      const message = toastError(dispatch, err);
      return rejectWithValue(message);
    }
  },
  {
    // One start per slot at a time: the normal missions (1, 3, 6) share a slot.
    condition: (code, { getState }) => {
      const pending = getState().missions?.pending ?? {};
      return code === 4 ? !pending[4] : !pending[1] && !pending[3] && !pending[6];
    },
  },
);

/** Shows a failed call's text as an error toast and returns it as the rejection value. */
function toastError(dispatch: AppDispatch, err: unknown): string {
  const message = toApiError(err).message;
  dispatch(showToast(message, 'error'));
  return message;
}

/**
 * After a refused collection (say, the mission was already collected in another tab) the
 * player's record is read again, so the slots and buttons show the server's state.
 */
async function rereadAfterFailedCollect(dispatch: AppDispatch): Promise<void> {
  try {
    await dispatch(refreshInformacion());
  } catch {
    // The error toast is already shown; the Try again button stays.
  }
}

/** Collects the normal mission when its countdown reaches zero (POST /api/finalizar, normal). */
export const finishNormalMission = createAppAsyncThunk(
  'missions/finishNormal',
  async (_: void, { dispatch, getState, rejectWithValue }) => {
    const before = selectInformacion(getState());
    const tracked =
      getState().missions?.normal?.code ?? (before ? startedCode(before.nombre, before.mision.Tiempo) : null);
    try {
      const { reward, usuario } = await unwrapCall(
        dispatch(missionsApi.endpoints.finishMission.initiate('normal')),
      );
      localStorage.removeItem(STARTED_KEY);
      const energyGain = before ? usuario.energia.actual - before.energia.actual : 0;
      const isRecharge =
        tracked === 3 ||
        (tracked === null && before !== null && usuario.dinero === before.dinero && energyGain > 0);
      return isRecharge
        ? { reward: reward > 0 ? reward : Math.max(0, energyGain), unit: 'energy' as const }
        : { reward, unit: 'HUESO' as const };
    } catch (err) {
      const message = toastError(dispatch, err);
      await rereadAfterFailedCollect(dispatch);
      return rejectWithValue(message);
    }
  },
  {
    condition: (_, { getState }) => {
      const status = getState().missions?.normalResult.status ?? 'idle';
      return status === 'idle' || status === 'failed';
    },
  },
);

/** After the reward display, Collect re-reads the user info (GET /api/getInformacion). */
export const collectNormalReward = createAppAsyncThunk(
  'missions/collectNormal',
  async (_: void, { dispatch, rejectWithValue }) => {
    try {
      await dispatch(refreshInformacion());
    } catch (err) {
      const message = toastError(dispatch, err);
      return rejectWithValue(message);
    }
  },
);

/** Finishes the special mission once its time is up (POST /api/finalizar, especial). */
export const finishSpecialMission = createAppAsyncThunk(
  'missions/finishSpecial',
  async (_: void, { dispatch, rejectWithValue }) => {
    try {
      const { reward } = await unwrapCall(dispatch(missionsApi.endpoints.finishMission.initiate('especial')));
      return reward;
    } catch (err) {
      const message = toastError(dispatch, err);
      await rereadAfterFailedCollect(dispatch);
      return rejectWithValue(message);
    }
  },
  { condition: (_, { getState }) => getState().missions?.specialResult.status !== 'collecting' },
);

export const missionsSlice = createSlice({
  name: 'missions',
  initialState,
  reducers: {
    /** The 1.5 s reward display is over: the Collect button takes its place. */
    rewardDisplayEnded(state) {
      if (state.normalResult.status === 'showing') state.normalResult.status = 'ready';
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
    builder
      .addCase(loggedOut, () => initialState)
      .addCase(startMission.pending, (state, action) => {
        state.pending[action.meta.arg] = true;
      })
      .addCase(startMission.fulfilled, (state, action) => {
        const { code, totalMs } = action.payload;
        delete state.pending[code];
        // A new run replaces the previous result; its reward is already in the returned usuario.
        if (code === 4) {
          state.special = { totalMs };
          state.specialResult = initialState.specialResult;
        } else {
          state.normal = { code, totalMs };
          state.normalResult = initialState.normalResult;
        }
      })
      .addCase(startMission.rejected, (state, action) => {
        delete state.pending[action.meta.arg];
      })
      .addCase(finishNormalMission.pending, (state) => {
        state.normalResult = { ...initialState.normalResult, status: 'collecting' };
      })
      .addCase(finishNormalMission.fulfilled, (state, action) => {
        state.normalResult = { status: 'showing', ...action.payload };
        state.normal = null;
      })
      .addCase(finishNormalMission.rejected, (state, action) => {
        if (action.meta.condition) return;
        state.normalResult.status = 'failed';
      })
      .addCase(collectNormalReward.pending, (state) => {
        state.normalResult.status = 'refreshing';
      })
      .addCase(collectNormalReward.fulfilled, (state) => {
        state.normalResult = initialState.normalResult;
      })
      .addCase(collectNormalReward.rejected, (state) => {
        state.normalResult.status = 'ready';
      })
      .addCase(finishSpecialMission.pending, (state) => {
        state.specialResult = { status: 'collecting', reward: 0 };
      })
      .addCase(finishSpecialMission.fulfilled, (state, action) => {
        state.specialResult = { status: 'shown', reward: action.payload };
        state.special = null;
      })
      .addCase(finishSpecialMission.rejected, (state, action) => {
        if (action.meta.condition) return;
        state.specialResult.status = 'failed';
      });
  },
  selectors: {
    selectStartPending: (s, code: MissionCode) => s.pending[code] === true,
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

export const { rewardDisplayEnded, specialResultClosed, missionObserved } = missionsSlice.actions;
export const {
  selectStartPending,
  selectTrackedNormal,
  selectTrackedSpecial,
  selectNormalResult,
  selectSpecialResult,
} = injected.selectors;
