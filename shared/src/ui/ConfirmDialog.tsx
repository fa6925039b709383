import type { ReactNode } from 'react';
import { useMessages } from '../i18n/messages';
import { Button } from './Button';
import { DialogActions } from './DialogParts';
import { KIT_MESSAGES } from './messages';
import { Modal } from './Modal';

/**
 * A confirmation in the kit's dialog (never `window.confirm`): the message, Cancel and the action.
 * While `busy` the dialog stays open and the action says so.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
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
  const t = useMessages(KIT_MESSAGES);
  return (
    <Modal title={title} onClose={onCancel} busy={busy}>
      {children}
      <DialogActions>
        <Button $variant="ghost" onClick={onCancel} disabled={busy}>
          {cancelLabel ?? t.cancel}
        </Button>
        <Button onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t.working : confirmLabel}
        </Button>
      </DialogActions>
    </Modal>
  );
}
