import { useState } from 'react';
import styled from 'styled-components';
import {
  api,
  Button,
  ECOSYSTEM_ERROR,
  getConfig,
  Modal,
  refreshInformacion,
  showToast,
  useAppDispatch,
} from '@hueso/shared';

export const ECOSYSTEM_SUCCESS = 'Ecosystem reward claimed successfully';

const Steps = styled.ol`
  margin: 0 0 16px;
  padding-left: 20px;
  line-height: 1.6;
`;
const Highlight = styled.p`
  margin: 0 0 12px;
  padding: 12px;
  border-radius: 8px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  border-left: 4px solid ${(p) => p.theme.colors.primary};
  strong {
    color: ${(p) => p.theme.colors.primary};
  }
`;
const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
`;

/** Explains the partner-game starter pack and claims the daily ecosystem reward. */
export function EcosystemModal({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [claiming, setClaiming] = useState(false);

  const claim = async () => {
    setClaiming(true);
    try {
      const { ok } = await api.claimEcosystem();
      if (!ok) throw new Error(ECOSYSTEM_ERROR);
      dispatch(showToast(ECOSYSTEM_SUCCESS, 'success'));
      await dispatch(refreshInformacion()).catch(() => undefined);
    } catch {
      dispatch(showToast(ECOSYSTEM_ERROR, 'error'));
    } finally {
      setClaiming(false);
    }
  };

  return (
    <Modal title="HUESO ecosystem" onClose={onClose}>
      <Highlight>
        Starter pack in our partner game: <strong>75 BONES a day for 4 daily victories.</strong>
      </Highlight>
      <Steps>
        <li>Get the starter pack in the partner game.</li>
        <li>Win your 4 daily victories there to complete the daily mission.</li>
        <li>Come back and press Claim to receive your ecosystem reward.</li>
      </Steps>
      <Actions>
        <Button disabled={claiming} aria-busy={claiming || undefined} onClick={() => void claim()}>
          {claiming ? 'Claiming…' : 'Claim'}
        </Button>
        <a href={getConfig().links.partnerGame} target="_blank" rel="noopener noreferrer">
          Open the partner game<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </Actions>
    </Modal>
  );
}
