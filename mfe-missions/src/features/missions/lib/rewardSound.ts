import { REWARD_DISPLAY_MS } from '@hueso/contract/missions';
import { playNotes } from '@hueso/shared/play';

/**
 * A short two-tone chime over the reward display, through the game's one sound setting (off until
 * the player turns it on, as every other sound of the game); silent where Web Audio is missing.
 */
export function playRewardSound(durationMs: number = REWARD_DISPLAY_MS): void {
  const seconds = durationMs / 1000;
  playNotes([
    [880, 0, seconds],
    [1320, 0.12, Math.max(seconds - 0.12, 0.05)],
  ]);
}
