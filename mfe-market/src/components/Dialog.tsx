import styled from 'styled-components';
import { ErrorPanel } from '@hueso/shared';

/** Parts of the market's amount dialogs. */
export const Hint = styled.p<{ $error?: boolean }>`
  margin: 6px 0 0;
  font-size: 13px;
  color: ${(p) => (p.$error ? p.theme.colors.danger : p.theme.colors.muted)};
`;
export const Actions = styled.div`
  display: flex;
  gap: 10px;
  justify-content: flex-end;
  margin-top: 16px;
`;
/** What went wrong, inside the dialog that did it. */
export const Failure = styled(ErrorPanel)`
  margin-top: 12px;
`;
