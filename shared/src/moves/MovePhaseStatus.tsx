import { styled } from 'styled-components';
import { useMessages } from '../i18n/messages';
import { WALLET_MESSAGES } from '../wallet/messages';
import type { MovePhase } from './useGameMove';

const Status = styled.p`
  margin: 6px 0 0;
  font-size: 13px;
  color: ${(p) => p.theme.colors.muted};
  &:empty {
    display: none;
  }
`;

/** A live line saying where a move stands: in the wallet, or waiting for the chain (they take time). */
export function MovePhaseStatus({ phase }: { phase: MovePhase }) {
  const t = useMessages(WALLET_MESSAGES);
  const text = phase === 'signing' ? t.signing : phase === 'confirming' ? t.confirming : '';
  return <Status role="status">{text}</Status>;
}
