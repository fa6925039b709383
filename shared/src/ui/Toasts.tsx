import { useEffect } from 'react';
import { styled } from 'styled-components';
import { useAppDispatch, useAppSelector } from '../store/store';
import { LazyWalletHelp } from '../wallet/LazyWalletHelp';
import { dismissToast, selectToasts, type Toast } from './toastSlice';

const Stack = styled.div`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 2000;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
const Item = styled.div<{ $kind: Toast['kind'] }>`
  min-width: 240px;
  max-width: 360px;
  padding: 12px 16px;
  border-radius: ${(p) => p.theme.radius};
  color: ${(p) => (p.$kind === 'info' ? p.theme.colors.text : p.theme.colors.buttonText)};
  background: ${(p) =>
    p.$kind === 'error'
      ? p.theme.colors.dangerFill
      : p.$kind === 'success'
        ? p.theme.colors.successFill
        : p.theme.colors.surfaceRaised};
  box-shadow: 0 6px 20px ${(p) => p.theme.colors.shadow};
`;

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const t = setTimeout(() => dispatch(dismissToast(toast.id)), toast.durationMs);
    return () => clearTimeout(t);
  }, [dispatch, toast]);
  return (
    <Item $kind={toast.kind} role={toast.kind === 'error' ? 'alert' : 'status'}>
      {toast.text}
      <LazyWalletHelp failure={toast.text} />
    </Item>
  );
}

/** Renders the store's toasts; each hides itself after its duration. */
export function ToastHost() {
  const toasts = useAppSelector(selectToasts);
  return (
    <Stack aria-live="polite">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </Stack>
  );
}
