import { styled } from 'styled-components';
import { ErrorPanel } from './ErrorPanel';

/** The buttons that end a dialog or a form, on the right; they wrap on a narrow screen. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 10px;
  margin-top: ${(p) => p.theme.space.lg};
`;

/** A hint under a field, or its validation text with `$error` (point `aria-describedby` at it). */
export const FieldHint = styled.p<{ $error?: boolean }>`
  /* Doubled class: a hint keeps its margin inside a Panel, whose paragraphs have none. */
  && {
    margin: 6px 0 0;
  }
  font-size: 13px;
  color: ${(p) => (p.$error ? p.theme.colors.danger : p.theme.colors.muted)};
`;

/** What went wrong, inside the dialog that did it. */
export const DialogFailure = styled(ErrorPanel)`
  margin-top: ${(p) => p.theme.space.md};
`;

/** A list of one thing a row (an instance, an offer) with its action on the right; `small` is its detail. */
export const ActionRows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${(p) => p.theme.space.sm};
    padding: 8px 10px;
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.surfaceRaised};
  }
  small {
    display: block;
    color: ${(p) => p.theme.colors.muted};
  }
`;
