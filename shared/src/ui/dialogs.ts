/** @hueso/shared/dialogs: the modal dialog and its parts, shared on its own (read-only screens show none). */
export * from './Modal';
export * from './DialogParts';
export * from './ConfirmDialog';
