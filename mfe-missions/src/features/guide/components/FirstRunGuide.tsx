import { useState } from 'react';
import { styled } from 'styled-components';
import { selectInformacion, useAppSelector, useMessages } from '@hueso/shared';
import { Button, Panel, Stack } from '@hueso/shared/ui';
import { GUIDE_MESSAGES } from '../messages';

/** Where the guide remembers, per player on this device, that it was closed. */
export const guideKey = (player: string) => `hueso.firstRunGuide.${player.toLowerCase()}`;

function wasClosed(player: string): boolean {
  try {
    return localStorage.getItem(guideKey(player)) !== null;
  } catch {
    return false;
  }
}

const Guide = styled(Panel)`
  border-color: ${(p) => p.theme.colors.accent};
  h3 {
    margin: 0;
    font-size: 17px;
  }
  p {
    margin: 0;
  }
`;
const Step = styled.p`
  font-size: 13px;
  color: ${(p) => p.theme.colors.muted};
`;

/**
 * A new player's first-run guide (no Initial Land yet): energy and missions, the market and the
 * wallet, the album, one step at a time. It sits in the page (not over it), and closing it at any
 * step is remembered for that player.
 */
export function FirstRunGuide() {
  const M = useMessages(GUIDE_MESSAGES);
  const info = useAppSelector(selectInformacion);
  const player = info?.nombre ?? '';
  const [closedNow, setClosedNow] = useState(false);
  const [step, setStep] = useState(0);
  if (!info || info.packInicial || closedNow || wasClosed(player)) return null;

  const close = () => {
    try {
      localStorage.setItem(guideKey(player), String(Date.now()));
    } catch {
      // Storage refused (private mode): closed for this visit only.
    }
    setClosedNow(true);
  };
  const current = M.steps[step]!;
  const last = step === M.steps.length - 1;
  return (
    <Guide
      title={M.title}
      actions={
        <Button $variant="ghost" onClick={close}>
          {M.dismiss}
        </Button>
      }
    >
      <Step>{M.step(step + 1, M.steps.length)}</Step>
      <div aria-live="polite">
        <h3>{current.title}</h3>
        <p>{current.text}</p>
      </div>
      <Stack direction="row" gap="sm" wrap>
        {step > 0 && (
          <Button $variant="ghost" onClick={() => setStep(step - 1)}>
            {M.back}
          </Button>
        )}
        <Button onClick={last ? close : () => setStep(step + 1)}>{last ? M.done : M.next}</Button>
      </Stack>
    </Guide>
  );
}
