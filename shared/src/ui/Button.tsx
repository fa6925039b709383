import { css, styled } from 'styled-components';
import { Link } from '../router';

type Variant = { $variant?: 'primary' | 'ghost' };

const buttonStyles = css<Variant>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 36px;
  padding: 8px 16px;
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => (p.$variant === 'ghost' ? p.theme.colors.accent : p.theme.colors.primary)};
  font: 600 15px ${(p) => p.theme.font};
  cursor: pointer;
  color: ${(p) => p.theme.colors.buttonText};
  ${(p) =>
    p.$variant === 'ghost'
      ? css`
          background: none;
          &:hover:not(:disabled) {
            background: ${p.theme.colors.surfaceRaised};
          }
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

/** The primary button: orange with white text (5.2:1, semi-bold 15 px); `variant="ghost"` for secondary actions. */
export const Button = styled.button.attrs((p) => ({ type: p.type ?? 'button' }))<Variant>`
  ${buttonStyles}
`;

/** A router link that looks like a Button. */
export const LinkButton = styled(Link)<Variant>`
  ${buttonStyles}
  text-decoration: none;
`;
