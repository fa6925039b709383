import styled from 'styled-components';
import { ErrorPanel } from '@hueso/shared';

/** Parts of the album's dialogs. */
export const Hint = styled.p<{ $error?: boolean }>`
  margin: 6px 0 0;
  font-size: 13px;
  color: ${(p) => (p.$error ? p.theme.colors.danger : p.theme.colors.muted)};
`;
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  justify-content: flex-end;
  margin-top: 16px;
`;
/** What went wrong, inside the dialog that did it. */
export const Failure = styled(ErrorPanel)`
  margin-top: 12px;
`;
/** Rows of a dialog: one instance or one offer each, with its action on the right. */
export const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 8px 10px;
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.surfaceRaised};
  }
  small {
    display: block;
    color: ${(p) => p.theme.colors.muted};
  }
`;
