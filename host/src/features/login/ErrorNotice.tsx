import { useEffect } from 'react';
import { LOGIN_ERROR, LOGIN_NOTICE_MS } from '@hueso/contract';
import { ErrorPanel } from '@hueso/shared';

/** The login error notice: closes on its button or after 6000 ms, never on a click elsewhere. */
export function ErrorNotice({ openedAt, onClose }: { openedAt: number; onClose: () => void }) {
  useEffect(() => {
    const t = setTimeout(onClose, LOGIN_NOTICE_MS);
    return () => clearTimeout(t);
  }, [openedAt, onClose]);
  return <ErrorPanel tone="filled" message={LOGIN_ERROR} onDismiss={onClose} />;
}
