import { useTheme } from 'styled-components';
import { useFormat, useMessages } from '@hueso/shared';
import { METRICS_DIALOG_MESSAGES } from './messages';

export interface Bar {
  label: string;
  value: number;
}

const W = 560;
const H = 220;
const PAD = { top: 16, right: 8, bottom: 28, left: 44 };

/** A hand-rolled SVG bar chart; each bar carries a <title> with its label and value. */
export function BarChart({ bars, title, unit }: { bars: Bar[]; title: string; unit: string }) {
  const theme = useTheme();
  const M = useMessages(METRICS_DIALOG_MESSAGES);
  const { amount } = useFormat();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const slot = bars.length > 0 ? innerW / bars.length : innerW;
  const barW = Math.max(2, slot * 0.7);
  const axisLabel = (label: string) => (/^\d{4}-\d{2}-\d{2}$/.test(label) ? label.slice(5) : label);
  const widest = Math.max(1, ...bars.map((b) => axisLabel(b.label).length));
  const labelEvery = Math.max(1, Math.ceil((widest * 7 + 8) / slot));
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={title} style={{ display: 'block' }}>
      <line
        x1={PAD.left}
        y1={PAD.top + innerH}
        x2={W - PAD.right}
        y2={PAD.top + innerH}
        stroke={theme.colors.border}
      />
      {[0, 0.5, 1].map((f) => (
        <g key={f}>
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={PAD.top + innerH * (1 - f)}
            y2={PAD.top + innerH * (1 - f)}
            stroke={theme.colors.border}
            strokeDasharray={f === 0 ? undefined : '3 4'}
          />
          <text
            x={PAD.left - 6}
            y={PAD.top + innerH * (1 - f) + 4}
            textAnchor="end"
            fontSize="11"
            fill={theme.colors.muted}
          >
            {amount(Math.round(max * f))}
          </text>
        </g>
      ))}
      {bars.map((b, i) => {
        const h = (b.value / max) * innerH;
        const x = PAD.left + i * slot + (slot - barW) / 2;
        return (
          <g key={`${b.label}-${i}`}>
            <rect x={x} y={PAD.top + innerH - h} width={barW} height={h} rx={3} fill={theme.colors.accent}>
              <title>{M.bar(b.label, amount(b.value), unit)}</title>
            </rect>
            {i % labelEvery === 0 && (
              <text x={x + barW / 2} y={H - 8} textAnchor="middle" fontSize="11" fill={theme.colors.muted}>
                {axisLabel(b.label)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
