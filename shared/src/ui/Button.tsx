import styled, { css } from 'styled-components';

/** The primary button: orange with white text; `variant="ghost"` for secondary actions. */
export const Button = styled.button.attrs((p) => ({ type: p.type ?? 'button' }))<{
  $variant?: 'primary' | 'ghost';
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 36px;
  padding: 8px 16px;
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => p.theme.colors.primary};
  font: 600 14px ${(p) => p.theme.font};
  cursor: pointer;
  color: ${(p) => p.theme.colors.buttonText};
  ${(p) =>
    p.$variant === 'ghost'
      ? css`
          background: transparent;
        `
      : css`
          background: ${p.theme.colors.primary};
          &:hover:not(:disabled) {
            background: ${p.theme.colors.primaryHover};
          }
        `}
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;
