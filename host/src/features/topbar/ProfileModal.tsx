import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { isValidNewPassword } from '@hueso/contract';
import {
  Button,
  claimPayment,
  discardPayment,
  DiscardPaymentConfirm,
  Field,
  getConfig,
  Modal,
  payToGame,
  pendingPayments,
  type PendingPayment,
  selectInformacion,
  showToast,
  Stack,
  StatList,
  useAppDispatch,
  useAppSelector,
  unwrapCall,
  useAsyncAction,
  useNavigate,
} from '@hueso/shared';
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

/** The profile's calls load with the query layer on first use: the top bar is on the login page's bundle. */
const loadProfileApi = () => import(/* webpackChunkName: "profile-api" */ './api/profileApi');

/** The signed deposit not yet credited, if any. */
function readPendingDeposit(account: string): PendingPayment | null {
  return pendingPayments(account, ['Deposit'])[0] ?? null;
}

/** Profile: balances, deposit through the wallet, change password, withdrawals. */
export function ProfileModal({ onClose }: { onClose: () => void }) {
  const info = useAppSelector(selectInformacion);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const deposit = useAsyncAction();
  const password = useAsyncAction();
  const withdraw = useAsyncAction();
  const [amount, setAmount] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [pending, setPending] = useState(() => (info ? readPendingDeposit(info.nombre) : null));
  const [discarding, setDiscarding] = useState(false);
  if (!info) return null;

  // The payment funnel puts the credited record (or a fresh read of it) into the session.
  const settle = async (payment: Promise<unknown>) => {
    try {
      await payment;
    } finally {
      setPending(readPendingDeposit(info.nombre));
    }
  };
  const discard = (payment: PendingPayment) => {
    discardPayment(payment.id);
    setDiscarding(false);
    setPending(readPendingDeposit(info.nombre));
  };

  const onDeposit = (e: FormEvent) => {
    e.preventDefault();
    const value = Number(amount);
    if (!(value > 0)) {
      dispatch(showToast(PROFILE_MESSAGES.amountRequired, 'error'));
      return;
    }
    void deposit.run(async () => {
      const to = getConfig().accounts.token;
      await settle(
        dispatch(payToGame({ account: info.nombre, to, amount: value, symbol: 'HUESO', memo: 'Deposit' })),
      );
      setAmount('');
    }, PROFILE_MESSAGES.deposited(value));
  };

  const onChangePassword = (e: FormEvent) => {
    e.preventDefault();
    if (!isValidNewPassword(newPassword)) {
      dispatch(showToast(PROFILE_MESSAGES.passwordRule, 'error'));
      return;
    }
    void password.run(async () => {
      const { profileApi } = await loadProfileApi();
      // A wallet-only player has no password yet and leaves the current one empty.
      const request = currentPassword
        ? { password: newPassword, currentPassword }
        : { password: newPassword };
      await unwrapCall(dispatch(profileApi.endpoints.changePass.initiate(request)));
      setNewPassword('');
      setCurrentPassword('');
    }, PROFILE_MESSAGES.passwordChanged);
  };

  const onWithdraw = (call: 'withdrawInGame' | 'withdrawAll', done: string) =>
    void withdraw.run(async () => {
      const { profileApi } = await loadProfileApi();
      return unwrapCall(dispatch(profileApi.endpoints[call].initiate()));
    }, done);

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
        <form onSubmit={onDeposit}>
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
            <Button
              $variant="ghost"
              onClick={() =>
                void deposit.run(
                  () => settle(dispatch(claimPayment(pending))),
                  PROFILE_MESSAGES.deposited(pending.amount),
                )
              }
            >
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
            onDiscard={() => discard(pending)}
            onKeep={() => setDiscarding(false)}
          />
        )}
      </Section>

      <Section aria-labelledby="password-title">
        <h3 id="password-title">Change password</h3>
        <form onSubmit={onChangePassword}>
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
            onClick={() => onWithdraw('withdrawInGame', PROFILE_MESSAGES.withdrawnInGame)}
          >
            Withdraw in game
          </Button>
          <Button
            $variant="ghost"
            disabled={!info.packInicial || withdraw.busy}
            onClick={() => onWithdraw('withdrawAll', PROFILE_MESSAGES.withdrawnAll)}
          >
            Withdraw all
          </Button>
        </Stack>
      </Section>
    </Modal>
  );
}
