import { createGlobalStyle } from 'styled-components';

/**
 * Dark page, orange primary, white button text (SPEC.md section 1). Every colour a component uses
 * comes from here. The contrast ratios in the comments are WCAG 2 ratios against the colour named;
 * normal text needs 4.5:1 (AA).
 */
export const theme = {
  colors: {
    /** The page background. */
    page: '#121212',
    /** Panels, cards, dialogs and the top bar. */
    surface: '#1e1e1e',
    /** Inputs, tiles and rows that sit on a surface. */
    surfaceRaised: '#2a2a2a',
    border: '#3a3a3a',
    /** Body text: 12.8:1 on surfaceRaised. */
    text: '#f2f2f2',
    /** Secondary text: 6:1 on surfaceRaised. */
    muted: '#a8a8a8',
    /** The orange of filled buttons and the active tab: 5.2:1 with white text. */
    primary: '#c2410c',
    /** Hovered primary buttons: 7.3:1 with white text. */
    primaryHover: '#9a3412',
    /** Text on primary, success and danger fills. */
    buttonText: '#ffffff',
    /** Orange text, links and marks on the dark page: 5.5:1 on surfaceRaised. */
    accent: '#ff7a00',
    /** Keyboard focus ring. */
    focus: '#ffb020',
    /** Error text and borders on dark surfaces: 5.2:1 on surfaceRaised. */
    danger: '#ff6b6b',
    /** Error notices and toasts (white text, 6.5:1). */
    dangerFill: '#b91c1c',
    /** Success text on dark surfaces: 7:1 on surface. */
    success: '#2fbf71',
    /** Success toasts (white text, 5:1). */
    successFill: '#15803d',
    /** Text on the bright accents below and on gold: 5.7:1 or more. */
    onAccent: '#121212',
    /** Shiny cards. */
    gold: '#ffd54f',
    goldGlow: 'rgba(255, 213, 79, 0.55)',
    /** The dimmed page behind a dialog. */
    backdrop: 'rgba(0, 0, 0, 0.7)',
    /** A panel laid over art (the login card). */
    overlay: 'rgba(20, 20, 20, 0.9)',
    shadow: 'rgba(0, 0, 0, 0.4)',
    /** The announcement banner's warm end. */
    announcement: '#4a2a0c',
  },
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

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; min-height: 100%; background: ${theme.colors.page}; color: ${theme.colors.text}; font-family: ${theme.font}; }
  a { color: ${theme.colors.accent}; }
  :focus-visible { outline: 2px solid ${theme.colors.focus}; outline-offset: 2px; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
