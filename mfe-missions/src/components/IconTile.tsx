import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

const Panel = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 10px;
  border-radius: 14px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  ul {
    display: flex;
    flex-direction: inherit;
    flex-wrap: inherit;
    justify-content: inherit;
    gap: 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  @media (max-width: 900px) {
    flex-direction: row;
    justify-content: center;
    flex-wrap: wrap;
  }
`;

/** A column of icon buttons and links beside the islands (a row on narrow screens). */
export function SidePanel({ label, children }: { label: string; children: ReactNode }) {
  return <Panel aria-label={label}>{children}</Panel>;
}

const iconLook = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  width: 84px;
  padding: 10px 6px;
  border-radius: 10px;
  border: 1px solid ${(p) => p.theme.colors.surfaceRaised};
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  font: 600 12px ${(p) => p.theme.font};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: border-color 0.15s ease;
  &:hover {
    border-color: ${(p) => p.theme.colors.accent};
  }
  svg {
    width: 24px;
    height: 24px;
    color: ${(p) => p.theme.colors.accent};
  }
  @media (max-width: 900px) {
    flex-direction: row;
    width: auto;
    padding: 6px 12px;
    svg {
      width: 18px;
      height: 18px;
    }
  }
`;
/** An icon with its visible label below, as a button. */
export const IconButton = styled.button.attrs({ type: 'button' })`
  ${iconLook}
`;
/** An icon with its visible label below, as a link. */
export const IconLink = styled.a`
  ${iconLook}
`;
