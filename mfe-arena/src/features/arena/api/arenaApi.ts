import { notShownResponseSchema, okResponseSchema } from '@hueso/contract/common';
import {
  activityFeedSchema,
  arenaStatusSchema,
  battleFeedSchema,
  battleResultSchema,
  leaveQueueResponseSchema,
  queueStartSchema,
  type ArenaStatus,
  type BattleResult,
  type LeaveQueueResponse,
  type QueueStart,
} from '@hueso/contract/arena';
import type { z } from 'zod/mini';
import { leaderboardApi } from './leaderboardApi';

type Feed<S extends z.ZodMiniType> = z.infer<S>;

/**
 * The arena screen's calls (SPEC.md section 7), injected when its chunk loads, into the same API
 * and cache as the leaderboard's (leaderboardApi.ts). Reads are tagged 'Arena' and polled by the
 * screen; a battle invalidates them all, the leaderboard included.
 */
export const arenaApi = leaderboardApi.injectEndpoints({
  endpoints: (build) => ({
    arenaStatus: build.query<ArenaStatus, void>({
      query: () => ({ schema: arenaStatusSchema, url: '/api/arena/status' }),
      providesTags: ['Arena'],
    }),
    arenaFeed: build.query<Feed<typeof activityFeedSchema>, void>({
      query: () => ({ schema: activityFeedSchema, url: '/api/arena/feed' }),
      providesTags: ['Arena'],
    }),
    arenaBattleFeed: build.query<Feed<typeof battleFeedSchema>, void>({
      query: () => ({ schema: battleFeedSchema, url: '/api/arena/battle-feed' }),
      providesTags: ['Arena'],
    }),
    setAvatar: build.mutation<unknown, string>({
      query: (avatarId) => ({
        schema: notShownResponseSchema,
        method: 'POST',
        url: '/api/arena/avatar',
        data: { avatarId },
      }),
    }),
    /**
     * Queue start: pays the fee and energy; answers the seed commitment and the search time. A
     * refusal reads the arena again: 'Already in the queue' means status has a battle to take up.
     */
    queueStart: build.mutation<QueueStart, void>({
      query: () => ({
        schema: queueStartSchema,
        method: 'POST',
        url: '/api/arena/queue',
        data: { nftId: null },
        updatesPlayer: 'evenOnFailure',
      }),
      invalidatesTags: (_result, error) => (error ? ['Arena'] : []),
    }),
    /** Resolve: the battle's result; everything the battle moved is refreshed. */
    queueResolve: build.mutation<BattleResult, void>({
      query: () => ({
        schema: battleResultSchema,
        method: 'POST',
        url: '/api/arena/queue',
        data: {},
        updatesPlayer: 'evenOnFailure',
      }),
      invalidatesTags: ['Arena'],
    }),
    /** The latest settled battle the player has not seen (404 when none): resumed, or after a lost resolve answer. */
    unseenBattle: build.query<BattleResult, void>({
      query: () => ({ schema: battleResultSchema, url: '/api/arena/battle/unseen', updatesPlayer: true }),
    }),
    /** Leave queue: a search not yet paired is refunded (fee and energy); 409 once paired. */
    queueLeave: build.mutation<LeaveQueueResponse, void>({
      query: () => ({
        schema: leaveQueueResponseSchema,
        method: 'POST',
        url: '/api/arena/queue/leave',
        data: {},
        updatesPlayer: 'evenOnFailure',
      }),
      invalidatesTags: ['Arena'],
    }),
    /** The player has seen a battle's result: status stops offering it. */
    battleSeen: build.mutation<unknown, number>({
      query: (battleId) => ({
        schema: okResponseSchema,
        method: 'POST',
        url: '/api/arena/battle/seen',
        data: { battleId },
      }),
    }),
  }),
});

export const {
  useArenaStatusQuery,
  useArenaFeedQuery,
  useArenaBattleFeedQuery,
  useSetAvatarMutation,
  useQueueStartMutation,
  useQueueResolveMutation,
  useQueueLeaveMutation,
  useBattleSeenMutation,
  useLazyUnseenBattleQuery,
} = arenaApi;
