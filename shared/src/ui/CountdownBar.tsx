import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { formatDuration } from '@hueso/contract/common';
import { useMessages } from '../i18n/messages';
import { KIT_MESSAGES } from './messages';
import { Stack } from './Stack';

const Track = styled.div`
  height: 14px;
  border-radius: 7px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  overflow: hidden;
`;
const Heading = styled(Stack)`
  margin-bottom: 4px;
  font-size: 14px;
`;
const Fill = styled.div`
  height: 100%;
  background: ${(p) => p.theme.colors.accent};
  transition: width 0.5s linear;
`;

/** Ticks every second and calls `onDone` once when `endsAt` (server clock) is reached. */
export function useCountdown(endsAt: number, clockOffset: number, onDone?: () => void): number {
  const [now, setNow] = useState(() => Date.now() + clockOffset);
  const remaining = Math.max(0, endsAt - now);
  const running = remaining > 0;
  useEffect(() => {
    if (!running) return;
    const t = setInterval(() => setNow(Date.now() + clockOffset), 250);
    return () => clearInterval(t);
  }, [running, clockOffset]);
  useEffect(() => {
    if (!running) onDone?.();
    // Fires once when the countdown reaches zero.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running]);
  return remaining;
}

/** A progress bar for a running mission: label, remaining time, and an accessible progressbar. */
export function CountdownBar({
  label,
  remainingMs,
  totalMs,
}: {
  label: string;
  remainingMs: number;
  totalMs: number;
}) {
  const t = useMessages(KIT_MESSAGES);
  const done = totalMs > 0 ? Math.min(100, Math.round(((totalMs - remainingMs) / totalMs) * 100)) : 100;
  return (
    <div>
      <Heading direction="row" justify="space-between" gap="sm">
        <span>{label}</span>
        <span>{remainingMs > 0 ? formatDuration(remainingMs) : t.finished}</span>
      </Heading>
      <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={done}>
        <Fill style={{ width: `${done}%` }} />
      </Track>
    </div>
  );
}
