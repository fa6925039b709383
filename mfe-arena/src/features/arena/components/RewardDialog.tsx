import { styled } from 'styled-components';
import type { ArenaReward } from '@hueso/contract/arena';
import { useFormat, useMessages, type Formatters } from '@hueso/shared';
import { Button } from '@hueso/shared/ui';
import { Modal } from '@hueso/shared/dialogs';
import { ARENA_MESSAGES } from '../messages';

const List = styled.ul`
  margin: 8px 0 16px;
  padding-left: 20px;
  font-size: 17px;
`;

function rewardText(r: ArenaReward, M: (typeof ARENA_MESSAGES)['en'], f: Formatters): string {
  if (r.type === 'VIPHUESO') return M.rewardVip(f.amount(r.amount));
  if (r.type === 'ACTIVITY')
    return M.rewardActivity(r.amount, f.count(r.amount), r.played ? f.count(r.played) : null);
  return M.tickets(r.amount, f.count(r.amount));
}

/** The reward dialog: the rewards of a win, 'Great!' and 'Refresh Balance'; 'No reward info.' when empty. */
export function RewardDialog({
  rewards,
  onClose,
  onRefresh,
}: {
  rewards: ArenaReward[];
  onClose: () => void;
  onRefresh: () => void;
}) {
  const M = useMessages(ARENA_MESSAGES);
  const f = useFormat();
  return (
    <Modal title={M.rewardTitle} onClose={onClose}>
      <p>
        <strong>{M.great}</strong>
      </p>
      {rewards.length === 0 ? (
        <p>{M.noReward}</p>
      ) : (
        <List aria-label={M.rewardsWon}>
          {rewards.map((r, i) => (
            <li key={i}>{rewardText(r, M, f)}</li>
          ))}
        </List>
      )}
      <Button
        onClick={() => {
          onRefresh();
          onClose();
        }}
      >
        {M.refreshBalance}
      </Button>
    </Modal>
  );
}
