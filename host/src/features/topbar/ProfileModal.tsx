import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { selectInformacion, useAppSelector, useFormat, useMessages, useNavigate } from '@hueso/shared';
import { Button, Field, Stack, StatList } from '@hueso/shared/ui';
import { MONEY_MESSAGES, type MoneyPlace } from '@hueso/shared/play';
import { ConfirmDialog, Modal } from '@hueso/shared/dialogs';
import { DiscardPaymentConfirm } from '@hueso/shared/wallet';
import { useChangePassword, useDeposit, useHoldings, useWithdraw } from './hooks/useProfileMoves';
import { PROFILE_MESSAGES } from './messages';

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
/** A money figure with its one-line explanation under it. */
const Explained = styled.span`
  display: inline-flex;
  flex-direction: column;
  small {
    color: ${(p) => p.theme.colors.muted};
    font-size: 12px;
    max-width: 34ch;
  }
`;

/** Profile: balances, deposit through the wallet, change password, withdrawals. */
export function ProfileModal({ onClose }: { onClose: () => void }) {
  const M = useMessages(PROFILE_MESSAGES);
  const money = useMessages(MONEY_MESSAGES);
  const f = useFormat();
  const info = useAppSelector(selectInformacion);
  const navigate = useNavigate();
  const deposit = useDeposit(info?.nombre);
  const password = useChangePassword();
  const withdraw = useWithdraw();
  const holdings = useHoldings(info?.nombre, info?.dineroReal);
  const [amount, setAmount] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [discarding, setDiscarding] = useState(false);
  const [confirmAll, setConfirmAll] = useState(false);
  if (!info) return null;
  const { pending } = deposit;
  const held = (place: 'wallet' | 'staked') =>
    holdings === null ? M.reading : holdings === 'failed' ? M.unreadable : f.balance(holdings[place]);
  /** A HUESO figure by its place's name, with the one-line explanation under it. */
  const figure = (place: MoneyPlace, value: string, parts?: string) => ({
    label: money.name[place],
    value: (
      <Explained>
        <span data-testid={`profile-${place === 'inGame' ? 'in-game' : place}`}>{value}</span>
        {parts && <small data-testid={`profile-${place}-parts`}>{parts}</small>}
        <small>{money.explain[place]}</small>
      </Explained>
    ),
  });
  const stakedParts =
    holdings && holdings !== 'failed'
      ? M.stakedParts(f.balance(holdings.play), f.balance(holdings.passive))
      : undefined;

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
    <Modal title={M.title} onClose={onClose}>
      <StatList
        items={[
          { label: M.player, value: info.nombre },
          { label: M.level, value: M.levelValue(info.nivel, f.price(info.porcentaje)) },
          figure('inGame', f.balance(info.dinero)),
          figure('withdrawable', f.balance(info.dineroReal)),
          figure('wallet', held('wallet')),
          figure('staked', held('staked'), stakedParts),
          { label: 'VIPHUESO', value: f.balance(info.fusion) },
          { label: M.missions, value: M.missionsValue(info.cantidadMision) },
        ]}
      />

      <Section aria-labelledby="deposit-title">
        <h3 id="deposit-title">{M.depositTitle}</h3>
        <Note>{M.depositNote}</Note>
        <form onSubmit={(e) => void onDeposit(e)}>
          <Field>
            {M.amount}
            <input
              type="number"
              min="0"
              step="any"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </Field>
          <Button type="submit" disabled={deposit.busy || pending !== null}>
            {deposit.busy ? M.waitingWallet : M.deposit}
          </Button>
        </form>
        {pending && !deposit.busy && (
          <Note role="status">
            {M.pendingDeposit(f.amount(pending.amount))}{' '}
            <Button $variant="ghost" onClick={() => void deposit.run(info.nombre, pending)}>
              {M.submitAgain}
            </Button>{' '}
            <Button $variant="ghost" onClick={() => setDiscarding(true)}>
              {M.discard}
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
        <h3 id="password-title">{M.passwordTitle}</h3>
        <form onSubmit={(e) => void onChangePassword(e)}>
          <Field>
            {M.currentPassword}
            <input
              type="password"
              value={currentPassword}
              autoComplete="current-password"
              maxLength={15}
              onChange={(e) => setCurrentPassword(e.target.value)}
            />
          </Field>
          <Field>
            {M.newPassword}
            <input
              type="password"
              value={newPassword}
              autoComplete="new-password"
              onChange={(e) => setNewPassword(e.target.value)}
            />
          </Field>
          <Button type="submit" disabled={password.busy}>
            {M.changePassword}
          </Button>
        </form>
        <Note>{M.passwordNote}</Note>
      </Section>

      <Section aria-labelledby="withdraw-title">
        <h3 id="withdraw-title">{M.withdrawTitle}</h3>
        <Note>{M.withdrawInGameNote}</Note>
        {!info.packInicial && (
          <Note>
            {M.needsPack}{' '}
            <Button
              $variant="ghost"
              onClick={() => {
                onClose();
                navigate('/game/market');
              }}
            >
              {M.buyPack}
            </Button>
          </Note>
        )}
        <Stack direction="row" gap="sm" wrap>
          <Button
            disabled={!info.packInicial || withdraw.busy}
            onClick={() => void withdraw.run('withdrawInGame')}
          >
            {M.withdrawInGame}
          </Button>
          <Button
            $variant="ghost"
            disabled={!info.packInicial || withdraw.busy}
            onClick={() => setConfirmAll(true)}
          >
            {M.withdrawAll}
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
            <p>{M.withdrawAllText(f.balance(info.dineroReal), info.nombre)}</p>
          </ConfirmDialog>
        )}
      </Section>
    </Modal>
  );
}
