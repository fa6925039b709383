import { useEffect } from 'react';
import { LOGIN_NOTICE_MS } from '@hueso/contract/common';
import { useMessages } from '@hueso/shared';
import { ErrorPanel } from '@hueso/shared/ui';
import { LOGIN_MESSAGES } from './messages';

/**
 * The login error notice: closes on its button or after 6000 ms, never on a click elsewhere. It
 * says LOGIN_ERROR, or the server's own text when there is one to tell (too many attempts).
 */
export function ErrorNotice({
  openedAt,
  message,
  onClose,
}: {
  openedAt: number;
  message?: string;
  onClose: () => void;
}) {
  const t = useMessages(LOGIN_MESSAGES);
  useEffect(() => {
    const t = setTimeout(onClose, LOGIN_NOTICE_MS);
    return () => clearTimeout(t);
  }, [openedAt, onClose]);
  return <ErrorPanel tone="filled" message={message ?? t.error} onDismiss={onClose} />;
}
