import type { ReactNode } from 'react';
import { Button, Modal } from '@hueso/shared';
import { Actions } from './Layout';

/** A confirmation of the UI kit (never `window.confirm`): the message, Cancel and the action. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal title={title} onClose={onCancel} busy={busy}>
      {children}
      <Actions>
        <Button $variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Working…' : confirmLabel}
        </Button>
      </Actions>
    </Modal>
  );
}
