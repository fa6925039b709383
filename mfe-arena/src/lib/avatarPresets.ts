import { ARENA_AVATARS, type ArenaAvatar } from '@hueso/contract/arena';

/** The avatars a player may choose when status sends none (the arena screen's, not the leaderboard's). */
export const PRESETS: ArenaAvatar[] = ARENA_AVATARS.map((a) => ({ id: a.id, img: a.img, name: a.name }));
