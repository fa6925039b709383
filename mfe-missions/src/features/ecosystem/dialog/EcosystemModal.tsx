import { styled } from 'styled-components';
import { ApiError, getConfig, useMessages } from '@hueso/shared';
import { Button } from '@hueso/shared/ui';
import { Modal } from '@hueso/shared/dialogs';
import { useGameMove } from '@hueso/shared/moves';
import { useClaimEcosystemMutation } from '../api/ecosystemApi';
import { ECOSYSTEM_DIALOG_MESSAGES } from './messages';

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
  const M = useMessages(ECOSYSTEM_DIALOG_MESSAGES);
  const [claimEcosystem] = useClaimEcosystemMutation();
  // A success invalidates the player's information, which the session then reads again.
  const claim = useGameMove({
    run: async (steps) => {
      const { ok } = await steps.credit(() => claimEcosystem().unwrap());
      if (!ok) throw new ApiError(M.error, null);
    },
    success: M.success,
    // Every failure shows the spec's one ecosystem text, whatever the server said.
    failure: () => M.error,
  });

  return (
    <Modal title={M.title} onClose={onClose}>
      <Highlight>
        {M.highlightIntro}
        <strong>{M.highlight}</strong>
      </Highlight>
      <Steps>
        <li>{M.step1}</li>
        <li>{M.step2}</li>
        <li>{M.step3}</li>
      </Steps>
      <Actions>
        <Button disabled={claim.busy} aria-busy={claim.busy || undefined} onClick={() => void claim.run()}>
          {claim.busy ? M.claiming : M.claim}
        </Button>
        <a href={getConfig().links.partnerGame} target="_blank" rel="noopener noreferrer">
          {M.openPartner}
          <span className="visually-hidden">{M.newTab}</span>
        </a>
      </Actions>
    </Modal>
  );
}
