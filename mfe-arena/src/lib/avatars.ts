import type { ArenaAvatar } from '@hueso/contract/arena-board';
import av1 from '../assets/avatars/av1.svg';
import av2 from '../assets/avatars/av2.svg';
import av3 from '../assets/avatars/av3.svg';
import av4 from '../assets/avatars/av4.svg';

const ART: Record<string, string> = { av1, av2, av3, av4 };

/** The first preset: what a missing or broken avatar image shows (SPEC.md section 5). */
export const FALLBACK_AVATAR = av1;

/** The image of an avatar: a preset's art by id or img, an absolute URL as sent, else the first preset. */
export function avatarUrl(avatar: ArenaAvatar | string | null | undefined): string {
  if (!avatar) return FALLBACK_AVATAR;
  const key = typeof avatar === 'string' ? avatar : avatar.img || avatar.id;
  if (ART[key]) return ART[key];
  if (typeof avatar !== 'string' && ART[avatar.id]) return ART[avatar.id]!;
  return /^(https?:|data:|\/)/.test(key) ? key : FALLBACK_AVATAR;
}
