import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  ConfirmDialog,
  DiscardPaymentConfirm,
  Field,
  Modal,
  selectInformacion,
  Stack,
  StatList,
  useAppSelector,
  useNavigate,
} from '@hueso/shared';
import { formatBalance } from '@hueso/contract';
import { useChangePassword, useDeposit, useWithdraw } from './hooks/useProfileMoves';
import { PROFILE_MESSAGES as M } from './messages';

const Section = styled.section`
  margin-top: 18px;
  padding-top: 14px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  h3 {
    margin: 0 0 10px;
    font-size: 16px;
  }
  form {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
    align-items: flex-end;
  }
`;
const Note = styled.p`
  color: ${(p) => p.theme.colors.muted};
  font-size: 13px;
`;

/** Profile: balances, deposit through the wallet, change password, withdrawals. */
export function ProfileModal({ onClose }: { onClose: () => void }) {
  const info = useAppSelector(selectInformacion);
  const navigate = useNavigate();
  const deposit = useDeposit(info?.nombre);
  const password = useChangePassword();
  const withdraw = useWithdraw();
  const [amount, setAmount] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [discarding, setDiscarding] = useState(false);
  const [confirmAll, setConfirmAll] = useState(false);
  if (!info) return null;
  const { pending } = deposit;

  const onDeposit = async (e: FormEvent) => {
    e.preventDefault();
    if ((await deposit.run(info.nombre, Number(amount))) !== undefined) setAmount('');
  };

  const onChangePassword = async (e: FormEvent) => {
    e.preventDefault();
    if ((await password.run(newPassword, currentPassword)) !== undefined) {
      setNewPassword('');
      setCurrentPassword('');
    }
  };

  return (
    <Modal title="Profile" onClose={onClose}>
      <StatList
        items={[
          { label: 'Player', value: info.nombre },
          { label: 'Level', value: `${info.nivel} (bonus ${info.porcentaje.toFixed(2)}%)` },
          { label: 'HUESO in game', value: info.dinero.toFixed(2) },
          { label: 'HUESO real', value: info.dineroReal.toFixed(2) },
          { label: 'VIPHUESO', value: info.fusion.toFixed(2) },
          {
            label: 'Missions',
            value: `${info.cantidadMision} of 600 free missions before the Power Collection`,
          },
        ]}
      />

      <Section aria-labelledby="deposit-title">
        <h3 id="deposit-title">Deposit</h3>
        <form onSubmit={(e) => void onDeposit(e)}>
          <Field>
            Amount (HUESO)
            <input
              type="number"
              min="0"
              step="any"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </Field>
          <Button type="submit" disabled={deposit.busy || pending !== null}>
            {deposit.busy ? 'Waiting for the wallet…' : 'Deposit'}
          </Button>
        </form>
        {pending && !deposit.busy && (
          <Note role="status">
            A deposit of {pending.amount} HUESO was signed but is not credited yet.{' '}
            <Button $variant="ghost" onClick={() => void deposit.run(info.nombre, pending)}>
              Submit deposit again
            </Button>{' '}
            <Button $variant="ghost" onClick={() => setDiscarding(true)}>
              Discard
            </Button>
          </Note>
        )}
        {pending && !deposit.busy && discarding && (
          <DiscardPaymentConfirm
            payment={pending}
            onDiscard={() => {
              deposit.discard(pending);
              setDiscarding(false);
            }}
            onKeep={() => setDiscarding(false)}
          />
        )}
      </Section>

      <Section aria-labelledby="password-title">
        <h3 id="password-title">Change password</h3>
        <form onSubmit={(e) => void onChangePassword(e)}>
          <Field>
            Current password
            <input
              type="password"
              value={currentPassword}
              autoComplete="current-password"
              maxLength={15}
              onChange={(e) => setCurrentPassword(e.target.value)}
            />
          </Field>
          <Field>
            New password
            <input
              type="password"
              value={newPassword}
              autoComplete="new-password"
              onChange={(e) => setNewPassword(e.target.value)}
            />
          </Field>
          <Button type="submit" disabled={password.busy}>
            Change password
          </Button>
        </form>
        <Note>Leave the current password empty if you have only logged in with the wallet so far.</Note>
      </Section>

      <Section aria-labelledby="withdraw-title">
        <h3 id="withdraw-title">Withdraw</h3>
        {!info.packInicial && (
          <Note>
            You need the starter pack to withdraw.{' '}
            <Button
              $variant="ghost"
              onClick={() => {
                onClose();
                navigate('/game/market');
              }}
            >
              Buy Initial pack
            </Button>
          </Note>
        )}
        <Stack direction="row" gap="sm" wrap>
          <Button
            disabled={!info.packInicial || withdraw.busy}
            onClick={() => void withdraw.run('withdrawInGame')}
          >
            Withdraw in game
          </Button>
          <Button
            $variant="ghost"
            disabled={!info.packInicial || withdraw.busy}
            onClick={() => setConfirmAll(true)}
          >
            Withdraw all
          </Button>
        </Stack>
        {confirmAll && (
          <ConfirmDialog
            title={M.withdrawAllTitle}
            confirmLabel={M.withdrawAllConfirm}
            cancelLabel={M.withdrawAllCancel}
            onCancel={() => setConfirmAll(false)}
            onConfirm={() => {
              setConfirmAll(false);
              void withdraw.run('withdrawAll');
            }}
          >
            <p>{M.withdrawAllText(formatBalance(info.dineroReal), info.nombre)}</p>
          </ConfirmDialog>
        )}
      </Section>
    </Modal>
  );
}
