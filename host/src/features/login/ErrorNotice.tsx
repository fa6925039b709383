import { useEffect } from 'react';
import styled from 'styled-components';
import { LOGIN_ERROR, LOGIN_NOTICE_MS } from '@hueso/contract';

const Box = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 16px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.danger};
  color: #fff;
  button {
    background: none;
    border: 0;
    color: inherit;
    font-size: 18px;
    cursor: pointer;
  }
`;

/** The login error notice: closes on its button or after 6000 ms, never on a click elsewhere. */
export function ErrorNotice({ openedAt, onClose }: { openedAt: number; onClose: () => void }) {
  useEffect(() => {
    const t = setTimeout(onClose, LOGIN_NOTICE_MS);
    return () => clearTimeout(t);
  }, [openedAt, onClose]);
  return (
    <Box role="alert">
      <span>{LOGIN_ERROR}</span>
      <button type="button" aria-label="Dismiss" onClick={onClose}>
        ×
      </button>
    </Box>
  );
}
