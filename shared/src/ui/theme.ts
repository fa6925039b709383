import { createGlobalStyle, css } from 'styled-components';
import { palette } from './palette';

/**
 * Dark page, orange primary, white button text (SPEC.md section 1). Every colour a component uses
 * comes from here. The contrast ratios in the comments are WCAG 2 ratios against the colour named;
 * normal text needs 4.5:1 (AA).
 */
export const theme = {
  colors: palette,

  /** Accents of the home screen's islands and mission panels (decoration and badges only). */
  accents: {
    dig: '#ff7a00',
    recharge: '#f5c518',
    walk: '#3fb0ff',
    special: '#c86bff',
    arena: '#ff4d4f',
    pool: '#ffb020',
    island: '#2fbf71',
  },
  /** The floating island drawing. */
  art: {
    grassLight: '#8ee07a',
    grass: '#6fcf5b',
    grassDark: '#3e9a3a',
    soil: '#8a5a36',
    soilDark: '#3d2616',
    roots: '#2d1b0f',
  },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  radius: '8px',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const;
export type Theme = typeof theme;
export type Accent = keyof Theme['accents'];

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}

/**
 * The kit's base rules: box-sizing, link colour, the focus ring and visually hidden text. The host
 * writes them for the whole document (`GlobalStyle`); an area mounted on its own writes them
 * under its root element (`AreaProviders`), so a page around it keeps its own.
 */
export const baseRules = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  a {
    color: ${theme.colors.accent};
  }
  *:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

export const GlobalStyle = createGlobalStyle`
  ${baseRules}
  html, body { margin: 0; min-height: 100%; background: ${theme.colors.page}; color: ${theme.colors.text}; font-family: ${theme.font}; }
`;
