import type { ArenaAvatar } from '@hueso/contract/arena-board';
import { styled } from 'styled-components';
import { avatarUrl, FALLBACK_AVATAR } from '../../../lib/avatars';

const Img = styled.img<{ $size: number }>`
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  flex: none;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.surfaceRaised};
`;

/** An avatar image; a missing or broken one shows the first preset (SPEC.md section 5). */
export function Avatar({
  avatar,
  size = 40,
  alt = '',
}: {
  avatar: ArenaAvatar | string | null | undefined;
  size?: number;
  alt?: string;
}) {
  return (
    <Img
      $size={size}
      src={avatarUrl(avatar)}
      alt={alt}
      width={size}
      height={size}
      onError={(e) => {
        const img = e.currentTarget;
        if (!img.src.endsWith(FALLBACK_AVATAR)) img.src = FALLBACK_AVATAR;
      }}
    />
  );
}
