import styled from 'styled-components';
import { ApiError, Button, getConfig, Modal, useGameMove } from '@hueso/shared';
import { useClaimEcosystemMutation } from '../api/ecosystemApi';
import { ECOSYSTEM_ERROR, ECOSYSTEM_SUCCESS } from '../messages';

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
  border-left: 4px solid ${(p) => p.theme.colors.accent};
  strong {
    color: ${(p) => p.theme.colors.accent};
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
  const [claimEcosystem] = useClaimEcosystemMutation();
  // A success invalidates the player's information, which the session then reads again.
  const claim = useGameMove({
    run: async (steps) => {
      const { ok } = await steps.credit(() => claimEcosystem().unwrap());
      if (!ok) throw new ApiError(ECOSYSTEM_ERROR, null);
    },
    success: ECOSYSTEM_SUCCESS,
    // Every failure shows the spec's one ecosystem text, whatever the server said.
    failure: () => ECOSYSTEM_ERROR,
  });

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
        <Button disabled={claim.busy} aria-busy={claim.busy || undefined} onClick={() => void claim.run()}>
          {claim.busy ? 'Claiming…' : 'Claim'}
        </Button>
        <a href={getConfig().links.partnerGame} target="_blank" rel="noopener noreferrer">
          Open the partner game<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </Actions>
    </Modal>
  );
}
