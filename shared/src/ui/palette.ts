/**
 * The game's colours (SPEC.md section 1: dark page, orange primary, white button text), in a
 * module of their own: the theme uses them, and so does the embed loader, which carries no
 * styled-components. The contrast ratios are WCAG 2 ratios; normal text needs 4.5:1 (AA).
 */
export const palette = {
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
} as const;
