import { createGlobalStyle } from 'styled-components';

/** Dark page, orange primary, white button text (SPEC.md section 1). */
export const theme = {
  colors: {
    page: '#121212',
    surface: '#1e1e1e',
    surfaceRaised: '#2a2a2a',
    border: '#3a3a3a',
    primary: '#ff7a00',
    primaryHover: '#ff9533',
    buttonText: '#ffffff',
    text: '#f2f2f2',
    muted: '#a8a8a8',
    success: '#2fbf71',
    danger: '#ff4d4f',
  },
  radius: '8px',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const;
export type Theme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; min-height: 100%; background: ${theme.colors.page}; color: ${theme.colors.text}; font-family: ${theme.font}; }
  a { color: ${theme.colors.primary}; }
  :focus-visible { outline: 2px solid ${theme.colors.primaryHover}; outline-offset: 2px; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
