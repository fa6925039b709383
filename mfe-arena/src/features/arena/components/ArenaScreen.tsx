import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { GENERIC_ERROR } from '@hueso/contract/common';
import { ARENA_POLL_MS, battlePower } from '@hueso/contract/arena';
import { canEnterArena } from '@hueso/contract/common';
import {
  Link,
  refreshInformacion,
  selectInformacion,
  useAppDispatch,
  useAppSelector,
  useFormat,
  useMessages,
} from '@hueso/shared';
import { Loading, Page, Panel, QueryState } from '@hueso/shared/ui';
import { MONEY_MESSAGES } from '@hueso/shared/play';
import { ConfirmDialog } from '@hueso/shared/dialogs';
import { PRESETS } from '../../../lib/avatarPresets';
import { useArenaBattleFeedQuery, useArenaFeedQuery, useArenaStatusQuery } from '../api/arenaApi';
import { useArenaLeaderboardQuery } from '../api/leaderboardApi';
import { useAvatarChange } from '../hooks/useAvatarChange';
import { mySide, useBattleFlow } from '../hooks/useBattleFlow';
import { ARENA_MESSAGES } from '../messages';
import { BattleDialog } from './BattleDialog';
import { ActivityFeed, BattleLog } from './Feeds';
import { Leaderboard } from './Leaderboard';
import { BattlePanel, EconomyPanel, PowerPanel, ProfilePanel } from './Panels';
import { UnlockBox } from './UnlockBox';
import { RewardDialog } from './RewardDialog';
import firstPaint from '../../../firstPaint.json';

/** The screen's width, as the host and the area's route paint its title first (firstPaint.json). */
const ARENA_WIDTH = firstPaint.arena.width as 'regular' | 'wide';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(330px, 100%), 1fr));
  gap: 16px;
  align-items: start;
`;

/** Polled while the arena is on screen; unmounting it stops the polling (SPEC.md section 4). */
const POLL = { pollingInterval: ARENA_POLL_MS, skipPollingIfUnfocused: true } as const;

/** The arena (SPEC.md section 2): every panel, the battle flow and the reward dialog. */
export function ArenaScreen({ burnPath }: { burnPath: string }) {
  const M = useMessages(ARENA_MESSAGES);
  const money = useMessages(MONEY_MESSAGES);
  const format = useFormat();
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectInformacion);
  const status = useArenaStatusQuery(undefined, POLL);
  const feed = useArenaFeedQuery(undefined, POLL);
  const log = useArenaBattleFeedQuery(undefined, POLL);
  const board = useArenaLeaderboardQuery(undefined, POLL);
  const avatarChange = useAvatarChange();
  const nombre = status.data?.perfil.nombre ?? info?.nombre;
  const battle = useBattleFlow(nombre, status.data?.pendingBattle);
  // The screen appears whole once its first reads have answered (each with its data or its
  // error): panels that came one by one pushed the ones below them down the page. Once shown it
  // stays: a read tried again after a failure shows its own state in its panel.
  const [shown, setShown] = useState(false);
  const settled = shown || [status, feed, log, board].every((query) => !query.isLoading);
  useEffect(() => {
    if (settled) setShown(true);
  }, [settled]);

  const refreshAll = () => {
    void status.refetch();
    void feed.refetch();
    void log.refetch();
    void board.refetch();
  };
  // The leaderboard takes focus once the dialog is gone: the dialog hands focus back to Enter
  // Battle as it closes, which would scroll the page back to the top.
  const [toRanking, setToRanking] = useState(false);
  const [warning, setWarning] = useState(false);
  const leaderboard = useRef<HTMLElement>(null);
  const viewRanking = () => {
    battle.close();
    refreshAll();
    setToRanking(true);
  };
  useEffect(() => {
    if (!toRanking || battle.state.phase !== 'idle') return;
    setToRanking(false);
    // By ref, not by id: embedded, the arena lives in a shadow root.
    const panel = leaderboard.current;
    panel?.focus({ preventScroll: true });
    panel?.scrollIntoView?.({ block: 'start' });
  }, [toRanking, battle.state.phase]);

  const st = status.data;
  const avatar = avatarChange.chosen ?? st?.perfil.avatar ?? PRESETS[0]!;
  const statusMessage =
    status.error && 'message' in status.error && status.error.message !== GENERIC_ERROR
      ? String(status.error.message)
      : M.statusFailed;
  const inBattle = battle.state.phase !== 'idle';
  const rewards =
    battle.state.result?.rewards ?? (battle.state.result?.reward ? [battle.state.result.reward] : []);
  const won = battle.state.result ? mySide(battle.state.result, nombre).won : false;
  // With no PP the player's power is their cards' alone: a PvP opponent with PP out-rolls nearly
  // every round, so the fee likely buys a loss. Say so before it is paid.
  const hopeless = st?.perfil.pp === 0;
  const power = st ? battlePower(st.perfil.pp, st.userCounts) : 0;
  const enter = () => {
    setWarning(false);
    void battle.enter();
  };

  return (
    <Page title={M.title} actions={<Link to={burnPath}>{M.burnLink}</Link>} width={ARENA_WIDTH}>
      {!settled ? (
        <Loading label={M.loading} />
      ) : (
        <>
          <QueryState
            query={status}
            loading={M.loading}
            errorTitle={M.statusFailed}
            errorMessage={() => (statusMessage === M.statusFailed ? undefined : statusMessage)}
          >
            {(st) => (
              <Grid>
                <ProfilePanel
                  status={st}
                  avatar={avatar}
                  onAvatar={(a) => void avatarChange.change(a)}
                  changing={avatarChange.changing}
                />
                <BattlePanel
                  status={st}
                  disabled={inBattle || (!canEnterArena(st.energia) && !battle.canResume)}
                  onEnter={() => (hopeless ? setWarning(true) : enter())}
                  onRefresh={refreshAll}
                  onUpdateRanking={() => void board.refetch()}
                  refreshing={status.isFetching || board.isFetching}
                />
                <EconomyPanel status={st} />
                <Panel aria-labelledby="arena-unlock">
                  <UnlockBox progress={st.unlockProgress} headingId="arena-unlock" />
                </Panel>
                <PowerPanel status={st} />
              </Grid>
            )}
          </QueryState>
          <Grid>
            <ActivityFeed query={feed} />
            <BattleLog query={log} />
          </Grid>
          <Leaderboard pollingInterval={ARENA_POLL_MS} me={nombre} panelRef={leaderboard} />
        </>
      )}
      <BattleDialog
        state={battle.state}
        nombre={nombre}
        avatar={avatar}
        onClose={() => {
          battle.close();
          refreshAll();
        }}
        onViewRanking={viewRanking}
        onLeave={() => void battle.leave()}
        onRewards={won && rewards.length > 0 ? battle.openReward : undefined}
      />
      {warning && st && (
        <ConfirmDialog
          title={M.hopelessTitle}
          confirmLabel={M.hopelessConfirm(`${format.count(st.entryFee)} ${money.name.inGame}`)}
          onConfirm={enter}
          onCancel={() => setWarning(false)}
        >
          <p>{M.hopelessBody(format.count(power), `${format.count(st.entryFee)} ${money.name.inGame}`)}</p>
          <Link to={burnPath}>{M.hopelessBurn}</Link>
        </ConfirmDialog>
      )}
      {battle.state.rewardOpen && (
        <RewardDialog
          rewards={rewards}
          onClose={battle.closeReward}
          onRefresh={() => {
            dispatch(refreshInformacion()).catch(() => undefined);
            refreshAll();
          }}
        />
      )}
    </Page>
  );
}
