import { useEffect } from 'react';
import { LOGIN_ERROR, LOGIN_NOTICE_MS } from '@hueso/contract';
import { ErrorPanel } from '@hueso/shared';

/**
 * The login error notice: closes on its button or after 6000 ms, never on a click elsewhere. It
 * says LOGIN_ERROR, or the server's own text when there is one to tell (too many attempts).
 */
export function ErrorNotice({
  openedAt,
  message = LOGIN_ERROR,
  onClose,
}: {
  openedAt: number;
  message?: string;
  onClose: () => void;
}) {
  useEffect(() => {
    const t = setTimeout(onClose, LOGIN_NOTICE_MS);
    return () => clearTimeout(t);
  }, [openedAt, onClose]);
  return <ErrorPanel tone="filled" message={message} onDismiss={onClose} />;
}
