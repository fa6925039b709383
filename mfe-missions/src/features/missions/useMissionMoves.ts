/**
 * The mission moves (SPEC.md sections 2, 8 and 9) on the platform's game-move hook: start a
 * mission, collect the normal mission at zero and take its reward, collect the special mission.
 * Each runs once at a time and shows its failure as the hook's error toast; the slice holds only
 * the workflow the cards and panels share (the tracked missions and their results).
 */
import { useCallback, useState } from 'react';
import { isWhitelisted, type MissionCode } from '@hueso/contract/missions';
import {
  ApiError,
  getConfig,
  refreshInformacion,
  selectClockOffset,
  selectInformacion,
  unwrapCall,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  useMessages,
  type AppDispatch,
} from '@hueso/shared';
import { useGameMove } from '@hueso/shared/moves';
import { missionsApi } from './api/missionsApi';
import { forgetStarted, rememberStarted, startedCode } from './lib/startedMission';
import { MISSION_MESSAGES } from './messages';
import {
  missionStarted,
  normalCollected,
  normalCollectFailed,
  normalCollectStarted,
  normalRewardTaken,
  rewardDisplayEnded,
  selectNormalResult,
  selectSpecialResult,
  selectTrackedNormal,
  specialCollected,
  specialResultClosed,
  type NormalResultStatus,
} from './missionsSlice';

/**
 * After a refused collection (say, the mission was already collected in another tab) the
 * player's record is read again, so the slots and buttons show the server's state.
 */
async function rereadPlayer(dispatch: AppDispatch): Promise<void> {
  try {
    await dispatch(refreshInformacion());
  } catch {
    // The collection's own error is what the player is told; the Try again button stays.
  }
}

/** Starts the missions of one slot, one start at a time; `starting` is the code on its way. */
function useSlotStart() {
  const M = useMessages(MISSION_MESSAGES);
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [code, setCode] = useState<MissionCode | null>(null);
  const move = useGameMove({
    run: async (steps, mission: MissionCode): Promise<MissionCode> => {
      setCode(mission);
      try {
        // The special mission is refused here, without a request, unless the player is whitelisted.
        const info = selectInformacion(store.getState());
        if (mission === 4 && !isWhitelisted(info?.nombre ?? '', getConfig().specialMissionWhitelist))
          throw new ApiError(M.notAvailable, null);
        const { usuario } = await steps.credit(() =>
          unwrapCall(dispatch(missionsApi.endpoints.startMission.initiate(mission))),
        );
        const slot = mission === 4 ? usuario.misionEspecial : usuario.mision;
        if (mission !== 4) rememberStarted(usuario.nombre, mission, slot.Tiempo);
        const now = Date.now() + selectClockOffset(store.getState());
        dispatch(missionStarted({ code: mission, totalMs: Math.max(1, slot.Tiempo - now) }));
        return mission;
      } finally {
        setCode(null);
      }
    },
    success: (started) => M.started[started],
  });
  return { run: move.run, starting: move.busy ? code : null };
}

export interface MissionStarts {
  start: (code: MissionCode) => void;
  isStarting: (code: MissionCode) => boolean;
}

/**
 * Starting missions (POST /api/mision): one start per slot at a time, since the normal missions
 * (1, 3, 6) share a slot and the special mission (4) has its own. One instance serves all cards.
 */
export function useMissionStarts(): MissionStarts {
  const normal = useSlotStart();
  const special = useSlotStart();
  const slotOf = (code: MissionCode) => (code === 4 ? special : normal);
  return {
    start: (code) => void slotOf(code).run(code),
    isStarting: (code) => slotOf(code).starting === code,
  };
}

/** Where the normal mission's result stands, 'refreshing' while Collect reads the player again. */
export type NormalPanelStatus = NormalResultStatus | 'refreshing';

/**
 * The normal mission's result: collected automatically when its countdown reaches zero
 * (POST /api/finalizar, normal), its reward shown for 1.5 s, then Collect reads the player again
 * (GET /api/getInformacion).
 */
export function useNormalMission() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const result = useAppSelector(selectNormalResult);

  const finish = useGameMove({
    run: async (steps): Promise<void> => {
      const state = store.getState();
      const { status } = selectNormalResult(state);
      // Collected already, or being collected from an earlier mount of the panel.
      if (status !== 'idle' && status !== 'failed') return;
      const before = selectInformacion(state);
      const tracked =
        selectTrackedNormal(state)?.code ??
        (before ? startedCode(before.nombre, before.mision.Tiempo) : null);
      dispatch(normalCollectStarted());
      try {
        const { reward, usuario } = await steps.credit(() =>
          unwrapCall(dispatch(missionsApi.endpoints.finishMission.initiate('normal'))),
        );
        forgetStarted();
        const energyGain = before ? usuario.energia.actual - before.energia.actual : 0;
        const isRecharge =
          tracked === 3 ||
          (tracked === null && before !== null && usuario.dinero === before.dinero && energyGain > 0);
        dispatch(
          normalCollected(
            isRecharge
              ? { reward: reward > 0 ? reward : Math.max(0, energyGain), unit: 'energy' }
              : { reward, unit: 'HUESO' },
          ),
        );
      } catch (err) {
        await rereadPlayer(dispatch);
        dispatch(normalCollectFailed());
        throw err;
      }
    },
  });

  const collect = useGameMove({
    run: async (steps): Promise<void> => {
      await steps.credit(() => dispatch(refreshInformacion()));
      dispatch(normalRewardTaken());
    },
  });

  const displayEnded = useCallback(() => void dispatch(rewardDisplayEnded()), [dispatch]);
  const status: NormalPanelStatus = collect.busy ? 'refreshing' : result.status;
  return {
    result: { ...result, status },
    /** Collects the mission (at zero, or Try again after a failure). */
    finish: () => void finish.run(),
    /** Collect, once the reward display is over. */
    collect: () => void collect.run(),
    /** The 1.5 s reward display is over. */
    displayEnded,
  };
}

/** The special mission's result: Collect once its time is up (POST /api/finalizar, especial), then Close. */
export function useSpecialMission() {
  const dispatch = useAppDispatch();
  const result = useAppSelector(selectSpecialResult);
  const finish = useGameMove({
    run: async (steps): Promise<void> => {
      try {
        const { reward } = await steps.credit(() =>
          unwrapCall(dispatch(missionsApi.endpoints.finishMission.initiate('especial'))),
        );
        dispatch(specialCollected(reward));
      } catch (err) {
        await rereadPlayer(dispatch);
        throw err;
      }
    },
  });
  return {
    result,
    collecting: finish.busy,
    collect: () => void finish.run(),
    close: () => void dispatch(specialResultClosed()),
  };
}
