import { useTheme } from 'styled-components';

/** The stake landing's drawings, coloured from the theme. Decorative: their link or button names them. */

export function TicketArt() {
  const { colors, accents, art } = useTheme();
  return (
    <svg viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="108" rx="54" ry="7" fill={colors.shadow} />
      <g transform="rotate(-8 80 60)">
        <path
          d="M22 30h116v18a12 12 0 0 0 0 24v18H22V72a12 12 0 0 0 0-24z"
          fill={accents.pool}
          stroke={art.soilDark}
          strokeWidth="3"
        />
        <path d="M104 32v56" stroke={art.soilDark} strokeWidth="2.5" strokeDasharray="5 5" />
        <rect
          x="34"
          y="42"
          width="58"
          height="36"
          rx="6"
          fill={colors.gold}
          stroke={art.soil}
          strokeWidth="2"
        />
        <path
          d="M50 60c0-6 5-9 9-6l8 0c4-3 9 0 9 6s-5 9-9 6h-8c-4 3-9 0-9-6z"
          fill={colors.text}
          stroke={art.soilDark}
          strokeWidth="2"
        />
        <circle cx="121" cy="52" r="4" fill={art.soilDark} />
        <circle cx="121" cy="68" r="4" fill={art.soilDark} />
      </g>
    </svg>
  );
}

export function ChestArt() {
  const { colors, art } = useTheme();
  return (
    <svg viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="110" rx="60" ry="7" fill={colors.shadow} />
      <path d="M26 52h108v52H26z" fill={art.soil} stroke={art.roots} strokeWidth="3" />
      <path d="M26 52c0-28 108-28 108 0z" fill={art.soilDark} stroke={art.roots} strokeWidth="3" />
      <g fill={colors.gold}>
        <circle cx="56" cy="48" r="8" />
        <circle cx="72" cy="44" r="8" />
        <circle cx="90" cy="46" r="8" />
        <circle cx="104" cy="50" r="7" />
      </g>
      <path d="M26 62h108M26 94h108" stroke={art.roots} strokeWidth="3" />
      <path d="M44 30v74M116 30v74" stroke={colors.gold} strokeWidth="6" />
      <rect
        x="70"
        y="56"
        width="20"
        height="24"
        rx="3"
        fill={colors.gold}
        stroke={art.roots}
        strokeWidth="2"
      />
      <circle cx="80" cy="66" r="3" fill={art.roots} />
      <path d="M80 68v6" stroke={art.roots} strokeWidth="2.5" />
    </svg>
  );
}

export function BarrelArt() {
  const { colors, art } = useTheme();
  return (
    <svg viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="112" rx="46" ry="6" fill={colors.shadow} />
      <path
        d="M46 14h68c10 30 10 66 0 96H46c-10-30-10-66 0-96z"
        fill={art.soil}
        stroke={art.roots}
        strokeWidth="3"
      />
      <path d="M66 14c-5 30-5 66 0 96M94 14c5 30 5 66 0 96M80 14v96" stroke={art.soilDark} strokeWidth="2" />
      <path d="M41 34h78M38 62h84M41 90h78" stroke={colors.muted} strokeWidth="6" />
      <ellipse cx="80" cy="14" rx="34" ry="6" fill={art.soilDark} stroke={art.roots} strokeWidth="3" />
      <circle cx="80" cy="62" r="14" fill={colors.accent} stroke={art.roots} strokeWidth="2" />
      <path d="M74 62h12M80 56v12" stroke={colors.onAccent} strokeWidth="3" />
    </svg>
  );
}
