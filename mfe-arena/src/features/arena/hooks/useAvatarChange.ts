import { useState } from 'react';
import { ARENA_TOAST_MS, type ArenaAvatar } from '@hueso/contract/arena';
import { useMessages } from '@hueso/shared';
import { useGameMove } from '@hueso/shared/moves';
import { useSetAvatarMutation } from '../api/arenaApi';
import { ARENA_MESSAGES } from '../messages';

/** The avatar choice, a game move: shown at once, kept even if the server refuses it (SPEC.md section 8). */
export function useAvatarChange() {
  const M = useMessages(ARENA_MESSAGES);
  const [setAvatar] = useSetAvatarMutation();
  const [chosen, setChosen] = useState<ArenaAvatar | null>(null);
  const move = useGameMove({
    run: async (steps, avatar: ArenaAvatar) => {
      setChosen(avatar);
      await steps.credit(() => setAvatar(avatar.id).unwrap());
    },
    failure: () => M.avatarFailed,
    toastMs: ARENA_TOAST_MS,
  });
  return { chosen, change: move.run, changing: move.busy };
}
