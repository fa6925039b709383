import styled from 'styled-components';
import { ErrorPanel } from '@hueso/shared';

/** The stake screens' page. */
export const Page = styled.main`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 1100px;
  margin: 0 auto;
  padding: 16px;
`;
/** A raised panel of a screen. */
export const Panel = styled.section`
  padding: 16px;
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  h2 {
    margin: 0 0 12px;
    font-size: 18px;
  }
`;
/** A hint or an inline validation text under a field. */
export const Hint = styled.p<{ $error?: boolean }>`
  margin: 6px 0 0;
  font-size: 13px;
  color: ${(p) => (p.$error ? p.theme.colors.danger : p.theme.colors.muted)};
`;
export const Actions = styled.div`
  display: flex;
  gap: 10px;
  justify-content: flex-end;
  flex-wrap: wrap;
  margin-top: 16px;
`;
/** What went wrong, inside the dialog that did it. */
export const Failure = styled(ErrorPanel)`
  margin-top: 12px;
`;
