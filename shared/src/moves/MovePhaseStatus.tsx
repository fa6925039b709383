import styled from 'styled-components';
import type { MovePhase } from './useGameMove';

/** What a game move's phase tells the player while it runs (the wallet and the chain take time). */
export const MOVE_PHASE_TEXT: Record<MovePhase, string> = {
  idle: '',
  working: '',
  signing: 'Confirm in your wallet…',
  confirming: 'Waiting for the chain to confirm…',
  crediting: '',
};

const Status = styled.p`
  margin: 6px 0 0;
  font-size: 13px;
  color: ${(p) => p.theme.colors.muted};
  &:empty {
    display: none;
  }
`;

/** A live line saying where a move stands: in the wallet, or waiting for the chain. */
export function MovePhaseStatus({ phase }: { phase: MovePhase }) {
  return <Status role="status">{MOVE_PHASE_TEXT[phase]}</Status>;
}
