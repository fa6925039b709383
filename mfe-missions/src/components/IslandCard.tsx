import { useId, type ReactNode } from 'react';
import { keyframes, styled, useTheme } from 'styled-components';
import { type Accent } from '@hueso/shared';
import { type IconComponent, StatList } from '@hueso/shared/ui';

const float = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(-5px); }
`;

const Card = styled.article<{ $accent: Accent }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 18px;
  border-radius: 14px;
  background:
    radial-gradient(120% 80% at 50% 0%, ${(p) => p.theme.accents[p.$accent]}22 0%, transparent 60%),
    linear-gradient(180deg, ${(p) => p.theme.colors.surfaceRaised} 0%, ${(p) => p.theme.colors.surface} 100%);
  border: 1px solid ${(p) => p.theme.colors.border};
  box-shadow: 0 8px 24px ${(p) => p.theme.colors.shadow};
  transition:
    transform 0.15s ease,
    border-color 0.15s ease;
  &:hover {
    transform: translateY(-2px);
    border-color: ${(p) => p.theme.accents[p.$accent]};
  }
  h2 {
    margin: 0;
    font-size: 19px;
    letter-spacing: 0.02em;
    text-align: center;
  }
`;
const Art = styled.div`
  display: grid;
  place-items: center;
  height: 118px;
  /* The island's outer svg only: a transform on the icon's svg nested in it cannot run on the
     compositor, and would lay the page out again on every frame. */
  > svg {
    animation: ${float} 4s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    > svg {
      animation: none;
    }
  }
`;
const Stats = styled(StatList)`
  font-size: 14px;
  dd {
    font-weight: 600;
  }
`;
const Footer = styled.div`
  margin-top: auto;
  display: flex;
  flex-direction: column;
  gap: 6px;
  > a,
  > button,
  > span > button {
    width: 100%;
  }
`;
const Badge = styled.span<{ $accent: Accent }>`
  position: absolute;
  top: 12px;
  right: 12px;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  color: ${(p) => p.theme.colors.onAccent};
  background: ${(p) => p.theme.accents[p.$accent]};
`;
/** The visible reason a control is disabled; also its accessible description. */
export const Reason = styled.p`
  margin: 0;
  font-size: 13px;
  text-align: center;
  color: ${(p) => p.theme.colors.muted};
`;

export interface Stat {
  label: string;
  value: ReactNode;
}

/**
 * One island of the home screen: art, title, stats and an action. When `reason` is set it is shown
 * under the action and passed to `action` as the id to reference with aria-describedby.
 */
export function IslandCard(props: {
  title: string;
  icon: IconComponent;
  accent: Accent;
  stats: Stat[];
  badge?: string;
  reason?: string | null;
  action: (reasonId: string | undefined) => ReactNode;
}) {
  const { title, icon, accent, stats, badge, reason, action } = props;
  const titleId = useId();
  const reasonId = useId();
  return (
    <Card aria-labelledby={titleId} $accent={accent}>
      {badge && <Badge $accent={accent}>{badge}</Badge>}
      <Art>
        <IslandArt icon={icon} accent={accent} />
      </Art>
      <h2 id={titleId}>{title}</h2>
      <Stats items={stats} alignValues="end" />
      <Footer>
        {action(reason ? reasonId : undefined)}
        {reason && <Reason id={reasonId}>{reason}</Reason>}
      </Footer>
    </Card>
  );
}

/** A floating island drawn in SVG with the card's icon on top (decorative). */
export function IslandArt({ icon: Icon, accent }: { icon: IconComponent; accent: Accent }) {
  const id = useId().replace(/:/g, '');
  const { art, accents, colors } = useTheme();
  const glow = accents[accent];
  return (
    <svg width="150" height="112" viewBox="0 0 150 112" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`g${id}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={art.grass} />
          <stop offset="1" stopColor={art.grassDark} />
        </linearGradient>
        <linearGradient id={`r${id}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={art.soil} />
          <stop offset="1" stopColor={art.soilDark} />
        </linearGradient>
        <radialGradient id={`h${id}`}>
          <stop offset="0" stopColor={glow} stopOpacity="0.55" />
          <stop offset="1" stopColor={glow} stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="75" cy="52" rx="70" ry="40" fill={`url(#h${id})`} />
      <path d="M18 62 Q75 132 132 62 Z" fill={`url(#r${id})`} />
      <path d="M40 80 L52 100 L60 84 Z M88 86 L96 104 L104 82 Z" fill={art.roots} />
      <ellipse cx="75" cy="62" rx="58" ry="14" fill={`url(#g${id})`} />
      <ellipse cx="75" cy="59" rx="50" ry="9" fill={art.grassLight} opacity="0.45" />
      <circle cx="75" cy="34" r="22" fill={colors.surface} stroke={glow} strokeWidth="2" />
      <Icon x={59} y={18} size={32} color={glow} />
    </svg>
  );
}
