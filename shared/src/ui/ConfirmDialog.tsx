import type { ReactNode } from 'react';
import { Button } from './Button';
import { DialogActions } from './DialogParts';
import { Modal } from './Modal';

/**
 * A confirmation in the kit's dialog (never `window.confirm`): the message, Cancel and the action.
 * While `busy` the dialog stays open and the action says so.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal title={title} onClose={onCancel} busy={busy}>
      {children}
      <DialogActions>
        <Button $variant="ghost" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Working…' : confirmLabel}
        </Button>
      </DialogActions>
    </Modal>
  );
}
