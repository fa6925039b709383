import styled from 'styled-components';
import { ticketsLabel, type ArenaReward } from '@hueso/contract';
import { Button, Modal } from '@hueso/shared';
import { ARENA_MESSAGES as M } from '../messages';

const List = styled.ul`
  margin: 8px 0 16px;
  padding-left: 20px;
  font-size: 17px;
`;

function rewardText(r: ArenaReward): string {
  if (r.type === 'VIPHUESO') return `${r.amount} VIPHUESO`;
  if (r.type === 'ACTIVITY')
    return `${r.amount} activity ${r.amount === 1 ? 'ticket' : 'tickets'}${r.played ? ` (${r.played} battles played)` : ''}`;
  return ticketsLabel(r.amount);
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
  return (
    <Modal title={M.rewardTitle} onClose={onClose}>
      <p>
        <strong>{M.great}</strong>
      </p>
      {rewards.length === 0 ? (
        <p>{M.noReward}</p>
      ) : (
        <List aria-label="Rewards won">
          {rewards.map((r, i) => (
            <li key={i}>{rewardText(r)}</li>
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
