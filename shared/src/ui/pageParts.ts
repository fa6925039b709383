import { css, styled } from 'styled-components';

/** Content widths: `regular` for forms and tiles, `wide` for boards and side menus. */
export const WIDTHS = { regular: '1100px', wide: '1280px' } as const;
export type PageWidth = keyof typeof WIDTHS;

/** A screen's box: its landmark, the content width and the padding (Page and PageFrame). */
export const PageRoot = styled.main<{ $width: PageWidth; $withSide: boolean }>`
  max-width: ${(p) => WIDTHS[p.$width]};
  margin: 0 auto;
  padding: ${(p) => p.theme.space.lg};
  gap: ${(p) => p.theme.space.lg};
  ${(p) =>
    p.$withSide
      ? css`
          display: grid;
          grid-template-columns: 220px minmax(0, 1fr);
          @media (max-width: 760px) {
            grid-template-columns: minmax(0, 1fr);
          }
        `
      : css`
          display: flex;
          flex-direction: column;
        `}
`;

/** The top of a screen (PageHeader and PageFrame): the h1 with its description, then the actions. */
export const HeaderRoot = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${(p) => p.theme.space.md};
  h1 {
    margin: 0;
    font-size: 26px;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    overflow-wrap: anywhere;
  }
  p {
    margin: ${(p) => p.theme.space.xs} 0 0;
    color: ${(p) => p.theme.colors.muted};
  }
`;
export const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space.md};
`;
