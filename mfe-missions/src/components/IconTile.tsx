import { css, styled } from 'styled-components';

/** The tiles of the home screen's side panels: an icon over its visible label (beside it on narrow screens). */
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
